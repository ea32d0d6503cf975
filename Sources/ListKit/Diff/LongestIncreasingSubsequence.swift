/// Longest increasing subsequence by patience sorting, O(n log n).
enum LongestIncreasingSubsequence {
    /// Marks `onSubsequence[i] = true` for the positions `i` of one longest strictly
    /// increasing subsequence of `values` (whose entries are distinct), and returns its
    /// length. Ties break toward the earliest pile top, so the result is deterministic.
    static func mark(_ values: UnsafeBufferPointer<Int>, into onSubsequence: UnsafeMutableBufferPointer<Bool>) -> Int {
        let count = values.count
        if count == 0 { return 0 }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { tops in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { topValues in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { previous in
                    // tops[k]: position of the smallest value ending an increasing run of length
                    // k + 1; topValues[k] caches that value so the binary search reads one array.
                    var length = 0
                    for position in 0..<count {
                        let value = values[position]
                        if length == 0 || topValues[length - 1] < value {
                            previous[position] = length == 0 ? -1 : tops[length - 1]
                            tops[length] = position
                            topValues[length] = value
                            length += 1
                            continue
                        }
                        var low = 0
                        var high = length - 1
                        while low < high {
                            let middle = (low + high) >> 1
                            if topValues[middle] < value { low = middle + 1 } else { high = middle }
                        }
                        previous[position] = low == 0 ? -1 : tops[low - 1]
                        tops[low] = position
                        topValues[low] = value
                    }
                    var position = tops[length - 1]
                    while position >= 0 {
                        onSubsequence[position] = true
                        position = previous[position]
                    }
                    return length
                }
            }
        }
    }
}
