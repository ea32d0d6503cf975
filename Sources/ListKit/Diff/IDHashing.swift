/// Hash values for the matcher's table. `String` IDs (the common UUID-string case) are
/// hashed with a seeded word-at-a-time hash that is several times cheaper than
/// `Hasher`'s SipHash; everything else uses `hashValue`.
///
/// The trade-off: the byte hash is seeded per process but not designed to resist chosen
/// collisions, so IDs an attacker picks (a server echoing user-chosen IDs, say) could
/// pile up in one place of the table. The matcher bounds every probe sequence and switches
/// to `Hasher` (SipHash, made for that) when one grows too long, so the worst case costs
/// linear time and only the fast path's speed is lost.
///
/// The byte hash is only valid for ASCII: Swift's `==` on strings is canonical
/// equivalence, and a non-ASCII string can equal an ASCII one with other bytes (U+212A
/// KELVIN SIGN == "K"). So a diff uses it only if every ID it hashes is ASCII; on the first
/// non-ASCII ID the caller rehashes everything with `hashValue`.
@usableFromInline
enum IDHashing {
    /// A per-process random seed, so table layouts (and collisions) differ between runs.
    @usableFromInline
    static let seed: UInt64 = {
        var hasher = Hasher()
        hasher.combine(0x5EED as UInt64)
        return UInt64(truncatingIfNeeded: hasher.finalize())
    }()

    /// Whether `ID` gets the byte hash.
    @inlinable
    static func hashesBytes<ID: Hashable>(_ type: ID.Type) -> Bool {
        type == String.self
    }

    /// The byte hash of `id`, or nil when it is not a `String`, isn't ASCII or has no
    /// contiguous UTF-8. (The cast specializes to nothing where `ID` is `String`.)
    @inlinable
    static func asciiHash<ID: Hashable>(_ id: ID, seed: UInt64) -> Int? {
        guard let string = id as? String else { return nil }
        let hash = string.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            hashASCII(UnsafeRawBufferPointer(bytes), seed: seed)
        }
        return hash ?? nil
    }

    /// A seeded multiply-mix hash over 8-byte words with a final avalanche, or nil if a
    /// byte is not ASCII.
    @inlinable
    static func hashASCII(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> Int? {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var state = seed ^ (UInt64(bytes.count) &* multiplier)
        var highBits: UInt64 = 0
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            highBits |= word
            state = (state ^ word) &* multiplier
            state ^= state >> 29
            offset += 8
        }
        if offset < bytes.count {
            var word: UInt64 = 0
            var shift: UInt64 = 0
            while offset < bytes.count {
                word |= UInt64(bytes[offset]) << shift
                shift += 8
                offset += 1
            }
            highBits |= word
            state = (state ^ word) &* multiplier
            state ^= state >> 29
        }
        guard highBits & 0x8080_8080_8080_8080 == 0 else { return nil }
        // MurmurHash3's 64-bit finalizer: every input bit affects every output bit.
        state ^= state >> 33
        state = state &* 0xFF51_AFD7_ED55_8CCD
        state ^= state >> 33
        state = state &* 0xC4CE_B9FE_1A85_EC53
        state ^= state >> 33
        return Int(truncatingIfNeeded: state)
    }

    /// Fills `hashes[0..<store.count]` with the IDs' hashes: byte hashes while
    /// `useBytes` holds, which turns false (and the fill restarts with `hashValue`) at the
    /// first ID that can't take one. `narrow` keeps 32 bits of each, as a 32-bit `Int` would.
    @inlinable
    static func fill<Store: ElementStore>(
        _ hashes: UnsafeMutableBufferPointer<Int>, from store: Store, useBytes: inout Bool,
        narrow: Bool = false
    ) {
        fillWide(hashes, from: store, useBytes: &useBytes)
        if narrow {
            for offset in 0..<store.count { hashes[offset] = Int(truncatingIfNeeded: Int32(truncatingIfNeeded: hashes[offset])) }
        }
    }

    @inlinable
    static func fillWide<Store: ElementStore>(_ hashes: UnsafeMutableBufferPointer<Int>, from store: Store, useBytes: inout Bool) {
        if useBytes {
            let seed = seed
            for offset in 0..<store.count {
                guard let hash = asciiHash(store[offset].id, seed: seed) else {
                    useBytes = false
                    break
                }
                hashes[offset] = hash
            }
            if useBytes { return }
        }
        for offset in 0..<store.count { hashes[offset] = store[offset].id.hashValue }
    }
}
