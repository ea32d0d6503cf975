/// Generic items: compared fields require their parameters `Equatable`.
// listgen: item
struct Box<Value: Sendable> where Value: Hashable {
    let id: Int
    var value: Value
}

// listgen: item
struct Pair<Left, Right> {
    let id: String
    var left: Left
    var right: [Right]
}

struct Outer<Element> {
    /// Nested in a generic type: the outer parameter counts too.
    // listgen: item
    struct Cell {
        let id: Int
        var elements: [Element]
    }
}

/// A generic section.
// listgen: section
struct Group<Member: Hashable & Sendable> {
    let id: Int
    var title: String
    var items: [Box<Member>]
}

// listgen: hashable
struct Tagged<Tag> {
    var tag: Tag
    var count: Int
}
