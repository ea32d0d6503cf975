/// A section of the mixed feed. Its elements are `FeedEntry`, the type-erased wrapper that
/// listgen generates from the `item(in: FeedEntry)` annotations on `Book`, `Author` and
/// `Announcement`: an enum with one case per type whose identity includes the case, so a
/// book and an author never match, whatever their IDs. All three declare `Sendable`, so
/// the generated `FeedEntry` does too, and this section can.
// listgen: section
public struct FeedSection: Sendable {
    public let id: String
    public var title: String
    // listgen: items
    public var entries: [FeedEntry]

    public init(id: String, title: String, entries: [FeedEntry]) {
        self.id = id
        self.title = title
        self.entries = entries
    }
}
