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
