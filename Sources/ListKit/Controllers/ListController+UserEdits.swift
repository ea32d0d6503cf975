/// What the user does to the list, reported by the host (UIKit's data source and delegate
/// calls, or `SimulatedListView`): checked against the app's rules (``hooks``), shown and
/// carried into the model of record (`ListUserEdits`), then the app hears of it. Part of the
/// host interface (`@_spi(ListHost)`).
extension ListController {
    /// Whether the user may drag the item at `path` (never in a ``DerivedList``, whose order
    /// the derivation decides).
    @_spi(ListHost) public func canMove(at path: ItemPath) -> Bool {
        derivation == nil && contains(path) && hooks.canMoveItem?(shownItem(at: path), path) ?? false
    }

    /// Whether the user may swipe-delete the item at `path`.
    @_spi(ListHost) public func canDelete(at path: ItemPath) -> Bool {
        contains(path) && showsRecord(at: path) && hooks.canDeleteItem?(shownItem(at: path), path) ?? false
    }

    /// Whether the user may lift the item at `path` to drop it onto another item
    /// (``ListHooks/canDrop`` set, and ``ListHooks/canMoveItem`` allows it).
    @_spi(ListHost) public func canDrag(at path: ItemPath) -> Bool {
        hooks.canDrop != nil && contains(path) && showsRecord(at: path) && hooks.canMoveItem?(shownItem(at: path), path) ?? false
    }

    /// Whether the item at `source`, lifted, may be dropped onto the item at `target`
    /// (``ListHooks/canDrop``); never onto itself or a placeholder.
    @_spi(ListHost) public func canDrop(from source: ItemPath, onto target: ItemPath) -> Bool {
        guard source != target, canDrag(at: source), contains(target), showsRecord(at: target), let canDrop = hooks.canDrop else { return false }
        return canDrop(shownItem(at: source), shownItem(at: target))
    }

    /// The user dropped the item at `source` onto the item at `target`: ``ListHooks/didDrop``
    /// runs if ``ListHooks/canDrop`` allows it; returns whether it did. Nothing changes on
    /// screen.
    @discardableResult
    @_spi(ListHost) public func userDropped(from source: ItemPath, onto target: ItemPath) -> Bool {
        guard canDrop(from: source, onto: target) else { return false }
        hooks.didDrop?(shownItem(at: source), shownItem(at: target))
        return true
    }

    /// The user dropped the item at `source` on `target` (the view already shows it there):
    /// the shown sections change in place, without a diff or a batch, and the move is
    /// carried into the model of record (see <doc:ListControllers>). Returns the change's
    /// ticket, or nil when there was nothing to move: `source` shows no item or `target` is
    /// no place to put it (then the view is reloaded, since it moved a cell the data cannot
    /// follow).
    @discardableResult
    @_spi(ListHost) public func userMovedItem(from source: ItemPath, to target: ItemPath) -> Int? {
        guard source != target else { return nil }
        guard contains(source), edits.isInsertionPoint(target, movingFrom: source) else {
            ListDiagnostics.report("a move from \(source) to \(target) does not fit the \(sections.count) sections shown; the view is reloaded")
            host?.reloadAll()
            return nil
        }
        let (ticket, item) = edits.move(from: source, to: target)
        hooks.didMove?(item, source, target)
        return ticket
    }

    /// The user swiped to delete the item at `path`: if it is shown and ``ListHooks/canDeleteItem``
    /// still allows it, one batch deletes it (after the drag, if one is under way), the
    /// deletion is carried into the model of record, then ``ListHooks/didDelete`` runs.
    /// Returns the change's ticket, or nil when nothing was deleted.
    @discardableResult
    @_spi(ListHost) public func userDeletedItem(at path: ItemPath) -> Int? {
        guard canDelete(at: path) else { return nil }
        let (ticket, item, recordID) = edits.delete(at: path)
        derivation?.userDeleted(item, recordID)
        hooks.didDelete?(item, path)
        return ticket
    }

