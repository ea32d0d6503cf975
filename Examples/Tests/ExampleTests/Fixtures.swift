import ExampleModels

/// Books used across the tests, by a short name.
enum Books {
    static let dune = Book(isbn: "978-0441013593", title: "Dune", author: "Frank Herbert")
    static let emma = Book(isbn: "978-0141439587", title: "Emma", author: "Jane Austen")
    static let ulysses = Book(isbn: "978-0199535675", title: "Ulysses", author: "James Joyce")
    static let cosmos = Book(isbn: "978-0345539434", title: "Cosmos", author: "Carl Sagan")
    static let briefHistory = Book(isbn: "978-0553380163", title: "A Brief History of Time", author: "Stephen Hawking")
    static let origin = Book(isbn: "978-0451529060", title: "On the Origin of Species", author: "Charles Darwin")
}
