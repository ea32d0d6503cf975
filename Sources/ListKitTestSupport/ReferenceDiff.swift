/// Independent reference computations to check a diff against: written the obvious way,
/// sharing no code with ListKit's diff.
public enum ReferenceDiff {
    /// The length of a longest strictly increasing subsequence of `values`: quadratic
    /// dynamic programming for up to 64 values, a tails array with binary search on values
    /// (no back pointers) for longer ones.
    public static func longestIncreasingSubsequenceLength(_ values: [Int]) -> Int {
        if values.count <= 64 {
            var best = [Int](repeating: 1, count: values.count)
            for right in values.indices {
                for left in 0..<right where values[left] < values[right] {
                    best[right] = max(best[right], best[left] + 1)
                }
            }
            return best.max() ?? 0
        }
        var tails: [Int] = []
        for value in values {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if tails[middle] < value { low = middle + 1 } else { high = middle }
            }
            if low == tails.count { tails.append(value) } else { tails[low] = value }
        }
        return tails.count
    }

    /// The k-th-occurrence matching of IDs: for each new position, the old position of the
    /// same ID's occurrence with the same rank, or nil.
    public static func matching<ID: Hashable>(_ oldIDs: [ID], _ newIDs: [ID]) -> [Int?] {
        var queues: [ID: [Int]] = [:]
        for (offset, id) in oldIDs.enumerated() { queues[id, default: []].append(offset) }
        var used: [ID: Int] = [:]
        return newIDs.map { id in
            let taken = used[id, default: 0]
            guard let queue = queues[id], taken < queue.count else { return nil }
            used[id] = taken + 1
            return queue[taken]
        }
    }
}