    /// The user confirmed deleting the item `reference` names (taken with
    /// ``reference(at:)`` when the swipe began): deleted wherever it is shown now, if it still
    /// is and ``ListHooks/canDeleteItem`` still allows it, never the item that has since taken
    /// its place. Returns the change's ticket, or nil when nothing was deleted.
    @discardableResult
    @_spi(ListHost) public func userDeletedItem(_ reference: ItemReference<Item.ID>) -> Int? {
        guard let path = edits.path(of: reference) else { return nil }
        return userDeletedItem(at: path)
    }

    /// The item shown at `path`, by identity (see ``ItemReference``), or nil when `path`
    /// shows none.
    @_spi(ListHost) public func reference(at path: ItemPath) -> ItemReference<Item.ID>? {
        edits.reference(at: path)
    }

    /// Where the view shows the item `reference` names, or nil (linear).
    @_spi(ListHost) public func path(for reference: ItemReference<Item.ID>) -> ItemPath? {
        edits.path(of: reference)
    }

    /// The user selected the item at `path`; returns whether the view should deselect it again
    /// (``ListHooks/selectionMode`` `.momentary` and `.none`, an outline's placeholder row, or a
    /// path the controller does not show).
    @discardableResult
    @_spi(ListHost) public func userSelectedItem(at path: ItemPath) -> Bool {
        guard contains(path), showsRecord(at: path) else { return true }
        let item = shownItem(at: path)
        // An outline's folder expands or collapses, then the app hears of the tap.
        derivation?.selected(item)
        return userSelected(item, at: path)
    }

    /// Whether the item at `path` shows a record the user may act on: not a derived outline's
    /// placeholder row, which has no swipe, menu or drag.
    func showsRecord(at path: ItemPath) -> Bool {
        derivation.map { $0.showsRecord(shownItem(at: path)) } ?? true
    }

    /// The user deselected the item at `path`.
    @_spi(ListHost) public func userDeselectedItem(at path: ItemPath) {
        guard contains(path) else { return }
        userDeselected(shownItem(at: path), at: path)
    }
}

/// The actions the user is offered on an item (see ``ListAction``), for the host.
extension ListController {
    /// The actions a swipe on the item at `path` offers, from its leading or trailing edge;
    /// nil when there are none. Without ``ListHooks/trailingActions``, the trailing edge offers
    /// "Delete" (titled `deleteTitle`) for an item ``ListHooks/canDeleteItem`` allows; it
    /// deletes that item by identity (``userDeletedItem(_:)``), wherever it is when tapped.
    @_spi(ListHost) public func swipeActions(at path: ItemPath, leading: Bool, deleteTitle: String = "Delete") -> [ListAction]? {
        guard contains(path), showsRecord(at: path) else { return nil }
        let item = shownItem(at: path)
        if leading { return nonEmpty(hooks.leadingActions?(item)) }
        if let trailingActions = hooks.trailingActions { return nonEmpty(trailingActions(item)) }
        guard canDelete(at: path), let swiped = reference(at: path) else { return nil }
        return nonEmpty([ListAction(deleteTitle, style: .destructive) { [weak self] in self?.userDeletedItem(swiped) }])
    }

    /// The context menu of the item at `path`, as actions; nil when it has none.
    @_spi(ListHost) public func menuActions(at path: ItemPath) -> [ListAction]? {
        guard contains(path), showsRecord(at: path) else { return nil }
        return nonEmpty(hooks.menuActions?(shownItem(at: path)))
    }

    /// `actions`, owned by this controller's tasks (cancelled when it goes away), or nil for
    /// none.
    private func nonEmpty(_ actions: [ListAction]?) -> [ListAction]? {
        actions.flatMap { $0.isEmpty ? nil : $0.map { $0.owned(by: tasks) } }
    }
}
