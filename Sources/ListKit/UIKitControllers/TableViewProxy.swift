#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The object a `UITableView` calls: its data source and delegates for a
/// ``TableListController``, which holds it. Every call goes to the list's core; what the core does
/// not implement goes to the app's own objects (`responds(to:)` and `forwardingTarget(for:)`,
/// by `DelegateForwarding`'s rules). Internal, so the app's API is the controller's alone.
@MainActor
final class TableViewProxy<Section: DiffableSection>: ListViewProxy<Section, TableViewKind>,
    UITableViewDataSource, UITableViewDelegate, UITableViewDataSourcePrefetching, UITableViewDragDelegate, UITableViewDropDelegate
{
    // MARK: UITableViewDataSource

    /// The number of sections shown.
    func numberOfSections(in tableView: UITableView) -> Int { core.numberOfSections }

    /// The number of rows shown in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { core.controller.numberOfItems(inSection: section) }

    /// The row's cell, from ``cells(_:)`` or another cell registration, configured.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { core.cell(at: indexPath) }

    /// Every shown row is editable, as for a data source without this method: the editing
    /// style (``tableView(_:editingStyleForRowAt:)``) decides which control a row shows, and
    /// editable rows take the app delegate's swipe actions and multiple selection in editing
    /// mode.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { core.isShown(indexPath) }

    /// A confirmed deletion deletes the row if the controller lets the user delete it; a
    /// confirmed insertion (a row the app's delegate gave the insert style) goes to the app's
    /// delegate, when it implements this data source method too.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        core.commit(RowEditingStyle(editingStyle), at: indexPath) {
            ($0 as? any UITableViewDataSource)?.tableView?(tableView, commit: editingStyle, forRowAt: indexPath)
        }
    }

    /// Whether the user may drag the row (``ListHooks/canMoveItem``).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { core.canMove(at: indexPath) }

    /// The user dropped a dragged row: the move is carried into the list.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        core.userMoved(from: sourceIndexPath, to: destinationIndexPath)
    }

    // MARK: UITableViewDelegate

    /// The app's delegate decides, where it implements the method, except that a row the
    /// controller does not let the user delete gets no delete control; otherwise a delete
    /// control for the rows the controller lets the user delete (``ListHooks/canDeleteItem``)
    /// and none elsewhere.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        let style = core.editingStyle(at: indexPath) { ($0.tableView?(tableView, editingStyleForRowAt: indexPath)).map(RowEditingStyle.init) }
        return UITableViewCell.EditingStyle(style)
    }

    /// The controller's move target (`moveTarget(from:proposed:)`, see ``ListHooks/moveTargetRule``), which the
    /// app's delegate may change: its answer, given the controller's as the proposed path,
    /// is taken when it is a place the row can go.
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        core.moveTarget(from: sourceIndexPath, proposed: proposedDestinationIndexPath) {
            $0.tableView?(tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath, toProposedIndexPath: $1)
        }
    }

    /// Reports the selection (``ListHooks/didSelect``), deselects again where
    /// ``ListHooks/selectionMode`` keeps nothing, then tells the app's delegate.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        core.userSelected(indexPath) { $0.tableView?(tableView, didSelectRowAt: indexPath) }
    }

    /// Reports the deselection (``ListHooks/didDeselect``), then tells the app's delegate.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        core.userDeselected(indexPath) { $0.tableView?(tableView, didDeselectRowAt: indexPath) }
    }

    /// Reports the row shown (``ListHooks/willDisplay``, the next page), then tells the app's
    /// delegate.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        core.willDisplay(cell, at: indexPath) { $0.tableView?(tableView, willDisplay: cell, forRowAt: indexPath) }
    }

    /// Reports the item the cell showed (``ListHooks/didEndDisplaying``), then tells the app's
    /// delegate.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        core.didEndDisplaying(cell) { $0.tableView?(tableView, didEndDisplaying: cell, forRowAt: indexPath) }
    }

    /// The menu of the controller's ``ListHooks/menuActions`` for a row the list shows, else
    /// the app delegate's.
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration?
    {
        core.contextMenu(forItemsAt: [indexPath]) {
            $0.tableView?(tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
        }
    }

    /// The controller's ``ListHooks/leadingActions`` for a row the list shows; without the
    /// hook, the app delegate's.
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        core.swipeActions(leading: true, at: indexPath) {
            $0.tableView?(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
        }
    }

    /// The controller's ``ListHooks/trailingActions`` for a row the list shows; without the
    /// hook, the app delegate's. Nil from the app's delegate lets the table offer its own
    /// "Delete" where the editing style is the delete style; a row
    /// ``ListHooks/trailingActions`` gives no action is not swiped.
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        core.swipeActions(leading: false, at: indexPath) {
            $0.tableView?(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
    }

    /// The section's header from ``headers(_:)``, else the app delegate's.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        core.supplementaryView(ofKind: TableViewKind.headerKind, inSection: section) { $0.tableView?(tableView, viewForHeaderInSection: section) }
    }

    /// The section's footer from ``footers(_:)``, else the app delegate's.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        core.supplementaryView(ofKind: TableViewKind.footerKind, inSection: section) { $0.tableView?(tableView, viewForFooterInSection: section) }
    }

    // MARK: UITableViewDataSourcePrefetching

    /// Reports the rows the view may soon show (``ListHooks/prefetch``), then tells the app's
    /// prefetching data source.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        core.prefetch(indexPaths) { $0.tableView(tableView, prefetchRowsAt: indexPaths) }
    }

    /// Reports the rows the view no longer expects to show (``ListHooks/cancelPrefetch``),
    /// then tells the app's prefetching data source.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        core.cancelPrefetching(indexPaths) { $0.tableView?(tableView, cancelPrefetchingForRowsAt: indexPaths) }
    }

    // MARK: Drag and drop (installed only when the app sets a drag or drop delegate, or the
    // controller takes drops onto items: then the app's delegates, where set, decide)

    /// The app's drag delegate's items.
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        guard core.dragDelegate == nil else { return core.dragItems { $0.tableView(tableView, itemsForBeginning: session, at: indexPath) } }
        return core.dropOntoDragItems(at: indexPath)
    }

    /// Holds changes back while the session lasts, then tells the app's drag delegate.
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {
        core.dragWillBegin { $0.tableView?(tableView, dragSessionWillBegin: session) }
    }

    /// Shows the changes held back, then tells the app's drag delegate.
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {
        core.dragDidEnd { $0.tableView?(tableView, dragSessionDidEnd: session) }
    }

    /// The app's drop delegate performs the drop.
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        guard core.dropDelegate == nil else { return core.performDrop { $0.tableView(tableView, performDropWith: coordinator) } }
        core.dropOnto(coordinator.items.map(\.dragItem), at: coordinator.destinationIndexPath)
    }

    /// A drop onto a row, allowed or forbidden (the app's drop delegate decides where set).
    func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
        if let app = core.dropDelegate,
            let proposal = app.tableView?(tableView, dropSessionDidUpdate: session, withDestinationIndexPath: destinationIndexPath)
        {
            return proposal
        }
        let allowed = core.canDropOnto(session, at: destinationIndexPath)
        return UITableViewDropProposal(operation: allowed ? .move : .forbidden, intent: .insertIntoDestinationIndexPath)
    }
}
#endif
