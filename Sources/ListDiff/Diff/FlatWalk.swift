/// The lists of a flat change, as `Output` builds their elements, ascending.
@usableFromInline
struct FlatLists<Delete, Insert, Move> {
    @usableFromInline var deletes: [Delete] = []
    @usableFromInline var inserts: [Insert] = []
    @usableFromInline var moves: [Move] = []
    /// The matched pairs whose content changed, ascending by target.
    @usableFromInline var updates: [UpdatedPair] = []

    @inlinable
    init() {}
}

/// A matched pair whose content changed, and whether the item stays (is not moved).
@usableFromInline
struct UpdatedPair {
    @usableFromInline var source: Int
    @usableFromInline var target: Int
    @usableFromInline var stays: Bool

    @inlinable
    init(source: Int, target: Int, stays: Bool) {
        self.source = source
        self.target = target
        self.stays = stays
    }
}

/// Turns a flat matching into lists of changes, for ``Changeset`` (offsets) and the flat
/// stages (item paths), in two passes: old offsets in order give the deletes and, with one
/// step of patience sorting per survivor, the survivors' longest increasing subsequence of
/// new offsets (the items that stay); new offsets in order give the inserts and the moves.
/// Every list comes out ascending at a size known in advance, so it is written in place.
/// (``FlatDiff`` does the same passes straight from two lists, without a matching.)
@usableFromInline
enum FlatWalk {
    /// The lists of `matching`.
    @usableFromInline
    static func lists<Output: FlatWalkOutput>(
        _ matching: IDMatching, as output: Output.Type
    ) -> FlatLists<Output.Delete, Output.Insert, Output.Move> {
        if matching.oldForNew.count <= Int(Int32.max) { return lists(matching, as: output, scratch: Int32.self) }
        return lists(matching, as: output, scratch: Int.self)
    }

    private static func lists<Output: FlatWalkOutput, Value: FixedWidthInteger & SignedInteger>(
        _ matching: IDMatching, as output: Output.Type, scratch: Value.Type
    ) -> FlatLists<Output.Delete, Output.Insert, Output.Move> {
        let oldCount = matching.newForOld.count
        let newCount = matching.oldForNew.count
        let matched = matching.matchedCount
        var lists = FlatLists<Output.Delete, Output.Insert, Output.Move>()
        // By rank among the survivors (old order): values[rank] their new offset, piles[rank]
        // its pile. chain[k]: the top of pile k, then the subsequence itself, and after it -1,
        // which no target equals: a sentinel that spares a bounds test per item.
        withUnsafeTemporaryAllocation(of: Value.self, capacity: 3 * matched + 1) { scratch in
            let values = scratch.baseAddress.unsafelyUnwrapped
            let piles = values + matched
            let chain = piles + matched
            var length = 0
            matching.newForOld.withUnsafeBufferPointer { newForOld in
                lists.deletes = [Output.Delete](unsafeUninitializedCapacity: oldCount - matched) { deletes, written in
                    var rank = 0
                    length = LongestIncreasingSubsequence.placeAll(count: oldCount, onto: chain) { offset in
                        let target = newForOld[offset]
                        if target >= 0 { return Value(truncatingIfNeeded: target) }
                        precondition(written < deletes.count)
                        (deletes.baseAddress.unsafelyUnwrapped + written).initialize(to: Output.delete(offset))
                        written &+= 1
                        return nil
                    } placed: { value, pile in
                        precondition(rank < matched)
                        values[rank] = value
                        piles[rank] = Value(truncatingIfNeeded: pile)
                        rank &+= 1
                    }
                    precondition(rank == matched)
                }
            }
            LongestIncreasingSubsequence.collect(chain: chain, length: length, values: values, piles: piles, count: matched)
            chain[length] = -1
            let updated = matching.updatedTargets
            matching.oldForNew.withUnsafeBufferPointer { oldForNew in
                lists.inserts = [Output.Insert](unsafeUninitializedCapacity: newCount - matched) { inserts, insertCount in
                    lists.moves = [Output.Move](unsafeUninitializedCapacity: matched - length) { moves, moveCount in
                        var next = 0
                        var staying = Int(chain[0])
                        // Updated targets are ascending, so one cursor follows them; -1 when done.
                        var nextUpdate = 0
                        var updatedTarget = updated.isEmpty ? -1 : updated[0]
                        for target in 0..<newCount {
                            let source = oldForNew[target]
                            if source < 0 {
                                precondition(insertCount < inserts.count)
                                (inserts.baseAddress.unsafelyUnwrapped + insertCount).initialize(to: Output.insert(target))
                                insertCount &+= 1
                                continue
                            }
                            let stays = target == staying
                            if stays {
                                next &+= 1
                                staying = Int(chain[next])
                            } else {
                                precondition(moveCount < moves.count)
                                (moves.baseAddress.unsafelyUnwrapped + moveCount).initialize(to: Output.move(source, target))
                                moveCount &+= 1
                            }
                            if target == updatedTarget {
                                lists.updates.append(UpdatedPair(source: source, target: target, stays: stays))
                                nextUpdate &+= 1
                                updatedTarget = nextUpdate < updated.count ? updated[nextUpdate] : -1
                            }
                        }
                    }
                }
            }
        }
        return lists
    }
}

/// The element types of ``FlatWalk``'s and ``FlatDiff``'s lists.
@usableFromInline
protocol FlatWalkOutput {
    associatedtype Delete
    associatedtype Insert
    associatedtype Move
    static func delete(_ source: Int) -> Delete
    static func insert(_ target: Int) -> Insert
    static func move(_ source: Int, _ target: Int) -> Move
    /// ``FlatOffsets/walk(as:)`` for this output, compiled in ListKit.
    static func walk(_ offsets: FlatOffsets) -> FlatLists<Delete, Insert, Move>
}

/// Offsets, as ``Changeset`` lists them.
@usableFromInline
enum OffsetOutput: FlatWalkOutput {
    @inlinable
    static func delete(_ source: Int) -> Int { source }
    @inlinable
    static func insert(_ target: Int) -> Int { target }
    @inlinable
    static func move(_ source: Int, _ target: Int) -> PositionPair<Int> { PositionPair(source: source, target: target) }
    @usableFromInline
    static func walk(_ offsets: FlatOffsets) -> FlatLists<Int, Int, PositionPair<Int>> { offsets.walk(as: Self.self) }
}

/// Item paths in section 0, as a flat list's stages list them.
@usableFromInline
enum ItemPathOutput: FlatWalkOutput {
    @inlinable
    static func delete(_ source: Int) -> ItemPath { ItemPath(item: source, section: 0) }
    @inlinable
    static func insert(_ target: Int) -> ItemPath { ItemPath(item: target, section: 0) }
    @inlinable
    static func move(_ source: Int, _ target: Int) -> PositionPair<ItemPath> {
        PositionPair(source: ItemPath(item: source, section: 0), target: ItemPath(item: target, section: 0))
    }
    @usableFromInline
    static func walk(_ offsets: FlatOffsets) -> FlatLists<ItemPath, ItemPath, PositionPair<ItemPath>> { offsets.walk(as: Self.self) }
}
