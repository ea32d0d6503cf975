/// What the user does to the list, reported by the adapters (UIKit's data source and
/// delegate calls, or `SimulatedListView`): the view already shows the edit, so the
/// controller updates its sections to match and calls back.
extension ListController {
    /// Lets the user drag and swipe-delete the items that satisfy `predicate`.
    public func allowsEditing(where predicate: @escaping (Item, ItemPath) -> Bool) {
        canMoveItem = predicate
        canDeleteItem = predicate
    }

    /// Whether the user may drag the item at `path`.
    public func canMove(at path: ItemPath) -> Bool {
        canMoveItem?(item(at: path), path) ?? false
    }

    /// Whether the user may swipe-delete the item at `path`.
    public func canDelete(at path: ItemPath) -> Bool {
        canDeleteItem?(item(at: path), path) ?? false
    }

    /// Where a drag from `source` may land when the user points at `proposed`: in the same
    /// section unless ``allowsMovesAcrossSections``.
    public func moveTarget(from source: ItemPath, proposed: ItemPath) -> ItemPath {
        guard !allowsMovesAcrossSections, proposed.section != source.section else { return proposed }
        let count = numberOfItems(inSection: source.section)
        return ItemPath(item: proposed.section < source.section ? 0 : max(0, count - 1), section: source.section)
    }

    /// The user dropped the item at `source` on `target` (the view already shows it there):
    /// the sections change in place, without a diff or a batch.
    public func userMovedItem(from source: ItemPath, to target: ItemPath) {
        guard source != target else { return }
        var moved = sections
        var from = moved[source.section].elements
        let item = from.remove(at: source.item)
        if source.section == target.section {
            from.insert(item, at: target.item)
            moved[source.section] = Section(source: moved[source.section], elements: from)
        } else {
            moved[source.section] = Section(source: moved[source.section], elements: from)
            var to = moved[target.section].elements
            to.insert(item, at: target.item)
            moved[target.section] = Section(source: moved[target.section], elements: to)
        }
        sections = moved
        editVersion += 1
        didMove?(item, source, target)
    }

    /// The user swiped to delete the item at `path`: one batch deletes it, then
    /// ``didDelete`` runs.
    public func userDeletedItem(at path: ItemPath) {
        let item = self.item(at: path)
        var elements = sections[path.section].elements
        elements.remove(at: path.item)
        var edited = sections
        edited[path.section] = Section(source: sections[path.section], elements: elements)
        editVersion += 1
        if let host, host.canAnimateBatches {
            host.performBatch({
                sections = edited
                host.deleteItems(at: [path])
            }, completion: nil)
        } else {
            sections = edited
            host?.reloadAll()
        }
        didDelete?(item, path)
    }

    /// The user selected the item at `path`.
    public func userSelectedItem(at path: ItemPath) {
        didSelect?(item(at: path), path)
    }

    /// The user deselected the item at `path`.
    public func userDeselectedItem(at path: ItemPath) {
        didDeselect?(item(at: path), path)
    }
}
