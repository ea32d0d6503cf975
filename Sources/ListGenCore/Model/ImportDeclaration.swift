/// A file-scope `import` declaration.
public struct ImportDeclaration: Sendable, Hashable {
    /// The declaration as written, whitespace collapsed, without a trailing `;`
    /// (`@preconcurrency import Foo`, `import struct Geometry.Point`).
    public var text: String
    /// The `#if` condition it stands under (as in `Property.condition`), or nil.
    public var condition: String?
    /// Where it starts (its first attribute or modifier).
    public var location: SourceLocation

    public init(text: String, condition: String? = nil, location: SourceLocation) {
        self.text = text
        self.condition = condition
        self.location = location
    }
}
