/// The diff of two flat lists straight from their buffers, for ``Changeset`` and the flat
/// stages: the passes of ``IDMatching/tableMatching(_:_:_:)`` and ``FlatWalk`` without
/// keeping a matching, in 32-bit offset maps.
///
/// 1. Hash the old IDs and insert them into an ``IDTable``.
/// 2. Hash the new IDs and find each one's candidate, the first entry whose tag agrees.
/// 3. New offsets in order: confirm each candidate by ID, let the first new item with a
///    candidate claim it (a later one repeats the ID: an insert), and compare the contents.
/// 4. The walk (``FlatOffsets/walk(as:)``): old offsets in order, deletes and one step of
///    patience sorting per survivor; the longest increasing subsequence, read backwards off
///    the piles; new offsets in order, the inserts, the moves (survivors off the
///    subsequence) and the updates.
///
/// Steps 1 and 3 touch elements and are generic over them; steps 2 and 4 and the inserting
/// of step 1 work on offsets alone and are compiled once, in ListKit, each a loop short
/// enough to keep everything it uses in registers (``FlatTablePasses``,
/// ``FlatWalkOutput/walk(_:)``).
///
/// Steps 1 to 3 (``match(_:_:newForOld:oldForNew:)``) run over any ``ElementStore``: they
/// also match the items of sectioned lists, flattened in display order (``ItemMatching``).
///
/// A candidate that turns out false in step 3 (IDs whose 32-bit tags agree: practically
/// never by chance) ends this path, as do IDs that repeat in both lists and too long probe
/// sequences: then the diff goes the careful way, through
/// ``IDMatching/matching(_:_:hashValueBits:)``.
@usableFromInline
enum FlatDiff {
    /// The lists from `old` to `new`, built by `Output`.
    @inlinable
    static func lists<Element: Diffable, Output: FlatWalkOutput>(
        _ old: UnsafeBufferPointer<Element>, _ new: UnsafeBufferPointer<Element>, as output: Output.Type
    ) -> FlatLists<Output.Delete, Output.Insert, Output.Move> {
        let oldCount = old.count
        let newCount = new.count
        let lists = withUnsafeTemporaryAllocation(of: Int32.self, capacity: oldCount + newCount) { offsets in
            let newForOld = offsets.baseAddress.unsafelyUnwrapped
            let oldForNew = newForOld + oldCount
            return match(old, new, newForOld: newForOld, oldForNew: oldForNew).map { claims in
                Output.walk(
                    FlatOffsets(
                        newForOld: newForOld, oldCount: oldCount, oldForNew: oldForNew, newCount: newCount, matched: claims.matched,
                        changed: claims.changed))
            }
        }
        return lists ?? FlatWalk.lists(IDMatching.matching(old, new), as: output)
    }

    /// Steps 1 to 3 over any ``ElementStore`` (a flat list's buffer, or the items of a
    /// sectioned list in display order): fills `newForOld` and `oldForNew` (room for the
    /// counts of `old` and `new`) as ``FlatOffsets`` describes them and returns the numbers
    /// of claims and of changed contents, or nil when the careful way must take over (see
    /// ``FlatDiff``), leaving the maps undefined.
    @inlinable
    static func match<Store: ElementStore>(
        _ old: Store, _ new: Store, newForOld: UnsafeMutablePointer<Int32>, oldForNew: UnsafeMutablePointer<Int32>
    ) -> (matched: Int, changed: Int)? {
        guard old.count > 0 && new.count > 0 && old.count < countLimit && new.count < countLimit else { return nil }
        let seed = IDHashing.seed
        var invalidHash = false
        if let hashable = Store.Element.ID.self as? any DiffHashable.Type {
            let claims = match(
                old, new, seed: seed, hashedAs: hashable, newForOld: newForOld, oldForNew: oldForNew, invalidHash: &invalidHash)
            if let claims { return claims }
        } else {
            invalidHash = true
        }
        // Not DiffHashable, or a string DiffHasher cannot stand for.
        guard invalidHash else { return nil }
        var function = HashValueFunction<Store.Element.ID>(bits: 64)
        return match(old, new, &function, newForOld: newForOld, oldForNew: oldForNew, invalidHash: &invalidHash)
    }

    /// ``match(_:_:_:newForOld:oldForNew:invalidHash:)`` with ``DiffHasher``. (`Hashed` is
    /// the ID type, opened from an existential.)
    @inlinable
    static func match<Store: ElementStore, Hashed: DiffHashable>(
        _ old: Store, _ new: Store, seed: UInt64, hashedAs hashed: Hashed.Type, newForOld: UnsafeMutablePointer<Int32>,
        oldForNew: UnsafeMutablePointer<Int32>, invalidHash: inout Bool
    ) -> (matched: Int, changed: Int)? {
        var function = DiffHasherFunction<Store.Element.ID, Hashed>(seed: seed)
        return match(old, new, &function, newForOld: newForOld, oldForNew: oldForNew, invalidHash: &invalidHash)
    }

