/// What a lexed token is. The parser only needs coarse kinds: keywords are
/// identifiers and are recognised by their bytes at the few places that matter.
enum SwiftTokenKind: UInt8 {
    case identifier
    /// `` `name` ``; the range includes the backticks.
    case backtickIdentifier
    case number
    /// Any string literal form (interpolations included), as one token.
    case string
    /// `/.../` or `#/.../#`.
    case regex
    /// A run of operator characters (never containing `<`, `>` or a postfix `?`/`!`).
    case op
    case dot, comma, colon, semicolon
    case lparen, rparen, lbracket, rbracket, lbrace, rbrace
    /// `<` and `>` are always single tokens so generic clauses balance (`>>`, `>=`).
    case less, greater
    case arrow
    case at
    /// `?` or `!` glued to the end of an operand (`Int?`, `x!`).
    case postfixQuestion, postfixBang
    /// `#name` that is not a conditional-compilation directive (`#Preview`, `#selector`).
    case poundIdentifier
    case poundIf, poundElseif, poundElse, poundEndif
    case eof
}

/// One token: kind, byte range and line. 16 bytes so a file's tokens stay small.
struct SwiftToken {
    var kind: SwiftTokenKind
    var flags: UInt8
    var start: Int32
    var end: Int32
    var line: Int32

    /// Whitespace or a comment precedes the token.
    static let spaceBefore: UInt8 = 1
    /// A line break precedes the token (it starts its line).
    static let newlineBefore: UInt8 = 2

    @inline(__always) var startsLine: Bool { flags & SwiftToken.newlineBefore != 0 }
    @inline(__always) var hasSpaceBefore: Bool { flags & SwiftToken.spaceBefore != 0 }
}

/// A `listgen:` line found in a comment, attached to the token that follows the comment.
struct RawAnnotation {
    /// Index of the first token after the comment.
    var tokenIndex: Int32
    var textStart: Int32
    var textEnd: Int32
    var line: Int32
    var column: Int32
    /// The comment is the first thing on its line.
    var ownLine: Bool
    /// A blank line stands between the comment and the next token.
    var blankAfter: Bool
}

/// A problem found while lexing, located by byte offset and line.
struct RawDiagnostic {
    var offset: Int
    var line: Int32
    var message: String
}
