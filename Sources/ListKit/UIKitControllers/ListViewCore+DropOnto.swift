#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Drops onto items (``ListHooks/canDrop``, ``ListHooks/didDrop``) through UIKit's drag and
/// drop, for a list whose app has no drag or drop delegate of its own: the item is lifted
/// where the controller allows it, the drop is shown as allowed or forbidden while the user
/// points at an item, and the drop reaches the controller.
extension ListViewCore where Kind: UIKitListViewKind {
    /// The item being dragged, by the path it was lifted from (changes wait during the
    /// session, so the path holds until the drop).
    final class DraggedItem: NSObject {
        let path: ItemPath
        init(path: ItemPath) { self.path = path }
    }

    /// The drag items that lift the item at `indexPath`: one, or none where it may not be
    /// dragged.
    func dropOntoDragItems(at indexPath: IndexPath) -> [UIDragItem] {
        guard let path = shownPath(indexPath), controller.canDrag(at: path) else { return [] }
        let item = UIDragItem(itemProvider: NSItemProvider())
        item.localObject = DraggedItem(path: path)
        return [item]
    }

    /// Whether the item `session` drags may be dropped onto the item at `destination`.
    func canDropOnto(_ session: any UIDropSession, at destination: IndexPath?) -> Bool {
        guard let source = Self.draggedPath(session.localDragSession?.items), let destination, let target = shownPath(destination)
        else { return false }
        return controller.canDrop(from: source, onto: target)
    }

    /// The user dropped `items` onto the item at `destination`.
    func dropOnto(_ items: [UIDragItem], at destination: IndexPath?) {
        guard let source = Self.draggedPath(items), let destination, let target = shownPath(destination) else { return }
        controller.userDropped(from: source, onto: target)
    }

    private static func draggedPath(_ items: [UIDragItem]?) -> ItemPath? {
        (items?.first?.localObject as? DraggedItem)?.path
    }
}
#endif
