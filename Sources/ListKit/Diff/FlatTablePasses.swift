/// The passes of ``FlatDiff`` over its table that need no element: inserting the old keys
/// and claiming the new ones' candidates. Compiled once, in ListKit, each a loop of its own
/// whose values all stay in registers.
@usableFromInline
enum FlatTablePasses {
    /// Step 1: every old offset under its key. `isEqual(stored, offset)` compares the IDs of
    /// two old offsets whose tags agree. Returns whether an old ID repeats (a later
    /// occurrence stays out of the table, so it is deleted unless `new` repeats the ID too),
    /// or nil after too long a probe sequence.
    @usableFromInline
    static func insert(_ keys: UnsafePointer<Int>, count: Int, into table: IDTable, isEqual: (Int, Int) -> Bool) -> Bool? {
        var oldHasDuplicates = false
        for offset in 0..<count {
            guard let stored = table.insert(keys[offset], offset, isEqual: { isEqual($0, offset) }) else { continue }
            if stored == IDTable.tooLong { return nil }
            oldHasDuplicates = true
        }
        return oldHasDuplicates
    }

    /// Step 2: for each new offset, `oldForNew[target]` becomes its candidate, -1 without one,
    /// or -2 - candidate when an earlier new item claimed it; `newForOld[candidate]` becomes
    /// the target, and every other old offset -1. Returns the number of claims, or nil for the
    /// careful way (too long a probe sequence, or an ID that repeats in both lists).
    ///
    /// The table is only read: whether a candidate is claimed already is in `newForOld`,
    /// whose entry is written anyway, so no cache line of the table is dirtied.
    @usableFromInline
    static func claim(
        _ keys: UnsafePointer<Int>, count: Int, in table: IDTable, oldHasDuplicates: Bool, newForOld: UnsafeMutablePointer<Int32>,
        oldCount: Int, oldForNew: UnsafeMutablePointer<Int32>
    ) -> Int? {
        newForOld.initialize(repeating: -1, count: oldCount)
        var matched = 0
        for target in 0..<count {
            let candidate = table.candidate(keys[target])
            if candidate >= 0 {
                if newForOld[candidate] < 0 {
                    newForOld[candidate] = Int32(truncatingIfNeeded: target)
                    oldForNew[target] = Int32(truncatingIfNeeded: candidate)
                    matched &+= 1
                    continue
                }
                // A repeated new ID: a plain insert unless old repeats it as well.
                if oldHasDuplicates { return nil }
                oldForNew[target] = Int32(truncatingIfNeeded: -2 &- candidate)
            } else {
                if candidate == IDTable.tooLong { return nil }
                oldForNew[target] = -1
            }
        }
        return matched
    }
}
