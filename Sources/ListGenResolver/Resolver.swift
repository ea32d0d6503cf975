import ListGenModel
import ListGenShared

/// Turns one scanned file's declarations and annotations into what to generate, reporting
/// every problem as a diagnostic at the annotation or declaration it concerns.
///
/// The work is `FileResolver`'s, one file per concern: reading annotations
/// (`+Requests`), access (`+Access`), identity (`+Identity`), content equality and hashing
/// (`+Content`), sections (`+Sections`), wrappers (`+Wrappers`), view bindings (`Bindings`).
package struct Resolver {
    /// The result for one file.
    package struct FileResult: Sendable {
        package var types: [ResolvedType] = []
        /// `item(in: Wrapper)` memberships, resolved across files later.
        package var memberships: [WrapperMembership] = []
        package var diagnostics: [Diagnostic] = []
        /// Qualified names of annotated types that get no code because of their errors.
        package var failedTypes: [String] = []
        /// Views adopted by their `configure(with:)`, rendered once each in the shared file.
        package var adoptions: [AdoptedView] = []
        /// Generated wrappers named in `in:` by a type that gets no code: never generated
        /// without that type's case.
        package var failedWrappers: [String] = []

        package init(
            types: [ResolvedType] = [], memberships: [WrapperMembership] = [], diagnostics: [Diagnostic] = [], failedTypes: [String] = [],
            adoptions: [AdoptedView] = []
        ) {
            self.types = types
            self.memberships = memberships
            self.diagnostics = diagnostics
            self.failedTypes = failedTypes
            self.adoptions = adoptions
        }
    }

    /// One type's request to be a case of a cross-file wrapper enum.
    package struct WrapperMembership: Sendable, Hashable {
        package var wrapper: String
        package var member: WrapperMember
        package var access: AccessLevel
        package var path: String
        package var location: SourceLocation
        /// The qualified name of the type whose annotation asks for the membership.
        package var declaringType: String = ""
        /// That type has errors and gets no code: its wrappers get none either.
        package var memberFailed = false
        /// Where `case: name` names the case, when the annotation names it: a clash is blamed
        /// on the member that chose the name over one that got its default.
        package var caseNameLocation: SourceLocation?

        package init(
            wrapper: String, member: WrapperMember, access: AccessLevel, path: String, location: SourceLocation, declaringType: String = "",
            memberFailed: Bool = false
        ) {
            self.wrapper = wrapper
            self.member = member
            self.access = access
            self.path = path
            self.location = location
            self.declaringType = declaringType
            self.memberFailed = memberFailed
        }
    }

    /// What all scanned files declare.
    package var index: TypeIndex = TypeIndex()

    /// Resolves every declaration of `file`. `detached` are the scanner's findings on
    /// annotations attached to nothing (its `ScanChecks`): they are reported with the file's,
    /// and, like the scanner's errors, count against the declarations they stand in.
    package func resolve(_ file: ScannedFile, detached: [Diagnostic] = []) -> FileResult {
        var result = FileResult()
        let fileResolver = FileResolver(file: file, index: index)
        let concerned = fileResolver.declarationsConcerned(
            by: file.diagnostics.filter { $0.severity == .error },
            enclosingToo: true
        )
        .union(fileResolver.declarationsConcerned(by: detached.filter { $0.severity == .error }, enclosingToo: false))
        var diagnostics = detached
        for position in file.declarations.indices {
            let outcome = fileResolver.resolve(position, concerned: concerned.contains(position))
            diagnostics += outcome.context.diagnostics
            result.memberships += outcome.context.memberships
            result.adoptions += outcome.context.adoptions
            if let type = outcome.type { result.types.append(type) }
            if let failedType = outcome.failedType { result.failedTypes.append(failedType) }
            if outcome.failed { result.failedWrappers += outcome.context.requestedWrappers }
        }
        result.diagnostics = diagnostics
        return result
    }

    package init(index: TypeIndex = TypeIndex()) {
        self.index = index
    }
}
