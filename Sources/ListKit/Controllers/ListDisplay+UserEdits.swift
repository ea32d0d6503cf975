/// What a user's edit does to the display, as operations `ListUserEdits` asks for: the
/// display owns what it shows, the shown ticket and the scroll position, and carries each edit
/// into the record.
extension ListDisplay {
    /// A drop the view already shows: `moved` is what is shown now (the item from `source` at
    /// `target`), and `edit` the move as the record takes it. Returns the change's ticket.
    func showDrop(_ moved: [Section], from source: ItemPath, to target: ItemPath, carrying edit: UserEdit<Section>) -> Int {
        let before = sections
        sections = moved
        displayEdits += 1
        differ.userMoved(from: source, to: target)
        let ticket = carry(edit, shown: moved)
        if source.section != target.section {
            // The headers of the sections whose count the drop changed are configured again
            // once the display may change (the drop is reported inside UIKit's own update of
            // the view, and another drag may begin before the next turn).
            for index in Self.contentChanged([source.section, target.section], from: before, to: moved) {
                sectionsToRefresh.append((moved[index].id, UserEdit<Section>.occurrence(ofSection: index, in: moved)))
            }
            scheduleDrain()
        }
        return ticket
    }

    /// A swipe-delete of the item at `path`: one batch deletes it (nothing changes on screen
    /// during a drag: the record takes it now, the display after the drop), keeping what the
    /// user reads still. Returns the change's ticket.
    func showDelete(at path: ItemPath, carrying edit: UserEdit<Section>) -> Int {
        guard !isInteracting else {
            let ticket = record.edit(shown: shownTicket) { sections, _ in edit.apply(to: &sections) }.1
            scheduleDrain()
            return ticket
        }
        let shown = sections
        var elements = shown[path.section].elements
        elements.remove(at: path.item)
        var edited = shown
        edited[path.section] = Section(source: shown[path.section], elements: elements)
        displayEdits += 1
        differ.userDeleted(at: path)
        let scroll = ScrollKeeping(self)
        if let host, host.canAnimateBatches {
            host.performBatch(
                { [self] in
                    sections = edited
                    host.deleteItems(at: [path])
                }, completion: nil)
            let changed = Self.contentChanged([path.section], from: shown, to: edited)
            if !changed.isEmpty { host.refreshSupplementaryViews(inSections: changed) }
        } else {
            sections = edited
            host?.reloadAll()
        }
        showed?(.userDeleted(shown[path.section].elements[path.item].id))
        if !(host?.canAnimateBatches ?? false) { showed?(.reload) }
        scroll.restore(self, showing: edited, animated: true)
        let ticket = carry(edit, shown: edited)
        shownChanged(to: edited)
        // What the view showed before, often a large list's last hold of it, is freed off
        // the main actor.
        let large = OffMainActor.isLarge(shown)
        letGo(consume shown, large: large)
        return ticket
    }

    /// Carries a user edit of the screen into the record: exactly, as `shown`, when the
    /// record was caught up with the screen; by identity otherwise.
    private func carry(_ edit: UserEdit<Section>, shown: [Section]) -> Int {
        let (wasCaughtUp, ticket) = record.edit(shown: shownTicket) { sections, isCaughtUp in
            if isCaughtUp { sections = shown } else { edit.apply(to: &sections) }
            return isCaughtUp
        }
        if wasCaughtUp {
            shownTicket = ticket
        } else {
            scheduleDrain()
        }
        return ticket
    }

    /// Those of `indices` whose section's own content (a count its header shows) a user edit
    /// changed from `old` to `new`: their headers and footers are configured again, as after
    /// a request's change.
    private static func contentChanged(_ indices: [Int], from old: [Section], to new: [Section]) -> [Int] {
        indices.filter { !new[$0].isContentEqual(to: old[$0]) }
    }
}
