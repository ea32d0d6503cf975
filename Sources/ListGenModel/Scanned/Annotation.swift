/// The text of one `// listgen: TEXT` comment, trimmed, with where TEXT starts.
public struct Annotation: Sendable, Hashable {
    /// The trimmed text after `listgen:` (may be empty).
    public var text: String
    /// Where the text starts (or where `listgen:` ends when the text is empty).
    public var location: SourceLocation

    /// The annotation `text` (after `listgen:`) found at `location`.
    public init(text: String, location: SourceLocation) {
        self.text = text
        self.location = location
    }
}
