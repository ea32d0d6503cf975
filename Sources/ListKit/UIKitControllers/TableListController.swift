#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A `UITableView`'s data source and delegate, driven by a ``ListController``: typed cells
/// and headers, animated changes, selection, swipe actions, drag-to-reorder (in editing
/// mode), pagination and the empty state, with no index path or reuse identifier in app code.
///
/// The app keeps its own delegates: set ``delegate`` (a `UITableViewDelegate`, which
/// includes `UIScrollViewDelegate`), ``prefetchDataSource``, ``dragDelegate`` or
/// ``dropDelegate`` here, not on the view. Every call the controller does not answer goes to
/// them; where it answers, they hear of it afterwards.
@MainActor
public final class TableListController<Section: DiffableSection>: NSObject,
    UITableViewDataSource, UITableViewDelegate, UITableViewDataSourcePrefetching,
    UITableViewDragDelegate, UITableViewDropDelegate
{
    /// The items the list shows.
    public typealias Item = Section.Element

    /// The view.
    public let tableView: UITableView
    /// The data, the requests and the edit rules (platform-neutral).
    public let controller: ListController<Section>
    /// Row animations of applied batches.
    public let updater: TableViewUpdater
    /// The app's table view delegate: gets every call the controller does not answer, and
    /// hears of those it does.
    public weak var delegate: (any UITableViewDelegate)? {
        get { forwarding.target(at: 0) as? any UITableViewDelegate }
        set {
            forwarding.setTarget(newValue, at: 0)
            attach()
        }
    }
    /// The app's prefetching data source (beside ``ListHooks/prefetch``).
    public weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)? {
        get { forwarding.target(at: 1) as? any UITableViewDataSourcePrefetching }
        set {
            forwarding.setTarget(newValue, at: 1)
            attach()
        }
    }
    /// The app's drag delegate. While a drag session lasts, changes wait.
    public weak var dragDelegate: (any UITableViewDragDelegate)? {
        get { forwarding.target(at: 2) as? any UITableViewDragDelegate }
        set {
            forwarding.setTarget(newValue, at: 2)
            attach()
        }
    }
    /// The app's drop delegate.
    public weak var dropDelegate: (any UITableViewDropDelegate)? {
        get { forwarding.target(at: 3) as? any UITableViewDropDelegate }
        set {
            forwarding.setTarget(newValue, at: 3)
            attach()
        }
    }
    /// The context menu of a row (long press), or nil for none.
    public var contextMenu: ((Item, ItemPath) -> UIContextMenuConfiguration?)?
    /// Swipe actions from the leading edge, per row.
    public var leadingSwipeActions: ((Item, ItemPath) -> UISwipeActionsConfiguration?)?
    /// Swipe actions from the trailing edge, per row; nil: the table's own "Delete" for the
    /// rows the controller lets the user delete.
    public var trailingSwipeActions: ((Item, ItemPath) -> UISwipeActionsConfiguration?)?
    /// Shown behind the table while it shows no row (the table view's `backgroundView`).
    public var emptyView: UIView? {
        didSet { showEmptyView(controller.isEmpty) }
    }

    let forwarding = DelegateForwarding()
    var registered: Set<String> = []
    var cellProvider: ((TableCellDequeuer, Item, IndexPath) -> UITableViewCell)?
    var headerProvider: ((TableCellDequeuer, Section) -> UIView?)?
    var footerProvider: ((TableCellDequeuer, Section) -> UIView?)?

    /// Becomes `tableView`'s data source and delegate, showing `sections`.
    public convenience init(tableView: UITableView, sections: [Section] = []) {
        self.init(showing: sections, in: tableView)
    }

    init(showing sections: [Section], in tableView: UITableView) {
        self.tableView = tableView
        controller = ListController(sections: sections)
        updater = TableViewUpdater(tableView, insertAnimation: .fade, deleteAnimation: .fade)
        super.init()
        controller.host = updater
        controller.adapterEmptinessChanged = { [weak self] in self?.showEmptyView($0) }
        tableView.dataSource = self
        attach()
        useGeneratedBindings()
    }

    /// Sets the controller as the view's delegates again: UIKit caches `responds(to:)` when
    /// a delegate is set, and the answer changes with the app's delegates.
    private func attach() {
        tableView.delegate = nil
        tableView.delegate = self
        tableView.prefetchDataSource = nil
        tableView.prefetchDataSource = self
        tableView.dragDelegate = dragDelegate == nil ? nil : self
        tableView.dropDelegate = dropDelegate == nil ? nil : self
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

    // MARK: UITableViewDataSource

    public func numberOfSections(in tableView: UITableView) -> Int {
        controller.numberOfSections
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        controller.numberOfItems(inSection: section)
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let item = controller.item(at: ItemPath(item: indexPath.row, section: indexPath.section))
        guard let cellProvider else {
            fatalError("ListKit: no cell for items of type \(Item.self); call cells(_:) or use listgen's generated bindings")
        }
        return controller.configuringCell(for: item, at: ItemPath(item: indexPath.row, section: indexPath.section)) {
            cellProvider(dequeuer, item, indexPath)
        }
    }

    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        guard let path = ItemPath(indexPath) else { return false }
        return controller.canDelete(at: path) || controller.canMove(at: path)
            || (leadingSwipeActions != nil || trailingSwipeActions != nil) && controller.contains(path)
    }

    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let path = ItemPath(indexPath), controller.canDelete(at: path) else { return }
        controller.userDeletedItem(at: path)
    }

    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        ItemPath(indexPath).map(controller.canMove(at:)) ?? false
    }

    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let source = ItemPath(sourceIndexPath), let target = ItemPath(destinationIndexPath) else { return }
        controller.userMovedItem(from: source, to: target)
        controller.endInteractiveMove()
    }

    // MARK: UITableViewDelegate

    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        ItemPath(indexPath).map(controller.canDelete(at:)) == true ? .delete : .none
    }

    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        delegate?.tableView?(tableView, shouldIndentWhileEditingRowAt: indexPath) ?? false
    }

    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        guard let source = ItemPath(sourceIndexPath), let proposed = ItemPath(proposedDestinationIndexPath) else {
            return proposedDestinationIndexPath
        }
        controller.beginInteractiveMove()
        let target = IndexPath(listKitPath: controller.moveTarget(from: source, proposed: proposed))
        return delegate?.tableView?(tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath, toProposedIndexPath: target) ?? target
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if let path = ItemPath(indexPath), controller.userSelectedItem(at: path) {
            tableView.deselectRow(at: indexPath, animated: true)
        }
        delegate?.tableView?(tableView, didSelectRowAt: indexPath)
    }

    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        if let path = ItemPath(indexPath) { controller.userDeselectedItem(at: path) }
        delegate?.tableView?(tableView, didDeselectRowAt: indexPath)
    }

    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if let path = ItemPath(indexPath) { controller.cellWillDisplay(ObjectIdentifier(cell), at: path) }
        delegate?.tableView?(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        controller.cellDidEndDisplaying(ObjectIdentifier(cell))
        delegate?.tableView?(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }

    public func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
        point: CGPoint
    ) -> UIContextMenuConfiguration? {
        if let contextMenu, let path = ItemPath(indexPath), controller.contains(path) {
            return contextMenu(controller.item(at: path), path)
        }
        return delegate?.tableView?(tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
    }

    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        if let leadingSwipeActions, let path = ItemPath(indexPath), controller.contains(path) {
            return leadingSwipeActions(controller.item(at: path), path)
        }
        return delegate?.tableView?(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }

    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        if let trailingSwipeActions, let path = ItemPath(indexPath), controller.contains(path) {
            return trailingSwipeActions(controller.item(at: path), path)
        }
        // nil: the table offers its own "Delete" for rows whose editing style is .delete.
        return delegate?.tableView?(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }

    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        headerProvider?(dequeuer, controller.section(at: section)) ?? delegate?.tableView?(tableView, viewForHeaderInSection: section)
    }

    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        footerProvider?(dequeuer, controller.section(at: section)) ?? delegate?.tableView?(tableView, viewForFooterInSection: section)
    }

    // MARK: UITableViewDataSourcePrefetching

    public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        controller.prefetchItems(at: indexPaths.compactMap(ItemPath.init))
        prefetchDataSource?.tableView(tableView, prefetchRowsAt: indexPaths)
    }

    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        controller.cancelPrefetchingItems(at: indexPaths.compactMap(ItemPath.init))
        prefetchDataSource?.tableView?(tableView, cancelPrefetchingForRowsAt: indexPaths)
    }

    // MARK: Drag and drop (installed only when the app sets a drag or drop delegate)

    public func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        dragDelegate?.tableView(tableView, itemsForBeginning: session, at: indexPath) ?? []
    }

    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {
        controller.beginInteractiveMove()
        dragDelegate?.tableView?(tableView, dragSessionWillBegin: session)
    }

    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {
        controller.endInteractiveMove()
        dragDelegate?.tableView?(tableView, dragSessionDidEnd: session)
    }

    public func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        dropDelegate?.tableView(tableView, performDropWith: coordinator)
    }
}

extension TableListController where Section: Sendable, Section.Element: Sendable {
    /// Becomes `tableView`'s data source and delegate, showing `sections`, with large diffs
    /// off the main actor: the compiler picks this initializer wherever it knows the sections
    /// are `Sendable` (with concrete types, always).
    public convenience init(tableView: UITableView, sections: [Section] = []) {
        self.init(showing: sections, in: tableView)
        controller.diffsOffMainActor()
    }
}
#endif
