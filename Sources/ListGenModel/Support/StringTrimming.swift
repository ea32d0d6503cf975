extension String {
    /// The string without the characters of `set` at either end.
    package func trimmingCharacters(_ set: String) -> String {
        // Indexes, not `dropLast()`: on a `Substring` that counts the whole text each time,
        // which made a long run of trailing characters quadratic.
        var start = startIndex
        var end = endIndex
        while start < end, set.contains(self[start]) { formIndex(after: &start) }
        while start < end {
            let before = index(before: end)
            guard set.contains(self[before]) else { break }
            end = before
        }
        return String(self[start..<end])
    }

    /// The string without spaces and tabs.
    package func replacingSpaces() -> String { String(filter { $0 != " " && $0 != "\t" }) }
}
