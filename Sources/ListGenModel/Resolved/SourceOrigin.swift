/// A line of the user's sources that generated lines stand for: with `--source-locations`,
/// `#sourceLocation` points the compiler's errors in them there.
package struct SourceOrigin: Sendable, Hashable {
    package var path: String
    package var line: Int

    package init(path: String, line: Int) {
        self.path = path
        self.line = line
    }
}
