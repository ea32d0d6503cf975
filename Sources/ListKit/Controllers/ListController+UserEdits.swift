/// What the user does to the list, reported by the adapters (UIKit's data source and
/// delegate calls, or `SimulatedListView`): the edit is shown (a drag already is) and carried
/// into the model of record, then the app hears of it.
extension ListController {
    /// Lets the user drag and swipe-delete the items that satisfy `predicate`.
    public func allowsEditing(where predicate: @escaping (Item, ItemPath) -> Bool) {
        canMoveItem = predicate
        canDeleteItem = predicate
    }

    /// Whether the user may drag the item at `path`.
    public func canMove(at path: ItemPath) -> Bool {
        contains(path) && canMoveItem?(item(at: path), path) ?? false
    }

    /// Whether the user may swipe-delete the item at `path`.
    public func canDelete(at path: ItemPath) -> Bool {
        contains(path) && canDeleteItem?(item(at: path), path) ?? false
    }

    /// The user dropped the item at `source` on `target` (the view already shows it there):
    /// the shown sections change in place, without a diff or a batch, and the move is
    /// carried into the model of record (see <doc:ListControllers>). Returns the change's
    /// ticket, or nil when there was nothing to move: `source` shows no item or `target` is
    /// no place to put it (then the view is reloaded, since it moved a cell the data cannot
    /// follow).
    @discardableResult
    public func userMovedItem(from source: ItemPath, to target: ItemPath) -> Int? {
        guard source != target else { return nil }
        guard contains(source), isInsertionPoint(target, movingFrom: source) else {
            ListDiagnostics.report("a move from \(source) to \(target) does not fit the \(sections.count) sections shown; the view is reloaded")
            host?.reloadAll()
            return nil
        }
        let occurrence = UserEdit<Section>.occurrence(at: source, in: sections)
        var moved = sections
        var from = moved[source.section].elements
        let item = from.remove(at: source.item)
        moved[source.section] = Section(source: moved[source.section], elements: from)
        var into = moved[target.section].elements
        into.insert(item, at: target.item)
        moved[target.section] = Section(source: moved[target.section], elements: into)
        let edit = UserEdit<Section>.move(
            item.id, occurrence: occurrence, section: moved[target.section].id,
            after: target.item > 0 ? into[target.item - 1].id : nil,
            before: target.item + 1 < into.count ? into[target.item + 1].id : nil,
            index: target.item
        )
        sections = moved
        displayEdits += 1
        differ.userMoved(from: source, to: target)
        let ticket = carry(edit, shown: moved)
        didMove?(item, source, target)
        return ticket
    }

    /// The user swiped to delete the item at `path`: if it is shown and ``canDeleteItem``
    /// still allows it, one batch deletes it (after the drag, if one is under way), the
    /// deletion is carried into the model of record, then ``didDelete`` runs. Returns the
    /// change's ticket, or nil when nothing was deleted.
    @discardableResult
    public func userDeletedItem(at path: ItemPath) -> Int? {
        guard canDelete(at: path) else { return nil }
        return deleteShownItem(at: path)
    }

    /// The user confirmed deleting the item `reference` names (taken with
    /// ``reference(at:)`` when the swipe began): deleted wherever it is shown now, if it still
    /// is and ``canDeleteItem`` still allows it, never the item that has since taken its
    /// place. Returns the change's ticket, or nil when nothing was deleted.
    @discardableResult
    public func userDeletedItem(_ reference: ItemReference<Item.ID>) -> Int? {
        guard let path = path(of: reference) else { return nil }
        return userDeletedItem(at: path)
    }

    /// The item shown at `path`, by identity (see ``ItemReference``), or nil when `path`
    /// shows none.
    public func reference(at path: ItemPath) -> ItemReference<Item.ID>? {
        guard contains(path) else { return nil }
        return ItemReference(id: item(at: path).id, occurrence: UserEdit<Section>.occurrence(at: path, in: sections))
    }

    /// Where the view shows the item `reference` names, or nil (linear).
    public func path(of reference: ItemReference<Item.ID>) -> ItemPath? {
        UserEdit<Section>.path(of: reference.id, occurrence: reference.occurrence, in: sections)
    }

    private func deleteShownItem(at path: ItemPath) -> Int {
        let item = self.item(at: path)
        let edit = UserEdit<Section>.delete(item.id, occurrence: UserEdit<Section>.occurrence(at: path, in: sections))
        let ticket: Int
        if isInteracting {
            // Nothing changes on screen during a drag: the record takes the deletion now and
            // the display after the drop.
            ticket = record.edit(shown: shownVersion) { sections, _ in edit.apply(to: &sections) }.1
            scheduleDrain()
        } else {
            var elements = sections[path.section].elements
            elements.remove(at: path.item)
            var edited = sections
            edited[path.section] = Section(source: sections[path.section], elements: elements)
            displayEdits += 1
            differ.userDeleted(at: path)
            if let host, host.canAnimateBatches {
                host.performBatch(
                    {
                        sections = edited
                        host.deleteItems(at: [path])
                    }, completion: nil)
            } else {
                sections = edited
                host?.reloadAll()
            }
            ticket = carry(edit, shown: edited)
            shownChanged(to: edited)
        }
        didDelete?(item, path)
        return ticket
    }

    /// Whether `path` is where an item moved from `source` can be put: an index of its
    /// section as it is without that item, or just past its end.
    func isInsertionPoint(_ path: ItemPath, movingFrom source: ItemPath) -> Bool {
        guard path.section >= 0, path.section < sections.count, path.item >= 0 else { return false }
        let count = sections[path.section].elements.count - (path.section == source.section ? 1 : 0)
        return path.item <= count
    }

    /// Carries a user edit of the screen into the record: exactly, as `shown`, when the
    /// record was caught up with the screen; by identity otherwise.
    private func carry(_ edit: UserEdit<Section>, shown: [Section]) -> Int {
        let (wasCaughtUp, ticket) = record.edit(shown: shownVersion) { sections, isCaughtUp in
            if isCaughtUp { sections = shown } else { edit.apply(to: &sections) }
            return isCaughtUp
        }
        if wasCaughtUp {
            shownVersion = ticket
        } else {
            scheduleDrain()
        }
        return ticket
    }

    /// The user selected the item at `path`; returns whether the adapter should deselect it
    /// again (``deselectsAfterSelection``).
    @discardableResult
    public func userSelectedItem(at path: ItemPath) -> Bool {
        guard contains(path) else { return false }
        didSelect?(item(at: path), path)
        return deselectsAfterSelection
    }

    /// The user deselected the item at `path`.
    public func userDeselectedItem(at path: ItemPath) {
        guard contains(path) else { return }
        didDeselect?(item(at: path), path)
    }
}
