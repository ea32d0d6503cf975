#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The object a `UICollectionView` calls: its data source and delegates for a
/// ``CollectionListController``, which holds it. Every call goes to the list's core; what the core does
/// not implement goes to the app's own objects (`responds(to:)` and `forwardingTarget(for:)`,
/// by `DelegateForwarding`'s rules). Internal, so the app's API is the controller's alone.
@MainActor
final class CollectionViewProxy<Section: DiffableSection>: ListViewProxy<Section, CollectionViewKind>,
    UICollectionViewDataSource, UICollectionViewDelegate, UICollectionViewDataSourcePrefetching, UICollectionViewDragDelegate,
    UICollectionViewDropDelegate
{
    // MARK: UICollectionViewDataSource

    /// The number of sections shown.
    func numberOfSections(in collectionView: UICollectionView) -> Int { core.numberOfSections }

    /// The number of items shown in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        core.controller.numberOfItems(inSection: section)
    }

    /// The item's cell, from ``cells(_:)`` or another cell registration, configured.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        core.cell(at: indexPath)
    }

    /// The section's view of `kind`, from ``headers(_:)``, ``footers(_:)``,
    /// ``supplementaryViews(_:kind:)`` or the generated bindings; a kind none of them makes
    /// stops with a message naming it.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        core.requiredSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Whether the user may drag the item (``ListHooks/canMoveItem``).
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        core.canMove(at: indexPath)
    }

    /// The user dropped a dragged item: the move is carried into the list.
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        core.userMoved(from: sourceIndexPath, to: destinationIndexPath)
    }

    // MARK: UICollectionViewDelegate

    /// Reports the selection (``ListHooks/didSelect``), deselects again where
    /// ``ListHooks/selectionMode`` keeps nothing, then tells the app's delegate.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        core.userSelected(indexPath) { $0.collectionView?(collectionView, didSelectItemAt: indexPath) }
    }

    /// Reports the deselection (``ListHooks/didDeselect``), then tells the app's delegate.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        core.userDeselected(indexPath) { $0.collectionView?(collectionView, didDeselectItemAt: indexPath) }
    }

    /// Reports the item shown (``ListHooks/willDisplay``, the next page), then tells the app's
    /// delegate.
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        core.willDisplay(cell, at: indexPath) { $0.collectionView?(collectionView, willDisplay: cell, forItemAt: indexPath) }
    }

    /// Reports the item the cell showed (``ListHooks/didEndDisplaying``), then tells the app's
    /// delegate.
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        core.didEndDisplaying(cell) { $0.collectionView?(collectionView, didEndDisplaying: cell, forItemAt: indexPath) }
    }

    /// The menu of the controller's ``ListHooks/menuActions`` for one item the list shows; for
    /// several items, for the space between items, or without the hook, the app delegate's,
    /// in the form it implements. Answered only while one of them has a menu, and only when the app's
    /// delegate uses iOS 16's context-menu methods or none (UIKit then calls this method, not
    /// the single-item one).
    @available(iOS 16, tvOS 16, *)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        core.contextMenu(forItemsAt: indexPaths) { delegate in
            core.appAnswer(
                in: CollectionDelegateMethods.contextMenu,
                current: { delegate.collectionView?(collectionView, contextMenuConfigurationForItemsAt: indexPaths, point: point) },
                replaced: { indexPaths.count == 1 ? appMenu(delegate, collectionView, indexPaths[0], point) : nil })
        }
    }

    /// The menu of the controller's ``ListHooks/menuActions`` for an item the list shows, else
    /// the app delegate's: what
    /// UIKit calls before iOS 16, and on iOS 16 when the app's delegate implements only the
    /// single-item context-menu methods.
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        core.contextMenu(forItemsAt: [indexPath]) { appMenu($0, collectionView, indexPath, point) }
    }

    /// The controller's move target (`moveTarget(from:proposed:)`, see ``ListHooks/moveTargetRule``), which the
    /// app's delegate may change in the form it implements (this one, or the one before iOS
    /// 15): its answer, given the controller's as the proposed path, is taken when it is a
    /// place the item can go.
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        core.moveTarget(from: originalIndexPath, proposed: proposedIndexPath) { delegate, target in
            core.appAnswer(
                in: CollectionDelegateMethods.moveTarget,
                current: {
                    delegate.collectionView?(
                        collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath,
                        atCurrentIndexPath: currentIndexPath, toProposedIndexPath: target)
                },
                replaced: {
                    deprecatedMethods(of: delegate).collectionView?(
                        collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath, toProposedIndexPath: target)
                })
        }
    }

    // MARK: UICollectionViewDataSourcePrefetching

    /// Reports the items the view may soon show (``ListHooks/prefetch``), then tells the app's
    /// prefetching data source.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        core.prefetch(indexPaths) { $0.collectionView(collectionView, prefetchItemsAt: indexPaths) }
    }

    /// Reports the items the view no longer expects to show (``ListHooks/cancelPrefetch``),
    /// then tells the app's prefetching data source.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        core.cancelPrefetching(indexPaths) { $0.collectionView?(collectionView, cancelPrefetchingForItemsAt: indexPaths) }
    }

    // MARK: Drag and drop (installed only when the app sets a drag or drop delegate, or the
    // controller takes drops onto items: then the app's delegates, where set, decide)

    /// The app's drag delegate's items.
    func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] {
        guard core.dragDelegate == nil else { return core.dragItems { $0.collectionView(collectionView, itemsForBeginning: session, at: indexPath) } }
        return core.dropOntoDragItems(at: indexPath)
    }

    /// Holds changes back while the session lasts, then tells the app's drag delegate.
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {
        core.dragWillBegin { $0.collectionView?(collectionView, dragSessionWillBegin: session) }
    }

    /// Shows the changes held back, then tells the app's drag delegate.
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {
        core.dragDidEnd { $0.collectionView?(collectionView, dragSessionDidEnd: session) }
    }

    /// The app's drop delegate performs the drop.
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {
        guard core.dropDelegate == nil else { return core.performDrop { $0.collectionView(collectionView, performDropWith: coordinator) } }
        core.dropOnto(coordinator.items.map(\.dragItem), at: coordinator.destinationIndexPath)
    }

    /// A drop onto an item, allowed or forbidden (the app's drop delegate decides where set).
    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        if let app = core.dropDelegate,
            let proposal = app.collectionView?(collectionView, dropSessionDidUpdate: session, withDestinationIndexPath: destinationIndexPath)
        {
            return proposal
        }
        let allowed = core.canDropOnto(session, at: destinationIndexPath)
        return UICollectionViewDropProposal(operation: allowed ? .move : .forbidden, intent: .insertIntoDestinationIndexPath)
    }

    // MARK: Helpers

    /// The app delegate's single-item menu (deprecated in iOS 16, the form it may implement).
    private func appMenu(
        _ delegate: any UICollectionViewDelegate, _ collectionView: UICollectionView, _ indexPath: IndexPath, _ point: CGPoint
    ) -> UIContextMenuConfiguration? {
        delegate.collectionView?(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
    }
}
#endif
