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
    /// The app's table view delegate: gets every call the controller does not answer (the
    /// scroll view's, row heights), and hears of those it does or is asked first.
    public weak var delegate: (any UITableViewDelegate)? {
        get { forwarding[.delegate] as? any UITableViewDelegate }
        set { setAppObject(newValue, as: .delegate) }
    }
    /// The app's prefetching data source (beside ``ListHooks/prefetch``).
    public weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)? {
        get { forwarding[.prefetching] as? any UITableViewDataSourcePrefetching }
        set { setAppObject(newValue, as: .prefetching) }
    }
    /// The app's drag delegate. While a drag session lasts, changes wait.
    public weak var dragDelegate: (any UITableViewDragDelegate)? {
        get { forwarding[.drag] as? any UITableViewDragDelegate }
        set { setAppObject(newValue, as: .drag) }
    }
    /// The app's drop delegate.
    public weak var dropDelegate: (any UITableViewDropDelegate)? {
        get { forwarding[.drop] as? any UITableViewDropDelegate }
        set { setAppObject(newValue, as: .drop) }
    }
    /// The context menu of a row (long press), or nil for none (then the app's delegate is
    /// asked, if it implements the method).
    public var contextMenu: ((Item, ItemPath) -> UIContextMenuConfiguration?)? {
        didSet { attach() }
    }
    /// Swipe actions from the leading edge, per row.
    public var leadingSwipeActions: ((Item, ItemPath) -> UISwipeActionsConfiguration?)? {
        didSet { attach() }
    }
    /// Swipe actions from the trailing edge, per row; nil: the app delegate's, else the
    /// table's own "Delete" for the rows the controller lets the user delete.
    public var trailingSwipeActions: ((Item, ItemPath) -> UISwipeActionsConfiguration?)? {
        didSet { attach() }
    }
    /// Shown behind the table while it shows no row (the table view's `backgroundView`).
    public var emptyView: UIView? {
        didSet { showEmptyView(controller.isEmpty) }
    }

    let forwarding = DelegateForwarding(runtime: TableDelegateMethods.runtime)
    var registered: Set<String> = []
    var cellProvider: ((TableCellDequeuer, Item, IndexPath) -> UITableViewCell)?
    var headerProvider: ((TableCellDequeuer, Section) -> UIView?)? {
        didSet { attach() }
    }
    var footerProvider: ((TableCellDequeuer, Section) -> UIView?)? {
        didSet { attach() }
    }

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
        let reattach: @MainActor @Sendable () -> Void = { [weak self] in self?.attach() }
        forwarding.onRelease = { _ in runOnMainActor(reattach) }
        attach()
        useGeneratedBindings()
    }

    // MARK: Forwarding

    /// Whether the controller answers `selector`: UIKit asks when a delegate is set and
    /// caches the answer. Yes for the methods it implements (a context menu, swipe actions,
    /// header and footer views only while the controller's hook or the app's delegate has an
    /// answer, so UIKit's own behaviour and the app's older methods stand otherwise), and for
    /// those the app's object in the method's role answers (``delegate``,
    /// ``prefetchDataSource``, ``dragDelegate``, ``dropDelegate``).
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

    /// Every shown row is editable, as for a data source without this method: the editing
    /// style (``tableView(_:editingStyleForRowAt:)``) decides which control a row shows, and
    /// editable rows take the app delegate's swipe actions and multiple selection in editing
    /// mode.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        ItemPath(indexPath).map(controller.contains) ?? false
    }

    /// A confirmed deletion deletes the row if the controller lets the user delete it; a
    /// confirmed insertion (a row the app's delegate gave the insert style) goes to the app's
    /// delegate, when it implements this data source method too.
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        switch editingStyle {
        case .delete:
            guard let path = ItemPath(indexPath), controller.canDelete(at: path) else { return }
            controller.userDeletedItem(at: path)
        case .insert:
            // The style came from the app's delegate; the controller has no item to insert.
            (delegate as? any UITableViewDataSource)?.tableView?(tableView, commit: editingStyle, forRowAt: indexPath)
        default:
            break
        }
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

    /// The app's delegate decides, where it implements the method, except that a row the
    /// controller does not let the user delete gets no delete control; otherwise a delete
    /// control for the rows the controller lets the user delete (``ListHooks/canDeleteItem``)
    /// and none elsewhere.
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        let canDelete = ItemPath(indexPath).map(controller.canDelete(at:)) ?? false
        return UITableViewCell.EditingStyle(
            DelegateMethodRules.editingStyle(app: appEditingStyle(tableView, indexPath), canDelete: canDelete))
    }

    /// The editing style the app's delegate gives the row, if it implements the method.
    private func appEditingStyle(_ tableView: UITableView, _ indexPath: IndexPath) -> RowEditingStyle? {
        let style = delegate?.tableView?(tableView, editingStyleForRowAt: indexPath)
        return style.map(RowEditingStyle.init)
    }

    /// The controller's move target (``ListController/moveTarget(from:proposed:)``), which the
    /// app's delegate may change: its answer, given the controller's as the proposed path,
    /// is taken when it is a place the row can go.
    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        guard let source = ItemPath(sourceIndexPath), let proposed = ItemPath(proposedDestinationIndexPath) else {
            return proposedDestinationIndexPath
        }
        controller.beginInteractiveMove()
        let target = IndexPath(listKitPath: controller.moveTarget(from: source, proposed: proposed))
        // The app's delegate refines the controller's answer, when it names a place the row can go.
        let answer = delegate?.tableView?(tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath, toProposedIndexPath: target)
        return controller.moveDestination(answer, from: source) ?? target
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
