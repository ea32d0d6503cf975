/// A file-scope `import` declaration.
public struct ImportDeclaration: Sendable, Hashable {
    /// The declaration as written, whitespace collapsed, without a trailing `;`
    /// (`@preconcurrency import Foo`, `import struct Geometry.Point`).
    public var text: String
    /// The `#if` condition it stands under (as in `Property.condition`), or nil.
    public var condition: String?
    /// Where it starts (its first attribute or modifier).
    public var location: SourceLocation
    /// The imported module (`Geometry` for `import struct Geometry.Point`).
    public var module: String
    /// The access level written before `import` (`public`, `internal`, ...), or nil.
    public var accessLevel: String?

    /// An import with the scanner's findings.
    public init(
        text: String, condition: String? = nil, location: SourceLocation, module: String = "",
        accessLevel: String? = nil
    ) {
        self.text = text
        self.condition = condition
        self.location = location
        self.module = module
        self.accessLevel = accessLevel
    }
}
