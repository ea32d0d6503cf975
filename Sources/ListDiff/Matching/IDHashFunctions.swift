/// How the matcher hashes IDs: with ``DiffHasher`` where the ID type is ``DiffHashable``
/// (chosen by a cast the compiler folds where the diff is specialized for the type), else
/// with `hashValue`, mixed into 64 bits so that the table reads the same bits on every
/// platform.
///
/// A hash must stand for `==`: ``DiffHasher`` reports a string it cannot stand for (not
/// ASCII), and the matcher then hashes that diff's IDs with `hashValue` instead.
@usableFromInline
enum IDHashing {
    /// A per-process random seed, so table layouts (and collisions) differ between runs.
    @usableFromInline
    static let seed: UInt64 = {
        var hasher = Hasher()
        hasher.combine(0x5EED as UInt64)
        return UInt64(truncatingIfNeeded: hasher.finalize())
    }()

    /// `hashValue` spread over 64 bits. `bits` below 64 keeps only that many low bits of
    /// it first, as where `Int` has 32 bits (watchOS on arm64_32); tests force it.
    @inlinable
    @inline(__always)
    static func mixedHashValue<ID: Hashable>(_ id: ID, bits: Int) -> UInt64 {
        var value = UInt64(UInt(bitPattern: id.hashValue))
        if bits < 64 { value &= (1 << UInt64(bits)) &- 1 }
        return DiffHasher.mix(value ^ 0x2D35_8DCC_AA6C_78A5, 0x9E37_79B9_7F4A_7C15)
    }
}

/// A hash function for the IDs of one diff.
@usableFromInline
protocol IDHashFunction {
    associatedtype ID: Hashable
    /// Whether every hash so far stands for `==` (see ``DiffHasher/stringsAreASCII``).
    var isValid: Bool { get }
    /// The hash of `id`.
    mutating func hash(_ id: ID) -> UInt64
}

/// ``DiffHasher`` over IDs of type `ID`, which is `Hashed`: the matcher checked that with a
/// cast and opened the type.
@usableFromInline
struct DiffHasherFunction<ID: Hashable, Hashed: DiffHashable>: IDHashFunction {
    @usableFromInline let seed: UInt64
    @usableFromInline var stringBits: UInt64 = 0

    @inlinable
    init(seed: UInt64) {
        assert(ID.self == Hashed.self)
        self.seed = seed
    }

    @inlinable
    var isValid: Bool { stringBits & 0x8080_8080_8080_8080 == 0 }

    @inlinable
    @inline(__always)
    mutating func hash(_ id: ID) -> UInt64 {
        var hasher = DiffHasher(seed: seed)
        // `ID` is `Hashed` (see the initializer): the cast reinterprets a value as its own type.
        unsafeBitCast(id, to: Hashed.self).diffHash(into: &hasher)
        stringBits |= hasher.stringBits
        return hasher.value
    }
}

/// `hashValue`, mixed (see ``IDHashing/mixedHashValue(_:bits:)``).
@usableFromInline
struct HashValueFunction<ID: Hashable>: IDHashFunction {
    @usableFromInline let bits: Int

    @inlinable
    init(bits: Int) {
        self.bits = bits
    }

    @inlinable
    var isValid: Bool { true }

    @inlinable
    @inline(__always)
    mutating func hash(_ id: ID) -> UInt64 { IDHashing.mixedHashValue(id, bits: bits) }
}
