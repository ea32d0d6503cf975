/// One file a run generates, handed from the pipeline to the writer.
public struct GeneratedFile: Sendable, Hashable {
    /// The file name inside the output folder (see `OutputNaming`).
    public var name: String
    /// The file's text.
    public var content: String
    /// The input it was generated from, or `nil` for the shared file.
    public var source: String?

    /// The file `name` with `content`, generated from `source` (nil for the shared file).
    public init(name: String, content: String, source: String? = nil) {
        self.name = name
        self.content = content
        self.source = source
    }
}
