/// User edits: what the user did to the screen (a drop, a swipe-delete), turned into the edit
/// the model of record takes (``UserEdit``: by identity, following hand-overs), which the
/// display shows and carries into the record (`ListDisplay+UserEdits`); and the references a
/// swipe keeps until its Delete is tapped.
@MainActor
final class ListUserEdits<Section: DiffableSection> {
    typealias Item = Section.Element

    private unowned let display: ListDisplay<Section>

    init(display: ListDisplay<Section>) {
        self.display = display
    }

    private var sections: [Section] { display.sections }

    /// Moves the shown item at `source` to `target` (both checked by the caller) and carries
    /// the move into the record; returns the change's ticket and the item.
    func move(from source: ItemPath, to target: ItemPath) -> (ticket: Int, item: Item) {
        let occurrence = UserEdit<Section>.occurrence(at: source, in: sections)
        var moved = sections
        var from = moved[source.section].elements
        let item = from.remove(at: source.item)
        moved[source.section] = Section(source: moved[source.section], elements: from)
        var into = moved[target.section].elements
        into.insert(item, at: target.item)
        moved[target.section] = Section(source: moved[target.section], elements: into)
        // By identity in the record: IDs the screen shows that were handed over since are
        // the successors' there.
        let handOvers = display.handOvers
        let recorded = handOvers.recordID(of: item.id, occurrence: occurrence)
        let edit = UserEdit<Section>.move(
            recorded.id, occurrence: recorded.occurrence, section: moved[target.section].id,
            sectionOccurrence: UserEdit<Section>.occurrence(ofSection: target.section, in: moved),
            after: target.item > 0 ? handOvers.recordID(of: into[target.item - 1].id, occurrence: 0).id : nil,
            before: target.item + 1 < into.count ? handOvers.recordID(of: into[target.item + 1].id, occurrence: 0).id : nil,
            index: target.item
        )
        return (display.showDrop(moved, from: source, to: target, carrying: edit), item)
    }

    /// Deletes the shown item at `path` (checked by the caller): one batch, or, during a
    /// drag, only in the record until the drop. Returns the change's ticket, the item, and
    /// the ID it has in the record (its successor's, when it was handed over since).
    func delete(at path: ItemPath) -> (ticket: Int, item: Item, recordID: Item.ID) {
        let item = sections[path.section].elements[path.item]
        let recorded = display.handOvers.recordID(of: item.id, occurrence: UserEdit<Section>.occurrence(at: path, in: sections))
        let ticket = display.showDelete(at: path, carrying: .delete(recorded.id, occurrence: recorded.occurrence))
        return (ticket, item, recorded.id)
    }

    /// The shown item at `path`, by identity, or nil when `path` shows none.
    func reference(at path: ItemPath) -> ItemReference<Item.ID>? {
        guard display.contains(path) else { return nil }
        return ItemReference(
            id: sections[path.section].elements[path.item].id, occurrence: UserEdit<Section>.occurrence(at: path, in: sections),
            handOversShown: display.handOvers.shownCount)
    }

    /// Where the view shows the item `reference` names, or nil (linear).
    func path(of reference: ItemReference<Item.ID>) -> ItemPath? {
        let handOvers = display.handOvers
        let handedOverSince = reference.occurrence == 0 && handOvers.retired(reference.id, after: reference.handOversShown)
        if !handedOverSince, let path = UserEdit<Section>.path(of: reference.id, occurrence: reference.occurrence, in: sections) {
            return path
        }
        // Handed over since the reference was taken (one made by hand, not by `reference(at:)`,
        // cannot say when: any shown hand-over): the item that took the cell, while it is
        // shown; never a later item given the old ID.
        guard handedOverSince || (reference.handOversShown == .max && reference.occurrence == 0),
            let successor = handOvers.forwarded(reference.id)
        else { return nil }
        return UserEdit<Section>.path(of: successor, occurrence: 0, in: sections)
    }

    /// Whether `path` is where an item moved from `source` can be put: an index of its
    /// section as it is without that item, or just past its end.
    func isInsertionPoint(_ path: ItemPath, movingFrom source: ItemPath) -> Bool {
        guard path.section >= 0, path.section < sections.count, path.item >= 0 else { return false }
        let count = sections[path.section].elements.count - (path.section == source.section ? 1 : 0)
        return path.item <= count
    }
}
