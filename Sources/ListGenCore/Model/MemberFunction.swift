/// A function or initializer declared in a type's or extension's body, by its signature.
public struct MemberFunction: Sendable, Hashable {
    /// The name with its argument labels: `isContentEqual(to:)`, `==(_:_:)`,
    /// `hash(into:)`, `init(source:elements:)`.
    public var signature: String
    /// Where its `func` or `init` keyword stands.
    public var location: SourceLocation

    public init(signature: String, location: SourceLocation) {
        self.signature = signature
        self.location = location
    }
}
