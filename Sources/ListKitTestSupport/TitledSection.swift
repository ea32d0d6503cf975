import ListDiff

/// A section for tests and benchmarks whose `title` is its own content besides its items, so
/// a section can change without its items changing (unlike `ListSection`).
public struct TitledSection<ID: Hashable & Sendable, Element: Diffable>: DiffableSection {
    /// The section's identity.
    public var id: ID
    /// The section's content: sections with equal IDs and different titles are updates.
    public var title: Int
    /// The items, in display order.
    public var elements: [Element]

    /// A section `id` with `title` holding `elements`.
    public init(id: ID, title: Int = 0, elements: [Element]) {
        self.id = id
        self.title = title
        self.elements = elements
    }

    /// The section `source` holding `elements`.
    public init(source: TitledSection, elements: [Element]) {
        self.init(id: source.id, title: source.title, elements: elements)
    }

    /// Whether the titles are equal (the items are diffed as items).
    public func isContentEqual(to source: TitledSection) -> Bool {
        title == source.title
    }
}

extension TitledSection: Sendable where Element: Sendable {}
extension TitledSection: Equatable where Element: Equatable {}
extension TitledSection: Hashable where Element: Hashable {}