    /// Steps 1 to 3 with `function`, or nil when the careful way must take over (see
    /// ``FlatDiff``); with `invalidHash` set when `function` could not stand for some ID's
    /// `==`.
    ///
    /// Memory: the two offset maps in 32 bits (half the memory the scattered writes and the
    /// later passes touch); while matching, each side's keys in turn (a word each) and the
    /// table, both freed before this returns, so that the walk's scratch and lists come on
    /// top of the maps alone and the peak is the larger of the two phases, not their sum.
    ///
    /// Hashing and probing stay in loops of their own: a probe that misses the cache then
    /// waits on nothing but a key already in memory, so the processor overlaps the misses of
    /// many items (a loop that hashes and probes each item in turn took a sixth longer on a
    /// million items).
    @inlinable
    static func match<Store: ElementStore, Function: IDHashFunction>(
        _ old: Store, _ new: Store, _ function: inout Function, newForOld: UnsafeMutablePointer<Int32>,
        oldForNew: UnsafeMutablePointer<Int32>, invalidHash: inout Bool
    ) -> (matched: Int, changed: Int)? where Function.ID == Store.Element.ID {
        let oldCount = old.count
        let newCount = new.count
        let candidates = withUnsafeTemporaryAllocation(of: Int.self, capacity: max(oldCount, newCount)) { keys -> Bool? in
            let keys = keys.baseAddress.unsafelyUnwrapped
            old.hashIDs(into: keys, &function)
            guard function.isValid else {
                invalidHash = true
                return nil
            }
            return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: IDTable.capacity(for: oldCount)) { slots -> Bool? in
                slots.initialize(repeating: 0)
                let table = IDTable(slots: slots)
                let oldHasDuplicates = FlatTablePasses.insert(keys, count: oldCount, into: table) { stored, offset in
                    old.withElement(at: stored) { storedElement in old.withElement(at: offset) { storedElement.id == $0.id } }
                }
                guard let oldHasDuplicates else { return nil }
                new.hashIDs(into: keys, &function)
                guard function.isValid else {
                    invalidHash = true
                    return nil
                }
                guard FlatTablePasses.findCandidates(keys, count: newCount, in: table, oldForNew: oldForNew) else { return nil }
                return oldHasDuplicates
            }
        }
        guard let oldHasDuplicates = candidates else { return nil }
        newForOld.initialize(repeating: -1, count: oldCount)
        return claim(old, new, oldHasDuplicates: oldHasDuplicates, newForOld: newForOld, oldForNew: oldForNew)
    }

    /// Offsets below this leave bit 30 of an `Int32` free for ``changedFlag``.
    @inlinable
    static var countLimit: Int { 1 << 30 }

    /// Marks a source in `oldForNew` whose content changed.
    @inlinable
    static var changedFlag: Int32 { 1 << 30 }

    /// Step 3: confirms each candidate by ID, lets the first new item with a candidate claim
    /// it (`newForOld[candidate]` becomes its target; the other entries of `newForOld` must be
    /// -1), and compares the contents of the pair, setting ``changedFlag`` on the source in
    /// `oldForNew` when they differ. A later new item with the same candidate repeats the ID:
    /// a plain insert, -1 in `oldForNew`. Returns the numbers of claims and of changed
    /// contents, or nil for the careful way (a false candidate, or an ID that repeats in both
    /// lists).
    ///
    /// The scattered reads of a claim (the old element, `newForOld`) depend on nothing but the
    /// candidate, read in order, so the processor overlaps them across items; they are the
    /// only reads of old elements after hashing.
    @inlinable
    static func claim<Store: ElementStore>(
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
                oldForNew[target] = Int32(truncatingIfNeeded: candidate) | changedFlag
                changed &+= 1
            }
        }
        return (matched, changed)
    }
}

/// The offset maps of ``FlatDiff`` once matched, for step 3.
@usableFromInline
struct FlatOffsets {
    /// For each old offset, the new offset that claimed it or -1 (see
    /// ``FlatDiff/claim(_:_:oldHasDuplicates:newForOld:oldForNew:)``).
    @usableFromInline let newForOld: UnsafeMutablePointer<Int32>
    @usableFromInline let oldCount: Int
    /// For each new offset, its source (with ``FlatDiff/changedFlag`` when the content
    /// changed) or -1.
    @usableFromInline let oldForNew: UnsafeMutablePointer<Int32>
    @usableFromInline let newCount: Int
    /// The number of matched pairs.
    @usableFromInline let matched: Int
    /// The number of matched pairs whose content changed.
    @usableFromInline let changed: Int

    @inlinable
    init(newForOld: UnsafeMutablePointer<Int32>, oldCount: Int, oldForNew: UnsafeMutablePointer<Int32>, newCount: Int, matched: Int, changed: Int) {
        self.newForOld = newForOld
        self.oldCount = oldCount
        self.oldForNew = oldForNew
        self.newCount = newCount
        self.matched = matched
        self.changed = changed
    }
}
