/// Longest increasing subsequence by patience sorting, O(n log n), with a search only for a
/// value that does not extend the longest run so far (few, among a list's survivors).
///
/// Values are placed one at a time on piles (``placeAll(count:onto:value:placed:)``), each value's pile
/// recorded by the caller; ``collect(chain:length:values:piles:count:)`` then
/// reads the subsequence off the piles. It is the subsequence whose every element is the
/// latest possible: it ends with the last value that ends a longest run, and each element's
/// predecessor is the last earlier value on the pile before its own (which was that pile's
/// top when the element was placed, so it is smaller). A backward scan finds exactly those,
/// so no back links are kept.
///
/// Values are stored as `Value`: `Int32` where they fit, which halves the memory a binary
/// search reads (the largest cost of writing the change lists of a large list).
@usableFromInline
enum LongestIncreasingSubsequence {
    /// Places the values of inputs `0..<count` in order, each on the first pile whose top is
    /// not smaller or on a new pile; `tops[k]` becomes the top of pile k. `value(input)` is
    /// the input's value (distinct from those before), or nil for an input that has none (the
    /// closure may then record it, say as a delete); `placed(value, pile)` records where each
    /// value went. Returns the number of piles, the subsequence's length.
    ///
    /// The usual value extends the longest run: an inner loop places those and skips the
    /// inputs without a value, calling nothing, so that all it uses stays in registers. It
    /// stops at a value that needs the search, which runs outside it, inlined. (With the
    /// search in the same loop, inlined or called, values spilled to the stack that every
    /// input reloaded: the plain diff of `dk5k-int` took about 8% longer.)
    @inlinable
    @inline(__always)
    static func placeAll<Value: FixedWidthInteger & SignedInteger>(
        count: Int, onto tops: UnsafeMutablePointer<Value>, value: (_ input: Int) -> Value?,
        placed: (_ value: Value, _ pile: Int) -> Void
    ) -> Int {
        var length = 0
        // The top of the last pile, in a register: an extending value waits on no store.
        var longest = Value.min
        var input = 0
        while input < count {
            var held = longest
            fast: while input < count {
                if let next = value(input) {
                    if next < longest {
                        held = next
                        break fast
                    }
                    tops[length] = next
                    longest = next
                    placed(next, length)
                    length &+= 1
                }
                input &+= 1
            }
            if input == count { break }
            let pile = searchTop(notBelow: held, in: tops, count: length)
            tops[pile] = held
            if pile == length &- 1 { longest = held }
            placed(held, pile)
            input &+= 1
        }
        return length
    }

    /// The first of `count` ascending `tops` that is not below `value` (the last one is not),
    /// by a four-way search.
    ///
    /// Branch-free: the values searched for are the survivors that moved, so each comparison
    /// goes either way at random, and a binary search's branch mispredicted about every other
    /// step (two thirds of step 6 of the flat diff on `rand100k-int`). Each step here counts
    /// how many of three quartile tops are below `value` and moves by that many quarters, a
    /// sum the compiler keeps as arithmetic (a binary search's one-bit step it turns back
    /// into a branch, however written).
    ///
    /// Inlined into ``placeAll(count:onto:value:placed:)``, outside its inner loop.
    @inlinable
    @inline(__always)
    static func searchTop<Value: FixedWidthInteger & SignedInteger>(
        notBelow value: Value, in tops: UnsafeMutablePointer<Value>, count: Int
    ) -> Int {
        // The answer lies in base..<base + remaining.
        var base = 0
        var remaining = count
        while remaining >= 4 {
            let quarter = remaining >> 2
            let first = tops + (base &+ quarter &- 1)
            var below = tops[base &+ quarter &- 1] < value ? 1 : 0
            below &+= first[quarter] < value ? 1 : 0
            below &+= first[quarter &* 2] < value ? 1 : 0
            base &+= below &* quarter
            remaining &-= 3 &* quarter
        }
        while remaining > 1 {
            let half = remaining >> 1
            if tops[base &+ half &- 1] < value { base &+= half }
            remaining &-= half
        }
        return base
    }

    /// Overwrites `chain[0..<length]` with the subsequence, ascending, from the `count`
    /// values placed and their piles, by rank.
    @inline(__always)
    static func collect<Value: FixedWidthInteger & SignedInteger>(
        chain: UnsafeMutablePointer<Value>, length: Int, values: UnsafePointer<Value>, piles: UnsafePointer<Value>, count: Int
    ) {
        var pile = length &- 1
        var rank = count &- 1
        // Branch-free: every value is written to the current slot, and the slot advances only
        // at the value that belongs there, which is therefore the last one written to it.
        // Where at most one value in 16 is off the subsequence, runs of it are long: four ranks
        // on the four piles just below are taken in one step (`rank` is never below `pile`).
        // Shorter runs would mispredict the test more often than it saves.
        let runsAreLong = (count &- length) &* 16 <= length
        while pile >= 0 {
            if runsAreLong && pile >= 3 {
                let value = Value(truncatingIfNeeded: pile)
                let high: Value = (piles[rank] ^ value) | (piles[rank &- 1] ^ (value &- 1))
                let low: Value = (piles[rank &- 2] ^ (value &- 2)) | (piles[rank &- 3] ^ (value &- 3))
                if high | low == 0 {
                    (chain + (pile &- 3)).update(from: values + (rank &- 3), count: 4)
                    pile &-= 4
                    rank &-= 4
                    continue
                }
            }
            chain[pile] = values[rank]
            pile &-= Int(piles[rank]) == pile ? 1 : 0
            rank &-= 1
        }
    }

    /// Sets `stays[base + value] = true` for each value of one longest increasing
    /// subsequence of `values` (distinct) and leaves the other flags alone. Returns its length.
    @discardableResult
    static func mark(_ values: [Int], base: Int, in stays: inout [Bool]) -> Int {
        if values.isEmpty { return 0 }
        return values.withUnsafeBufferPointer { values in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * values.count) { scratch in
                let chain = scratch.baseAddress.unsafelyUnwrapped
                let piles = chain + values.count
                var rank = 0
                let length = placeAll(count: values.count, onto: chain) {
                    values[$0]
                } placed: { _, pile in
                    piles[rank] = pile
                    rank &+= 1
                }
                collect(chain: chain, length: length, values: values.baseAddress.unsafelyUnwrapped, piles: piles, count: values.count)
                stays.withUnsafeMutableBufferPointer { stays in
                    for value in UnsafeBufferPointer(start: chain, count: length) { stays[base &+ value] = true }
                }
                return length
            }
        }
    }
}
