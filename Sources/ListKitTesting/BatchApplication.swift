@_spi(ListHost) import ListKit

/// One batch applied to displayed sections, checking the rules on `BatchUpdate`.
/// Written independently of ListKit's planner so that it can judge it.
///
/// Linear in the sections, items and operations: items are addressed by flat offsets
/// (section start plus item index) into one array per side, so no operation copies a
/// section's array.
struct BatchApplication<Section: DiffableSection> {
    private enum OldRole: UInt8 { case none, delete, move, reload }
    private enum Slot {
        case inserted
        case moved(Int)
        case kept(Int)
    }
    /// What arrives at a new item position: nothing, an insert (fetched from the data
    /// source), or the old item at an old path (moved there).
    private enum Arrival {
        case none, inserted
        case moved(ItemPath)
    }

    let old: [Section]
    let data: [Section]
    let batch: BatchUpdate
    /// The selected paths before the batch (old paths).
    var selected: Set<ItemPath> = []

    func result() throws(BatchUpdateViolation) -> [Section] {
        try resultCarryingSelection().sections
    }

    /// The display after the batch, and the selection as UIKit carries it: a moved item or
    /// section takes its selection along, a deleted or reloaded one loses it, an inserted one
    /// comes unselected.
    func resultCarryingSelection() throws(BatchUpdateViolation) -> (sections: [Section], selected: Set<ItemPath>) {
        // Sections, old side (rule 1).
        var oldRoles = [OldRole](repeating: .none, count: old.count)
        func markOld(_ index: Int, _ role: OldRole) throws(BatchUpdateViolation) {
            guard index >= 0 && index < old.count else { throw violation(.outOfRange, "old section \(index) of \(old.count)") }
            guard oldRoles[index] == .none else { throw violation(.usedTwice, "old section \(index)") }
            oldRoles[index] = role
        }
        for index in batch.sectionDeletes { try markOld(index, .delete) }
        for move in batch.sectionMoves { try markOld(move.source, .move) }
        for index in batch.sectionReloads { try markOld(index, .reload) }

        // Sections, new side (rule 2).
        let newCount = old.count - batch.sectionDeletes.count + batch.sectionInserts.count
        guard newCount == data.count else {
            throw violation(.countMismatch, "\(newCount) sections after the batch, data source has \(data.count)")
        }
        var slots = [Slot?](repeating: nil, count: newCount)
        func markNew(_ index: Int, _ slot: Slot) throws(BatchUpdateViolation) {
            guard index >= 0 && index < newCount else { throw violation(.outOfRange, "new section \(index) of \(newCount)") }
            guard slots[index] == nil else { throw violation(.usedTwice, "new section \(index)") }
            slots[index] = slot
        }
        for index in batch.sectionInserts { try markNew(index, .inserted) }
        for move in batch.sectionMoves { try markNew(move.target, .moved(move.source)) }
        var free = 0
        for index in old.indices where oldRoles[index] == .none || oldRoles[index] == .reload {
            while free < newCount, slots[free] != nil { free += 1 }
            guard free < newCount else { throw violation(.countMismatch, "surviving sections exceed the new count") }
            slots[free] = .kept(index)
        }

        // Items (rules 3, 4, 5), by flat offset.
        let oldItems = FlatItems(old)
        let newItems = FlatItems(data)
        var oldItemRoles = [OldRole](repeating: .none, count: oldItems.total)
        func markOldItem(_ path: ItemPath, _ role: OldRole) throws(BatchUpdateViolation) {
            guard path.section >= 0 && path.section < old.count else { throw violation(.outOfRange, "old path \(path)") }
            guard oldRoles[path.section] == .none else {
                throw violation(.itemInChangedSection, "old path \(path) in a deleted, moved or reloaded section")
            }
            let count = oldItems.count(path.section)
            guard path.item >= 0 && path.item < count else { throw violation(.outOfRange, "old path \(path), section has \(count)") }
            let offset = oldItems.offset(path)
            guard oldItemRoles[offset] == .none else { throw violation(.usedTwice, "old path \(path)") }
            oldItemRoles[offset] = role
        }
        for path in batch.itemDeletes { try markOldItem(path, .delete) }
        for move in batch.itemMoves { try markOldItem(move.source, .move) }
        for path in batch.itemReloads { try markOldItem(path, .reload) }

        var arrivals = [Arrival](repeating: .none, count: newItems.total)
        func markArrival(_ path: ItemPath, _ arrival: Arrival) throws(BatchUpdateViolation) {
            guard path.section >= 0 && path.section < newCount else { throw violation(.outOfRange, "new path \(path)") }
            guard case .kept(let source)? = slots[path.section], oldRoles[source] == .none else {
                throw violation(.itemInChangedSection, "new path \(path) in an inserted, moved or reloaded section")
            }
            let count = newItems.count(path.section)
            guard path.item >= 0 && path.item < count else { throw violation(.outOfRange, "new path \(path), data has \(count)") }
            let offset = newItems.offset(path)
            guard case .none = arrivals[offset] else { throw violation(.usedTwice, "new path \(path)") }
            arrivals[offset] = arrival
        }
        for path in batch.itemInserts { try markArrival(path, .inserted) }
        for move in batch.itemMoves {
            // The source was validated above, so it exists.
            try markArrival(move.target, .moved(move.source))
        }

        // The display after the batch.
        var result: [Section] = []
        var carried: Set<ItemPath> = []
        result.reserveCapacity(newCount)
        for (index, slot) in slots.enumerated() {
            switch slot {
            case .inserted?:
                result.append(data[index])
            case .moved(let source)?:
                result.append(old[source])
                for item in old[source].elements.indices where selected.contains(ItemPath(item: item, section: source)) {
                    carried.insert(ItemPath(item: item, section: index))
                }
            case .kept(let source)?:
                if oldRoles[source] == .reload {
                    result.append(data[index])
                } else {
                    let elements = try keptElements(
                        of: source, at: index, oldItems: oldItems, newItems: newItems, roles: oldItemRoles, arrivals: arrivals,
                        carrying: &carried
                    )
                    result.append(Section(source: old[source], elements: elements))
                }
            case nil:
                throw violation(.countMismatch, "new section \(index) left empty")
            }
        }

        // What UIKit checks (rule 7), then what a correct animation needs: the same IDs.
        for (index, section) in result.enumerated() {
            let expected = data[index]
            let shownElements = section.elements
            let wantedElements = newItems.elements[index]
            guard shownElements.count == wantedElements.count else {
                throw violation(
                    .countMismatch,
                    "section \(index) has \(shownElements.count) items after the batch, data source has \(wantedElements.count)")
            }
            guard section.id == expected.id else {
                throw violation(.identityMismatch, "section \(index) shows \(section.id), data source has \(expected.id)")
            }
            for (item, (shown, wanted)) in zip(shownElements, wantedElements).enumerated() where shown.id != wanted.id {
                throw violation(
                    .identityMismatch, "item \(ItemPath(item: item, section: index)) shows \(shown.id), data source has \(wanted.id)")
            }
        }
        return (result, carried)
    }

