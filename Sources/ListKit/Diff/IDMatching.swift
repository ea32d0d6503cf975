/// Which old and new positions hold the same ID (Heckel's symbol table), and which of the
/// matched pairs changed content.
@usableFromInline
struct IDMatching: Sendable {
    /// For each old offset, the matched new offset or -1.
    @usableFromInline var newForOld: [Int]
    /// For each new offset, the matched old offset or -1.
    @usableFromInline var oldForNew: [Int]
    /// New offsets of matched pairs whose content differs, ascending.
    @usableFromInline var updatedTargets: [Int]
    /// Whether the fast table gave up on a too long probe sequence (IDs colliding under the
    /// fast hash, as crafted adversarial IDs would) and `Hasher` matched instead.
    @usableFromInline var usedCollisionFallback = false

    @inlinable
    init(oldCount: Int, newCount: Int) {
        newForOld = [Int](repeating: -1, count: oldCount)
        oldForNew = [Int](repeating: -1, count: newCount)
        updatedTargets = []
    }
}

extension IDMatching {
    /// Matches `old` and `new` by ID in expected linear time: the k-th occurrence of an ID
    /// in `old` pairs with its k-th occurrence in `new`.
    ///
    /// The fast path is an open-addressing table holding, per slot, 32 bits of the ID's
    /// hash and the old offset, so each ID is hashed exactly once and most probes compare
    /// integers instead of IDs. Hashing, table probing and ID comparison run as separate
    /// passes: the probe loops are tiny and independent per item, so the processor overlaps
    /// their cache misses on the table, which otherwise dominate large diffs. A duplicate
    /// ID that would need a second match falls back to ``matchingAllOccurrences(_:_:)``.
    ///
    /// Slot tags: with 64-bit hashes, the hash's high 32 bits (independent of the slot,
    /// which uses the low bits). Where `Int` has 32 bits (watchOS on arm64_32) the hash has
    /// no high bits, so the tag is the hash multiplied by an odd constant instead: its
    /// high 32 bits depend on every hash bit. `hashBits` forces the 32-bit reading for tests.
    ///
    /// Collisions: a probe sequence longer than ``probeLimit`` means IDs that collide under
    /// the fast hash (unlikely by chance, possible by design for IDs an attacker chooses);
    /// then `Hasher`, which is seeded per process and made for it, matches instead, so such
    /// IDs cost linear time, not quadratic.
    @inlinable
    static func matching<Store: ElementStore>(_ old: Store, _ new: Store, hashBits: Int = Int.bitWidth) -> IDMatching {
        var result = IDMatching(oldCount: old.count, newCount: new.count)
        if old.count == 0 || new.count == 0 { return result }
        // Offsets are stored in 32 bits, plus one.
        if UInt(bitPattern: old.count) >= UInt(UInt32.max) { return matchingAllOccurrences(old, new) }
        let narrow = hashBits < 64

        var capacity = 16
        while capacity < old.count * 2 { capacity <<= 1 }
        let mask = capacity - 1
        let tagMask: UInt64 = 0xFFFF_FFFF_0000_0000
        var oldHasDuplicates = false
        var needsSlowPath = false
        var needsRehash = false
        var tooManyCollisions = false

        withUnsafeTemporaryAllocation(of: Int.self, capacity: max(old.count, new.count)) { hashes in
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: capacity) { table in
                table.initialize(repeating: 0)
                var useBytes = IDHashing.hashesBytes(Store.Element.ID.self)
                IDHashing.fill(hashes, from: old, useBytes: &useBytes, narrow: narrow)
                for offset in 0..<old.count {
                    let hash = hashes[offset]
                    let tag = tagOf(hash, narrow: narrow)
                    var slot = hash & mask
                    var probes = 0
                    while true {
                        let entry = table[slot]
                        if entry == 0 {
                            table[slot] = tag | UInt64(offset + 1)
                            break
                        }
                        if entry & tagMask == tag, old[Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1].id == old[offset].id {
                            // Later occurrences stay unmatched (deleted) unless `new` repeats the ID too.
                            oldHasDuplicates = true
                            break
                        }
                        slot = (slot + 1) & mask
                        probes += 1
                        if probes > probeLimit {
                            tooManyCollisions = true
                            return
                        }
                    }
                }

                let oldUsedBytes = useBytes
                IDHashing.fill(hashes, from: new, useBytes: &useBytes, narrow: narrow)
                if oldUsedBytes && !useBytes {
                    // A non-ASCII new ID: both sides must use the same hash, so start over.
                    needsRehash = true
                    return
                }
                result.newForOld.withUnsafeMutableBufferPointer { newForOld in
                    result.oldForNew.withUnsafeMutableBufferPointer { oldForNew in
                        // Candidates: the first old offset whose hash bits agree (IDs not compared yet).
                        for offset in 0..<new.count {
                            let hash = hashes[offset]
                            let tag = tagOf(hash, narrow: narrow)
                            var slot = hash & mask
                            var probes = 0
                            while true {
                                let entry = table[slot]
                                if entry == 0 { break }
                                if entry & tagMask == tag {
                                    oldForNew[offset] = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                                    break
                                }
                                slot = (slot + 1) & mask
                                probes += 1
                                if probes > probeLimit {
                                    tooManyCollisions = true
                                    return
                                }
                            }
                        }
                        // Confirm candidates by ID; a rare false candidate gets a full probe.
                        for offset in 0..<new.count {
                            var source = oldForNew[offset]
                            if source < 0 { continue }
                            // Read elements in place (no local copies) so no IDs are retained.
                            if !(old[source].id == new[offset].id) {
                                source = probe(new[offset].id, hash: hashes[offset], mask: mask, table: table, old: old, narrow: narrow)
                                if source == Int.min {
                                    tooManyCollisions = true
                                    return
                                }
                                oldForNew[offset] = source
                                if source < 0 { continue }
                            }
                            if newForOld[source] >= 0 {
                                // A repeated new ID: a plain insert unless old repeats it as well.
                                if oldHasDuplicates {
                                    needsSlowPath = true
                                    return
                                }
                                oldForNew[offset] = -1
                                continue
                            }
                            newForOld[source] = offset
                            if !new[offset].isContentEqual(to: old[source]) {
                                result.updatedTargets.append(offset)
                            }
                        }
                    }
                }
            }
        }
        if tooManyCollisions {
            var fallback = matchingAllOccurrences(old, new)
            fallback.usedCollisionFallback = true
            return fallback
        }
        if needsRehash { return matchingAllOccurrences(old, new) }
        return needsSlowPath ? matchingAllOccurrences(old, new) : result
    }

    /// The longest probe sequence the fast table accepts; random hashes at the table's
    /// load (at most one half) practically never come near it.
    @inlinable
    static var probeLimit: Int { 96 }

    /// The 32 tag bits of a slot entry for `hash` (see ``matching(_:_:hashBits:)``).
    @inlinable
    @inline(__always)
    static func tagOf(_ hash: Int, narrow: Bool) -> UInt64 {
        if narrow { return (UInt64(UInt32(truncatingIfNeeded: hash)) &* 0x9E37_79B9_7F4A_7C15) & 0xFFFF_FFFF_0000_0000 }
        return UInt64(truncatingIfNeeded: hash) & 0xFFFF_FFFF_0000_0000
    }

    /// The old offset holding `id` in `table`, or -1, comparing IDs at every hash match;
    /// `Int.min` when the probe sequence exceeds ``probeLimit``.
    @inlinable
    static func probe<Store: ElementStore>(
        _ id: Store.Element.ID, hash: Int, mask: Int, table: UnsafeMutableBufferPointer<UInt64>, old: Store, narrow: Bool
    ) -> Int {
        let tagMask: UInt64 = 0xFFFF_FFFF_0000_0000
        let tag = tagOf(hash, narrow: narrow)
        var slot = hash & mask
        var probes = 0
        while true {
            let entry = table[slot]
            if entry == 0 { return -1 }
            let source = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
            if entry & tagMask == tag, old[source].id == id { return source }
            slot = (slot + 1) & mask
            probes += 1
            if probes > probeLimit { return Int.min }
        }
    }

    /// Occurrence-by-occurrence matching with a dictionary of per-ID chains of old offsets;
    /// used only when an ID repeats in both lists.
    @inlinable
    static func matchingAllOccurrences<Store: ElementStore>(_ old: Store, _ new: Store) -> IDMatching {
        var result = IDMatching(oldCount: old.count, newCount: new.count)
        var next = [Int](repeating: -1, count: old.count)
        var first: [Store.Element.ID: Int] = [:]
        first.reserveCapacity(old.count)
        for offset in (0..<old.count).reversed() {
            let id = old[offset].id
            next[offset] = first[id] ?? -1
            first[id] = offset
        }
        for offset in 0..<new.count {
            let element = new[offset]
            guard let source = first[element.id] else { continue }
            if next[source] >= 0 {
                first[element.id] = next[source]
            } else {
                first[element.id] = nil
            }
            result.newForOld[source] = offset
            result.oldForNew[offset] = source
            if !element.isContentEqual(to: old[source]) {
                result.updatedTargets.append(offset)
            }
        }
        return result
    }

    /// Runs `body` on contiguous buffers of `old` and `new`, copying only collections
    /// without contiguous storage.
    @inlinable
    static func withBuffers<C: Collection, R>(
        _ old: C, _ new: C,
        _ body: (UnsafeBufferPointer<C.Element>, UnsafeBufferPointer<C.Element>) -> R
    ) -> R {
        let direct = old.withContiguousStorageIfAvailable { oldBuffer in
            new.withContiguousStorageIfAvailable { newBuffer in body(oldBuffer, newBuffer) }
        }
        if let result = direct ?? nil { return result }
        return ContiguousArray(old).withUnsafeBufferPointer { oldBuffer in
            ContiguousArray(new).withUnsafeBufferPointer { newBuffer in body(oldBuffer, newBuffer) }
        }
    }
}
