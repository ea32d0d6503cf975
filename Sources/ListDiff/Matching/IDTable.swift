/// The matcher's open-addressing table of old offsets: per slot, 32 bits of the ID's key (its
/// tag), a claim mark (bit 31) and the old offset plus one (0 is an empty slot), so offsets
/// stay below 2^31 - 1. At most half full, linear probing from the key's low bits, so most
/// probes compare integers instead of IDs.
///
/// A key is a hash in a word (``key(_:)``), so that it can wait in the matching's offset
/// arrays: the whole hash where `Int` has 64 bits, and the tag its high half; where `Int` has
/// 32 bits (watchOS on arm64_32), the hash folded to 32 bits, and the tag all of them.
///
/// Every probe sequence is bounded by ``probeLimit``: a longer one means IDs that collide
/// under the hash (by design, for IDs an attacker chooses), and the operations return
/// ``tooLong`` so that the matcher can fall back to `Hasher`.
@usableFromInline
struct IDTable {
    @usableFromInline let slots: UnsafeMutablePointer<UInt64>
    @usableFromInline let mask: Int

    /// What a lookup returns after a probe sequence longer than ``probeLimit``.
    @inlinable
    static var tooLong: Int { Int.min }

    /// The longest probe sequence accepted; random hashes at the table's load (at most one
    /// half) practically never come near it.
    @inlinable
    static var probeLimit: Int { 96 }

    /// The number of slots for `count` entries: a power of two at least twice `count`.
    @inlinable
    static func capacity(for count: Int) -> Int {
        var capacity = 16
        while capacity < count * 2 { capacity <<= 1 }
        return capacity
    }

    /// A table over `slots`, a zeroed power-of-two number of them.
    @inlinable
    init(slots: UnsafeMutableBufferPointer<UInt64>) {
        self.slots = slots.baseAddress.unsafelyUnwrapped
        mask = slots.count - 1
    }

    /// The key of a 64-bit hash.
    @inlinable
    @inline(__always)
    static func key(_ hash: UInt64) -> Int {
        #if _pointerBitWidth(_32)
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
        #else
        return Int(truncatingIfNeeded: hash)
        #endif
    }

    /// The tag of a key, in the high half of an entry.
    @inlinable
    @inline(__always)
    static func tag(_ key: Int) -> UInt64 {
        #if _pointerBitWidth(_32)
        return UInt64(UInt(bitPattern: key)) << 32
        #else
        return UInt64(UInt(bitPattern: key)) & 0xFFFF_FFFF_0000_0000
        #endif
    }

    /// The tag of an entry.
    @inlinable
    @inline(__always)
    static func tag(entry: UInt64) -> UInt64 { entry & 0xFFFF_FFFF_0000_0000 }

    /// Stores `offset` under `key` unless an entry with the same tag holds an ID that
    /// `isEqual(storedOffset)` says is equal. Returns nil when stored, the equal entry's
    /// offset, or ``tooLong``. (The first probe, which usually decides, is kept apart from
    /// the counted loop.)
    @inlinable
    @inline(__always)
    func insert(_ key: Int, _ offset: Int, isEqual: (Int) -> Bool) -> Int? {
        let tag = Self.tag(key)
        var slot = key & mask
        var entry = slots[slot]
        var probes = 0
        while entry != 0 {
            if Self.tag(entry: entry) == tag {
                let stored = Int(truncatingIfNeeded: entry & 0x7FFF_FFFF) &- 1
                if isEqual(stored) { return stored }
            }
            slot = (slot &+ 1) & mask
            probes &+= 1
            if probes > Self.probeLimit { return Self.tooLong }
            entry = slots[slot]
        }
        slots[slot] = tag | UInt64(truncatingIfNeeded: offset &+ 1)
        return nil
    }

    /// What ``insertUnlessTagAgrees(_:_:)`` did.
    @usableFromInline
    enum TagInsert {
        /// The offset is stored.
        case stored
        /// An entry's tag agrees with the key: nothing is stored, the IDs are still to compare.
        case tagAgrees
        /// The probe sequence was longer than ``probeLimit``: nothing is stored.
        case tooLong
    }

    /// Stores `offset` under `key` unless an entry's tag agrees with it: ``insert(_:_:isEqual:)``
    /// for the usual key, which meets no equal tag, with no ID to compare and so no call out of
    /// the loop that runs it (its values stay in registers).
    @inlinable
    @inline(__always)
    func insertUnlessTagAgrees(_ key: Int, _ offset: Int) -> TagInsert {
        let tag = Self.tag(key)
        var slot = key & mask
        var entry = slots[slot]
        var probes = 0
        while entry != 0 {
            if Self.tag(entry: entry) == tag { return .tagAgrees }
            slot = (slot &+ 1) & mask
            probes &+= 1
            if probes > Self.probeLimit { return .tooLong }
            entry = slots[slot]
        }
        slots[slot] = tag | UInt64(truncatingIfNeeded: offset &+ 1)
        return .stored
    }

    /// `found(slot, entry)` for the first entry whose tag agrees with `key` (its ID not compared
    /// yet); -1 when an empty slot comes first, or ``tooLong``. The lookups below share this
    /// probe; inlined with its closure, each compiles to the loop it would be written out.
    @inlinable
    @inline(__always)
    func withFirstTagMatch(_ key: Int, _ found: (_ slot: Int, _ entry: UInt64) -> Int) -> Int {
        let tag = Self.tag(key)
        var slot = key & mask
        var entry = slots[slot]
        if entry == 0 { return -1 }
        if Self.tag(entry: entry) != tag {
            var probes = 0
            repeat {
                slot = (slot &+ 1) & mask
                probes &+= 1
                if probes > Self.probeLimit { return Self.tooLong }
                entry = slots[slot]
                if entry == 0 { return -1 }
            } while Self.tag(entry: entry) != tag
        }
        return found(slot, entry)
    }

    /// The offset of the first entry whose tag agrees with `key` (its ID not compared yet),
    /// -1 if none, or ``tooLong``. Reads the table only.
    @inlinable
    @inline(__always)
    func candidate(_ key: Int) -> Int {
        withFirstTagMatch(key) { _, entry in Int(truncatingIfNeeded: entry & 0x7FFF_FFFF) &- 1 }
    }

    /// The offset of the first entry whose tag agrees with `key` (its ID not compared yet),
    /// -1 if none, or ``tooLong``; marks that entry as claimed, and returns -2 - offset if it
    /// already was (the entry, just read, is written back in place: no other memory is read).
    @inlinable
    @inline(__always)
    func claimCandidate(_ key: Int) -> Int {
        withFirstTagMatch(key) { slot, entry in
            let offset = Int(truncatingIfNeeded: entry & 0x7FFF_FFFF) &- 1
            if entry & 0x8000_0000 != 0 { return -2 &- offset }
            slots[slot] = entry | 0x8000_0000
            return offset
        }
    }

    /// The offset of the entry whose tag agrees with `key` and whose ID `isEqual(offset)`
    /// says is equal, -1 if none, or ``tooLong``.
    @inlinable
    func find(_ key: Int, isEqual: (Int) -> Bool) -> Int {
        let tag = Self.tag(key)
        var slot = key & mask
        var probes = 0
        while true {
            let entry = slots[slot]
            if entry == 0 { return -1 }
            if Self.tag(entry: entry) == tag {
                let stored = Int(truncatingIfNeeded: entry & 0x7FFF_FFFF) &- 1
                if isEqual(stored) { return stored }
            }
            slot = (slot &+ 1) & mask
            probes &+= 1
            if probes > Self.probeLimit { return Self.tooLong }
        }
    }
}
