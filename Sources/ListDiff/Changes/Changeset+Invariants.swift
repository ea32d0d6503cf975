extension Changeset {
    /// The broken invariants of this changeset, empty when it is well formed: offsets in
    /// range and sorted as documented, each old offset deleted, moved or updated-in-place at
    /// most once per kind, no target both inserted and moved, and the counts adding up.
    /// Use it in tests and when decoding changesets from an untrusted source.
    public func _checkInvariants() -> [String] {
        var check = InvariantChecker()
        check.require(sourceCount >= 0 && targetCount >= 0, "negative count")
        check.require(
            targetCount == sourceCount - deletes.count + inserts.count,
            "targetCount \(targetCount) != sourceCount \(sourceCount) - \(deletes.count) + \(inserts.count)"
        )
        check.requireAscending(deletes, below: sourceCount, "deletes")
        check.requireAscending(inserts, below: targetCount, "inserts")
        check.requireAscending(moves.map(\.target), below: targetCount, "move targets")
        check.requireAscending(updates.map(\.target), below: targetCount, "update targets")
        for pair in moves + updates {
            check.require(pair.source >= 0 && pair.source < sourceCount, "source \(pair.source) outside 0..<\(sourceCount)")
        }
        check.requireDistinct([deletes, moves.map(\.source)], "deleted or moved old offsets")
        check.requireDistinct([deletes, updates.map(\.source)], "deleted or updated old offsets")
        check.requireDistinct([inserts, moves.map(\.target)], "inserted or moved new offsets")
        check.requireDistinct([inserts, updates.map(\.target)], "inserted or updated new offsets")
        return check.problems
    }
}
