/// The text of one `// listgen: TEXT` comment, trimmed, with where TEXT starts.
public struct Annotation: Sendable, Hashable {
    /// The trimmed text after `listgen:` (may be empty).
    public var text: String
    /// Where the text starts (or where `listgen:` ends when the text is empty).
    public var location: SourceLocation

    public init(text: String, location: SourceLocation) {
        self.text = text
        self.location = location
    }
}
