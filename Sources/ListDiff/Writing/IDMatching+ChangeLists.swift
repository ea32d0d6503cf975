extension IDMatching {
    /// The change lists of this matching, for ``Changeset`` (offsets) and the flat stages (item
    /// paths) where the flat diff went the careful way, and for the sections of a sectioned
    /// list: steps 6 to 8 of the flat diff (see Diff.swift) over word-sized maps. Old offsets
    /// in order give the deletes and, with one step of patience sorting per survivor, the
    /// survivors' longest increasing subsequence of new offsets (the items that stay); new
    /// offsets in order give the inserts and the moves. Every list comes out ascending at a
    /// size known in advance, so it is written in place.
    @usableFromInline
    func changeLists<Output: ChangeListOutput>(as output: Output.Type) -> ChangeLists<Output.Delete, Output.Insert, Output.Move> {
        if oldForNew.count <= Int(Int32.max) { return changeLists(as: output, scratch: Int32.self) }
        return changeLists(as: output, scratch: Int.self)
    }

    private func changeLists<Output: ChangeListOutput, Value: FixedWidthInteger & SignedInteger>(
        as output: Output.Type, scratch: Value.Type
    ) -> ChangeLists<Output.Delete, Output.Insert, Output.Move> {
        let matching = self
        let oldCount = matching.newForOld.count
        let newCount = matching.oldForNew.count
        let matched = matching.matchedCount
        var lists = ChangeLists<Output.Delete, Output.Insert, Output.Move>()
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
