extension OffsetMaps {
    /// Step 6 (see Diff.swift), the old side: old offsets in order, the deletes written, and
    /// for each survivor its new offset (moved down into `newForOld[rank]`) placed by patience
    /// sorting, its pile kept. Returns the subsequence's length. The counts of deletes and
    /// survivors are exact (step 5 claimed `matched` old offsets, each once), so the loop
    /// writes without checks.
    @inline(__always)
    func placeSurvivors<Output: ChangeListOutput>(
        deleting deletes: inout [Output.Delete], piles: UnsafeMutablePointer<Int32>, chain: UnsafeMutablePointer<Int32>,
        as output: Output.Type
    ) -> Int {
        var placed = (length: 0, rank: 0)
        deletes = [Output.Delete](unsafeUninitializedCapacity: oldCount - matched) { deletes, initialized in
            // Locals, not the captured variables: they stay in registers.
            var next = deletes.baseAddress.unsafelyUnwrapped
            var rank = 0
            let length = LongestIncreasingSubsequence.placeAll(count: oldCount, onto: chain) { offset in
                let target = newForOld[offset]
                if target >= 0 { return target }
                next.initialize(to: Output.delete(offset))
                next += 1
                return nil
            } placed: { target, pile in
                newForOld[rank] = target
                piles[rank] = Int32(truncatingIfNeeded: pile)
                rank &+= 1
            }
            initialized = oldCount - matched
            placed = (length, rank)
        }
        precondition(placed.rank == matched)
        return placed.length
    }

    /// Step 8 (see Diff.swift), the new side: new offsets in order, the inserts, the moves
    /// (survivors off the subsequence) and the updates, with the subsequence (ascending new
    /// offsets, -1 after the last) in `stayingTargets`.
    @inline(__always)
    func writeNewSide<Output: ChangeListOutput>(
        into lists: inout ChangeLists<Output.Delete, Output.Insert, Output.Move>, stayingTargets: UnsafePointer<Int32>, length: Int,
        as output: Output.Type
    ) {
        let sourceMask = ~Self.changedFlag
        var written = (inserts: 0, moves: 0, updates: 0)
        lists.inserts = [Output.Insert](unsafeUninitializedCapacity: newCount - matched) { inserts, insertCount in
            lists.moves = [Output.Move](unsafeUninitializedCapacity: matched - length) { moves, moveCount in
                lists.updates = [UpdatedPair](unsafeUninitializedCapacity: changed) { updates, updateCount in
                    var nextInsert = inserts.baseAddress.unsafelyUnwrapped
                    var nextMove = moves.baseAddress.unsafelyUnwrapped
                    var nextUpdate = updates.baseAddress.unsafelyUnwrapped
                    var staying = stayingTargets
                    for target in 0..<newCount {
                        let value = oldForNew[target]
                        if value < 0 {
                            nextInsert.initialize(to: Output.insert(target))
                            nextInsert += 1
                            continue
                        }
                        let source = Int(value & sourceMask)
                        let stays = target == Int(staying.pointee)
                        if stays {
                            staying += 1
                        } else {
                            nextMove.initialize(to: Output.move(source, target))
                            nextMove += 1
                        }
                        if value & Self.changedFlag != 0 {
                            nextUpdate.initialize(to: UpdatedPair(source: source, target: target, stays: stays))
                            nextUpdate += 1
                        }
                    }
                    written = (
                        nextInsert - inserts.baseAddress.unsafelyUnwrapped, nextMove - moves.baseAddress.unsafelyUnwrapped,
                        nextUpdate - updates.baseAddress.unsafelyUnwrapped
                    )
                    updateCount = changed
                }
                moveCount = matched - length
            }
            insertCount = newCount - matched
        }
        precondition(written == (newCount - matched, matched - length, changed))
    }
}
