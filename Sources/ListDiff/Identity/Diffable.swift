/// An item a list can diff: its `id` says *who* it is, `isContentEqual(to:)` says
/// whether it *changed*. Two values with equal IDs and unequal content are an update,
/// never a delete plus an insert.
public protocol Diffable: Identifiable {
    /// Whether `self` shows the same content as `source` (an item with the same ID).
    func isContentEqual(to source: Self) -> Bool
}

extension Diffable where Self: Equatable {
    /// Equatable items compare their content with `==`.
    @inlinable
    public func isContentEqual(to source: Self) -> Bool {
        self == source
    }
}

/// A section a list can diff: its own identity and content, its elements, and a way to
/// rebuild it around other elements.
public protocol DiffableSection: Diffable {
    /// The items of the section.
    associatedtype Element: Diffable

    /// The items, in display order.
    var elements: [Element] { get }

    /// A section with the identity and content of `source` holding `elements`.
    init(source: Self, elements: [Element])
}
