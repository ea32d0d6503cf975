import ListKitTestSupport

/// The `limit` of the `diff` benchmark: only the work that every diff of two lists by ID must
/// do, so that ListKit's time divided by its time says how far ListKit is from the least
/// possible. Counts only: no change values, no content comparison, no offsets kept.
///
/// - Each ID is hashed once per side, string IDs over their UTF-8 bytes (with the ASCII check
///   that Swift's canonical string equality makes every byte hash need), integers by one
///   multiplication.
/// - Old IDs go into an open-addressing table allocated at its final size (at most half full,
///   linear probing, an entry holding 32 hash bits and the old offset); an insert meeting an
///   equal ID keeps the first, as a table must.
/// - Each new ID is looked up once; a hit is confirmed with `==`.
/// - One pass of a longest increasing subsequence over the matched old offsets, in new order,
///   counts the items that stay: its length, by patience sorting without back links.
///
/// The IDs of the benchmark data are unique, and the benchmark checks that the counts equal
/// ListKit's on every scenario.
enum DiffLimit {

    /// Changes of a flat diff.
    struct FlatCounts: Equatable, CustomStringConvertible {
        var deletes = 0
        var inserts = 0
        var moves = 0

        var description: String { "deletes=\(deletes) inserts=\(inserts) moves=\(moves)" }
    }

    /// Changes of a sectioned diff, counted as `SectionedChangeset` lists them: item deletes
    /// only in surviving old sections, item inserts only in surviving new sections, and a
    /// move for every matched item off its section's longest increasing subsequence or in
    /// another section than its old one's counterpart.
    struct SectionedCounts: Equatable, CustomStringConvertible {
        var sections = FlatCounts()
        var items = FlatCounts()

        var description: String { "sections: \(sections), items: \(items)" }
    }

