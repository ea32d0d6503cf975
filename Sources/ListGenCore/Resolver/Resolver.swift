/// Turns one scanned file's declarations and annotations into what to generate, reporting
/// every problem as a diagnostic at the annotation or declaration it concerns.
///
/// The work is `FileContext`'s, one file per concern: reading annotations
/// (`+Requests`), access (`+Access`), identity (`+Identity`), content equality and hashing
/// (`+Content`), sections (`+Sections`), wrappers (`+Wrappers`), view bindings (`Bindings`).
struct Resolver {
    /// The result for one file.
    struct FileResult: Sendable {
        var types: [ResolvedType] = []
        /// `item(in: Wrapper)` memberships, resolved across files later.
        var memberships: [WrapperMembership] = []
        var diagnostics: [Diagnostic] = []
        /// Qualified names of annotated types that get no code because of their errors.
        var failedTypes: [String] = []
        /// Views adopted by their `configure(with:)`, rendered once each in the shared file.
        var adoptions: [AdoptedView] = []
    }

    /// One type's request to be a case of a cross-file wrapper enum.
    struct WrapperMembership: Sendable, Hashable {
        var wrapper: String
        var member: WrapperMember
        var access: AccessLevel
        var path: String
        var location: SourceLocation
        /// The qualified name of the type whose annotation asks for the membership.
        var declaringType: String = ""
        /// That type has errors and gets no code: its wrappers get none either.
        var memberFailed = false
    }

    /// What all scanned files declare.
    var index = TypeIndex()

    /// Resolves every declaration of `file`. Its diagnostics include annotations attached to
    /// nothing; with the scanner's errors, they count against the declarations they stand in.
    func resolve(_ file: ScannedFile) -> FileResult {
        var result = FileResult()
        var context = FileContext(file: file, index: index)
        let detached = DetachedAnnotations.find(in: file)
        let concerned = context.declarationsConcerned(by: file.diagnostics.filter { $0.severity == .error },
                                                      enclosingToo: true)
            .union(context.declarationsConcerned(by: detached.filter { $0.severity == .error }, enclosingToo: false))
        for index in file.declarations.indices {
            context.resolve(index, concerned: concerned.contains(index), into: &result)
        }
        result.diagnostics = detached + context.diagnostics
        result.adoptions = context.adoptions
        return result
    }
}
