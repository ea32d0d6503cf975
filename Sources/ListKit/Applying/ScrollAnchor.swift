/// Where a list view is scrolled, told by the first item it shows: what a list controller
/// keeps in place across a change that inserts or removes items above it (see
/// ``ListDisplayOptions/keepsVisibleContentStill``).
@_spi(ListHost) public struct ScrollAnchor: Hashable, Sendable {
    /// The first item the view shows, at least partly.
    public var path: ItemPath
    /// How far the top of the visible area is below the top of that item, in points (negative
    /// when the item starts below the top, as under a header).
    public var offset: Double

    /// The anchor at the item at `path`, `offset` points below its top.
    public init(path: ItemPath, offset: Double) {
        self.path = path
        self.offset = offset
    }
}