    static func flat<ID: LimitHashable>(_ old: [TestItem<ID>], _ new: [TestItem<ID>]) -> FlatCounts {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                var counts = FlatCounts()
                LimitPasses.run(oldCount: old.count, newCount: new.count) { passes in
                    let seed = limitSeed
                    for offset in 0..<old.count { passes.hashes[offset] = ID.limitHash(old[offset].id, seed, &passes.highBits) }
                    passes.insertOld { old[$0].id == old[$1].id }
                    for offset in 0..<new.count { passes.hashes[offset] = ID.limitHash(new[offset].id, seed, &passes.highBits) }
                    passes.probeNew()
                    for offset in 0..<new.count { passes.confirm(offset) { old[$0].id == new[offset].id } }
                    ID.checkLimitHashes(passes.highBits)
                    var staying = LimitSubsequence(capacity: min(old.count, new.count))
                    for source in passes.sources {
                        if source < 0 { counts.inserts += 1 } else { staying.append(source) }
                    }
                    counts.deletes = old.count - staying.count
                    counts.moves = staying.count - staying.length
                    staying.deallocate()
                }
                return counts
            }
        }
    }

    static func sectioned<ID: LimitHashable>(
        _ old: [TitledSection<ID, TestItem<ID>>], _ new: [TitledSection<ID, TestItem<ID>>]
    ) -> SectionedCounts {
        var counts = SectionedCounts()
        // Sections: the same matching, keeping each new section's old counterpart.
        var counterpart = [Int](repeating: -1, count: new.count)
        var survivingOld = [Bool](repeating: false, count: old.count)
        LimitPasses.run(oldCount: old.count, newCount: new.count) { passes in
            let seed = limitSeed
            for index in old.indices { passes.hashes[index] = ID.limitHash(old[index].id, seed, &passes.highBits) }
            passes.insertOld { old[$0].id == old[$1].id }
            for index in new.indices { passes.hashes[index] = ID.limitHash(new[index].id, seed, &passes.highBits) }
            passes.probeNew()
            for index in new.indices { passes.confirm(index) { old[$0].id == new[index].id } }
            ID.checkLimitHashes(passes.highBits)
            var staying = LimitSubsequence(capacity: min(old.count, new.count))
            for (index, source) in passes.sources.enumerated() {
                counterpart[index] = Int(source)
                if source < 0 {
                    counts.sections.inserts += 1
                } else {
                    staying.append(source)
                    survivingOld[Int(source)] = true
                }
            }
            counts.sections.deletes = old.count - staying.count
            counts.sections.moves = staying.count - staying.length
            staying.deallocate()
        }

        // Items: matched across sections by flat offsets; a side array gives an old item's section.
        var oldStarts: [Int] = [0]
        for section in old { oldStarts.append(oldStarts[oldStarts.count - 1] + section.elements.count) }
        var newStarts: [Int] = [0]
        for section in new { newStarts.append(newStarts[newStarts.count - 1] + section.elements.count) }
        var oldSection = [Int32](repeating: 0, count: oldStarts[old.count])
        for index in old.indices {
            for flat in oldStarts[index]..<oldStarts[index + 1] { oldSection[flat] = Int32(truncatingIfNeeded: index) }
        }
        func oldID(_ flat: Int) -> ID {
            let section = Int(oldSection[flat])
            return old[section].elements[flat - oldStarts[section]].id
        }
        var matchedFrom = [Int](repeating: 0, count: old.count)
        LimitPasses.run(oldCount: oldStarts[old.count], newCount: newStarts[new.count]) { passes in
            let seed = limitSeed
            for (index, section) in old.enumerated() {
                section.elements.withUnsafeBufferPointer { elements in
                    let start = oldStarts[index]
                    for item in elements.indices { passes.hashes[start + item] = ID.limitHash(elements[item].id, seed, &passes.highBits) }
                }
            }
            passes.insertOld { oldID($0) == oldID($1) }
            for (index, section) in new.enumerated() {
                section.elements.withUnsafeBufferPointer { elements in
                    let start = newStarts[index]
                    for item in elements.indices { passes.hashes[start + item] = ID.limitHash(elements[item].id, seed, &passes.highBits) }
                }
            }
            passes.probeNew()
            for (index, section) in new.enumerated() {
                section.elements.withUnsafeBufferPointer { elements in
                    for item in elements.indices { passes.confirm(newStarts[index] + item) { oldID($0) == elements[item].id } }
                }
            }
            ID.checkLimitHashes(passes.highBits)
            var staying = LimitSubsequence(capacity: oldStarts[old.count])
            for index in new.indices {
                let home = counterpart[index]
                staying.reset()
                for source in passes.sources[newStarts[index]..<newStarts[index + 1]] {
                    if source < 0 {
                        if home >= 0 { counts.items.inserts += 1 }
                        continue
                    }
                    let from = Int(oldSection[Int(source)])
                    matchedFrom[from] += 1
                    if from == home { staying.append(source) } else { counts.items.moves += 1 }
                }
                counts.items.moves += staying.count - staying.length
            }
            staying.deallocate()
        }
        for (index, section) in old.enumerated() where survivingOld[index] {
            counts.items.deletes += section.elements.count - matchedFrom[index]
        }
        return counts
    }
}

/// The limit's passes over two lists, each a tight loop of one kind of work, so the
/// processor overlaps the cache misses of consecutive items (a loop that hashes, probes
/// and branches on what it found in one go runs up to twice as long on large lists): hash
/// the old IDs, insert them, hash the new ones, look each up, confirming a hit with `==`.
struct LimitPasses {
    /// Each side's hashes in turn.
    let hashes: UnsafeMutableBufferPointer<UInt64>
    let oldCount: Int
    /// For each new offset, the matched old offset or -1.
    let sources: UnsafeMutableBufferPointer<Int32>
    let table: LimitTable
    /// What the hashes ORed in for ``LimitHashable/checkLimitHashes(_:)``.
    var highBits: UInt64 = 0

