import ListKit

/// One batch applied to displayed sections, checking the rules on `BatchUpdate`.
/// Written independently of ListKit's planner so that it can judge it.
struct BatchApplication<Section: DiffableSection> {
    private enum OldRole { case delete, move, reload }
    private enum Slot { case inserted, moved(Int), kept(Int) }

    let old: [Section]
    let data: [Section]
    let batch: BatchUpdate

    func result() throws(BatchUpdateViolation) -> [Section] {
        // Sections, old side (rule 1).
        var oldRoles = [OldRole?](repeating: nil, count: old.count)
        func markOld(_ index: Int, _ role: OldRole) throws(BatchUpdateViolation) {
            guard index >= 0 && index < old.count else { throw violation(.outOfRange, "old section \(index) of \(old.count)") }
            guard oldRoles[index] == nil else { throw violation(.usedTwice, "old section \(index)") }
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
        for index in old.indices where oldRoles[index] == nil || oldRoles[index] == .reload {
            while free < newCount, slots[free] != nil { free += 1 }
            guard free < newCount else { throw violation(.countMismatch, "surviving sections exceed the new count") }
            slots[free] = .kept(index)
        }

        // Items (rules 3, 4, 5).
        var oldItemRoles: [Int: [OldRole?]] = [:]
        func markOldItem(_ path: ItemPath, _ role: OldRole) throws(BatchUpdateViolation) {
            guard path.section >= 0 && path.section < old.count else { throw violation(.outOfRange, "old path \(path)") }
            guard oldRoles[path.section] == nil else {
                throw violation(.itemInChangedSection, "old path \(path) in a deleted, moved or reloaded section")
            }
            let count = old[path.section].elements.count
            guard path.item >= 0 && path.item < count else { throw violation(.outOfRange, "old path \(path), section has \(count)") }
            var roles = oldItemRoles[path.section] ?? [OldRole?](repeating: nil, count: count)
            guard roles[path.item] == nil else { throw violation(.usedTwice, "old path \(path)") }
            roles[path.item] = role
            oldItemRoles[path.section] = roles
        }
        for path in batch.itemDeletes { try markOldItem(path, .delete) }
        for move in batch.itemMoves { try markOldItem(move.source, .move) }
        for path in batch.itemReloads { try markOldItem(path, .reload) }

        var arrivals: [Int: [Int: Section.Element]] = [:]
        func markArrival(_ path: ItemPath, _ element: Section.Element) throws(BatchUpdateViolation) {
            guard path.section >= 0 && path.section < newCount else { throw violation(.outOfRange, "new path \(path)") }
            guard case .kept(let source)? = slots[path.section], oldRoles[source] == nil else {
                throw violation(.itemInChangedSection, "new path \(path) in an inserted, moved or reloaded section")
            }
            let count = data[path.section].elements.count
            guard path.item >= 0 && path.item < count else { throw violation(.outOfRange, "new path \(path), data has \(count)") }
            guard arrivals[path.section]?[path.item] == nil else { throw violation(.usedTwice, "new path \(path)") }
            arrivals[path.section, default: [:]][path.item] = element
        }
        for path in batch.itemInserts { try markArrival(path, data[path.section].elements[path.item]) }
        for move in batch.itemMoves {
            // The source was validated above, so it exists.
            try markArrival(move.target, old[move.source.section].elements[move.source.item])
        }

        // The display after the batch.
        var result: [Section] = []
        result.reserveCapacity(newCount)
        for (index, slot) in slots.enumerated() {
            switch slot {
            case .inserted?:
                result.append(data[index])
            case .moved(let source)?:
                result.append(old[source])
            case .kept(let source)?:
                if oldRoles[source] == .reload {
                    result.append(data[index])
                } else {
                    result.append(try keptSection(old[source], at: index, roles: oldItemRoles[source], arrivals: arrivals[index] ?? [:]))
                }
            case nil:
                throw violation(.countMismatch, "new section \(index) left empty")
            }
        }

        // What UIKit checks (rule 7), then what a correct animation needs: the same IDs.
        for (index, section) in result.enumerated() {
            let expected = data[index]
            guard section.elements.count == expected.elements.count else {
                throw violation(.countMismatch, "section \(index) has \(section.elements.count) items after the batch, data source has \(expected.elements.count)")
            }
            guard section.id == expected.id else {
                throw violation(.identityMismatch, "section \(index) shows \(section.id), data source has \(expected.id)")
            }
            for (item, (shown, wanted)) in zip(section.elements, expected.elements).enumerated() where shown.id != wanted.id {
                throw violation(.identityMismatch, "item \(ItemPath(item: item, section: index)) shows \(shown.id), data source has \(wanted.id)")
            }
        }
        return result
    }

    /// A surviving, unmoved section: its staying items in order, around the arrivals;
    /// reloaded items refetched at their new positions.
    private func keptSection(
        _ section: Section, at index: Int, roles: [OldRole?]?, arrivals: [Int: Section.Element]
    ) throws(BatchUpdateViolation) -> Section {
        let fresh = data[index].elements
        var items = [Section.Element?](repeating: nil, count: fresh.count)
        for (item, element) in arrivals { items[item] = element }
        var free = 0
        for (item, element) in section.elements.enumerated() {
            let role = roles?[item] ?? nil
            guard role == nil || role == .reload else { continue }
            while free < items.count, items[free] != nil { free += 1 }
            guard free < items.count else {
                throw violation(.countMismatch, "section \(index): more items after the batch than the data source's \(fresh.count)")
            }
            items[free] = role == .reload ? fresh[free] : element
        }
        let elements = items.compactMap { $0 }
        guard elements.count == fresh.count else {
            throw violation(.countMismatch, "section \(index): \(elements.count) items after the batch, data source has \(fresh.count)")
        }
        return Section(source: section, elements: elements)
    }

    private func violation(_ rule: BatchUpdateViolation.Rule, _ detail: String) -> BatchUpdateViolation {
        BatchUpdateViolation(rule, detail)
    }
}
