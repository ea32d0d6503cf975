/// What the sectioned stages are planned from: the matching, which sections move, which
/// items keep their place, and what is still stale (content changed, not fetched yet).
///
/// Items are addressed by their flat offsets in the old or new list. Each batch method
/// builds its lists in one pass in the order ``BatchUpdate`` documents, and clears the
/// stale flags of whatever its batch reloads or fetches fresh.
struct SectionedStaging {
    let sections: IDMatching
    let items: IDMatching
    let oldStarts: [Int]
    let newStarts: [Int]
    let oldSectionOf: [Int]
    let newSectionOf: [Int]
    /// By old section: it survives but is off the sections' longest increasing subsequence.
    var sectionMoved: [Bool]
    /// The section part of every structural batch: deletes, inserts, moves.
    var sectionOperations = BatchUpdate()
    /// By new section: it survives, its own content changed, and no batch reloaded it yet.
    var staleSections: [Bool]
    /// By new item offset: it stays in its section's counterpart and is on the longest
    /// increasing subsequence of the items that do, so it needs no move.
    var itemStays: [Bool]
    /// By new item offset: it survives in a surviving section, its content changed, and no
    /// batch reloaded it yet. Items of inserted sections come fresh with their section.
    var staleItems: [Bool]

    init(_ matching: SectionedMatching) {
        sections = matching.sections
        items = matching.items
        oldStarts = matching.oldStarts
        newStarts = matching.newStarts
        oldSectionOf = matching.oldSectionOf
        newSectionOf = matching.newSectionOf
        let oldSectionCount = sections.newForOld.count
        let newSectionCount = sections.oldForNew.count

        var survivors: [Int] = []
        for (index, target) in sections.newForOld.enumerated() {
            if target < 0 { sectionOperations.sectionDeletes.append(index) } else { survivors.append(target) }
        }
        var sectionStays = [Bool](repeating: false, count: newSectionCount)
        LongestIncreasingSubsequence.mark(survivors, base: 0, in: &sectionStays)
        sectionMoved = [Bool](repeating: false, count: oldSectionCount)
        for (index, source) in sections.oldForNew.enumerated() {
            if source < 0 {
                sectionOperations.sectionInserts.append(index)
            } else if !sectionStays[index] {
                sectionOperations.sectionMoves.append(PositionPair(source: source, target: index))
                sectionMoved[source] = true
            }
        }
        staleSections = [Bool](repeating: false, count: newSectionCount)
        for target in sections.updatedTargets { staleSections[target] = true }

        // Items staying in their section's counterpart, per section in old order, as
        // indices in the counterpart.
        itemStays = [Bool](repeating: false, count: items.oldForNew.count)
        for section in 0..<oldSectionCount {
            let counterpart = sections.newForOld[section]
            guard counterpart >= 0 else { continue }
            survivors.removeAll(keepingCapacity: true)
            let base = newStarts[counterpart]
            for offset in oldStarts[section]..<oldStarts[section + 1] {
                let target = items.newForOld[offset]
                if target >= 0 && newSectionOf[target] == counterpart { survivors.append(target - base) }
            }
            LongestIncreasingSubsequence.mark(survivors, base: base, in: &itemStays)
        }
        staleItems = [Bool](repeating: false, count: items.oldForNew.count)
        for target in items.updatedTargets where sections.oldForNew[newSectionOf[target]] >= 0 {
            staleItems[target] = true
        }
    }

    func oldPath(_ offset: Int) -> ItemPath {
        let section = oldSectionOf[offset]
        return ItemPath(item: offset - oldStarts[section], section: section)
    }

    /// Whether the old item at flat offset `source` is in a section that is deleted.
    func comesFromDeletedSection(_ source: Int) -> Bool {
        sections.newForOld[oldSectionOf[source]] < 0
    }

    /// Whether the old item at `offset` is deleted or lands in an inserted section.
    func leavesSurvivingSections(_ offset: Int) -> Bool {
        let target = items.newForOld[offset]
        return target < 0 || sections.oldForNew[newSectionOf[target]] < 0
    }

