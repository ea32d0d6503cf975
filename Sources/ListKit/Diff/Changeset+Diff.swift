extension Changeset {
    /// The minimal changeset from `old` to `new`, in expected linear time plus
    /// O(s log s) for the s surviving items.
    ///
    /// Items are matched by `id` (duplicates in order of occurrence); matched items whose
    /// `isContentEqual(to:)` is false are updates; of the matched items, those off one
    /// longest increasing subsequence of their new offsets (taken in old order) are moves.
    @inlinable
    public init<C: Collection>(from old: C, to new: C) where C.Element: Diffable {
        let matching = IDMatching.withBuffers(old, new) { IDMatching.matching($0, $1) }
        self = Changeset(matching: matching)
    }

    /// Assembles deletes, inserts, moves and updates from a matching.
    @usableFromInline
    init(matching: IDMatching) {
        let oldCount = matching.newForOld.count
        let newCount = matching.oldForNew.count
        var deletes: [Int] = []
        var inserts: [Int] = []
        var moves: [PositionPair<Int>] = []
        var survivors: [Int] = []
        survivors.reserveCapacity(min(oldCount, newCount))
        for (offset, target) in matching.newForOld.enumerated() {
            if target < 0 { deletes.append(offset) } else { survivors.append(target) }
        }
        // onSubsequence is indexed by survivor rank in old order; map it back by new offset.
        var stays = [Bool](repeating: false, count: newCount)
        var onSubsequence = [Bool](repeating: false, count: survivors.count)
        survivors.withUnsafeBufferPointer { values in
            onSubsequence.withUnsafeMutableBufferPointer { marks in
                _ = LongestIncreasingSubsequence.mark(values, into: marks)
            }
        }
        for (rank, target) in survivors.enumerated() where onSubsequence[rank] {
            stays[target] = true
        }
        for (offset, source) in matching.oldForNew.enumerated() {
            if source < 0 {
                inserts.append(offset)
            } else if !stays[offset] {
                moves.append(PositionPair(source: source, target: offset))
            }
        }
        let updates = matching.updatedTargets.map { PositionPair(source: matching.oldForNew[$0], target: $0) }
        self.init(
            sourceCount: oldCount,
            targetCount: newCount,
            deletes: deletes,
            inserts: inserts,
            moves: moves,
            updates: updates
        )
    }
}
