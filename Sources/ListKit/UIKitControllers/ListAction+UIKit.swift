#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A ``ListAction`` as UIKit shows it: a swipe action or a menu's action.
extension ListAction {
    /// The action as a swipe action: the destructive style for a destructive action, its SF
    /// Symbol as the image. Tapped, it starts ``perform`` (``run()``) and tells UIKit the
    /// action was performed, so the swipe ends (a destructive one with the row's removal,
    /// which the action's change to the list then carries out).
    @MainActor var contextualAction: UIContextualAction {
        let contextual = UIContextualAction(style: style == .destructive ? .destructive : .normal, title: title) { _, _, completion in
            run()
            completion(true)
        }
        contextual.image = image
        return contextual
    }

    /// The action as an item of a context menu: the destructive attribute for a destructive
    /// action, its SF Symbol as the image; chosen, it starts ``perform`` (``run()``).
    @MainActor var menuAction: UIAction {
        UIAction(title: title, image: image, attributes: style == .destructive ? .destructive : []) { _ in run() }
    }

    /// The SF Symbol named ``systemImage``, if any.
    @MainActor private var image: UIImage? {
        systemImage.flatMap { UIImage(systemName: $0) }
    }
}

/// Menus and swipe actions, for both kinds of list, by one rule: an item's context menu and
/// the swipe actions of each edge are the controller's hook for them
/// (``ListHooks/menuActions``, ``ListHooks/leadingActions``, ``ListHooks/trailingActions``)
/// where it is set: its actions, or none for an item it gives none. Where it is not set, the
/// app's delegate answers, if it implements the method (its UIKit-typed configuration: a
/// preview, a color); and without either, the trailing edge offers "Delete" for the items
/// ``ListHooks/canDeleteItem`` allows.
extension ListViewCore where Kind: UIKitListViewKind {
    /// The context menu for `indexPaths`: the controller's ``ListHooks/menuActions`` for one
    /// item the list shows, where set; for several items, the space between items, or without
    /// the hook, the app delegate's (`app`).
    func contextMenu(
        forItemsAt indexPaths: [IndexPath], elseApp app: (Kind.Delegate) -> UIContextMenuConfiguration?
    ) -> UIContextMenuConfiguration? {
        if indexPaths.count == 1, let path = shownPath(indexPaths[0]), controller.hooks.menuActions != nil {
            return controller.menuActions(at: path).map(Self.menu)
        }
        return delegate.flatMap(app)
    }

    /// The swipe actions of one edge for a view that asks its delegate (a table): the list's
    /// (``swipeActions(leading:at:deleteTitle:)``) where the controller has a hook for that
    /// edge, else the app delegate's (`app`), else (trailing) the list's "Delete".
    func swipeActions(
        leading: Bool, at indexPath: IndexPath, elseApp app: (Kind.Delegate) -> UISwipeActionsConfiguration?
    ) -> UISwipeActionsConfiguration? {
        let hooks = controller.hooks
        let hasHook = (leading ? hooks.leadingActions : hooks.trailingActions) != nil
        return hasHook ? swipeActions(leading: leading, at: indexPath) : delegate.flatMap(app)
    }

    /// The swipe actions of one edge for the item at `indexPath`, by the rule above
    /// (`swipeActions(at:leading:deleteTitle:)`): on the trailing edge without
    /// ``ListHooks/trailingActions``, "Delete", titled `deleteTitle`, for the items the
    /// controller lets the user delete, deleting the swiped item by identity. An item the hook
    /// gives no action gets an empty configuration: no swipe at all, not the view's own
    /// "Delete".
    func swipeActions(leading: Bool, at indexPath: IndexPath, deleteTitle: String = "Delete") -> UISwipeActionsConfiguration? {
        guard let path = shownPath(indexPath) else { return nil }
        if let actions = controller.swipeActions(at: path, leading: leading, deleteTitle: deleteTitle) {
            return UISwipeActionsConfiguration(actions: actions.map { $0.contextualAction })
        }
        let hooks = controller.hooks
        return (leading ? hooks.leadingActions : hooks.trailingActions) == nil ? nil : UISwipeActionsConfiguration(actions: [])
    }

    /// A context menu of `actions`.
    private static func menu(_ actions: [ListAction]) -> UIContextMenuConfiguration {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: actions.map { $0.menuAction })
        }
    }
}
#endif
