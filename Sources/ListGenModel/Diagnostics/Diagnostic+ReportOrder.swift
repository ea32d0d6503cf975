extension Diagnostic {
    /// `diagnostics` as a run reports them: sorted by path, line, column, message and
    /// severity (so the order does not depend on threads), each once. A problem several types
    /// run into (a base class's property, compared by each annotated subclass) is reported
    /// once.
    public static func reportOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let sorted = diagnostics.sorted { a, b in
            if a.path != b.path { return a.path.utf8.lexicographicallyPrecedes(b.path.utf8) }
            if a.location != b.location { return a.location < b.location }
            if a.message != b.message { return a.message < b.message }
            return a.severity < b.severity
        }
        var unique: [Diagnostic] = []
        for diagnostic in sorted where unique.last != diagnostic { unique.append(diagnostic) }
        return unique
    }
}
