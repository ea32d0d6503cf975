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
        var offset = 0
        while offset < count {
            // The usual key meets no equal tag: this loop calls nothing. It stops at a key that
            // does (a repeated ID, or 32 tag bits agreeing by chance), which the full insert
            // below settles by comparing IDs. (One loop with that call in a branch saves the
            // offset to the stack on every key, and measured slower on `sectioned-int`.)
            fast: while offset < count {
                switch table.insertUnlessTagAgrees(keys[offset], offset) {
                case .stored: offset &+= 1
                case .tagAgrees: break fast
                case .tooLong: return nil
                }
            }
            if offset == count { break }
            let current = offset
            if let stored = table.insert(keys[current], current, isEqual: { isEqual($0, current) }) {
                if stored == IDTable.tooLong { return nil }
                oldHasDuplicates = true
            }
            offset &+= 1
        }
        return oldHasDuplicates
    }

    /// Step 2: for each new offset, `oldForNew[target]` becomes its candidate, the old offset
    /// of the first entry whose tag agrees (not confirmed yet), or -1 without one. Returns
    /// false after too long a probe sequence.
    ///
    /// The loop does nothing else, as the limit's does: it reads the table, which misses the
    /// cache on large lists, and writes in order, so the processor overlaps the misses of
    /// many items. Who claimed which candidate is settled in step 3.
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
