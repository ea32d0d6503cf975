/// One enum case name (`case a, b` gives two).
public struct EnumCase: Sendable, Hashable {
    /// One associated value of a case.
    public struct AssociatedValue: Sendable, Hashable {
        /// The label, or `nil` for an unlabeled value or `_ name:`.
        public var label: String?
        /// The written type, whitespace collapsed.
        public var type: String

        /// An associated value with an optional `label` and a written `type`.
        public init(label: String?, type: String) {
            self.label = label
            self.type = type
        }
    }

    /// The name without backticks.
    public var name: String
    /// Its associated values in order; empty for none.
    public var associatedValues: [AssociatedValue]
    /// The raw value as written (`= "x"`), or `nil`.
    public var rawValue: String?
    /// `// listgen:` annotations above the `case`.
    public var annotations: [Annotation]
    /// Where the name stands.
    public var location: SourceLocation
    /// The `#if` conditions the case stands under inside its enum's body (as in
    /// `Property.condition`), or `nil` outside any `#if`. Not part of the scan JSON.
    public var condition: String?

    /// A case with the scanner's findings.
    public init(
        name: String,
        associatedValues: [AssociatedValue] = [],
        rawValue: String? = nil,
        annotations: [Annotation] = [],
        location: SourceLocation
    ) {
        self.name = name
        self.associatedValues = associatedValues
        self.rawValue = rawValue
        self.annotations = annotations
        self.location = location
    }
}