    /// The items of a surviving, unmoved section after the batch: its staying items in
    /// order, around the arrivals; reloaded items refetched at their new positions. Adds the
    /// new paths of its selected staying and arriving items to `carried`.
    private func keptElements(
        of source: Int, at index: Int, oldItems: FlatItems<Section.Element>, newItems: FlatItems<Section.Element>,
        roles: [OldRole], arrivals: [Arrival], carrying carried: inout Set<ItemPath>
    ) throws(BatchUpdateViolation) -> [Section.Element] {
        let fresh = newItems.elements[index]
        let base = newItems.starts[index]
        var items = [Section.Element?](repeating: nil, count: fresh.count)
        for item in fresh.indices {
            switch arrivals[base + item] {
            case .none: break
            case .inserted: items[item] = fresh[item]
            case .moved(let path):
                items[item] = oldItems.elements[path.section][path.item]
                if selected.contains(path) { carried.insert(ItemPath(item: item, section: index)) }
            }
        }
        var free = 0
        let oldBase = oldItems.starts[source]
        for (item, element) in oldItems.elements[source].enumerated() {
            let role = roles[oldBase + item]
            guard role == .none || role == .reload else { continue }
            while free < items.count, items[free] != nil { free += 1 }
            guard free < items.count else {
                throw violation(.countMismatch, "section \(index): more items after the batch than the data source's \(fresh.count)")
            }
            items[free] = role == .reload ? fresh[free] : element
            if role == .none, selected.contains(ItemPath(item: item, section: source)) {
                carried.insert(ItemPath(item: free, section: index))
            }
        }
        let elements = items.compactMap { $0 }
        guard elements.count == fresh.count else {
            throw violation(.countMismatch, "section \(index): \(elements.count) items after the batch, data source has \(fresh.count)")
        }
        return elements
    }

    private func violation(_ rule: BatchUpdateViolation.Rule, _ detail: String) -> BatchUpdateViolation {
        BatchUpdateViolation(rule, detail)
    }
}

/// The items of a list of sections, each section's elements read once, addressed by flat
/// offsets: section start plus item index.
private struct FlatItems<Element> {
    let elements: [[Element]]
    /// Flat offset of each section's first item, plus the total at the end.
    let starts: [Int]

    init<Section: DiffableSection>(_ sections: [Section]) where Section.Element == Element {
        elements = sections.map(\.elements)
        var starts = [0]
        starts.reserveCapacity(sections.count + 1)
        for section in elements { starts.append((starts.last ?? 0) + section.count) }
        self.starts = starts
    }

    var total: Int { starts.last ?? 0 }

    func count(_ section: Int) -> Int { elements[section].count }

    /// The flat offset of a path already checked to be in range.
    func offset(_ path: ItemPath) -> Int { starts[path.section] + path.item }
}
