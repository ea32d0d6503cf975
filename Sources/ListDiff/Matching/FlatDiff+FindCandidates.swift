extension FlatDiff {
    /// Step 4 (see Diff.swift): for each new offset, `oldForNew[target]` becomes its candidate,
    /// the old offset of the first entry whose tag agrees (not confirmed yet), or -1 without
    /// one. Returns false after too long a probe sequence.
    ///
    /// The loop does nothing else, as the limit's does: it reads the table, which misses the
    /// cache on large lists, and writes in order, so the processor overlaps the misses of
    /// many items. Who claimed which candidate is settled in step 5. Not inlinable: compiled
    /// once, here, a loop of its own whose values all stay in registers.
    @usableFromInline
    static func findCandidates(_ keys: UnsafePointer<Int>, count: Int, in table: IDTable, oldForNew: UnsafeMutablePointer<Int32>) -> Bool {
        for target in 0..<count {
            let candidate = table.candidate(keys[target])
            if candidate == IDTable.tooLong { return false }
            oldForNew[target] = Int32(truncatingIfNeeded: candidate)
        }
        return true
    }
}
