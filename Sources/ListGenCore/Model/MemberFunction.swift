/// A function or initializer declared in a type's or extension's body, by its signature.
/// The scanner records only those whose signature generated code also declares.
public struct MemberFunction: Sendable, Hashable {
    /// The signatures of the members listgen generates: content equality, `==`, hashing and
    /// a section's initializer.
    public static let generatedSignatures: Set<String> = [
        "isContentEqual(to:)", "==(_:_:)", "hash(into:)", "init(source:elements:)",
    ]

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
