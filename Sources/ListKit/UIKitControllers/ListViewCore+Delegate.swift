#if canImport(UIKit) && !os(watchOS)
import Foundation

/// The data source's and the delegate's answers and reports, in the view's index paths: the
/// controller's part first, then the app's object in the method's role hears of it (`tell`),
/// or is asked where the controller has no answer of its own (`app`).
extension ListViewCore {
    /// The path of the item shown at `indexPath`, or nil.
    func shownPath(_ indexPath: IndexPath) -> ItemPath? {
        ItemPath(indexPath).flatMap { controller.contains($0) ? $0 : nil }
    }

    // MARK: Data source

    /// Whether the user may drag the item at `indexPath`.
    func canMove(at indexPath: IndexPath) -> Bool {
        ItemPath(indexPath).map(controller.canMove(at:)) ?? false
    }

    /// The user dropped the item at `source` on `target`: the drag is over.
    func userMoved(from source: IndexPath, to target: IndexPath) {
        guard let source = ItemPath(source), let target = ItemPath(target) else { return }
        controller.userMovedItem(from: source, to: target)
        controller.endInteractiveMove()
    }

    // MARK: Selection and display

    /// The user selected the item at `indexPath`: deselected again when the controller says so
    /// (``ListHooks/selectionMode`` `.momentary`).
    func userSelected(_ indexPath: IndexPath, tell: (Kind.Delegate) -> Void) {
        if let path = ItemPath(indexPath), controller.userSelectedItem(at: path) { Kind.deselect(at: indexPath, in: view) }
        delegate.map(tell)
    }

    /// The user deselected the item at `indexPath`.
    func userDeselected(_ indexPath: IndexPath, tell: (Kind.Delegate) -> Void) {
        if let path = ItemPath(indexPath) { controller.userDeselectedItem(at: path) }
        delegate.map(tell)
    }

    /// `cell` is about to show the item at `indexPath`.
    func willDisplay(_ cell: Kind.Cell, at indexPath: IndexPath, tell: (Kind.Delegate) -> Void) {
        if let path = ItemPath(indexPath) { controller.cellWillDisplay(ObjectIdentifier(cell), at: path) }
        delegate.map(tell)
    }

    /// `cell` went off screen.
    func didEndDisplaying(_ cell: Kind.Cell, tell: (Kind.Delegate) -> Void) {
        controller.cellDidEndDisplaying(ObjectIdentifier(cell))
        delegate.map(tell)
    }

    /// The view may soon show the items at `indexPaths`.
    func prefetch(_ indexPaths: [IndexPath], tell: (Kind.PrefetchDataSource) -> Void) {
        controller.prefetchItems(at: indexPaths.compactMap(ItemPath.init))
        prefetchDataSource.map(tell)
    }

    /// The view no longer expects to show the items at `indexPaths`.
    func cancelPrefetching(_ indexPaths: [IndexPath], tell: (Kind.PrefetchDataSource) -> Void) {
        controller.cancelPrefetchingItems(at: indexPaths.compactMap(ItemPath.init))
        prefetchDataSource.map(tell)
    }

    // MARK: Generations of methods

    /// What the app's delegate answers in the generation of `methods` it implements, as UIKit
    /// would call it: `current()` or `replaced()`; nil when it implements neither.
    func appAnswer<Answer>(
        in methods: ReplacedMethods<ObjCMethod>, current: () -> Answer?, replaced: () -> Answer?
    ) -> Answer? {
        switch methods.appGeneration(appAnswers: { forwarding.target(in: .delegate, answers: $0.selector) }) {
        case .current: current()
        case .replaced: replaced()
        case nil: nil
        }
    }

    // MARK: Moves

    /// Where a drag from `source` lands when the user points at `proposed`: the controller's
    /// move target (`moveTarget(from:proposed:)`), which the app's delegate
    /// may refine (`app`, given the controller's target): its answer is taken when it is a
    /// place the item can go. The drag is under way: changes wait until the drop.
    func moveTarget(from source: IndexPath, proposed: IndexPath, app: (Kind.Delegate, IndexPath) -> IndexPath?) -> IndexPath {
        guard let sourcePath = ItemPath(source), let proposedPath = ItemPath(proposed) else { return proposed }
        controller.beginInteractiveMove()
        let target = IndexPath(listKitPath: controller.moveTarget(from: sourcePath, proposed: proposedPath))
        let answer = delegate.flatMap { app($0, target) }
        return controller.moveDestination(answer, from: sourcePath) ?? target
    }

    // MARK: Editing styles

    /// Whether the item at `indexPath` is shown.
    func isShown(_ indexPath: IndexPath) -> Bool {
        shownPath(indexPath) != nil
    }

    /// The editing style of the item at `indexPath`: the app delegate's (`app`) where it
    /// answers, but a delete control only where the controller lets the user delete
    /// (`DelegateMethodRules.editingStyle`).
    func editingStyle(at indexPath: IndexPath, app: (Kind.Delegate) -> RowEditingStyle?) -> RowEditingStyle {
        let canDelete = ItemPath(indexPath).map(controller.canDelete(at:)) ?? false
        return DelegateMethodRules.editingStyle(app: delegate.flatMap(app), canDelete: canDelete)
    }

    /// The user confirmed an edit of `style` on the item at `indexPath`: a deletion deletes it
    /// if the controller lets the user delete it; an insertion (a style the app's delegate
    /// gave) goes to the app (`insertion`), since the controller has no item to insert.
    func commit(_ style: RowEditingStyle, at indexPath: IndexPath, insertion: (Kind.Delegate) -> Void) {
        switch style {
        case .delete:
            guard let path = ItemPath(indexPath), controller.canDelete(at: path) else { return }
            controller.userDeletedItem(at: path)
        case .insert:
            delegate.map(insertion)
        case .none:
            break
        }
    }

    // MARK: Drag and drop

    /// The items a drag begins with: the app's drag delegate's (`ask`); none without one, so
    /// no drag begins.
    func dragItems<Items: RangeReplaceableCollection>(_ ask: (Kind.DragDelegate) -> Items) -> Items {
        dragDelegate.map(ask) ?? Items()
    }

    /// A drag session begins: changes wait until it ends, as during a reorder.
    func dragWillBegin(tell: (Kind.DragDelegate) -> Void) {
        controller.beginInteractiveMove()
        dragDelegate.map(tell)
    }

    /// The drag session ended.
    func dragDidEnd(tell: (Kind.DragDelegate) -> Void) {
        controller.endInteractiveMove()
        dragDelegate.map(tell)
    }

    /// The user dropped onto the view: the app's drop delegate performs the drop.
    func performDrop(tell: (Kind.DropDelegate) -> Void) {
        dropDelegate.map(tell)
    }
}
#endif
