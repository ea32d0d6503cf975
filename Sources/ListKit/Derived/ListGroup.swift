/// A section of records that share a grouping key (see
/// ``ListController/grouping(by:order:keepingEmpty:sortedBy:)``): the key is its identity, and
/// its content is how many records it holds, so a header that shows the count is configured
/// again in place whenever the count changes.
public struct ListGroup<Key: Hashable & Sendable, Element: Diffable>: DiffableSection {
    /// The grouping key: the section's identity.
    public var id: Key
    /// The group's records, in display order.
    public var elements: [Element]

    /// A group `id` holding `elements`.
    public init(id: Key, elements: [Element]) {
        self.id = id
        self.elements = elements
    }

    /// A group with the key of `source` holding `elements`.
    public init(source: ListGroup, elements: [Element]) {
        self.init(id: source.id, elements: elements)
    }

    /// Whether the two groups hold as many records: what a header showing the group's count
    /// depends on.
    public func isContentEqual(to source: ListGroup) -> Bool {
        elements.count == source.elements.count
    }
}

extension ListGroup: Sendable where Element: Sendable {}
extension ListGroup: Equatable where Element: Equatable {}
