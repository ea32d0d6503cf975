/// The diff of two flat lists straight from their buffers, for ``Changeset`` and the flat
/// stages: the passes of ``IDMatching/tableMatching(_:_:_:)`` and ``FlatWalk`` in one, so
/// that the pass over the new list that confirms matches also writes the inserts, moves and
/// updates, and no matching is kept.
///
/// 1. Hash the old IDs (the keys wait in `newForOld`) and insert them into an ``IDTable``.
/// 2. Hash the new IDs (in `oldForNew`) and take each one's candidate, the first entry whose
///    tag agrees; a candidate already claimed by an earlier new item is a repeated ID.
/// 3. Old offsets in order: deletes, and one step of patience sorting per survivor.
/// 4. The longest increasing subsequence, read backwards off the piles.
/// 5. New offsets in order: confirm each candidate by ID, compare contents, and write the
///    inserts, the moves (survivors off the subsequence) and the updates.
///
/// Steps 3 and 4 rely on the candidates before step 5 confirms them, so a candidate that
/// turns out false (IDs whose 32-bit tags agree: practically never by chance) ends this path,
/// as do IDs that repeat in both lists and too long probe sequences: then the diff goes the
/// careful way, through ``IDMatching/matching(_:_:hashValueBits:)``.
@usableFromInline
enum FlatDiff {
    /// The lists from `old` to `new`, built by `Output`.
    @inlinable
    static func lists<Element: Diffable, Output: FlatWalkOutput>(
        _ old: UnsafeBufferPointer<Element>, _ new: UnsafeBufferPointer<Element>, as output: Output.Type
    ) -> FlatLists<Output.Delete, Output.Insert, Output.Move> {
        // Offsets fit the table's 32 bits and the subsequence's Int32 scratch.
        if !old.isEmpty && !new.isEmpty && old.count < Int(Int32.max) && new.count < Int(Int32.max) {
            let seed = IDHashing.seed
            var invalidHash = false
            if let hashable = Element.ID.self as? any DiffHashable.Type {
                if let lists = lists(old, new, seed: seed, hashedAs: hashable, as: output, invalidHash: &invalidHash) { return lists }
            } else {
                invalidHash = true
            }
            // Not DiffHashable, or a string DiffHasher cannot stand for.
            if invalidHash {
                var function = HashValueFunction<Element.ID>(bits: 64)
                if let lists = lists(old, new, &function, as: output, invalidHash: &invalidHash) { return lists }
            }
        }
        return FlatWalk.lists(IDMatching.matching(old, new), as: output)
    }

    /// ``lists(_:_:_:as:invalidHash:)`` with ``DiffHasher``. (`Hashed` is the ID type,
    /// opened from an existential.)
    @inlinable
    static func lists<Element: Diffable, Hashed: DiffHashable, Output: FlatWalkOutput>(
        _ old: UnsafeBufferPointer<Element>, _ new: UnsafeBufferPointer<Element>, seed: UInt64, hashedAs hashed: Hashed.Type,
        as output: Output.Type, invalidHash: inout Bool
    ) -> FlatLists<Output.Delete, Output.Insert, Output.Move>? {
        var function = DiffHasherFunction<Element.ID, Hashed>(seed: seed)
        return lists(old, new, &function, as: output, invalidHash: &invalidHash)
    }

