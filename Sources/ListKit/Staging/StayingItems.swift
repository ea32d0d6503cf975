/// Which survivors keep their place: the ones on a longest increasing subsequence of their
/// new positions, taken in old order. Everything else that survives moves.
struct StayingItems {
    /// Scratch for the subsequence marks, reused across calls.
    private var marks: [Bool] = []

    /// Sets `stays[base + target] = true` for each `target` of `targets` (distinct, listed in
    /// old order) on one longest increasing subsequence; leaves the other flags alone.
    /// Returns the subsequence's length.
    @discardableResult
    mutating func mark(_ targets: [Int], base: Int, in stays: inout [Bool]) -> Int {
        if targets.isEmpty { return 0 }
        marks.removeAll(keepingCapacity: true)
        marks.append(contentsOf: repeatElement(false, count: targets.count))
        let length = targets.withUnsafeBufferPointer { values in
            marks.withUnsafeMutableBufferPointer { LongestIncreasingSubsequence.mark(values, into: $0) }
        }
        for (rank, target) in targets.enumerated() where marks[rank] { stays[base + target] = true }
        return length
    }
}
