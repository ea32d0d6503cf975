extension FlatDiff {
    /// Step 5 (see Diff.swift): confirms each candidate by ID, lets the first new item with a
    /// candidate claim it (`newForOld[candidate]` becomes its target; the other entries of
    /// `newForOld` must be -1), and compares the contents of the pair, setting
    /// ``OffsetMaps/changedFlag`` on the source in `oldForNew` when they differ. A later new item with the same candidate repeats the ID:
    /// a plain insert, -1 in `oldForNew`. Returns the numbers of claims and of changed
    /// contents, or nil for the careful way (a false candidate, or an ID that repeats in both
    /// lists).
    ///
    /// The scattered reads of a claim (the old element, `newForOld`) depend on nothing but the
    /// candidate, read in order, so the processor overlaps them across items; they are the
    /// only reads of old elements after hashing.
    @inlinable
    static func claimMatches<Store: MatchableElements>(
        _ old: Store, _ new: Store, oldHasDuplicates: Bool, newForOld: UnsafeMutablePointer<Int32>, oldForNew: UnsafeMutablePointer<Int32>
    ) -> (matched: Int, changed: Int)? {
        var matched = 0
        var changed = 0
        for target in 0..<new.count {
            let candidate = Int(oldForNew[target])
            if candidate < 0 { continue }
            // Elements are read in place (no copies), so no IDs are retained. Each is read once
            // for both comparisons (a content compared for a repeated ID is wasted; repeats
            // are rare).
            let (sameID, sameContent) = old.withElement(at: candidate) { source in
                new.withElement(at: target) { $0.id == source.id ? (true, $0.isContentEqual(to: source)) : (false, false) }
            }
            guard sameID else { return nil }
            if newForOld[candidate] >= 0 {
                if oldHasDuplicates { return nil }
                oldForNew[target] = -1
                continue
            }
            newForOld[candidate] = Int32(truncatingIfNeeded: target)
            matched &+= 1
            if !sameContent {
                oldForNew[target] = Int32(truncatingIfNeeded: candidate) | OffsetMaps.changedFlag
                changed &+= 1
            }
        }
        return (matched, changed)
    }
}