    /// Whether some section that moves has an item change (an item leaving, arriving or
    /// moving inside it), which rule 5 forbids in the batch that moves it.
    func movedSectionHasItemChanges() -> Bool {
        for move in sectionOperations.sectionMoves {
            let section = move.source
            let counterpart = move.target
            for offset in oldStarts[section]..<oldStarts[section + 1] {
                let target = items.newForOld[offset]
                if target < 0 || newSectionOf[target] != counterpart || !itemStays[target] { return true }
            }
            for offset in newStarts[counterpart]..<newStarts[counterpart + 1] {
                let source = items.oldForNew[offset]
                if source < 0 || oldSectionOf[source] != section { return true }
            }
        }
        return false
    }

    /// Reloads stale sections whose old index is listed by `candidates` (old index, new
    /// index) and that `allowed` says may reload in this batch; clears their items.
    mutating func reloadSections(
        into update: inout BatchUpdate, _ candidates: [(index: Int, counterpart: Int)], allowed: (Int) -> Bool
    ) {
        for (index, counterpart) in candidates where staleSections[counterpart] && allowed(index) {
            update.sectionReloads.append(index)
            staleSections[counterpart] = false
            for offset in newStarts[counterpart]..<newStarts[counterpart + 1] { staleItems[offset] = false }
        }
    }

    /// Surviving sections as (old index, new index), ascending by old index.
    var survivingSections: [(index: Int, counterpart: Int)] {
        sections.newForOld.enumerated().compactMap { $1 >= 0 ? ($0, $1) : nil }
    }

    /// The one batch from old to new when no moved section has item changes, with every
    /// reload it allows; nil otherwise.
    mutating func directBatch() -> BatchUpdate? {
        if movedSectionHasItemChanges() { return nil }
        var update = sectionOperations
        var touched = [Bool](repeating: false, count: sectionMoved.count)
        let survivors = survivingSections
        // Items of a deleted section leave with it; the ones that land in a surviving
        // section are inserted there, and ones leaving for an inserted section are deleted.
        for (section, _) in survivors {
            for offset in oldStarts[section]..<oldStarts[section + 1] where leavesSurvivingSections(offset) {
                update.itemDeletes.append(ItemPath(item: offset - oldStarts[section], section: section))
                touched[section] = true
            }
        }
        for (target, source) in sections.oldForNew.enumerated() where source >= 0 {
            let base = newStarts[target]
            for offset in base..<newStarts[target + 1] {
                let itemSource = items.oldForNew[offset]
                let path = ItemPath(item: offset - base, section: target)
                if itemSource < 0 || comesFromDeletedSection(itemSource) {
                    update.itemInserts.append(path)
                    staleItems[offset] = false
                    touched[source] = true
                } else if !itemStays[offset] {
                    let from = oldPath(itemSource)
                    update.itemMoves.append(PositionPair(source: from, target: path))
                    touched[source] = true
                    touched[from.section] = true
                }
            }
        }
        let moved = sectionMoved
        reloadSections(into: &update, survivors) { !moved[$0] && !touched[$0] }
        // Staying items of unmoved sections keep their relative order, so ascending new
        // offsets give ascending old paths.
        for target in items.updatedTargets where staleItems[target] && itemStays[target] {
            let source = items.oldForNew[target]
            guard !moved[oldSectionOf[source]] else { continue }
            update.itemReloads.append(oldPath(source))
            staleItems[target] = false
        }
        return update
    }

    /// The reload-only batch at the new positions for whatever is still stale.
    mutating func reloadBatch() -> BatchUpdate {
        var update = BatchUpdate()
        for target in staleSections.indices where staleSections[target] {
            update.sectionReloads.append(target)
            staleSections[target] = false
            for offset in newStarts[target]..<newStarts[target + 1] { staleItems[offset] = false }
        }
        for target in items.updatedTargets where staleItems[target] {
            let section = newSectionOf[target]
            update.itemReloads.append(ItemPath(item: target - newStarts[section], section: section))
            staleItems[target] = false
        }
        return update
    }
}
