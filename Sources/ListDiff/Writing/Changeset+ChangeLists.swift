extension Changeset {
    /// A changeset of lists of offsets.
    @usableFromInline
    init(sourceCount: Int, targetCount: Int, lists: ChangeLists<Int, Int, PositionPair<Int>>) {
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
            lists: matching.changeLists(as: OffsetOutput.self))
    }
}
