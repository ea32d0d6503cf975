/// A ready-made ``DiffableSection``: an ID and its elements, for lists that need no
/// section type of their own.
///
/// The section has no content besides its identity, so two sections with equal IDs are
/// always content-equal: a change of elements is a change of items, never a section reload.
public struct ListSection<ID: Hashable & Sendable, Element: Diffable>: DiffableSection {
    /// The section's identity.
    public var id: ID
    /// The items, in display order.
    public var elements: [Element]

    /// A section `id` holding `elements`.
    public init(id: ID, elements: [Element]) {
        self.id = id
        self.elements = elements
    }

    /// A section with the ID of `source` holding `elements`.
    public init(source: ListSection, elements: [Element]) {
        self.init(id: source.id, elements: elements)
    }

    /// Always true: sections with equal IDs only differ by their elements, which are
    /// diffed as items.
    public func isContentEqual(to source: ListSection) -> Bool {
        true
    }
}

extension ListSection: Sendable where Element: Sendable {}
extension ListSection: Equatable where Element: Equatable {}
extension ListSection: Hashable where Element: Hashable {}
extension ListSection: Codable where ID: Codable, Element: Codable {}
