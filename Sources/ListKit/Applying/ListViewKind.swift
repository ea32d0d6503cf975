#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Foundation

/// A kind of view that shows a list and takes batches of changes: `UICollectionView`
/// (``CollectionViewKind``), `UITableView` (``TableViewKind``) or `NSCollectionView`.
///
/// What differs between them for a batch, the view's type and the calls it takes, sits here;
/// ``ListViewUpdater`` applies ListKit's batches to a view of any kind, and the list
/// controllers build on it (``ListViewAdapterKind``). The calls are not API for apps.
@MainActor
public protocol ListViewKind {
    /// The view.
    associatedtype View: AnyObject
    /// How the view animates an inserted, deleted or reloaded row or section: a table's
    /// `UITableView.RowAnimation`, `Void` for a view that animates them its own way.
    associatedtype RowAnimation

    /// The animation of rows and sections the app has not chosen one for.
    @_spi(ListViews) static var automaticRowAnimation: RowAnimation { get }
    /// Whether a batch can animate on `view` now (it is in a window).
    @_spi(ListViews) static func canAnimateBatches(on view: View) -> Bool
    /// Runs `updates` (synchronously) as one animated batch on `view`, then calls `completion`
    /// with whether the animations finished.
    @_spi(ListViews) static func performBatch(on view: View, _ updates: @escaping () -> Void, completion: ((Bool) -> Void)?)
    /// Discards what `view` shows and shows its data source's data, unanimated.
    @_spi(ListViews) static func reloadData(of view: View)
    /// Issues one operation of a batch on `view`, with `animation` where the view takes one.
    @_spi(ListViews) static func apply(_ operation: ListViewOperation, animation: RowAnimation, to view: View)

    /// Runs `updates` (synchronously) as one batch on `view` with no animation, then calls
    /// `completion`.
    @_spi(ListViews) static func performBatchWithoutAnimation(on view: View, _ updates: @escaping () -> Void, completion: ((Bool) -> Void)?)
    /// The paths of the items `view` shows now, at least partly, in any order.
    @_spi(ListViews) static func visibleItemPaths(in view: View) -> [IndexPath]
    /// The frame of the item at `indexPath` in `view`'s content, as laid out now; nil when
    /// `view` has no such item.
    @_spi(ListViews) static func itemFrame(at indexPath: IndexPath, in view: View) -> CGRect?
    /// How `view` is scrolled, vertically; nil when it cannot tell (it does not scroll).
    @_spi(ListViews) static func scrollGeometry(of view: View) -> ScrollGeometry?
    /// Scrolls `view` vertically to `offset` (its content offset's `y`).
    @_spi(ListViews) static func scroll(_ view: View, to offset: Double, animated: Bool)
    /// Lays out `view` now, so that item frames are those of the data it shows.
    @_spi(ListViews) static func layOut(_ view: View)
    /// Selects (or deselects) the items at `indexPaths` in `view`, without animation, scrolling
    /// or a delegate call.
    @_spi(ListViews) static func setSelected(_ selected: Bool, at indexPaths: [IndexPath], in view: View)
    /// Lets the user select nothing, one item, or any number of items in `view`, also while it
    /// edits.
    @_spi(ListViews) static func setSelectionRules(allowsSelection: Bool, allowsMultipleSelection: Bool, on view: View)
}

/// A view that cannot do better: an unanimated batch animates, and the scroll position is
/// unknown (no anchoring).
@_spi(ListViews) extension ListViewKind {
    public static func performBatchWithoutAnimation(on view: View, _ updates: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        performBatch(on: view, updates, completion: completion)
    }

    public static func visibleItemPaths(in view: View) -> [IndexPath] { [] }
    public static func itemFrame(at indexPath: IndexPath, in view: View) -> CGRect? { nil }
    public static func scrollGeometry(of view: View) -> ScrollGeometry? { nil }
    public static func scroll(_ view: View, to offset: Double, animated: Bool) {}
    public static func layOut(_ view: View) {}
    public static func setSelected(_ selected: Bool, at indexPaths: [IndexPath], in view: View) {}
    public static func setSelectionRules(allowsSelection: Bool, allowsMultipleSelection: Bool, on view: View) {}
}

/// One operation of a batch, in a view's index paths; which are old and which new is what
/// ``BatchUpdate`` documents for the operation.
@_spi(ListViews) public enum ListViewOperation {
    /// Inserts sections at new indices.
    case insertSections(IndexSet)
    /// Deletes sections at old indices.
    case deleteSections(IndexSet)
    /// Moves a section from an old index to a new one.
    case moveSection(Int, to: Int)
    /// Reloads sections at old indices.
    case reloadSections(IndexSet)
    /// Inserts items at new paths.
    case insertItems([IndexPath])
    /// Deletes items at old paths.
    case deleteItems([IndexPath])
    /// Moves an item from an old path to a new one.
    case moveItem(IndexPath, to: IndexPath)
    /// Reloads items at old paths.
    case reloadItems([IndexPath])
    /// Reconfigures the cells of items at new paths in place, outside any batch.
    case reconfigureItems([IndexPath])
}
#endif
