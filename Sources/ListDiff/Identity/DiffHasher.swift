/// The hasher ListDiff's diff gives a ``DiffHashable`` ID: a seeded multiply-mix hash, several
/// times cheaper than `Hasher`, which is made to resist hash flooding.
///
/// Feed it what the ID's `==` compares, with ``combine(_:)-(UInt64)`` and its overloads. Each
/// value fed is mixed into the state with one 64×64→128-bit multiplication; a string or a run
/// of bytes costs one multiplication per 16 bytes. The seed is random per process, so the
/// hashes, and the table layout they give, change between runs; the changes a diff finds do not.
///
/// The hash is not made to resist IDs chosen to collide, such as IDs a server echoes from its
/// users: the diff bounds every probe sequence of its table and, when one grows too long,
/// matches that diff's IDs with `Hasher` instead, so such IDs cost linear time, not quadratic.
public struct DiffHasher {
    /// The hash so far.
    @usableFromInline var state: UInt64
    /// Every byte of the strings fed, ORed together: a set high bit means a string that is not
    /// ASCII (or has no contiguous UTF-8), so the byte hash cannot stand for its `==`.
    @usableFromInline var stringBits: UInt64 = 0

    /// A hasher starting from `seed`.
    @inlinable
    init(seed: UInt64) {
        state = seed
    }

    /// The hash of what was fed.
    @inlinable
    var value: UInt64 { state }

    /// Whether every string fed was ASCII with contiguous UTF-8.
    @inlinable
    var stringsAreASCII: Bool { stringBits & 0x8080_8080_8080_8080 == 0 }

    /// Feeds 64 bits.
    @inlinable
    @inline(__always)
    public mutating func combine(_ value: UInt64) {
        state = Self.mix(state ^ value, 0x9E37_79B9_7F4A_7C15)
    }

    /// Feeds an integer of any fixed width.
    @inlinable
    @inline(__always)
    public mutating func combine<Value: FixedWidthInteger>(_ value: Value) {
        if Value.bitWidth <= 64 {
            combine(UInt64(truncatingIfNeeded: value))
        } else {
            for word in value.words { combine(UInt64(word)) }
        }
    }

    /// Feeds a string by its UTF-8 bytes.
    ///
    /// Swift compares strings by canonical equivalence, so a non-ASCII string can equal one
    /// with other bytes (U+212A KELVIN SIGN equals "K"): the bytes stand for `==` only when
    /// every string is ASCII. When a diff meets a string that is not (or one without contiguous
    /// UTF-8, such as a lazily bridged `NSString`), it hashes all of its IDs with `Hasher`
    /// instead, so such strings are matched exactly, only more slowly.
    @inlinable
    @inline(__always)
    public mutating func combine(_ string: String) {
        let hashed: Void? = string.utf8.withContiguousStorageIfAvailable { utf8 in
            stringBits |= combineReturningBits(UnsafeRawBufferPointer(utf8))
        }
        if hashed == nil { stringBits = .max }
    }

    /// Feeds raw bytes, for an ID whose `==` compares exactly these bytes (such as a UUID's
    /// 16 bytes).
    @inlinable
    @inline(__always)
    public mutating func combine(bytes: UnsafeRawBufferPointer) {
        _ = combineReturningBits(bytes)
    }

    /// Hashes `bytes` into the state: 16 bytes per multiplication with the last 16 read
    /// again where they overlap, shorter runs by two overlapping loads, the length mixed in.
    /// Returns every byte read ORed together (every byte is read at least once).
    @inlinable
    @inline(__always)
    mutating func combineReturningBits(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let count = bytes.count
        var first: UInt64 = 0
        var second: UInt64 = 0
        var seen: UInt64 = 0
        var state = self.state ^ UInt64(truncatingIfNeeded: count)
        if let base = bytes.baseAddress, count > 0 {
            if count > 16 {
                var offset = 0
                repeat {
                    let low = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    let high = base.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self)
                    seen |= low | high
                    state = Self.mix(low ^ state, high ^ 0xA076_1D64_78BD_642F)
                    offset &+= 16
                } while offset &+ 16 < count
                first = base.loadUnaligned(fromByteOffset: count &- 16, as: UInt64.self)
                second = base.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            } else if count >= 8 {
                first = base.loadUnaligned(as: UInt64.self)
                second = base.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            } else if count >= 4 {
                first = UInt64(base.loadUnaligned(as: UInt32.self))
                second = UInt64(base.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self))
            } else {
                first = UInt64(base.load(as: UInt8.self)) << 16 | UInt64(base.load(fromByteOffset: count >> 1, as: UInt8.self)) << 8
                second = UInt64(base.load(fromByteOffset: count &- 1, as: UInt8.self))
            }
        }
        seen |= first | second
        self.state = Self.mix(first ^ state, second ^ 0xE703_7ED1_A0B4_28DB)
        return seen
    }

    /// The 128-bit product of `a` and `b` with its halves XORed: one multiplication that
    /// spreads every input bit over the whole result.
    @inlinable
    @inline(__always)
    static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }
}
