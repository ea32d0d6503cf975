/// The diff of two flat lists straight from their buffers, for ``Changeset`` and the flat
/// stages: the passes of ``IDMatching/tableMatching(_:_:_:)`` and ``FlatWalk`` without
/// keeping a matching, in 32-bit offset maps.
///
/// 1. Hash the old IDs and insert them into an ``IDTable``.
/// 2. Hash the new IDs and claim each one's candidate, the first entry whose tag agrees; a
///    candidate already claimed by an earlier new item is a repeated ID.
/// 3. Old offsets in order: deletes, and one step of patience sorting per survivor; then
///    the longest increasing subsequence, read backwards off the piles.
/// 4. New offsets in order: confirm each candidate by ID, compare contents, and write the
///    inserts, the moves (survivors off the subsequence) and the updates.
///
/// Steps 1 and 4 touch elements and are generic over them; steps 2 and 3 work on offsets
/// alone and are compiled once, in ListKit, each a loop short enough to keep everything it
/// uses in registers (``FlatTablePasses``, ``FlatWalkOutput/survivors(_:piles:chain:)``).
///
/// Steps 2 and 3 rely on the candidates before step 4 confirms them, so a candidate that
/// turns out false (IDs whose 32-bit tags agree: practically never by
/// chance) ends this path, as do IDs that repeat in both lists and too long probe sequences:
/// then the diff goes the careful way, through ``IDMatching/matching(_:_:hashValueBits:)``.
@usableFromInline
enum FlatDiff {
    /// The lists from `old` to `new`, built by `Output`.
    @inlinable
    static func lists<Element: Diffable, Output: FlatWalkOutput>(
        _ old: UnsafeBufferPointer<Element>, _ new: UnsafeBufferPointer<Element>, as output: Output.Type
    ) -> FlatLists<Output.Delete, Output.Insert, Output.Move> {
        // Offsets fit the table's 31 bits and the walk's Int32 scratch.
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
    ///
    /// Hashing and probing stay in loops of their own: a probe that misses the cache then
    /// waits on nothing but a key already in memory, so the processor overlaps the misses of
    /// many items (a loop that hashes and probes each item in turn took a sixth longer on a
    /// million items).
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
                    let oldHasDuplicates = FlatTablePasses.insert(keys, count: oldCount, into: table) { old[$0].id == old[$1].id }
                    guard let oldHasDuplicates else { return nil }
                    for offset in 0..<newCount { keys[offset] = IDTable.key(function.hash(new[offset].id)) }
                    guard function.isValid else {
                        invalidHash = true
                        return nil
                    }
                    return FlatTablePasses.claim(
                        keys, count: newCount, in: table, oldHasDuplicates: oldHasDuplicates, newForOld: newForOld, oldCount: oldCount,
                        oldForNew: oldForNew)
                }
            }
            guard let matched = claimed else { return nil }
            // The piles, the subsequence (with a sentinel before and after) and the updated
            // targets.
            return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 3 * matched + 2) {
                scratch -> FlatLists<Output.Delete, Output.Insert, Output.Move>? in
                let piles = scratch.baseAddress.unsafelyUnwrapped
                let chain = piles + matched + 1
                let survivors = Output.survivors(
                    FlatOffsets(newForOld: newForOld, oldCount: oldCount, oldForNew: oldForNew, newCount: newCount, matched: matched),
                    piles: piles, chain: chain)
                var lists = FlatLists<Output.Delete, Output.Insert, Output.Move>()
                lists.deletes = survivors.deletes
                let confirmed = writeNewSide(
                    old, new, oldForNew: oldForNew, matched: matched, staying: chain, stayCount: survivors.length,
                    updateSlots: chain + matched + 1, into: &lists, as: output)
                return confirmed ? lists : nil
            }
        }
    }

    /// Step 4: the inserts, moves and updates, ascending, with each candidate confirmed by
    /// ID on the way; false when one turns out false. `staying` holds the new offsets of the
    /// items that stay, ascending, then -1; `updateSlots` room for an offset per match.
    @inlinable
    static func writeNewSide<Element: Diffable, Output: FlatWalkOutput>(
        _ old: UnsafeBufferPointer<Element>, _ new: UnsafeBufferPointer<Element>, oldForNew: UnsafePointer<Int32>, matched: Int,
        staying: UnsafePointer<Int32>, stayCount: Int, updateSlots: UnsafeMutablePointer<Int32>,
        into lists: inout FlatLists<Output.Delete, Output.Insert, Output.Move>, as output: Output.Type
    ) -> Bool {
        var updateCount = -1
        lists.inserts = [Output.Insert](unsafeUninitializedCapacity: new.count - matched) { inserts, insertCount in
            lists.moves = [Output.Move](unsafeUninitializedCapacity: matched - stayCount) { moves, moveCount in
                updateCount = newSidePass(
                    old, new, oldForNew: oldForNew, staying: staying, inserts: inserts.baseAddress.unsafelyUnwrapped,
                    moves: moves.baseAddress.unsafelyUnwrapped, updateSlots: updateSlots, as: Output.self)
                // Every element is written unless a candidate was false (the outputs' lists
                // hold plain values, so dropping the ones written leaks nothing).
                moveCount = updateCount < 0 ? 0 : moves.count
            }
            insertCount = updateCount < 0 ? 0 : inserts.count
        }
        guard updateCount >= 0 else { return false }
        // The stays flag is in the sign bit of each slot.
        lists.updates = [UpdatedPair](unsafeUninitializedCapacity: updateCount) { updates, initialized in
            for rank in 0..<updateCount {
                let slot = updateSlots[rank]
                let target = Int(slot & Int32.max)
                updates[rank] = UpdatedPair(source: Int(oldForNew[target]), target: target, stays: slot < 0)
            }
            initialized = updateCount
        }
        return true
    }

    /// The loop of ``writeNewSide(_:_:oldForNew:matched:staying:stayCount:updateSlots:into:as:)``:
    /// returns the number of updated targets written, or -1 after a false candidate. Its
    /// cursors are local pointers, so that they stay in registers.
    @inlinable
    @inline(__always)
    static func newSidePass<Element: Diffable, Output: FlatWalkOutput>(
        _ old: UnsafeBufferPointer<Element>, _ new: UnsafeBufferPointer<Element>, oldForNew: UnsafePointer<Int32>,
        staying: UnsafePointer<Int32>, inserts: UnsafeMutablePointer<Output.Insert>, moves: UnsafeMutablePointer<Output.Move>,
        updateSlots: UnsafeMutablePointer<Int32>, as output: Output.Type
    ) -> Int {
        var nextInsert = inserts
        var nextMove = moves
        var nextUpdate = updateSlots
        var staying = staying
        var stayingTarget = Int(staying.pointee)
        for target in 0..<new.count {
            let source = Int(oldForNew[target])
            if source < 0 {
                // A repeated ID must equal the one that claimed its candidate.
                if source != -1 && !(old[-2 &- source].id == new[target].id) { return -1 }
                nextInsert.initialize(to: Output.insert(target))
                nextInsert += 1
                continue
            }
            // Elements are read in place (no copies), so no IDs are retained.
            guard old[source].id == new[target].id else { return -1 }
            let stays = target == stayingTarget
            if stays {
                staying += 1
                stayingTarget = Int(staying.pointee)
            } else {
                nextMove.initialize(to: Output.move(source, target))
                nextMove += 1
            }
            if !new[target].isContentEqual(to: old[source]) {
                nextUpdate.pointee = Int32(truncatingIfNeeded: target) | (stays ? Int32.min : 0)
                nextUpdate += 1
            }
        }
        return nextUpdate - updateSlots
    }
}

/// The offset maps of ``FlatDiff`` once matched, for step 3.
@usableFromInline
struct FlatOffsets {
    /// For each old offset, its candidate's new offset or -1 (see ``FlatTablePasses/claim``).
    @usableFromInline let newForOld: UnsafeMutablePointer<Int32>
    @usableFromInline let oldCount: Int
    /// For each new offset, its candidate, -1 without one, or below -1 for a repeated ID.
    @usableFromInline let oldForNew: UnsafeMutablePointer<Int32>
    @usableFromInline let newCount: Int
    /// The number of matched pairs.
    @usableFromInline let matched: Int

    @inlinable
    init(newForOld: UnsafeMutablePointer<Int32>, oldCount: Int, oldForNew: UnsafeMutablePointer<Int32>, newCount: Int, matched: Int) {
        self.newForOld = newForOld
        self.oldCount = oldCount
        self.oldForNew = oldForNew
        self.newCount = newCount
        self.matched = matched
    }
}
