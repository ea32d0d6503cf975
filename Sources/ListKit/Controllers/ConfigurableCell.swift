/// A cell (or any reusable view) that shows one kind of item: `final class PostCell:
/// UICollectionViewListCell, ConfigurableCell { func configure(with post: Post) }`.
///
/// The item type is part of the cell's type, so registering or dequeuing `PostCell` for an
/// `Ad` does not compile; list controllers and generated bindings dequeue and configure
/// through it, so an app never writes a reuse identifier or a cast.
@MainActor
public protocol ConfigurableCell: AnyObject {
    /// The item the cell shows.
    associatedtype Item
    /// Shows `item`; called for a new cell and whenever the item's content changes
    /// (reconfigured in place: the cell's own state, such as a running animation, stays).
    func configure(with item: Item)
}

/// A section header or footer that shows one kind of section.
@MainActor
public protocol ConfigurableSupplementaryView: AnyObject {
    /// The section the view shows.
    associatedtype Section
    /// Shows `section`.
    func configure(with section: Section)
}

/// The reuse identifier listgen uses for a cell or view type: its fully qualified name,
/// so two types never share one and nobody writes one by hand.
func listKitReuseIdentifier(_ type: Any.Type) -> String {
    String(reflecting: type)
}
