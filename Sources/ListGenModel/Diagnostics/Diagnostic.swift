/// A problem reported at a place in a file, printed as `path:line:col: severity: message`,
/// the form Xcode and SwiftPM show inline.
public struct Diagnostic: Sendable, Hashable, Error, CustomStringConvertible {
    /// How bad the problem is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// How bad it is.
    public var severity: Severity
    /// What is wrong and what to do, in one sentence.
    public var message: String
    /// The file, as given to listgen.
    public var path: String
    /// Where in the file.
    public var location: SourceLocation

    /// A diagnostic of `severity` saying `message` at `location` in `path`.
    public init(_ severity: Severity, _ message: String, path: String, location: SourceLocation) {
        self.severity = severity
        self.message = message
        self.path = path
        self.location = location
    }

    /// `text` (a path) made printable on one line: control characters as `\u{..}` escapes,
    /// as in ``description``.
    public static func printable(_ text: String) -> String {
        CommentText.escaped(text)
    }

    /// `path:line:col: severity: message`, always one line: control characters in the path
    /// (a file named with a line break) are written as `\u{..}` escapes, so a file name
    /// cannot forge a diagnostic line in a build log.
    public var description: String {
        "\(CommentText.escaped(path)):\(location.line):\(location.column): \(severity.rawValue): \(CommentText.escaped(message))"
    }
}
