/// A book in the catalog: identified by its ISBN, not by a property named `id`.
// listgen: item(id: isbn, in: FeedEntry)
public struct Book: Sendable {
    public var isbn: String
    public var title: String
    public var author: String
    /// When the reader last opened it: shown nowhere in the list, so not content.
    // listgen: ignore
    public var lastOpened: Double?

    public init(isbn: String, title: String, author: String, lastOpened: Double? = nil) {
        self.isbn = isbn
        self.title = title
        self.author = author
        self.lastOpened = lastOpened
    }
}
