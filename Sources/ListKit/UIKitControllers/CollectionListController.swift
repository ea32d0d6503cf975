#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A `UICollectionView`'s data source and delegate, driven by a ``ListController``: the app
/// registers typed cells once (or lets listgen's generated bindings do it) and applies
/// snapshots; counts, cells, headers, selection, swipe actions, reordering, pagination and
/// the empty state are handled here, typed by item and section.
///
/// The app keeps its own delegates: set ``delegate`` (a `UICollectionViewDelegate`, which
/// includes `UIScrollViewDelegate` and `UICollectionViewDelegateFlowLayout`),
/// ``prefetchDataSource``, ``dragDelegate`` or ``dropDelegate`` here, not on the view. Every
/// call the controller does not answer goes to them; where it answers (selection,
/// display, context menus, move targets), they hear of it afterwards.
///
/// ```swift
/// let list = CollectionListController<FeedPage>(collectionView: collectionView)  // generated cells: done
/// list.delegate = self                                                         // scrollViewDidScroll and the rest
/// list.apply(pages)
/// ```
@MainActor
public final class CollectionListController<Section: DiffableSection>: NSObject,
    UICollectionViewDataSource, UICollectionViewDelegate, UICollectionViewDataSourcePrefetching,
    UICollectionViewDragDelegate, UICollectionViewDropDelegate
{
    /// The items the list shows.
    public typealias Item = Section.Element

    /// The view.
    public let collectionView: UICollectionView
    /// The data, the requests and the edit rules (platform-neutral).
    public let controller: ListController<Section>
    /// The app's collection view delegate: gets every call the controller does not answer,
    /// and hears of those it does.
    public weak var delegate: (any UICollectionViewDelegate)? {
        get { forwarding.target(at: 0) as? any UICollectionViewDelegate }
        set {
            forwarding.setTarget(newValue, at: 0)
            attach()
        }
    }
    /// The app's prefetching data source (beside ``ListHooks/prefetch``).
    public weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
        get { forwarding.target(at: 1) as? any UICollectionViewDataSourcePrefetching }
        set {
            forwarding.setTarget(newValue, at: 1)
            attach()
        }
    }
    /// The app's drag delegate. While a drag session lasts, changes wait, as during a
    /// reorder.
    public weak var dragDelegate: (any UICollectionViewDragDelegate)? {
        get { forwarding.target(at: 2) as? any UICollectionViewDragDelegate }
        set {
            forwarding.setTarget(newValue, at: 2)
            attach()
        }
    }
    /// The app's drop delegate.
    public weak var dropDelegate: (any UICollectionViewDropDelegate)? {
        get { forwarding.target(at: 3) as? any UICollectionViewDropDelegate }
        set {
            forwarding.setTarget(newValue, at: 3)
            attach()
        }
    }
    /// The context menu of an item (long press), or nil for none.
    public var contextMenu: ((Item, ItemPath) -> UIContextMenuConfiguration?)?
    /// Swipe actions from the leading edge, per item (list layouts; see ``listLayout(appearance:_:)``).
    public var leadingSwipeActions: ((Item, ItemPath) -> UISwipeActionsConfiguration?)?
    /// Swipe actions from the trailing edge, per item; nil: a "Delete" action for the items
    /// the controller lets the user delete.
    public var trailingSwipeActions: ((Item, ItemPath) -> UISwipeActionsConfiguration?)?
    /// Shown behind the list while it shows no item (the collection view's `backgroundView`).
    public var emptyView: UIView? {
        didSet { showEmptyView(controller.isEmpty) }
    }

    private let updater: CollectionViewUpdater
    let forwarding = DelegateForwarding()
    var registered: Set<String> = []
    var cellProvider: ((CollectionCellDequeuer, Item, IndexPath) -> UICollectionViewCell)?
    var supplementaryProvider: ((CollectionCellDequeuer, String, Section, IndexPath) -> UICollectionReusableView?)?

    /// Becomes `collectionView`'s data source and delegate, showing `sections`.
    public convenience init(collectionView: UICollectionView, sections: [Section] = []) {
        self.init(showing: sections, in: collectionView)
    }

    init(showing sections: [Section], in collectionView: UICollectionView) {
        self.collectionView = collectionView
        controller = ListController(sections: sections)
        updater = CollectionViewUpdater(collectionView)
        super.init()
        controller.host = updater
        controller.adapterEmptinessChanged = { [weak self] in self?.showEmptyView($0) }
        collectionView.dataSource = self
        attach()
        useGeneratedBindings()
    }

    /// Sets the controller as the view's delegates again: UIKit asks `responds(to:)` when a
    /// delegate is set and caches the answer, which changes with the app's delegates.
    private func attach() {
        collectionView.delegate = nil
        collectionView.delegate = self
        collectionView.prefetchDataSource = nil
        collectionView.prefetchDataSource = self
        collectionView.dragDelegate = dragDelegate == nil ? nil : self
        collectionView.dropDelegate = dropDelegate == nil ? nil : self
    }

    // MARK: Forwarding

    /// Whether the controller answers `selector`, or one of the app's objects does
    /// (``delegate``, ``prefetchDataSource``, ``dragDelegate``, ``dropDelegate``): UIKit asks
    /// this when a delegate is set and caches the answer.
    public override func responds(to selector: Selector!) -> Bool {
        super.responds(to: selector) || forwardingTarget(selector) != nil
    }

    /// The first of the app's objects that responds to `selector`: where a call the
    /// controller does not implement goes.
    public override func forwardingTarget(for selector: Selector!) -> Any? {
        forwardingTarget(selector) ?? super.forwardingTarget(for: selector)
    }

    private nonisolated func forwardingTarget(_ selector: Selector?) -> AnyObject? {
        guard let selector else { return nil }
        return forwarding.target { ($0 as? NSObjectProtocol)?.responds(to: selector) == true }
    }

    // MARK: Applying

    /// Makes `sections` the list's data (see ``ListController/apply(_:animated:completion:)``).
    @discardableResult
    public func apply(
        _ sections: [Section], animated: Bool = true,
        completion: (@MainActor @Sendable () -> Void)? = nil
    ) -> Int {
        controller.apply(sections, animated: animated, completion: completion)
    }

    /// Makes `sections` the list's data and returns once they are displayed.
    public func applyAndWait(_ sections: [Section], animated: Bool = true) async {
        await controller.applyAndWait(sections, animated: animated)
    }

    // MARK: UICollectionViewDataSource

    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        controller.numberOfSections
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        controller.numberOfItems(inSection: section)
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let item = controller.item(at: ItemPath(item: indexPath.item, section: indexPath.section))
        guard let cellProvider else {
            fatalError("ListKit: no cell for items of type \(Item.self); call cells(_:) or use listgen's generated bindings")
        }
        return controller.configuringCell(for: item, at: ItemPath(item: indexPath.item, section: indexPath.section)) {
            cellProvider(dequeuer, item, indexPath)
        }
    }

    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let section = controller.section(at: indexPath.section)
        guard let view = supplementaryProvider?(dequeuer, kind, section, indexPath) else {
            fatalError(
                "ListKit: the layout asks for a \(kind) view, but none is registered for \(Section.self); call headers(_:), footers(_:) or supplementaryViews(_:kind:)"
            )
        }
        return view
    }

    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        ItemPath(indexPath).map(controller.canMove(at:)) ?? false
    }

    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard let source = ItemPath(sourceIndexPath), let target = ItemPath(destinationIndexPath) else { return }
        controller.userMovedItem(from: source, to: target)
        controller.endInteractiveMove()
    }

    // MARK: UICollectionViewDelegate

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        if let path = ItemPath(indexPath), controller.userSelectedItem(at: path) {
            collectionView.deselectItem(at: indexPath, animated: true)
        }
        delegate?.collectionView?(collectionView, didSelectItemAt: indexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        if let path = ItemPath(indexPath) { controller.userDeselectedItem(at: path) }
        delegate?.collectionView?(collectionView, didDeselectItemAt: indexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        if let path = ItemPath(indexPath) { controller.cellWillDisplay(ObjectIdentifier(cell), at: path) }
        delegate?.collectionView?(collectionView, willDisplay: cell, forItemAt: indexPath)
    }

    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        controller.cellDidEndDisplaying(ObjectIdentifier(cell))
        delegate?.collectionView?(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    }

    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
        point: CGPoint
    ) -> UIContextMenuConfiguration? {
        if let contextMenu, let path = ItemPath(indexPath), controller.contains(path) {
            return contextMenu(controller.item(at: path), path)
        }
        return delegate?.collectionView?(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
    }

    public func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        guard let source = ItemPath(originalIndexPath), let proposed = ItemPath(proposedIndexPath) else { return proposedIndexPath }
        // The drag is under way: changes wait until the drop (moveItemAt).
        controller.beginInteractiveMove()
        let target = IndexPath(listKitPath: controller.moveTarget(from: source, proposed: proposed))
        return delegate?.collectionView?(
            collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath,
            atCurrentIndexPath: currentIndexPath, toProposedIndexPath: target) ?? target
    }

    // MARK: UICollectionViewDataSourcePrefetching

    public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        controller.prefetchItems(at: indexPaths.compactMap(ItemPath.init))
        prefetchDataSource?.collectionView(collectionView, prefetchItemsAt: indexPaths)
    }

    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        controller.cancelPrefetchingItems(at: indexPaths.compactMap(ItemPath.init))
        prefetchDataSource?.collectionView?(collectionView, cancelPrefetchingForItemsAt: indexPaths)
    }

    // MARK: Drag and drop (installed only when the app sets a drag or drop delegate)

    public func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
        at indexPath: IndexPath
    ) -> [UIDragItem] {
        dragDelegate?.collectionView(collectionView, itemsForBeginning: session, at: indexPath) ?? []
    }

    public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {
        controller.beginInteractiveMove()
        dragDelegate?.collectionView?(collectionView, dragSessionWillBegin: session)
    }

    public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {
        controller.endInteractiveMove()
        dragDelegate?.collectionView?(collectionView, dragSessionDidEnd: session)
    }

    public func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {
        dropDelegate?.collectionView(collectionView, performDropWith: coordinator)
    }
}

extension CollectionListController where Section: Sendable, Section.Element: Sendable {
    /// Becomes `collectionView`'s data source and delegate, showing `sections`, with large diffs
    /// off the main actor: the compiler picks this initializer wherever it knows the sections
    /// are `Sendable` (with concrete types, always).
    public convenience init(collectionView: UICollectionView, sections: [Section] = []) {
        self.init(showing: sections, in: collectionView)
        controller.diffsOffMainActor()
    }
}
#endif
