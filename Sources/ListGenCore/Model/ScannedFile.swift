/// Everything the scanner read from one file.
public struct ScannedFile: Sendable, Hashable {
    /// The path as given (argument joined with the path below it, no leading `./`).
    public var path: String
    /// Declarations in source order; nested types follow their parent.
    public var declarations: [Declaration]
    /// Problems the scanner recovered from (unbalanced braces, unterminated literals, ...).
    public var diagnostics: [Diagnostic]

    public init(path: String, declarations: [Declaration] = [], diagnostics: [Diagnostic] = []) {
        self.path = path
        self.declarations = declarations
        self.diagnostics = diagnostics
    }
}
