/// Which old and new positions hold the same ID (Heckel's symbol table), and which of the
/// matched pairs changed content, with offsets stored as `Offset`.
@usableFromInline
struct OffsetMatching<Offset: FixedWidthInteger & SignedInteger & Sendable>: Sendable {
    /// For each old offset, the matched new offset or -1.
    @usableFromInline var newForOld: [Offset]
    /// For each new offset, the matched old offset or -1.
    @usableFromInline var oldForNew: [Offset]
    /// New offsets of matched pairs whose content differs, ascending.
    @usableFromInline var updatedTargets: [Int]
    /// The number of matched pairs.
    @usableFromInline var matchedCount: Int
    /// Whether the fast table gave up on a too long probe sequence (IDs colliding under the
    /// fast hash, as crafted adversarial IDs would) and `Hasher` matched instead.
    @usableFromInline var usedCollisionFallback = false

    /// Nothing matched.
    @inlinable
    init(oldCount: Int, newCount: Int) {
        self.init(
            newForOld: [Offset](repeating: -1, count: oldCount), oldForNew: [Offset](repeating: -1, count: newCount),
            updatedTargets: [], matchedCount: 0)
    }

    @inlinable
    init(newForOld: [Offset], oldForNew: [Offset], updatedTargets: [Int], matchedCount: Int) {
        self.newForOld = newForOld
        self.oldForNew = oldForNew
        self.updatedTargets = updatedTargets
        self.matchedCount = matchedCount
    }
}

/// The matching of the careful way (``IDMatching/matching(_:_:hashValueBits:)``) and of
/// sections, in word-sized offsets.
@usableFromInline
typealias IDMatching = OffsetMatching<Int>
