extension Changeset {
    /// The minimal changeset from `old` to `new`, in expected linear time plus
    /// O(s log s) for the s surviving items.
    ///
    /// Items are matched by `id` (duplicates in order of occurrence); matched items whose
    /// `isContentEqual(to:)` is false are updates; of the matched items, those off one
    /// longest increasing subsequence of their new offsets (taken in old order) are moves.
    @inlinable
    public init<C: Collection>(from old: C, to new: C) where C.Element: Diffable {
        let lists = IDMatching.withBuffers(old, new) { FlatDiff.lists($0, $1, as: OffsetOutput.self) }
        self.init(sourceCount: old.count, targetCount: new.count, lists: lists)
    }

    /// A changeset of lists of offsets.
    @usableFromInline
    init(sourceCount: Int, targetCount: Int, lists: FlatLists<Int, Int, PositionPair<Int>>) {
        self.init(
            sourceCount: sourceCount,
            targetCount: targetCount,
            deletes: lists.deletes,
            inserts: lists.inserts,
            moves: lists.moves,
            updates: lists.updates.map { PositionPair(source: $0.source, target: $0.target) }
        )
    }

    /// Assembles deletes, inserts, moves and updates from a matching.
    @usableFromInline
    init(matching: IDMatching) {
        self.init(
            sourceCount: matching.newForOld.count, targetCount: matching.oldForNew.count,
            lists: FlatWalk.lists(matching, as: OffsetOutput.self))
    }
}
