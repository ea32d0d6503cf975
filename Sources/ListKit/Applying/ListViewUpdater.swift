#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Foundation

/// Applies ListKit batches to a list view of any ``ListViewKind``: the one implementation of
/// the host interface's batch protocol (`BatchUpdatable`) behind ``CollectionViewUpdater``,
/// ``TableViewUpdater`` and `NSCollectionViewUpdater`. An app applies a staged changeset with
/// ``reload(using:animatingAtMost:setData:)``; the list controllers drive it through the host
/// interface.
///
/// An adapter value rather than an extension of the view, so the batch protocol adds no
/// method beside the view's own; the view itself only gains `reload(using:animatingAtMost:setData:)`.
@MainActor
public final class ListViewUpdater<Kind: ListViewKind> {
    /// The view updated.
    public let view: Kind.View
    /// The animations of inserted, deleted and reloaded rows and sections, for views that take
    /// one (see ``TableViewUpdater``'s).
    var rowAnimations: (insert: Kind.RowAnimation, delete: Kind.RowAnimation, reload: Kind.RowAnimation)
    /// Configures the visible supplementary views of the given sections again, in place, and
    /// returns the sections it could not (views it did not make): set by the list controllers,
    /// which know how they configured them. Without it, sections are reloaded.
    var refreshesSupplementaryViewsInPlace: ((_ sections: [Int]) -> [Int])?

    init(view: Kind.View, rowAnimations: (insert: Kind.RowAnimation, delete: Kind.RowAnimation, reload: Kind.RowAnimation)) {
        self.view = view
        self.rowAnimations = rowAnimations
    }

    convenience init(view: Kind.View) {
        let automatic = Kind.automaticRowAnimation
        self.init(view: view, rowAnimations: (automatic, automatic, automatic))
    }

    /// Animates `staged` into the view, stage by stage, each stage's data set by `setData`
    /// inside its batch; items whose content changed are reconfigured in place, and above
    /// `cap` operations (or out of a window) the view reloads instead.
    public func reload<Data>(using staged: StagedChangeset<Data>, animatingAtMost cap: Int? = nil, setData: (Data) -> Void) {
        reload(using: staged, animatingAtMost: cap, animated: true, setData: setData, completion: nil)
    }

    /// Issues `operation`; moves and reconfigurations take no animation of their own.
    fileprivate func apply(_ operation: ListViewOperation, animation: Kind.RowAnimation = Kind.automaticRowAnimation) {
        Kind.apply(operation, animation: animation, to: view)
    }

    fileprivate static func indexPaths(_ paths: [ItemPath]) -> [IndexPath] {
        paths.map(IndexPath.init(listKitPath:))
    }
}

/// The host interface: how a list controller shows its changes on the view.
@_spi(ListHost) extension ListViewUpdater: BatchUpdatable {
    /// Whether the view is in a window: out of one, a batch would do its work for nothing
    /// (and UIKit may assert), so the data is set and the view reloads.
    public var canAnimateBatches: Bool { Kind.canAnimateBatches(on: view) }

    /// Refreshes the content of the items at these paths in place (`reconfigureItems(at:)`):
    /// the cells stay, configured again from the data source.
    public func reconfigureItems(at paths: [ItemPath]) { apply(.reconfigureItems(Self.indexPaths(paths))) }

    public func performBatch(_ updates: () -> Void, completion: ((Bool) -> Void)?) {
        // The view runs `updates` synchronously, so it never actually escapes.
        withoutActuallyEscaping(updates) { Kind.performBatch(on: view, $0, completion: completion) }
    }

    public func reloadAll() { Kind.reloadData(of: view) }

    public func insertSections(at indices: [Int]) { apply(.insertSections(IndexSet(indices)), animation: rowAnimations.insert) }
    public func deleteSections(at indices: [Int]) { apply(.deleteSections(IndexSet(indices)), animation: rowAnimations.delete) }
    public func moveSection(from source: Int, to target: Int) { apply(.moveSection(source, to: target)) }
    public func reloadSections(at indices: [Int]) { apply(.reloadSections(IndexSet(indices)), animation: rowAnimations.reload) }
    public func insertItems(at paths: [ItemPath]) { apply(.insertItems(Self.indexPaths(paths)), animation: rowAnimations.insert) }
    public func deleteItems(at paths: [ItemPath]) { apply(.deleteItems(Self.indexPaths(paths)), animation: rowAnimations.delete) }
    public func reloadItems(at paths: [ItemPath]) { apply(.reloadItems(Self.indexPaths(paths)), animation: rowAnimations.reload) }
    public func moveItem(from source: ItemPath, to target: ItemPath) {
        apply(.moveItem(IndexPath(listKitPath: source), to: IndexPath(listKitPath: target)))
    }

    /// Runs `updates` as one batch without animation (inside `UIView.performWithoutAnimation`):
    /// the change shows at once, and cells that stay keep their state, unlike a reload.
    public func performBatchWithoutAnimation(_ updates: () -> Void, completion: ((Bool) -> Void)?) {
        withoutActuallyEscaping(updates) { Kind.performBatchWithoutAnimation(on: view, $0, completion: completion) }
    }

