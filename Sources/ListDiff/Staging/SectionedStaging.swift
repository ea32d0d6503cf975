/// What the sectioned stages are planned from: the matching, which sections move, which
/// items keep their place, and what is still stale (content changed, not fetched yet).
///
/// Items are addressed by their flat offsets in the old or new list. Each batch method
/// builds its lists in one pass in the order ``BatchUpdate`` documents, and clears the
/// stale flags of whatever its batch reloads or fetches fresh.
struct SectionedStaging {
    let sections: IDMatching
    let items: ItemMatching
    let oldStarts: [Int]
    let newStarts: [Int]
    let oldSectionOf: [Int32]
    let newSectionOf: [Int32]
    /// By old section: it survives but is off the sections' longest increasing subsequence.
    let sectionMoved: [Bool]
    /// Surviving sections as (old index, new index), ascending by old index.
    let survivingSections: [(index: Int, counterpart: Int)]
    /// The section part of every structural batch: deletes, inserts, moves.
    var sectionOperations = BatchUpdate()
    /// By new item offset: it stays in its section's counterpart and is on the longest
    /// increasing subsequence of the items that do, so it needs no move.
    let itemStays: [Bool]
    /// How many items stay.
    let stayCount: Int
    /// The item deletes of every structural batch: old items of surviving sections that are
    /// deleted or land in an inserted section, in old order.
    let leavingItems: [ItemPath]
    /// By old section: it survives and some of its items leave (see ``leavingItems``).
    let sectionLosesItems: [Bool]
    /// For each deleted old section, in old order, the indices of its items that leave with
    /// it (deleted, or landing in an inserted section): what the middle data keeps of it.
    let leftovers: [(section: Int, items: [Int])]
    /// By new item offset: it survives in a surviving section, its content changed, and no
    /// batch reloaded it yet. Items of inserted sections come fresh with their section.
    var staleItems: [Bool]

    init(_ matching: SectionedMatching) {
        let sections = matching.sections
        let items = matching.items
        self.sections = sections
        self.items = items
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
        var sectionMoved = [Bool](repeating: false, count: oldSectionCount)
        for (index, source) in sections.oldForNew.enumerated() {
            if source < 0 {
                sectionOperations.sectionInserts.append(index)
            } else if !sectionStays[index] {
                sectionOperations.sectionMoves.append(PositionPair(source: source, target: index))
                sectionMoved[source] = true
            }
        }
        self.sectionMoved = sectionMoved
        survivingSections = sections.newForOld.enumerated().compactMap { $1 >= 0 ? ($0, $1) : nil }

        let oldSide = Self.oldSide(matching)
        itemStays = oldSide.stays
        stayCount = oldSide.stayCount
        leavingItems = oldSide.leaving
        sectionLosesItems = oldSide.losesItems
        leftovers = oldSide.leftovers
        let newSectionOf = matching.newSectionOf
        var staleItems = [Bool](repeating: false, count: items.oldForNew.count)
        staleItems.withUnsafeMutableBufferPointer { stale in
            for target in items.updatedTargets where sections.oldForNew[Int(newSectionOf[target])] >= 0 { stale[target] = true }
        }
        self.staleItems = staleItems
    }

