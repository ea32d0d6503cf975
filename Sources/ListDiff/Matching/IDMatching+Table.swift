extension IDMatching {
    /// Matches `old` and `new` by ID in expected linear time: the k-th occurrence of an ID
    /// in `old` pairs with its k-th occurrence in `new`. The careful way (see Diff.swift): it
    /// matches the sections, and the items where the flat diff's own matching gives up.
    ///
    /// IDs are hashed as ``IDHashing`` says. `hashValueBits` forces `hashValue` with that
    /// many bits, for tests.
    @inlinable
    static func matching<Store: MatchableElements>(_ old: Store, _ new: Store, hashValueBits: Int? = nil) -> IDMatching {
        if old.count == 0 || new.count == 0 { return IDMatching(oldCount: old.count, newCount: new.count) }
        // The table stores offsets in 31 bits, plus one (bit 31 marks a claimed entry).
        if old.count >= Int(Int32.max) { return matchingAllOccurrences(old, new) }
        let seed = IDHashing.seed
        if hashValueBits == nil, let hashable = Store.Element.ID.self as? any DiffHashable.Type,
            let matching = matching(old, new, seed: seed, hashedAs: hashable)
        {
            return matching
        }
        // Not DiffHashable, or a string DiffHasher cannot stand for.
        var function = HashValueFunction<Store.Element.ID>(bits: hashValueBits ?? 64)
        return tableMatching(old, new, &function) ?? matchingAllOccurrences(old, new)
    }

    /// The matching with ``DiffHasher``, or nil if some ID turned out not to have a hash
    /// that stands for `==`. (`Hashed` is the ID type, opened from an existential.)
    @inlinable
    static func matching<Store: MatchableElements, Hashed: DiffHashable>(
        _ old: Store, _ new: Store, seed: UInt64, hashedAs hashed: Hashed.Type
    ) -> IDMatching? {
        var function = DiffHasherFunction<Store.Element.ID, Hashed>(seed: seed)
        return tableMatching(old, new, &function)
    }

    /// The fast path: an ``IDTable`` of the old IDs, so each ID is hashed exactly once, in
    /// passes that each do one kind of work: hash the old IDs, insert them, hash the new
    /// ones, find each one's candidate (the first entry whose tag agrees), then confirm the
    /// candidates by ID and compare contents. The probe loops are tiny and independent per
    /// item, so the processor overlaps their cache misses on the table, which otherwise
    /// dominate large diffs. Each side's table keys wait in its own result array (the new
    /// side's candidates and the old side's -1s overwrite them), so no buffer is allocated
    /// for them. Nil when `function` turned invalid (hash again with `hashValue`).
    ///
    /// Falls back to ``matchingAllOccurrences(_:_:)`` when an ID repeats in both lists, and
    /// when a probe sequence grows too long (see ``IDTable``).
    @inlinable
    static func tableMatching<Store: MatchableElements, Function: IDHashFunction>(
        _ old: Store, _ new: Store, _ function: inout Function
    ) -> IDMatching? where Function.ID == Store.Element.ID {
        let oldCount = old.count
        let newCount = new.count
        var outcome = TableOutcome.matched
        var matchedCount = 0
        var updatedTargets: [Int] = []
        var oldForNew: [Int] = []
        let newForOld = [Int](unsafeUninitializedCapacity: oldCount) { newForOld, initialized in
            // Every element is written below, or the arrays are dropped.
            initialized = oldCount
            oldForNew = [Int](unsafeUninitializedCapacity: newCount) { oldForNew, initialized in
                initialized = newCount
                withUnsafeTemporaryAllocation(of: UInt64.self, capacity: IDTable.capacity(for: oldCount)) { slots in
                    slots.initialize(repeating: 0)
                    let table = IDTable(slots: slots)
                    old.forEachElement { offset, element in newForOld[offset] = IDTable.key(function.hash(element.id)) }
                    guard function.isValid else {
                        outcome = .invalidHash
                        return
                    }
                    var oldHasDuplicates = false
                    (outcome, oldHasDuplicates) = insertOld(old, into: table, keys: newForOld)
                    guard outcome == .matched else { return }
                    new.forEachElement { offset, element in oldForNew[offset] = IDTable.key(function.hash(element.id)) }
                    guard function.isValid else {
                        outcome = .invalidHash
                        return
                    }
                    outcome = findCandidates(in: table, keys: oldForNew)
                    guard outcome == .matched else { return }
                    (outcome, matchedCount) = confirmCandidates(
                        old, new, table: table, function: &function, oldHasDuplicates: oldHasDuplicates, oldForNew: oldForNew,
                        newForOld: newForOld, updatedTargets: &updatedTargets)
                }
            }
        }
        switch outcome {
        case .matched:
            return IDMatching(newForOld: newForOld, oldForNew: oldForNew, updatedTargets: updatedTargets, matchedCount: matchedCount)
        case .invalidHash:
            return nil
        case .collisions:
            var fallback = matchingAllOccurrences(old, new)
            fallback.usedCollisionFallback = true
            return fallback
        case .repeatedInBoth:
            return matchingAllOccurrences(old, new)
        }
    }

    /// Inserts every old offset under its key (read from `keys`, then overwritten with -1,
    /// as no new offset is matched yet); returns `.collisions` or `.matched`, and whether an
    /// old ID repeats (a later occurrence stays out of the table, so it is deleted unless
    /// `new` repeats the ID too).
    @inlinable
    @inline(__always)
    static func insertOld<Store: MatchableElements>(
        _ old: Store, into table: IDTable, keys: UnsafeMutableBufferPointer<Int>
    ) -> (TableOutcome, oldHasDuplicates: Bool) {
        var oldHasDuplicates = false
        for offset in 0..<old.count {
            let stored = table.insert(keys[offset], offset) { stored in
                old.withElement(at: stored) { storedElement in old.withElement(at: offset) { storedElement.id == $0.id } }
            }
            keys[offset] = -1
            guard let stored else { continue }
            if stored == IDTable.tooLong { return (.collisions, oldHasDuplicates) }
            oldHasDuplicates = true
        }
        return (.matched, oldHasDuplicates)
    }

    /// Replaces each new offset's key with its candidate: the old offset of the first entry
    /// whose tag agrees, -1 if none, or -2 - offset when an earlier new offset claimed that
    /// entry (the mark is kept in the entry, so that no other memory is read per item; it
    /// needs offsets below 2^31 - 1). Returns `.collisions` or `.matched`.
    @inlinable
    @inline(__always)
    static func findCandidates(in table: IDTable, keys: UnsafeMutableBufferPointer<Int>) -> TableOutcome {
        for offset in keys.indices {
            let candidate = table.claimCandidate(keys[offset])
            if candidate == IDTable.tooLong { return .collisions }
            keys[offset] = candidate
        }
        return .matched
    }

    /// Confirms each candidate by ID (a rare false one gets a full lookup), pairs each old
    /// offset with one new offset at most, and compares the contents of the pairs. Returns
    /// how it ended and the number of pairs.
    ///
    /// Until a false candidate turns up, the claim marks are exact: an unclaimed candidate
    /// with an equal ID is the first new occurrence of that ID, a claimed one a repeat. After
    /// one, whether an old offset is taken is read from `newForOld` instead.
    @inlinable
    @inline(__always)
    static func confirmCandidates<Store: MatchableElements, Function: IDHashFunction>(
        _ old: Store, _ new: Store, table: IDTable, function: inout Function, oldHasDuplicates: Bool,
        oldForNew: UnsafeMutableBufferPointer<Int>, newForOld: UnsafeMutableBufferPointer<Int>, updatedTargets: inout [Int]
    ) -> (TableOutcome, matchedCount: Int) where Function.ID == Store.Element.ID {
        var outcome = TableOutcome.matched
        var matchedCount = 0
        var careful = false
        // Updated targets gather in a small buffer that spills into the array now and then:
        // a call in the loop makes the compiler retain the element it has in hand.
        var updates = UpdateBuffer()
        new.forEachElement { offset, element in
            var source = oldForNew[offset]
            guard source != -1, outcome == .matched else { return }
            let claimed = source < -1
            if claimed { source = -2 &- source }
            // Both comparisons read the old element in place, once.
            var (sameID, sameContent) = old.withElement(at: source) { candidate in
                candidate.id == element.id ? (true, element.isContentEqual(to: candidate)) : (false, false)
            }
            var taken = claimed
            if !sameID {
                // A rare false candidate: look the ID up in full (its key is hashed again).
                careful = true
                source = table.find(IDTable.key(function.hash(element.id))) { stored in old.withElement(at: stored) { $0.id == element.id } }
                if source == IDTable.tooLong {
                    outcome = .collisions
                    return
                }
                if source < 0 {
                    oldForNew[offset] = -1
                    return
                }
                sameContent = old.withElement(at: source) { element.isContentEqual(to: $0) }
            }
            if careful { taken = newForOld[source] >= 0 }
            if taken {
                // A repeated new ID: a plain insert unless old repeats it as well.
                if oldHasDuplicates { outcome = .repeatedInBoth }
                oldForNew[offset] = -1
                return
            }
            oldForNew[offset] = source
            newForOld[source] = offset
            matchedCount &+= 1
            if !sameContent { updates.append(offset, spillingInto: &updatedTargets) }
        }
        updates.spill(into: &updatedTargets)
        return (outcome, matchedCount)
    }

    /// How ``tableMatching(_:_:_:)`` ended.
    @usableFromInline
    enum TableOutcome {
        /// Every ID matched in the table.
        case matched
        /// The hash function turned invalid.
        case invalidHash
        /// A probe sequence grew too long.
        case collisions
        /// An ID repeats in both lists.
        case repeatedInBoth
    }
}
