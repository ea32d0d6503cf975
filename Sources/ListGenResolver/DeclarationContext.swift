import ListGenModel

/// What resolving one declaration has found so far, passed to each step that resolves it:
/// its problems, the annotated types its generated code relies on, the wrappers it names,
/// its memberships of generated wrappers and the views it adopts. Each declaration starts
/// with a fresh one, so nothing one declaration finds can leak into the next.
struct DeclarationContext {
    /// The declaration's position in its file.
    let position: Int
    /// Its qualified name.
    let typeName: String
    /// Its file, where problems are reported unless another file is named.
    let path: String
    private(set) var diagnostics: [Diagnostic] = []
    /// Whether an error was reported: then the declaration gets no code.
    private(set) var hasErrors = false
    /// The listgen-generated conformances its code uses, each with the error to report if
    /// the type generating it fails.
    private(set) var reliances: [Reliance] = []
    /// The generated wrappers its annotations name in `in:`: when it fails, they are not
    /// generated either, whether or not its membership was resolved.
    var requestedWrappers: [String] = []
    /// Its `item(in:)` and `cases(in:)` memberships, resolved across files later.
    var memberships: [Resolver.WrapperMembership] = []
    /// Views adopted by their `configure(with:)` for what it shows.
    var adoptions: [AdoptedView] = []

    init(position: Int, typeName: String, path: String) {
        self.position = position
        self.typeName = typeName
        self.path = path
    }

    /// An error at `location` in the declaration's file, or in `path` (a base class's
    /// property, which its subclass compares, may be in another).
    mutating func error(_ message: String, at location: SourceLocation, in path: String? = nil) {
        diagnostics.append(Diagnostic(.error, message, path: path ?? self.path, location: location))
        hasErrors = true
    }

    mutating func warning(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.warning, message, path: path, location: location))
    }

    /// Problems found elsewhere (a check shared with the link stage), errors counting as the
    /// declaration's own.
    mutating func report(_ problems: [Diagnostic]) {
        diagnostics += problems
        if problems.contains(where: { $0.severity == .error }) { hasErrors = true }
    }

    /// Records that generated code relies on the listgen-generated conformances of `types`.
    mutating func rely(on types: [String], at location: SourceLocation, in path: String, what: String, needing protocolName: String) {
        for type in types where type != typeName {
            reliances.append(
                Reliance(
                    type: type,
                    diagnostic: Diagnostic(
                        .error,
                        "\(what) needs '\(type)' to be \(protocolName), which its listgen annotation would make it, but '\(type)' gets no generated code because of its errors; fix those first",
                        path: path, location: location)))
        }
    }
}
