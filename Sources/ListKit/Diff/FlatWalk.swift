/// Turns a flat matching into lists of changes, for ``Changeset`` (offsets) and the flat
/// stages (item paths), in two passes: old offsets in order give the deletes and, with one
/// step of patience sorting per survivor, the survivors' longest increasing subsequence of
/// new offsets (the items that stay); new offsets in order give the inserts and the moves.
/// Every list comes out ascending at a size known in advance, so it is written in place.
enum FlatWalk {
    /// The deletes, inserts and moves of `matching`; `staying` gets the new offsets of the
    /// items that stay, ascending.
    static func lists<Output: FlatWalkOutput>(
        _ matching: IDMatching, as output: Output.Type, staying: (UnsafeBufferPointer<Int>) -> Void = { _ in }
    ) -> (deletes: [Output.Delete], inserts: [Output.Insert], moves: [Output.Move]) {
        let oldCount = matching.newForOld.count
        let newCount = matching.oldForNew.count
        let matched = matching.matchedCount
        // A tuple rather than a generic struct: its type needs no metadata built at run time.
        var lists: (deletes: [Output.Delete], inserts: [Output.Insert], moves: [Output.Move]) = ([], [], [])
        withUnsafeTemporaryAllocation(of: Int.self, capacity: max(1, 3 * matched)) { scratch in
            // By rank among the survivors (old order): values[rank] their new offset, piles[rank]
            // its pile. chain[k]: the top of pile k, then the subsequence itself.
            let values = scratch.baseAddress.unsafelyUnwrapped
            let piles = values + matched
            let chain = piles + matched
            var length = 0
            matching.newForOld.withUnsafeBufferPointer { newForOld in
                lists.deletes = [Output.Delete](unsafeUninitializedCapacity: oldCount - matched) { deletes, written in
                    var rank = 0
                    for offset in 0..<oldCount {
                        let target = newForOld[offset]
                        if target < 0 {
                            precondition(written < deletes.count)
                            (deletes.baseAddress.unsafelyUnwrapped + written).initialize(to: Output.delete(offset))
                            written &+= 1
                            continue
                        }
                        precondition(rank < matched)
                        values[rank] = target
                        piles[rank] = LongestIncreasingSubsequence.place(target, onto: chain, length: &length)
                        rank &+= 1
                    }
                    precondition(rank == matched)
                }
            }
            LongestIncreasingSubsequence.collect(chain: chain, length: length, values: values, piles: piles, count: matched)
            let chainEnd = length
            matching.oldForNew.withUnsafeBufferPointer { oldForNew in
                lists.inserts = [Output.Insert](unsafeUninitializedCapacity: newCount - matched) { inserts, insertCount in
                    lists.moves = [Output.Move](unsafeUninitializedCapacity: matched - length) { moves, moveCount in
                        var next = 0
                        for target in 0..<newCount {
                            let source = oldForNew[target]
                            if source < 0 {
                                precondition(insertCount < inserts.count)
                                (inserts.baseAddress.unsafelyUnwrapped + insertCount).initialize(to: Output.insert(target))
                                insertCount &+= 1
                            } else if next < chainEnd && chain[next] == target {
                                next &+= 1
                            } else {
                                precondition(moveCount < moves.count)
                                (moves.baseAddress.unsafelyUnwrapped + moveCount).initialize(to: Output.move(source, target))
                                moveCount &+= 1
                            }
                        }
                    }
                }
            }
            staying(UnsafeBufferPointer(start: chain, count: length))
        }
        return lists
    }
}

/// The element types of ``FlatWalk``'s lists.
protocol FlatWalkOutput {
    associatedtype Delete
    associatedtype Insert
    associatedtype Move
    static func delete(_ source: Int) -> Delete
    static func insert(_ target: Int) -> Insert
    static func move(_ source: Int, _ target: Int) -> Move
}

/// Offsets, as ``Changeset`` lists them.
enum OffsetOutput: FlatWalkOutput {
    static func delete(_ source: Int) -> Int { source }
    static func insert(_ target: Int) -> Int { target }
    static func move(_ source: Int, _ target: Int) -> PositionPair<Int> { PositionPair(source: source, target: target) }
}

/// Item paths in section 0, as a flat list's stages list them.
enum ItemPathOutput: FlatWalkOutput {
    static func delete(_ source: Int) -> ItemPath { ItemPath(item: source, section: 0) }
    static func insert(_ target: Int) -> ItemPath { ItemPath(item: target, section: 0) }
    static func move(_ source: Int, _ target: Int) -> PositionPair<ItemPath> {
        PositionPair(source: ItemPath(item: source, section: 0), target: ItemPath(item: target, section: 0))
    }
}
