#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A `UICollectionView`'s data source and delegate, driven by a ``ListController``: the app
/// registers typed cells once (or lets listgen's generated bindings do it) and applies
/// snapshots; counts, cells, headers, selection, swipe actions, reordering, pagination and
/// the empty state are handled here, typed by item and section.
///
/// The app keeps its own delegates: set ``ListViewAdapter/delegate`` (a
/// `UICollectionViewDelegate`, which includes `UIScrollViewDelegate` and
/// `UICollectionViewDelegateFlowLayout`), ``ListViewAdapter/prefetchDataSource``,
/// ``ListViewAdapter/dragDelegate`` or ``ListViewAdapter/dropDelegate`` here, not on the view.
/// Every call the controller does not answer goes to them; where it answers (selection,
/// display, context menus, move targets), they hear of it afterwards.
///
/// ```swift
/// let list = CollectionListController<FeedPage>(collectionView: collectionView)  // generated cells: done
/// list.delegate = self                                                         // scrollViewDidScroll and the rest
/// list.apply(pages)
/// ```
@MainActor
public final class CollectionListController<Section: DiffableSection>: ListViewAdapterBase<Section, CollectionViewKind>, ListViewAdapter {
    /// The kind of view: a collection view.
    public typealias Kind = CollectionViewKind

    /// The view.
    public var collectionView: UICollectionView { core.view }

    /// A controller for `collectionView` showing `sections` (see the public initializers).
    init(showing sections: [Section], in collectionView: UICollectionView) {
        let updater = CollectionViewUpdater(collectionView)
        super.init(core: ListViewCore(view: collectionView, sections: sections, updater: updater, delegateMethods: CollectionDelegateMethods.self))
        connect(to: CollectionViewProxy(core: core))
    }
}
#endif
