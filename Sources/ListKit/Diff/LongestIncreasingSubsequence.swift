/// Longest increasing subsequence by patience sorting, O(n log n), with a binary search only
/// for a value that does not extend the longest run so far (few, among a list's survivors).
///
/// Values are placed one at a time on piles (``place(_:onto:length:)``), each value's pile
/// recorded by the caller; ``collect(chain:length:piles:values:placed:)`` then
/// reads the subsequence off the piles. It is the subsequence whose every element is the
/// latest possible: it ends with the last value that ends a longest run, and each element's
/// predecessor is the last earlier value on the pile before its own (which was that pile's
/// top when the element was placed, so it is smaller). A backward scan finds exactly those,
/// so no back links are kept.
enum LongestIncreasingSubsequence {
    /// Places `value` (distinct from those before) on the first pile whose top is not smaller,
    /// or on a new pile; `tops[k]` is the top of pile k. Returns the pile.
    @inline(__always)
    static func place(_ value: Int, onto tops: UnsafeMutablePointer<Int>, length: inout Int) -> Int {
        if length == 0 || tops[length &- 1] < value {
            tops[length] = value
            length &+= 1
            return length &- 1
        }
        var low = 0
        var high = length &- 1
        while low < high {
            let middle = (low &+ high) >> 1
            if tops[middle] < value { low = middle &+ 1 } else { high = middle }
        }
        tops[low] = value
        return low
    }

    /// Overwrites `chain[0..<length]` with the subsequence, ascending. `values` are the values
    /// placed, in order, among entries that were not placed (`isPlaced` tells them apart);
    /// `piles` holds the piles of the `placed` values, by rank.
    @inline(__always)
    static func collect(
        chain: UnsafeMutablePointer<Int>, length: Int, piles: UnsafeMutablePointer<Int>, values: UnsafeBufferPointer<Int>, placed: Int,
        isPlaced: (Int) -> Bool = { $0 >= 0 }
    ) {
        var pile = length &- 1
        var position = values.count &- 1
        var rank = placed &- 1
        while pile >= 0 {
            let value = values[position]
            position &-= 1
            if !isPlaced(value) { continue }
            if piles[rank] == pile {
                chain[pile] = value
                pile &-= 1
            }
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
                var length = 0
                for (rank, value) in values.enumerated() { piles[rank] = place(value, onto: chain, length: &length) }
                collect(chain: chain, length: length, piles: piles, values: values, placed: values.count)
                stays.withUnsafeMutableBufferPointer { stays in
                    for value in UnsafeBufferPointer(start: chain, count: length) { stays[base &+ value] = true }
                }
                return length
            }
        }
    }
}
