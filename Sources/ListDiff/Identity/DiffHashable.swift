/// An ID type that ListDiff's diff hashes with ``DiffHasher`` instead of `Hasher`.
///
/// A diff hashes every ID of both lists once, which makes hashing the largest part of its
/// work; `Hasher` (SipHash) is made to resist hash flooding and costs several times more than
/// ``DiffHasher``. The diff checks whether the items' `ID` type adopts this protocol where it
/// is compiled for that type (in your module, since ListDiff's diff is inlinable), so the
/// choice costs nothing per ID; IDs of other types are hashed with `Hasher`. Either way the
/// diff finds the same changes: only its speed differs.
///
/// ListDiff adopts it for the standard library's integer types, `String` (fast for ASCII
/// strings, see ``DiffHasher/combine(_:)-(String)``) and `ObjectIdentifier`. Adopt it for an
/// ID type of your own by feeding what its `==` compares, the way `hash(into:)` feeds
/// `Hasher`:
///
///     struct UserID: Hashable, DiffHashable {
///         var rawValue: String
///
///         func diffHash(into hasher: inout DiffHasher) {
///             hasher.combine(rawValue)
///         }
///     }
///
/// For a `UUID`, feed its 16 bytes: `withUnsafeBytes(of: id.uuid) { hasher.combine(bytes: $0) }`.
public protocol DiffHashable: Hashable {
    /// Feeds the parts of this ID that `==` compares into `hasher`. IDs that are equal must
    /// feed equal values.
    func diffHash(into hasher: inout DiffHasher)
}

extension Int: DiffHashable {
    /// Feeds the integer.
    @inlinable
    @inline(__always)
    public func diffHash(into hasher: inout DiffHasher) { hasher.combine(self) }
}

extension Int8: DiffHashable {
    /// Feeds the integer.
    @inlinable
    @inline(__always)
    public func diffHash(into hasher: inout DiffHasher) { hasher.combine(self) }
}

extension Int16: DiffHashable {
    /// Feeds the integer.
    @inlinable
    @inline(__always)
    public func diffHash(into hasher: inout DiffHasher) { hasher.combine(self) }
}

extension Int32: DiffHashable {
    /// Feeds the integer.
    @inlinable
    @inline(__always)
    public func diffHash(into hasher: inout DiffHasher) { hasher.combine(self) }
}

extension Int64: DiffHashable {
    /// Feeds the integer.
    @inlinable
    @inline(__always)
    public func diffHash(into hasher: inout DiffHasher) { hasher.combine(self) }
}

extension UInt: DiffHashable {
    /// Feeds the integer.
    @inlinable
    @inline(__always)
    public func diffHash(into hasher: inout DiffHasher) { hasher.combine(self) }
}

extension UInt8: DiffHashable {
    /// Feeds the integer.
    @inlinable
    @inline(__always)
    public func diffHash(into hasher: inout DiffHasher) { hasher.combine(self) }
}

extension UInt16: DiffHashable {
    /// Feeds the integer.
    @inlinable
    @inline(__always)
    public func diffHash(into hasher: inout DiffHasher) { hasher.combine(self) }
}

extension UInt32: DiffHashable {
    /// Feeds the integer.
    @inlinable
    @inline(__always)
    public func diffHash(into hasher: inout DiffHasher) { hasher.combine(self) }
}

extension UInt64: DiffHashable {
    /// Feeds the integer.
    @inlinable
    @inline(__always)
    public func diffHash(into hasher: inout DiffHasher) { hasher.combine(self) }
}

extension String: DiffHashable {
    /// Feeds the string's UTF-8 bytes (see ``DiffHasher/combine(_:)-(String)`` for strings
    /// that are not ASCII).
    @inlinable
    @inline(__always)
    public func diffHash(into hasher: inout DiffHasher) { hasher.combine(self) }
}

extension ObjectIdentifier: DiffHashable {
    /// Feeds the object's address.
    @inlinable
    @inline(__always)
    public func diffHash(into hasher: inout DiffHasher) { hasher.combine(UInt(bitPattern: self)) }
}
