extension String {
    /// The string without the characters of `set` at either end.
    package func trimmingCharacters(_ set: String) -> String {
        var s = Substring(self)
        while let c = s.first, set.contains(c) { s = s.dropFirst() }
        while let c = s.last, set.contains(c) { s = s.dropLast() }
        return String(s)
    }

    /// The string without spaces and tabs.
    package func replacingSpaces() -> String { String(filter { $0 != " " && $0 != "\t" }) }
}
