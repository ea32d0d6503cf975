extension FlatDiff {
    /// Step 2 (see Diff.swift): every old offset in the table under its key. `isEqual(stored,
    /// offset)` compares the IDs of two old offsets whose tags agree. Returns whether an old
    /// ID repeats (a later occurrence stays out of the table, so it is deleted unless `new`
    /// repeats the ID too), or nil after too long a probe sequence. Not inlinable: compiled
    /// once, here, a loop of its own whose values all stay in registers.
    @usableFromInline
    static func indexOldIDs(_ keys: UnsafePointer<Int>, count: Int, into table: IDTable, isEqual: (Int, Int) -> Bool) -> Bool? {
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
}
