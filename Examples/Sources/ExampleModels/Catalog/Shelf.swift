/// A section of books: its identity is its name, its content the subtitle.
// listgen: section(items: books)
public struct Shelf: Sendable {
    // listgen: id
    public var name: String
    public var subtitle: String
    public var books: [Book]

    public init(name: String, subtitle: String, books: [Book]) {
        self.name = name
        self.subtitle = subtitle
        self.books = books
    }
}
