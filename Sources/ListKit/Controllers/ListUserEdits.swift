/// User edits: what the user did to the screen (a drop, a swipe-delete), shown at once
/// (UIKit already moved a dropped cell; one batch deletes a row) and carried into the model of
/// record, exactly when the record equals the screen and by identity (``UserEdit``) when
/// requests wait.
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
        let before = sections
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
        display.sections = moved
        display.displayEdits += 1
        display.differ.userMoved(from: source, to: target)
        let ticket = carry(edit, shown: moved)
        if source.section != target.section {
            refreshAfterDrop(of: Self.contentChanged([source.section, target.section], from: before, to: moved), in: moved)
        }
        return (ticket, item)
    }

    /// Has the headers and footers of the sections at `indices` of `shown` configured again
    /// once the display may change (a drop is reported inside UIKit's own update of the view,
    /// and another drag may begin before the next turn), found again by identity wherever
    /// they are then.
    private func refreshAfterDrop(of indices: [Int], in shown: [Section]) {
        for index in indices {
            display.sectionsToRefresh.append((shown[index].id, UserEdit<Section>.occurrence(ofSection: index, in: shown)))
        }
        if !indices.isEmpty { display.scheduleDrain() }
    }

    /// Those of `indices` whose section's own content (a count its header shows) a user edit
    /// changed from `old` to `new`: their headers and footers are configured again, as after
    /// a request's change.
    private static func contentChanged(_ indices: [Int], from old: [Section], to new: [Section]) -> [Int] {
        indices.filter { !new[$0].isContentEqual(to: old[$0]) }
    }

    /// Deletes the shown item at `path` (checked by the caller): one batch, or, during a
    /// drag, only in the record until the drop. Returns the change's ticket, the item, and
    /// the ID it has in the record (its successor's, when it was handed over since).
    func delete(at path: ItemPath) -> (ticket: Int, item: Item, recordID: Item.ID) {
        let item = sections[path.section].elements[path.item]
        let recorded = display.handOvers.recordID(of: item.id, occurrence: UserEdit<Section>.occurrence(at: path, in: sections))
        let edit = UserEdit<Section>.delete(recorded.id, occurrence: recorded.occurrence)
        guard !display.isInteracting else {
            // Nothing changes on screen during a drag: the record takes the deletion now and
            // the display after the drop.
            let ticket = display.record.edit(shown: display.shownTicket) { sections, _ in edit.apply(to: &sections) }.1
            display.scheduleDrain()
            return (ticket, item, recorded.id)
        }
        var elements = sections[path.section].elements
        elements.remove(at: path.item)
        let shown = sections
        var edited = shown
        edited[path.section] = Section(source: shown[path.section], elements: elements)
        display.displayEdits += 1
        display.differ.userDeleted(at: path)
        // The user's change keeps what they read still, as a request's would.
        let scroll = ListDisplay.ScrollKeeping(display)
        if let host = display.host, host.canAnimateBatches {
            host.performBatch(
                { [display] in
                    display.sections = edited
                    host.deleteItems(at: [path])
                }, completion: nil)
            let changed = Self.contentChanged([path.section], from: shown, to: edited)
            if !changed.isEmpty { host.refreshSupplementaryViews(inSections: changed) }
        } else {
            display.sections = edited
            display.host?.reloadAll()
        }
        scroll.restore(display, showing: edited, animated: true)
        let ticket = carry(edit, shown: edited)
        display.shownChanged(to: edited)
        return (ticket, item, recorded.id)
    }

    /// The shown item at `path`, by identity, or nil when `path` shows none.
    func reference(at path: ItemPath) -> ItemReference<Item.ID>? {
        guard display.contains(path) else { return nil }
        return ItemReference(id: sections[path.section].elements[path.item].id, occurrence: UserEdit<Section>.occurrence(at: path, in: sections))
    }

    /// Where the view shows the item `reference` names, or nil (linear).
    func path(of reference: ItemReference<Item.ID>) -> ItemPath? {
        if let path = UserEdit<Section>.path(of: reference.id, occurrence: reference.occurrence, in: sections) { return path }
        // Handed over since the reference was taken: the item that took its cell.
        guard reference.occurrence == 0, let successor = display.handOvers.forwarded(reference.id) else { return nil }
        return UserEdit<Section>.path(of: successor, occurrence: 0, in: sections)
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
        let (wasCaughtUp, ticket) = display.record.edit(shown: display.shownTicket) { sections, isCaughtUp in
            if isCaughtUp { sections = shown } else { edit.apply(to: &sections) }
            return isCaughtUp
        }
        if wasCaughtUp {
            display.shownTicket = ticket
        } else {
            display.scheduleDrain()
        }
        return ticket
    }
}
