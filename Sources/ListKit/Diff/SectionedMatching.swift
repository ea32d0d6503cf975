/// Section and item matchings of two sectioned lists, items matched across sections.
@usableFromInline
struct SectionedMatching: Sendable {
    /// Matching of the sections by ID.
    @usableFromInline var sections: IDMatching
    /// Matching of all items by ID, on the items flattened in display order.
    @usableFromInline var items: IDMatching
    /// Flat offset of each old section's first item, plus the total at the end.
    @usableFromInline var oldStarts: [Int]
    /// Flat offset of each new section's first item, plus the total at the end.
    @usableFromInline var newStarts: [Int]
    /// For each old flat item offset, the index of its section.
    @usableFromInline var oldSectionOf: [Int]
    /// For each new flat item offset, the index of its section.
    @usableFromInline var newSectionOf: [Int]

    @inlinable
    init<Section: DiffableSection>(from old: [Section], to new: [Section]) {
        sections = IDMatching.withBuffers(old, new) { IDMatching.matching($0, $1) }
        let oldItems = SectionedElements(old)
        let newItems = SectionedElements(new)
        items = IDMatching.matching(oldItems, newItems)
        oldStarts = oldItems.starts
        newStarts = newItems.starts
        oldSectionOf = oldItems.sectionOf
        newSectionOf = newItems.sectionOf
    }

    /// By new flat offset, whether the item stays: it is in its old section's counterpart,
    /// on one longest increasing subsequence of the new offsets of the items that are, taken
    /// in old order. Everything else that survives moves.
    func itemStays() -> [Bool] {
        let newCount = items.oldForNew.count
        var longestSection = 0
        for section in 0..<(oldStarts.count - 1) { longestSection = max(longestSection, oldStarts[section + 1] - oldStarts[section]) }
        return [Bool](unsafeUninitializedCapacity: newCount) { stays, initialized in
            stays.initialize(repeating: false)
            initialized = newCount
            withUnsafeTemporaryAllocation(of: Int.self, capacity: max(1, 3 * longestSection)) { scratch in
                let values = scratch.baseAddress.unsafelyUnwrapped
                let piles = values + longestSection
                let chain = piles + longestSection
                items.newForOld.withUnsafeBufferPointer { newForOld in
                    for (section, counterpart) in sections.newForOld.enumerated() where counterpart >= 0 {
                        let targets = newStarts[counterpart]..<newStarts[counterpart + 1]
                        var length = 0
                        var placed = 0
                        for target in newForOld[oldStarts[section]..<oldStarts[section + 1]] where targets.contains(target) {
                            values[placed] = target
                            piles[placed] = LongestIncreasingSubsequence.place(target, onto: chain, length: &length)
                            placed &+= 1
                        }
                        LongestIncreasingSubsequence.collect(chain: chain, length: length, values: values, piles: piles, count: placed)
                        for target in UnsafeBufferPointer(start: chain, count: length) { stays[target] = true }
                    }
                }
            }
        }
    }
}
