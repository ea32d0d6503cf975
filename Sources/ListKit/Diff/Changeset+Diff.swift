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
        let lists = FlatWalk.lists(matching, as: OffsetOutput.self)
        let oldForNew = matching.oldForNew
        let updates = matching.updatedTargets.map { PositionPair(source: oldForNew[$0], target: $0) }
        self.init(
            sourceCount: oldCount,
            targetCount: newCount,
            deletes: lists.deletes,
            inserts: lists.inserts,
            moves: lists.moves,
            updates: updates
        )
    }
}
