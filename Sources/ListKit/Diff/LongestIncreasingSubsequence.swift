/// Longest increasing subsequence by patience sorting, O(n log n), with one binary search
/// only for a value that does not extend the longest run (few, in a list's survivors).
enum LongestIncreasingSubsequence {
    /// Writes one longest strictly increasing subsequence of `values` (whose entries are
    /// distinct) into `chain`, ascending, and returns its length. `chain` and `piles` hold at
    /// least `values.count` entries; `piles` is scratch.
    ///
    /// The subsequence is the one whose every element is the latest possible: it ends with the
    /// last value that ends a longest run, and each element's predecessor is the last earlier
    /// value on the pile before its own (the pile top when it was placed). A backward scan
    /// over each value's pile finds exactly those, so no back links are kept.
    static func chain(
        of values: UnsafeBufferPointer<Int>, into chain: UnsafeMutableBufferPointer<Int>, piles: UnsafeMutableBufferPointer<Int>
    ) -> Int {
        let count = values.count
        if count == 0 { return 0 }
        // chain[k] first holds the top of pile k: the smallest value ending a run of length k + 1.
        var length = 0
        for position in 0..<count {
            let value = values[position]
            if length == 0 || chain[length &- 1] < value {
                chain[length] = value
                piles[position] = length
                length &+= 1
                continue
            }
            var low = 0
            var high = length &- 1
            while low < high {
                let middle = (low &+ high) >> 1
                if chain[middle] < value { low = middle &+ 1 } else { high = middle }
            }
            chain[low] = value
            piles[position] = low
        }
        var pile = length &- 1
        var position = count &- 1
        while pile >= 0 {
            if piles[position] == pile {
                chain[pile] = values[position]
                pile &-= 1
            }
            position &-= 1
        }
        return length
    }

    /// Sets `stays[base + value] = true` for each value of one longest increasing
    /// subsequence of `values` (distinct; the same one as ``chain(of:into:piles:)``) and
    /// leaves the other flags alone. Returns its length.
    @discardableResult
    static func mark(_ values: [Int], base: Int, in stays: inout [Bool]) -> Int {
        if values.isEmpty { return 0 }
        return values.withUnsafeBufferPointer { values in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * values.count) { scratch in
                let chain = UnsafeMutableBufferPointer(rebasing: scratch[..<values.count])
                let piles = UnsafeMutableBufferPointer(rebasing: scratch[values.count...])
                let length = Self.chain(of: values, into: chain, piles: piles)
                stays.withUnsafeMutableBufferPointer { stays in
                    for value in chain[..<length] { stays[base &+ value] = true }
                }
                return length
            }
        }
    }
}
