/// An author, as a final class: listgen gives it identity and content equality, which a
/// class does not get from the compiler.
// listgen: item(in: FeedEntry)
public final class Author: Sendable {
    public let id: Int
    public let name: String
    public let bookCount: Int

    public init(id: Int, name: String, bookCount: Int) {
        self.id = id
        self.name = name
        self.bookCount = bookCount
    }
}