    /// The old items in one pass, section by section: in a surviving section, an item whose
    /// new offset is in the counterpart's range takes one step of the section's longest
    /// increasing subsequence (the items that stay), and one that is deleted or lands in an
    /// inserted section leaves; in a deleted section, the items that leave are its leftovers.
    private static func oldSide(
        _ matching: SectionedMatching
    ) -> (stays: [Bool], stayCount: Int, leaving: [ItemPath], losesItems: [Bool], leftovers: [(section: Int, items: [Int])]) {
        let sections = matching.sections
        let oldStarts = matching.oldStarts
        let newStarts = matching.newStarts
        let newCount = matching.items.oldForNew.count
        var longestSection = 0
        for section in 0..<(oldStarts.count - 1) { longestSection = max(longestSection, oldStarts[section + 1] - oldStarts[section]) }
        var stayCount = 0
        var leaving: [ItemPath] = []
        leaving.reserveCapacity(matching.items.newForOld.count - matching.items.matchedCount)
        var losesItems = [Bool](repeating: false, count: sections.newForOld.count)
        var leftovers: [(section: Int, items: [Int])] = []
        let stays = [Bool](unsafeUninitializedCapacity: newCount) { stays, initialized in
            stays.initialize(repeating: false)
            initialized = newCount
            // Offsets inside a new section fit 32 bits (SectionedElements checks the sections),
            // which halves the memory the searches of the patience sorting read. (One more than
            // needed, so that the allocation is never empty: its base address is unwrapped.)
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: 3 * longestSection + 1) { scratch in
                let values = scratch.baseAddress.unsafelyUnwrapped
                let piles = values + longestSection
                let chain = piles + longestSection
                matching.items.newForOld.withUnsafeBufferPointer { newForOld in
                    matching.newSectionOf.withUnsafeBufferPointer { newSectionOf in
                        // Whether new offset `target` (not -1) is in an inserted section.
                        func landsInInsertedSection(_ target: Int) -> Bool { sections.oldForNew[Int(newSectionOf[target])] < 0 }
                        for (section, counterpart) in sections.newForOld.enumerated() {
                            let start = oldStarts[section]
                            let end = oldStarts[section + 1]
                            guard counterpart >= 0 else {
                                var kept: [Int] = []
                                for offset in start..<end {
                                    let target = Int(newForOld[offset])
                                    if target < 0 || landsInInsertedSection(target) { kept.append(offset &- start) }
                                }
                                leftovers.append((section, kept))
                                continue
                            }
                            let base = newStarts[counterpart]
                            let limit = newStarts[counterpart + 1]
                            var placed = 0
                            let length = LongestIncreasingSubsequence.placeAll(count: end &- start, onto: chain) { item in
                                let target = Int(newForOld[start &+ item])
                                if base <= target && target < limit { return Int32(truncatingIfNeeded: target &- base) }
                                if target < 0 || landsInInsertedSection(target) {
                                    leaving.append(ItemPath(item: item, section: section))
                                    losesItems[section] = true
                                }
                                return nil
                            } placed: { value, pile in
                                values[placed] = value
                                piles[placed] = Int32(truncatingIfNeeded: pile)
                                placed &+= 1
                            }
                            LongestIncreasingSubsequence.collect(chain: chain, length: length, values: values, piles: piles, count: placed)
                            for value in UnsafeBufferPointer(start: chain, count: length) { stays[base &+ Int(value)] = true }
                            stayCount &+= length
                        }
                    }
                }
            }
        }
        return (stays, stayCount, leaving, losesItems, leftovers)
    }

    func oldPath(_ offset: Int) -> ItemPath {
        let section = Int(oldSectionOf[offset])
        return ItemPath(item: offset - oldStarts[section], section: section)
    }

    /// ``oldPath(_:)``, without a lookup when the item is in old section `likely`.
    func oldPath(_ offset: Int, likely section: Int) -> ItemPath {
        isInOldSection(offset, section) ? ItemPath(item: offset - oldStarts[section], section: section) : oldPath(offset)
    }

    /// Whether the old item at flat offset `source` is in a section that is deleted.
    func comesFromDeletedSection(_ source: Int) -> Bool {
        sections.newForOld[Int(oldSectionOf[source])] < 0
    }

    /// Whether the old item at flat offset `source` is in old section `section`.
    func isInOldSection(_ source: Int, _ section: Int) -> Bool {
        oldStarts[section] <= source && source < oldStarts[section + 1]
    }

    /// Whether some section that moves has an item change (an item leaving, arriving or
    /// moving inside it), which rule 5 forbids in the batch that moves it.
    func movedSectionHasItemChanges() -> Bool {
        for move in sectionOperations.sectionMoves {
            let section = move.source
            let counterpart = move.target
            let targets = newStarts[counterpart]..<newStarts[counterpart + 1]
            for offset in oldStarts[section]..<oldStarts[section + 1] {
                let target = Int(items.newForOld[offset])
                if !targets.contains(target) || !itemStays[target] { return true }
            }
            for offset in targets {
                let source = Int(items.oldForNew[offset])
                if source < 0 || !isInOldSection(source, section) { return true }
            }
        }
        return false
    }

    /// Runs `body` with the stale-item flags, which it may clear. (The array is taken out of
    /// `self` meanwhile, so that writing it checks no uniqueness and `body` may read `self`.)
    mutating func clearingStaleItems<Result>(_ body: (_ staleItems: UnsafeMutableBufferPointer<Bool>, _ plan: Self) -> Result) -> Result {
        var stale: [Bool] = []
        swap(&stale, &staleItems)
        defer { swap(&stale, &staleItems) }
        let plan = self
        return stale.withUnsafeMutableBufferPointer { body($0, plan) }
    }
}
