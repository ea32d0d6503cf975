/// Section and item matchings of two sectioned lists, items matched across sections.
@usableFromInline
package struct SectionedMatching: Sendable {
    /// Matching of the sections by ID.
    @usableFromInline var sections: IDMatching
    /// Matching of all items by ID, on the items flattened in display order.
    @usableFromInline var items: ItemMatching
    /// Flat offset of each old section's first item, plus the total at the end.
    @usableFromInline var oldStarts: [Int]
    /// Flat offset of each new section's first item, plus the total at the end.
    @usableFromInline var newStarts: [Int]
    /// For each old flat item offset, the index of its section.
    @usableFromInline var oldSectionOf: [Int32]
    /// For each new flat item offset, the index of its section.
    @usableFromInline var newSectionOf: [Int32]

    /// By new flat offset, whether the item stays: it is in its old section's counterpart,
    /// on one longest increasing subsequence of the new offsets of the items that are, taken
    /// in old order. Everything else that survives moves.
    func itemStays() -> [Bool] {
        var longestSection = 0
        for section in 0..<(oldStarts.count - 1) { longestSection = max(longestSection, oldStarts[section + 1] - oldStarts[section]) }
        var longestNewSection = 0
        for section in 0..<(newStarts.count - 1) { longestNewSection = max(longestNewSection, newStarts[section + 1] - newStarts[section]) }
        // Values are offsets inside a new section: Int32 holds them unless a section is huge.
        if longestNewSection <= Int(Int32.max) { return itemStays(longestSection: longestSection, scratch: Int32.self) }
        return itemStays(longestSection: longestSection, scratch: Int.self)
    }

    private func itemStays<Value: FixedWidthInteger & SignedInteger>(longestSection: Int, scratch: Value.Type) -> [Bool] {
        let newCount = items.oldForNew.count
        return [Bool](unsafeUninitializedCapacity: newCount) { stays, initialized in
            stays.initialize(repeating: false)
            initialized = newCount
            // One more than needed, so that the allocation is never empty (its base address is unwrapped).
            withUnsafeTemporaryAllocation(of: Value.self, capacity: 3 * longestSection + 1) { scratch in
                let values = scratch.baseAddress.unsafelyUnwrapped
                let piles = values + longestSection
                let chain = piles + longestSection
                items.newForOld.withUnsafeBufferPointer { newForOld in
                    for (section, counterpart) in sections.newForOld.enumerated() where counterpart >= 0 {
                        let targets = newStarts[counterpart]..<newStarts[counterpart + 1]
                        let start = oldStarts[section]
                        var placed = 0
                        let length = LongestIncreasingSubsequence.placeAll(count: oldStarts[section + 1] &- start, onto: chain) { item in
                            let target = Int(newForOld[start &+ item])
                            return targets.contains(target) ? Value(truncatingIfNeeded: target &- targets.lowerBound) : nil
                        } placed: { value, pile in
                            values[placed] = value
                            piles[placed] = Value(truncatingIfNeeded: pile)
                            placed &+= 1
                        }
                        LongestIncreasingSubsequence.collect(chain: chain, length: length, values: values, piles: piles, count: placed)
                        for value in UnsafeBufferPointer(start: chain, count: length) { stays[targets.lowerBound &+ Int(value)] = true }
                    }
                }
            }
        }
    }
}