    /// The lists, or nil when the careful way must take over (see ``FlatDiff``); with
    /// `invalidHash` set when `function` could not stand for some ID's `==`.
    ///
    /// Memory: the two offset maps in 32 bits (half the memory the scattered writes and the
    /// later passes touch); while matching, each side's keys in turn (a word each) and the
    /// table, both freed before the walk allocates its scratch and the lists, so that the
    /// peak is the larger of the two phases, not their sum.
    @inlinable
    static func lists<Element: Diffable, Function: IDHashFunction, Output: FlatWalkOutput>(
        _ old: UnsafeBufferPointer<Element>, _ new: UnsafeBufferPointer<Element>, _ function: inout Function, as output: Output.Type,
        invalidHash: inout Bool
    ) -> FlatLists<Output.Delete, Output.Insert, Output.Move>? where Function.ID == Element.ID {
        let oldCount = old.count
        let newCount = new.count
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: oldCount + newCount) { offsets in
            let newForOld = offsets.baseAddress.unsafelyUnwrapped
            let oldForNew = newForOld + oldCount
            let claimed = withUnsafeTemporaryAllocation(of: Int.self, capacity: max(oldCount, newCount)) { keys -> Int? in
                let keys = keys.baseAddress.unsafelyUnwrapped
                for offset in 0..<oldCount { keys[offset] = IDTable.key(function.hash(old[offset].id)) }
                guard function.isValid else {
                    invalidHash = true
                    return nil
                }
                return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: IDTable.capacity(for: oldCount)) { slots -> Int? in
                    slots.initialize(repeating: 0)
                    let table = IDTable(slots: slots)
                    guard let oldHasDuplicates = insert(old, keys: keys, into: table, newForOld: newForOld) else { return nil }
                    for offset in 0..<newCount { keys[offset] = IDTable.key(function.hash(new[offset].id)) }
                    guard function.isValid else {
                        invalidHash = true
                        return nil
                    }
                    return claimCandidates(newCount, keys: keys, in: table, oldHasDuplicates: oldHasDuplicates, newForOld, oldForNew)
                }
            }
            guard let matched = claimed else { return nil }
            return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 3 * matched + 2) { scratch in
                walk(old, new, newForOld: newForOld, oldForNew: oldForNew, matched: matched, scratch: scratch, as: output)
            }
        }
    }

    /// Step 1's inserts: every old offset under its key, and -1 into `newForOld`. Returns
    /// whether an old ID repeats (a later occurrence stays out of the table, so it is deleted
    /// unless `new` repeats the ID too), or nil after too long a probe sequence.
    @inlinable
    @inline(__always)
    static func insert<Element: Diffable>(
        _ old: UnsafeBufferPointer<Element>, keys: UnsafeMutablePointer<Int>, into table: IDTable, newForOld: UnsafeMutablePointer<Int32>
    ) -> Bool? {
        var oldHasDuplicates = false
        for offset in 0..<old.count {
            newForOld[offset] = -1
            guard let stored = table.insert(keys[offset], offset, isEqual: { old[$0].id == old[offset].id }) else { continue }
            if stored == IDTable.tooLong { return nil }
            oldHasDuplicates = true
        }
        return oldHasDuplicates
    }

    /// Step 2's candidates: `oldForNew[target]` becomes the candidate, -1 without one, or
    /// -2 - candidate when an earlier new item claimed it (the mark is kept in the table
    /// entry, so that no other memory is read per item). Returns the number of claims, or nil
    /// for the careful way (too long a probe sequence, or an ID that repeats in both lists).
    @inlinable
    @inline(__always)
    static func claimCandidates(
        _ newCount: Int, keys: UnsafeMutablePointer<Int>, in table: IDTable, oldHasDuplicates: Bool,
        _ newForOld: UnsafeMutablePointer<Int32>, _ oldForNew: UnsafeMutablePointer<Int32>
    ) -> Int? {
        var matched = 0
        for target in 0..<newCount {
            let candidate = table.claimCandidate(keys[target])
            oldForNew[target] = Int32(truncatingIfNeeded: candidate)
            if candidate >= 0 {
                newForOld[candidate] = Int32(truncatingIfNeeded: target)
                matched &+= 1
            } else if candidate != -1 {
                if candidate == IDTable.tooLong { return nil }
                // A repeated new ID: a plain insert unless old repeats it as well.
                if oldHasDuplicates { return nil }
            }
        }
        return matched
    }

    /// Steps 3 to 5; nil when a candidate turns out false. `scratch` holds `3 * matched + 2`
    /// values: the piles, the subsequence, and the updated targets.
    @inlinable
    static func walk<Element: Diffable, Output: FlatWalkOutput>(
        _ old: UnsafeBufferPointer<Element>, _ new: UnsafeBufferPointer<Element>, newForOld: UnsafeMutablePointer<Int32>,
        oldForNew: UnsafeMutablePointer<Int32>, matched: Int, scratch: UnsafeMutableBufferPointer<Int32>, as output: Output.Type
    ) -> FlatLists<Output.Delete, Output.Insert, Output.Move>? {
        let oldCount = old.count
        let newCount = new.count
        var lists = FlatLists<Output.Delete, Output.Insert, Output.Move>()
        var confirmed = true
        // piles[rank]: the pile of the survivor of that rank (old order), whose new offset
        // moves into newForOld[rank]. chain[k]: the top of pile k, then the subsequence; below
        // it the smallest value, after it -1, which no target equals.
        precondition(scratch.count >= 3 * matched + 2)
        let piles = scratch.baseAddress.unsafelyUnwrapped
        let chain = piles + matched + 1
        let updateSlots = chain + matched + 1
        chain[-1] = Int32.min
        var length = 0
        lists.deletes = [Output.Delete](unsafeUninitializedCapacity: oldCount - matched) { deletes, written in
            var rank = 0
            for offset in 0..<oldCount {
                let target = newForOld[offset]
                if target < 0 {
                    precondition(written < deletes.count)
                    (deletes.baseAddress.unsafelyUnwrapped + written).initialize(to: Output.delete(offset))
                    written &+= 1
                    continue
                }
                precondition(rank < matched)
                newForOld[rank] = target
                piles[rank] = Int32(truncatingIfNeeded: LongestIncreasingSubsequence.place(target, onto: chain, length: &length))
                rank &+= 1
            }
            precondition(rank == matched)
        }
        // Branch-free: every value is written to the current slot, and the slot advances
        // only at the value that belongs there, which is therefore the last one written.
        var pile = length &- 1
        var rank = matched &- 1
        while pile >= 0 {
            chain[pile] = newForOld[rank]
            pile &-= Int(piles[rank]) == pile ? 1 : 0
            rank &-= 1
        }
        chain[length] = -1
        var updateCount = 0
        lists.inserts = [Output.Insert](unsafeUninitializedCapacity: newCount - matched) { inserts, insertCount in
            lists.moves = [Output.Move](unsafeUninitializedCapacity: matched - length) { moves, moveCount in
                var next = 0
                var staying = Int(chain[0])
                for target in 0..<newCount {
                    let source = Int(oldForNew[target])
                    if source < 0 {
                        // A repeated ID must equal the one that claimed its candidate.
                        if source != -1 && !(old[-2 &- source].id == new[target].id) {
                            confirmed = false
                            return
                        }
                        precondition(insertCount < inserts.count)
                        (inserts.baseAddress.unsafelyUnwrapped + insertCount).initialize(to: Output.insert(target))
                        insertCount &+= 1
                        continue
                    }
                    // Elements are read in place (no copies), so no IDs are retained.
                    guard old[source].id == new[target].id else {
                        confirmed = false
                        return
                    }
                    let stays = target == staying
                    if stays {
                        next &+= 1
                        staying = Int(chain[next])
                    } else {
                        precondition(moveCount < moves.count)
                        (moves.baseAddress.unsafelyUnwrapped + moveCount).initialize(to: Output.move(source, target))
                        moveCount &+= 1
                    }
                    if !new[target].isContentEqual(to: old[source]) {
                        updateSlots[updateCount] = Int32(truncatingIfNeeded: target)
                        updateCount &+= 1
                    }
                }
            }
        }
        guard confirmed else { return nil }
        // Both ascending: whether an updated item stays follows the subsequence with one cursor.
        lists.updates = [UpdatedPair](unsafeUninitializedCapacity: updateCount) { updates, initialized in
            var next = 0
            for rank in 0..<updateCount {
                let target = updateSlots[rank]
                while chain[next] >= 0 && chain[next] < target { next &+= 1 }
                let position = Int(target)
                updates[rank] = UpdatedPair(source: Int(oldForNew[position]), target: position, stays: chain[next] == target)
            }
            initialized = updateCount
        }
        return lists
    }
}
