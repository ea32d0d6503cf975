extension String {
    /// The string without the characters of `set` at either end.
    package func trimmingCharacters(_ set: String) -> String {
        var start = startIndex
        while start < endIndex, set.contains(self[start]) { formIndex(after: &start) }
        return String(self[start...].droppingTrailing(set))
    }

    /// The string without spaces and tabs.
    package func replacingSpaces() -> String { String(filter { $0 != " " && $0 != "\t" }) }
}

extension StringProtocol {
    /// The text without the characters of `set` at its end (`Int?!` without `?!` is `Int`).
    /// It steps back by index: `dropLast()` on a `Substring` counts the whole text each time,
    /// which made a long run of such characters quadratic.
    package func droppingTrailing(_ set: String) -> SubSequence {
        var end = endIndex
        while end > startIndex {
            let before = index(before: end)
            guard set.contains(self[before]) else { break }
            end = before
        }
        return self[..<end]
    }
}
