/// A 1-based line and column (columns count UTF-8 bytes, as the compiler's diagnostics do).
public struct SourceLocation: Sendable, Hashable, Comparable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes.
    public var column: Int

    /// The place at `line` and `column`.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
