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

enum Rack {
    /// A generic type nested in another: members spell it with its arguments
    /// (`Rack.Slot<Content>`), which a bare `Rack.Slot` would not compile without.
    // listgen: item
    // listgen: hashable
    struct Slot<Content> {
        let id: Int
        var content: Content
    }
}

/// A generic ID: the conformance requires it Hashable, as Identifiable does.
// listgen: item
final class Keyed<Key> {
    let id: Key
    var label: String

    init(id: Key, label: String) {
        self.id = id
        self.label = label
    }
}

/// Equatable and Hashable only when its value is, by extensions without members.
struct Wrapped<Value> {
    var value: Value
}

extension Wrapped: Equatable where Value: Equatable {}
extension Wrapped: Hashable where Value: Hashable {}

/// Compares a conditionally Hashable field whose argument is Hashable.
// listgen: hashable
struct Holder {
    var wrapped: Wrapped<Int>
    var names: [Wrapped<String>]
}
