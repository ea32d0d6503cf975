/// The two passes that turn a flat matching into changes, shared by ``Changeset`` and the
/// flat stages: old offsets in order (deletes, and the survivors' new offsets, whose longest
/// increasing subsequence stays), then new offsets in order (inserts, moves, staying items).
/// Each list comes out ascending, so its exact size is known and it is written in place.
enum FlatWalk {
    /// Calls `delete` for each unmatched old offset, ascending, then `body` with the new
    /// offsets of the items that stay, ascending (one longest increasing subsequence of the
    /// survivors' new offsets taken in old order).
    @inline(__always)
    static func withStayingTargets<R>(
        _ matching: IDMatching, delete: (Int) -> Void, _ body: (UnsafeBufferPointer<Int>) -> R
    ) -> R {
        let matched = matching.matchedCount
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: max(1, 3 * matched)) { scratch in
            let survivors = UnsafeMutableBufferPointer(rebasing: scratch[..<matched])
            var survivorCount = 0
            matching.newForOld.withUnsafeBufferPointer { newForOld in
                for offset in newForOld.indices {
                    let target = newForOld[offset]
                    if target < 0 {
                        delete(offset)
                    } else {
                        survivors[survivorCount] = target
                        survivorCount &+= 1
                    }
                }
            }
            assert(survivorCount == matched)
            let chain = UnsafeMutableBufferPointer(rebasing: scratch[matched..<2 * matched])
            let length = LongestIncreasingSubsequence.chain(
                of: UnsafeBufferPointer(survivors), into: chain, piles: UnsafeMutableBufferPointer(rebasing: scratch[(2 * matched)...]))
            return body(UnsafeBufferPointer(rebasing: chain[..<length]))
        }
    }

    /// Calls `insert(target)`, `move(source, target)` or `stay(source, target)` for each new
    /// offset, ascending; `staying` is what ``withStayingTargets(_:delete:_:)`` gave.
    @inline(__always)
    static func forEachTarget(
        _ matching: IDMatching, staying: UnsafeBufferPointer<Int>, insert: (Int) -> Void, move: (Int, Int) -> Void,
        stay: (Int, Int) -> Void
    ) {
        matching.oldForNew.withUnsafeBufferPointer { oldForNew in
            var next = 0
            for target in oldForNew.indices {
                let source = oldForNew[target]
                if source < 0 {
                    insert(target)
                } else if next < staying.count && staying[next] == target {
                    next &+= 1
                    stay(source, target)
                } else {
                    move(source, target)
                }
            }
        }
    }
}

extension Array {
    /// An array of exactly `count` elements that `fill` writes through `append`, in order.
    @inline(__always)
    static func filled(count: Int, _ fill: (_ append: (Element) -> Void) -> Void) -> [Element] {
        [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            var written = 0
            fill { element in
                precondition(written < count)
                (buffer.baseAddress.unsafelyUnwrapped + written).initialize(to: element)
                written &+= 1
            }
            precondition(written == count)
            initialized = written
        }
    }
}
