/// Everything the scanner read from one file.
public struct ScannedFile: Sendable, Hashable {
    /// The path as given (argument joined with the path below it, no leading `./`).
    public var path: String
    /// Declarations in source order; nested types follow their parent.
    public var declarations: [Declaration]
    /// Problems the scanner recovered from (unbalanced braces, unterminated literals, ...).
    public var diagnostics: [Diagnostic]
    /// Where every `listgen:` annotation comment's text starts, attached to a declaration
    /// or not, in source order; one not found among the declarations' annotations is detached.
    public var annotationLocations: [SourceLocation]
    /// Line comments whose first word is close to `listgen` without being a well-formed
    /// marker (`// lisgten: item`, `// listgen item`), with their text from that word on.
    public var markerLikeComments: [Annotation]
    /// File-scope `import` declarations in source order, each with its `#if` condition.
    public var imports: [ImportDeclaration]
    /// Type aliases at file scope and in type and extension bodies, in source order. Not part
    /// of the scan JSON.
    public var typeAliases: [TypeAlias] = []

    /// A scanned file with what was found in it.
    public init(
        path: String, declarations: [Declaration] = [], diagnostics: [Diagnostic] = [],
        annotationLocations: [SourceLocation] = [], markerLikeComments: [Annotation] = [],
        imports: [ImportDeclaration] = []
    ) {
        self.path = path
        self.declarations = declarations
        self.diagnostics = diagnostics
        self.annotationLocations = annotationLocations
        self.markerLikeComments = markerLikeComments
        self.imports = imports
    }
}
