/// Collects broken invariants for the `_checkInvariants()` methods of the change types.
struct InvariantChecker {
    private(set) var problems: [String] = []

    mutating func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { problems.append(message()) }
    }

    /// Values strictly ascending and inside `0..<count`.
    mutating func requireAscending(_ values: [Int], below count: Int, _ name: String) {
        var previous = -1
        for value in values {
            require(value > previous, "\(name): \(value) not strictly ascending")
            require(value >= 0 && value < count, "\(name): \(value) outside 0..<\(count)")
            previous = value
        }
    }

    /// Each value used once across all `lists`, named in `name`.
    mutating func requireDistinct<Value: Hashable>(_ lists: [[Value]], _ name: String) {
        var seen = Set<Value>()
        for list in lists {
            for value in list where !seen.insert(value).inserted {
                problems.append("\(name): \(value) used twice")
            }
        }
    }
}
