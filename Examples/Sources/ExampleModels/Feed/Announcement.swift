/// A news item shown between books in the mixed feed.
// listgen: item(in: FeedEntry)
public struct Announcement: Sendable {
    public let id: Int
    public var text: String

    public init(id: Int, text: String) {
        self.id = id
        self.text = text
    }
}
