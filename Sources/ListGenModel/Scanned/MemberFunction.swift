/// A function or initializer declared in a type's or extension's body, by its signature.
/// The scanner records only those listgen needs to know of: members generated code also
/// declares, and the `configure(with:)` or `configure()` by which a cell is adopted.
public struct MemberFunction: Sendable, Hashable {
    /// The signatures of the members listgen generates: content equality, `==`, hashing and
    /// a section's initializer.
    public static let generatedSignatures: Set<String> = [
        "isContentEqual(to:)", "==(_:_:)", "hash(into:)", "init(source:elements:)",
    ]
    /// A cell's or view's `configure(with:)`: a view a binding names that has one for what it
    /// shows is adopted as `ConfigurableCell` (or `ConfigurableSupplementaryView`).
    public static let configureSignature = "configure(with:)"
    /// A cell's `configure()`: a cell for a row without a model (a payload-less case, a struct
    /// that holds nothing) that has one, and no `configure(with:)` for the row, is adopted
    /// through it.
    public static let configureWithoutItemSignature = "configure()"
    /// Every signature the scanner records.
    public static let recordedSignatures = generatedSignatures.union([configureSignature, configureWithoutItemSignature])

    /// The name with its argument labels: `isContentEqual(to:)`, `==(_:_:)`,
    /// `hash(into:)`, `init(source:elements:)`.
    public var signature: String
    /// Where its `func` or `init` keyword stands.
    public var location: SourceLocation
    /// The first parameter's type as written, for `configure(with:)` (nil for the others).
    public var parameterType: String?

    /// A function of `signature` at `location`, with the type of its one parameter when it has one.
    public init(signature: String, location: SourceLocation, parameterType: String? = nil) {
        self.signature = signature
        self.location = location
        self.parameterType = parameterType
    }
}