    static func run(oldCount: Int, newCount: Int, _ body: (inout LimitPasses) -> Void) {
        let hashes = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: max(oldCount, newCount))
        let sources = UnsafeMutableBufferPointer<Int32>.allocate(capacity: newCount)
        defer {
            hashes.deallocate()
            sources.deallocate()
        }
        LimitTable.with(count: oldCount) { table in
            var passes = LimitPasses(hashes: hashes, oldCount: oldCount, sources: sources, table: table)
            body(&passes)
        }
    }

    /// Inserts every old offset; `isEqual(stored, offset)` compares two old IDs.
    func insertOld(_ isEqual: (Int, Int) -> Bool) {
        for offset in 0..<oldCount { table.insert(hashes[offset], offset) { isEqual($0, offset) } }
    }

    /// Each new offset's candidate: the old offset of the first entry whose hash bits agree.
    func probeNew() {
        for offset in sources.indices { sources[offset] = Int32(truncatingIfNeeded: table.candidate(hashes[offset])) }
    }

    /// Confirms the candidate of new offset `offset` with `isEqual(old)`, or looks it up in
    /// full (a rare false candidate).
    @inline(__always)
    func confirm(_ offset: Int, _ isEqual: (Int) -> Bool) {
        let source = Int(sources[offset])
        if source >= 0 && !isEqual(source) {
            sources[offset] = Int32(truncatingIfNeeded: table.find(hashes[offset], isEqual: isEqual))
        }
    }
}

/// The limit's hash table: `UInt64` slots holding the hash's high 32 bits and offset + 1
/// (0 is empty), at most half full.
struct LimitTable {
    let slots: UnsafeMutableBufferPointer<UInt64>
    let mask: Int

    /// Runs `body` with an empty table for `count` entries, allocated and freed around it.
    static func with<R>(count: Int, _ body: (LimitTable) -> R) -> R {
        var capacity = 16
        while capacity < count * 2 { capacity <<= 1 }
        let slots = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: capacity)
        slots.initialize(repeating: 0)
        defer { slots.deallocate() }
        return body(LimitTable(slots: slots, mask: capacity - 1))
    }

    @inline(__always)
    func insert(_ hash: UInt64, _ offset: Int, isEqual: (Int) -> Bool) {
        let tag = hash & 0xFFFF_FFFF_0000_0000
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 {
                slots[slot] = tag | UInt64(offset + 1)
                return
            }
            if entry & 0xFFFF_FFFF_0000_0000 == tag && isEqual(Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1) { return }
            slot = (slot + 1) & mask
        }
    }

    /// The offset of the first entry whose hash bits agree, or -1.
    @inline(__always)
    func candidate(_ hash: UInt64) -> Int {
        let tag = hash & 0xFFFF_FFFF_0000_0000
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return -1 }
            if entry & 0xFFFF_FFFF_0000_0000 == tag { return Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1 }
            slot = (slot + 1) & mask
        }
    }

    /// The offset stored for an equal ID, or -1.
    @inline(__always)
    func find(_ hash: UInt64, isEqual: (Int) -> Bool) -> Int {
        let tag = hash & 0xFFFF_FFFF_0000_0000
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return -1 }
            let offset = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
            if entry & 0xFFFF_FFFF_0000_0000 == tag && isEqual(offset) { return offset }
            slot = (slot + 1) & mask
        }
    }
}

/// The length of a longest strictly increasing subsequence of the values appended, by
/// patience sorting: the smallest tail of an increasing run of each length, one binary
/// search per value that does not extend the longest, as ListKit's.
struct LimitSubsequence {
    private let tails: UnsafeMutablePointer<Int32>
    /// Values appended since the last reset.
    private(set) var count = 0
    /// The longest increasing subsequence's length.
    private(set) var length = 0

    init(capacity: Int) {
        tails = .allocate(capacity: max(1, capacity))
    }

    func deallocate() { tails.deallocate() }

    mutating func reset() {
        count = 0
        length = 0
    }

