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
    /// The app's collection view delegate: gets every call the controller does not answer
    /// (the scroll view's, a layout's), and hears of those it does.
    public weak var delegate: (any UICollectionViewDelegate)? {
        get { forwarding[.delegate] as? any UICollectionViewDelegate }
        set { setAppObject(newValue, as: .delegate) }
    }
    /// The app's prefetching data source (beside ``ListHooks/prefetch``).
    public weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
        get { forwarding[.prefetching] as? any UICollectionViewDataSourcePrefetching }
        set { setAppObject(newValue, as: .prefetching) }
    }
    /// The app's drag delegate. While a drag session lasts, changes wait, as during a
    /// reorder.
    public weak var dragDelegate: (any UICollectionViewDragDelegate)? {
        get { forwarding[.drag] as? any UICollectionViewDragDelegate }
        set { setAppObject(newValue, as: .drag) }
    }
    /// The app's drop delegate.
    public weak var dropDelegate: (any UICollectionViewDropDelegate)? {
        get { forwarding[.drop] as? any UICollectionViewDropDelegate }
        set { setAppObject(newValue, as: .drop) }
    }
    /// The context menu of an item (long press), or nil for none. For several items (a
    /// multiple selection) and for the space between items, the app's delegate is asked.
    public var contextMenu: ((Item, ItemPath) -> UIContextMenuConfiguration?)? {
        didSet { attach() }
    }
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
    let forwarding = DelegateForwarding(runtime: CollectionDelegateMethods.runtime)
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
        let reattach: @MainActor @Sendable (DelegateRole) -> Void = { [weak self] role in
            guard let self else { return }
            attach()
            // A layout asks the delegate what it answers as it prepares: let it ask afresh, so
            // a flow layout goes back to its own sizes as it would with a delegate of UIKit's.
            if role == .delegate { collectionView.collectionViewLayout.invalidateLayout() }
        }
        forwarding.onRelease = { role in runOnMainActor { reattach(role) } }
        attach()
        useGeneratedBindings()
    }

    // MARK: Forwarding

    /// Whether the controller answers `selector`: UIKit asks when a delegate is set and
    /// caches the answer. Yes for the methods it implements (a context-menu method only
    /// while ``contextMenu`` or the app's delegate has a menu, in the generation of methods
    /// the app's delegate uses), and for those the app's object in the method's role answers
    /// (``delegate``, ``prefetchDataSource``, ``dragDelegate``, ``dropDelegate``).
    public override func responds(to selector: Selector!) -> Bool {
        forwarding.responds(to: selector, implemented: super.responds(to: selector))
    }

    /// Where a call the controller does not implement goes: to the app's object in the
    /// method's role (a drop method to ``dropDelegate``, most to ``delegate``). If that object
    /// has been released while UIKit still holds the controller's earlier answer, the call is
    /// answered as a message to nil would be, until the controller has set itself as the
    /// view's delegate again (which it does as soon as it learns of the release).
    public override func forwardingTarget(for selector: Selector!) -> Any? {
        forwarding.forwardingTarget(for: selector) ?? super.forwardingTarget(for: selector)
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

    /// The menu of ``contextMenu`` for one item it shows; for several items, for the space
    /// between items, or without ``contextMenu``, the app delegate's, in the form it
    /// implements. Answered only while one of them has a menu, and only when the app's
    /// delegate uses iOS 16's context-menu methods or none (UIKit then calls this method,
    /// not the single-item one).
    @available(iOS 16, tvOS 16, *)
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
        point: CGPoint
    ) -> UIContextMenuConfiguration? {
        if let contextMenu, indexPaths.count == 1, let path = shownPath(indexPaths[0]) {
            return contextMenu(controller.item(at: path), path)
        }
        switch CollectionDelegateMethods.contextMenu.appGeneration(appAnswers: { forwarding.target(in: .delegate, answers: $0.selector) }) {
        case .current:
            return delegate?.collectionView?(collectionView, contextMenuConfigurationForItemsAt: indexPaths, point: point)
        case .replaced where indexPaths.count == 1:
            return appMenu(collectionView, indexPaths[0], point)
        case .replaced, nil:
            return nil
        }
    }

    /// The menu of ``contextMenu`` for an item it shows, else the app delegate's: what UIKit
    /// calls before iOS 16, and on iOS 16 when the app's delegate implements only the
    /// single-item context-menu methods.
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
        point: CGPoint
    ) -> UIContextMenuConfiguration? {
        if let contextMenu, let path = shownPath(indexPath) {
            return contextMenu(controller.item(at: path), path)
        }
        return appMenu(collectionView, indexPath, point)
    }

    /// The app delegate's single-item menu (deprecated in iOS 16, the form it may implement).
    private func appMenu(_ collectionView: UICollectionView, _ indexPath: IndexPath, _ point: CGPoint) -> UIContextMenuConfiguration? {
        delegate?.collectionView?(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
    }

    /// The path of a shown item at `indexPath`, or nil.
    private func shownPath(_ indexPath: IndexPath) -> ItemPath? {
        ItemPath(indexPath).flatMap { controller.contains($0) ? $0 : nil }
    }

    /// The controller's move target (``ListController/moveTarget(from:proposed:)``), which the
    /// app's delegate may change in the form it implements (this one, or the one before iOS
    /// 15): its answer, given the controller's as the proposed path, is taken when it is a
    /// place the item can go.
    public func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        guard let source = ItemPath(originalIndexPath), let proposed = ItemPath(proposedIndexPath) else { return proposedIndexPath }
        // The drag is under way: changes wait until the drop (moveItemAt).
        controller.beginInteractiveMove()
        let target = IndexPath(listKitPath: controller.moveTarget(from: source, proposed: proposed))
        // The app's delegate refines the controller's answer, in the form it implements.
        guard let delegate else { return target }
        let answer: IndexPath?
        switch CollectionDelegateMethods.moveTarget.appGeneration(appAnswers: { delegate.responds(to: $0.selector) }) {
        case .current:
            answer = delegate.collectionView?(
                collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath,
                atCurrentIndexPath: currentIndexPath, toProposedIndexPath: target)
        case .replaced:
            answer = deprecatedMethods(of: delegate).collectionView?(
                collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath, toProposedIndexPath: target)
        case nil:
            answer = nil
        }
        return controller.moveDestination(answer, from: source) ?? target
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
