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
    }

    /// One type's request to be a case of a cross-file wrapper enum.
    struct WrapperMembership: Sendable, Hashable {
        var wrapper: String
        var member: WrapperMember
        var access: AccessLevel
        var path: String
        var location: SourceLocation
    }

    /// What all scanned files declare.
    var index = TypeIndex()

    func resolve(_ file: ScannedFile) -> FileResult {
        var result = FileResult()
        var context = FileContext(file: file, index: index)
        for index in file.declarations.indices {
            context.resolve(index, into: &result)
        }
        result.diagnostics.append(contentsOf: context.diagnostics)
        return result
    }
}
