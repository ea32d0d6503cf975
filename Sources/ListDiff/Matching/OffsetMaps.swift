/// The two offset maps of the flat diff, in 32 bits (half the memory the scattered writes and
/// the later passes touch): what matching by ID fills and the change lists are written from.
@usableFromInline
struct OffsetMaps {
    /// For each old offset, the new offset that claimed it or -1 (see
    /// ``FlatDiff/claimMatches(_:_:oldHasDuplicates:newForOld:oldForNew:)``).
    @usableFromInline let newForOld: UnsafeMutablePointer<Int32>
    @usableFromInline let oldCount: Int
    /// For each new offset, its source (with ``changedFlag`` when the content
    /// changed) or -1.
    @usableFromInline let oldForNew: UnsafeMutablePointer<Int32>
    @usableFromInline let newCount: Int
    /// The number of matched pairs.
    @usableFromInline let matched: Int
    /// The number of matched pairs whose content changed.
    @usableFromInline let changed: Int

    /// Offsets below this leave bit 30 of an `Int32` free for ``changedFlag``.
    @inlinable
    static var countLimit: Int { 1 << 30 }

    /// Marks a source in `oldForNew` whose content changed.
    @inlinable
    static var changedFlag: Int32 { 1 << 30 }

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
