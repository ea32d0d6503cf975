/// An item the user acted on, by identity rather than by where it stood: what a swipe action
/// remembers between the swipe and the tap on Delete, while applies may move the item or
/// remove it. Its `occurrence` tells apart items that share an ID (0 for the first in list
/// order).
@_spi(ListHost) public struct ItemReference<ID: Hashable>: Hashable {
    /// The item's ID.
    public var id: ID
    /// How many items before it, in list order, have the same ID.
    public var occurrence: Int
    /// How many hand-overs the screen had shown when the reference was taken: one shown since
    /// moves the reference to the item that took the cell (or to nothing, once that item is
    /// gone), never to a later item that has the old ID.
    public var handOversShown: Int

    /// The `occurrence`-th item (from 0, in list order) with `id`, as the screen shows it
    /// after `handOversShown` hand-overs (by default, as it shows it now).
    public init(id: ID, occurrence: Int = 0, handOversShown: Int = .max) {
        self.id = id
        self.occurrence = occurrence
        self.handOversShown = handOversShown
    }
}

@_spi(ListHost) extension ItemReference: Sendable where ID: Sendable {}