    @inline(__always)
    mutating func append(_ value: Int32) {
        count += 1
        if length == 0 || tails[length - 1] < value {
            tails[length] = value
            length += 1
            return
        }
        // The first tail not below `value` (the last one is not), by binary search.
        var low = 0
        var remaining = length
        while remaining > 1 {
            let half = remaining >> 1
            if tails[low &+ half &- 1] < value { low &+= half }
            remaining &-= half
        }
        tails[low] = value
    }
}

/// An ID the limit hashes without `Hasher`.
protocol LimitHashable: Hashable {
    /// A hash of `id` with well-mixed low and high bits; ORs into `highBits` what
    /// `checkLimitHashes` needs to know.
    static func limitHash(_ id: Self, _ seed: UInt64, _ highBits: inout UInt64) -> UInt64
    /// Stops the benchmark if a hash was not valid (a non-ASCII string).
    static func checkLimitHashes(_ highBits: UInt64)
}

/// The per-process seed of the limit's hashes.
let limitSeed: UInt64 = {
    var hasher = Hasher()
    hasher.combine(0x11_1717 as UInt64)
    return UInt64(truncatingIfNeeded: hasher.finalize())
}()

/// The 128-bit product of `a` and `b`, its halves XORed: one multiplication that mixes
/// every input bit into the middle of the result.
@inline(__always)
func limitMix(_ a: UInt64, _ b: UInt64) -> UInt64 {
    let product = a.multipliedFullWidth(by: b)
    return product.high ^ product.low
}

extension Int: LimitHashable {
    @inline(__always)
    static func limitHash(_ id: Int, _ seed: UInt64, _ highBits: inout UInt64) -> UInt64 {
        limitMix(UInt64(bitPattern: Int64(id)) ^ seed, 0x9E37_79B9_7F4A_7C15)
    }

    static func checkLimitHashes(_ highBits: UInt64) {}
}

extension String: LimitHashable {
    /// 16 bytes per multiplication (the last 16 overlapping), shorter strings by two
    /// overlapping loads; the OR of every byte read tells whether the string is ASCII.
    @inline(__always)
    static func limitHash(_ id: String, _ seed: UInt64, _ highBits: inout UInt64) -> UInt64 {
        let hash = id.utf8.withContiguousStorageIfAvailable { buffer -> UInt64 in
            let bytes = UnsafeRawBufferPointer(buffer)
            let count = bytes.count
            var state = seed ^ UInt64(count)
            var seen: UInt64 = 0
            if count > 16 {
                var offset = 0
                while offset + 16 < count {
                    let first = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    let second = bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
                    seen |= first | second
                    state = limitMix(first ^ state, second ^ 0xA076_1D64_78BD_642F)
                    offset += 16
                }
                let first = bytes.loadUnaligned(fromByteOffset: count - 16, as: UInt64.self)
                let second = bytes.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                seen |= first | second
                state = limitMix(first ^ state, second ^ 0xE703_7ED1_A0B4_28DB)
            } else {
                var first: UInt64 = 0
                var second: UInt64 = 0
                if count >= 8 {
                    first = bytes.loadUnaligned(as: UInt64.self)
                    second = bytes.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                } else if count >= 4 {
                    first = UInt64(bytes.loadUnaligned(as: UInt32.self))
                    second = UInt64(bytes.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
                } else if count > 0 {
                    first = UInt64(bytes[0]) << 16 | UInt64(bytes[count >> 1]) << 8 | UInt64(bytes[count - 1])
                }
                seen = first | second
                state = limitMix(first ^ state, second ^ 0xE703_7ED1_A0B4_28DB)
            }
            highBits |= seen
            return state
        }
        guard let hash else { fatalError("limit: a string ID without contiguous UTF-8") }
        return hash
    }

    static func checkLimitHashes(_ highBits: UInt64) {
        precondition(highBits & 0x8080_8080_8080_8080 == 0, "limit: a non-ASCII string ID, which the byte hash cannot match")
    }
}
