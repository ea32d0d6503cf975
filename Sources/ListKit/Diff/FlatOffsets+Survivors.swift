extension FlatOffsets {
    /// Step 3 of ``FlatDiff``: the deletes, built by `Output`, and the survivors' longest
    /// increasing subsequence of new offsets (taken in old order), ascending in
    /// `chain[0..<length]`, with -1 after it. Specialized inside each ``FlatWalkOutput``
    /// conformance, so it is compiled once per output, in ListKit.
    ///
    /// `piles` has room for `matched` values, `chain` for `matched + 1` after one below it.
    /// The survivors' new offsets move down into `newForOld[0..<matched]`, in old order.
    @inline(__always)
    func survivors<Output: FlatWalkOutput>(
        piles: UnsafeMutablePointer<Int32>, chain: UnsafeMutablePointer<Int32>, as output: Output.Type
    ) -> (deletes: [Output.Delete], length: Int) {
        chain[-1] = Int32.min
        var placed = (length: 0, rank: 0)
        // The counts of deletes and survivors are exact (``FlatTablePasses/claim`` claimed
        // `matched` old offsets, each once), so the loop writes without checks.
        let deletes = [Output.Delete](unsafeUninitializedCapacity: oldCount - matched) { deletes, initialized in
            // Locals, not the captured variables: they stay in registers.
            var next = deletes.baseAddress.unsafelyUnwrapped
            var length = 0
            var rank = 0
            for offset in 0..<oldCount {
                let target = newForOld[offset]
                if target < 0 {
                    next.initialize(to: Output.delete(offset))
                    next += 1
                    continue
                }
                newForOld[rank] = target
                piles[rank] = Int32(truncatingIfNeeded: LongestIncreasingSubsequence.place(target, onto: chain, length: &length))
                rank &+= 1
            }
            initialized = oldCount - matched
            placed = (length, rank)
        }
        precondition(placed.rank == matched)
        LongestIncreasingSubsequence.collect(chain: chain, length: placed.length, values: newForOld, piles: piles, count: matched)
        chain[placed.length] = -1
        return (deletes, placed.length)
    }
}