    /// Configures the visible cells at `paths` again: the data source has other items (other
    /// IDs) there now, which take over the cells. UIKit does not track identity, so this is a
    /// reconfiguration (``reconfigureItems(at:)``): the same cell, configured with the new item,
    /// without flicker or lost state. UIKit reconfigures a cell only as a cell of its own type:
    /// hand over between items shown by the same type of cell.
    public func handOverItems(at paths: [ItemPath]) {
        reconfigureItems(at: paths)
    }

    /// Configures the visible headers, footers and other supplementary views of `sections`
    /// again in place, with the configuration the list controller registered for their kind
    /// (a collection view's `supplementaryView(forElementKind:at:)`, a table's
    /// `headerView(forSection:)` and `footerView(forSection:)`), then lets the layout measure
    /// them again. Only sections showing a view the controller did not make (the app
    /// delegate's table header, say), or an updater used without a list controller, are
    /// reloaded, in a batch of their own.
    public func refreshSupplementaryViews(inSections sections: [Int]) {
        let reloaded = refreshesSupplementaryViewsInPlace?(sections) ?? sections
        guard !reloaded.isEmpty else { return }
        performBatch({ reloadSections(at: reloaded) }, completion: nil)
    }

    // MARK: Scroll position

    /// The first item the view shows (the first by index path among the visible ones whose
    /// frame reaches into the visible area, below the top content inset), and how far the
    /// visible top is below the top of its frame; nil when the view shows no item.
    public func visibleAnchor() -> ScrollAnchor? {
        guard let geometry = Kind.scrollGeometry(of: view) else { return nil }
        let items = Kind.visibleItemPaths(in: view).sorted().compactMap { indexPath -> (path: ItemPath, top: Double, bottom: Double)? in
            guard let path = ItemPath(indexPath), let frame = Kind.itemFrame(at: indexPath, in: view) else { return nil }
            return (path, Double(frame.minY), Double(frame.maxY))
        }
        return geometry.anchor(among: items)
    }

    /// Lays the view out, then scrolls it (without animation) so the item at `path` is where
    /// `anchor` found its item: the visible top `anchor.offset` points below its top, within
    /// the content (the adjusted content insets respected).
    public func restore(_ anchor: ScrollAnchor, at path: ItemPath) {
        Kind.layOut(view)
        guard let geometry = Kind.scrollGeometry(of: view), let frame = Kind.itemFrame(at: IndexPath(listKitPath: path), in: view) else {
            return
        }
        let offset = geometry.offset(restoring: anchor, itemTop: Double(frame.minY))
        if offset != geometry.offset { Kind.scroll(view, to: offset, animated: false) }
    }

    /// Whether the view shows the end of its content, above the bottom content inset (also
    /// when the content is too short to scroll).
    public var isScrolledToEnd: Bool {
        Kind.scrollGeometry(of: view)?.isAtEnd ?? false
    }

    /// Lays the view out, then scrolls to the end of its content.
    public func scrollToEnd(animated: Bool) {
        Kind.layOut(view)
        guard let geometry = Kind.scrollGeometry(of: view), geometry.offset != geometry.offsets.upperBound else { return }
        Kind.scroll(view, to: geometry.offsets.upperBound, animated: animated)
    }

    /// Scrolls to the start of its content.
    public func scrollToStart(animated: Bool) {
        guard let geometry = Kind.scrollGeometry(of: view), geometry.offset != geometry.offsets.lowerBound else { return }
        Kind.scroll(view, to: geometry.offsets.lowerBound, animated: animated)
    }

    /// Lays the view out, then scrolls as little as shows the whole item at `path`.
    public func scrollToItem(at path: ItemPath, animated: Bool) {
        Kind.layOut(view)
        guard let geometry = Kind.scrollGeometry(of: view), let frame = Kind.itemFrame(at: IndexPath(listKitPath: path), in: view) else {
            return
        }
        let offset = geometry.offset(showing: Double(frame.minY), Double(frame.maxY))
        if offset != geometry.offset { Kind.scroll(view, to: offset, animated: animated) }
    }

    // MARK: Selection

    /// Selects the items at `paths`, laid out first: after a reload the view must know its
    /// new data before it can select in it.
    public func selectItems(at paths: [ItemPath]) {
        guard !paths.isEmpty else { return }
        Kind.layOut(view)
        Kind.setSelected(true, at: Self.indexPaths(paths), in: view)
    }

    public func deselectItems(at paths: [ItemPath]) {
        guard !paths.isEmpty else { return }
        Kind.setSelected(false, at: Self.indexPaths(paths), in: view)
    }

    public func setSelectionRules(allowsSelection: Bool, allowsMultipleSelection: Bool) {
        Kind.setSelectionRules(allowsSelection: allowsSelection, allowsMultipleSelection: allowsMultipleSelection, on: view)
    }

}
#endif
