/// Splits Swift source bytes into `SwiftToken`s in one linear pass.
///
/// Strings (with interpolations), regex literals and comments become single tokens or
/// trivia, so the parser never sees braces or keywords inside them. `listgen:` comment
/// lines are collected on the side as `RawAnnotation`s. Every loop advances at least one
/// byte. Unterminated literals are reported; a single-line string ends at its line end, a
/// multi-line one or a block comment runs to the end of the file (the compiler's reading).
struct SwiftLexer {
    // Note: `tokens`/`lineStarts` memory lives as long as this value (see `GrowableBuffer`).
    let p: UnsafePointer<UInt8>
    let n: Int

    var tokens: GrowableBuffer<SwiftToken>
    /// Byte offset of the start of each line (index 0 is line 1).
    var lineStarts: GrowableBuffer<Int32>
    var annotations: [RawAnnotation] = []
    var markerLikeComments: [RawMarkerLikeComment] = []
    var diagnostics: [RawDiagnostic] = []

    var line: Int32 = 1
    var pendingFlags: UInt8 = SwiftToken.newlineBefore | SwiftToken.spaceBefore
    var triviaNewlines = 1
    var commentSinceNewline = false
    var firstPendingAnnotation = 0
    var lastKind: SwiftTokenKind = .eof
    var lastStart = 0
    var lastEnd = 0
    /// Interpolations nest strings in strings; deeper nesting is treated as text.
    let maxNesting = 48

    init(base: UnsafePointer<UInt8>, count: Int) {
        p = base
        n = count
        tokens = GrowableBuffer(capacity: count / 4 + 16)
        lineStarts = GrowableBuffer(capacity: count / 24 + 16)
        lineStarts.append(0)
    }

    // MARK: - Driver

    mutating func run() {
        var i = 0
        if n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF { i = 3 }
        if i + 1 < n && p[i] == UInt8(ascii: "#") && p[i + 1] == UInt8(ascii: "!") {
            while i < n && p[i] != 0x0A && p[i] != 0x0D { i += 1 }
            commentSinceNewline = true
        }
        while i < n {
            let c = p[i]
            switch c {
            case 0x20, 0x09, 0x0B, 0x0C, 0x00:
                pendingFlags |= SwiftToken.spaceBefore
                i += 1
                // Runs of indentation are the most common bytes: skip them without dispatch.
                while i < n && (p[i] == 0x20 || p[i] == 0x09) { i += 1 }
            case 0x0A:
                i += 1
                triviaNewline(next: i)
                while i < n && (p[i] == 0x20 || p[i] == 0x09) { i += 1 }
            case 0x0D:
                i += 1
                if i < n && p[i] == 0x0A { i += 1 }
                triviaNewline(next: i)
            case UInt8(ascii: "/"):
                let d = i + 1 < n ? p[i + 1] : 0
                if d == UInt8(ascii: "/") {
                    i = lineComment(i)
                } else if d == UInt8(ascii: "*") {
                    i = blockComment(i)
                } else {
                    i = slash(i)
                }
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
                var j = i + 1
                while j < n && SwiftLexer.isIdentifierByte(p[j]) { j += 1 }
                emit(.identifier, i, j)
                i = j
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                i = number(i)
            case UInt8(ascii: "\""):
                i = stringToken(i, hashes: 0)
            case UInt8(ascii: "#"):
                i = pound(i)
            case UInt8(ascii: "`"):
                var j = i + 1
                while j < n && p[j] != UInt8(ascii: "`") && p[j] != 0x0A && p[j] != 0x0D { j += 1 }
                if j < n && p[j] == UInt8(ascii: "`") && j > i + 1 {
                    emit(.backtickIdentifier, i, j + 1)
                    i = j + 1
                } else {
                    emit(.op, i, i + 1)
                    i += 1
                }
            case UInt8(ascii: "@"):
                emit(.at, i, i + 1)
                i += 1
            case UInt8(ascii: "{"):
                emit(.lbrace, i, i + 1)
                i += 1
            case UInt8(ascii: "}"):
                emit(.rbrace, i, i + 1)
                i += 1
            case UInt8(ascii: "("):
                emit(.lparen, i, i + 1)
                i += 1
            case UInt8(ascii: ")"):
                emit(.rparen, i, i + 1)
                i += 1
            case UInt8(ascii: "["):
                emit(.lbracket, i, i + 1)
                i += 1
            case UInt8(ascii: "]"):
                emit(.rbracket, i, i + 1)
                i += 1
            case UInt8(ascii: ","):
                emit(.comma, i, i + 1)
                i += 1
            case UInt8(ascii: ";"):
                emit(.semicolon, i, i + 1)
                i += 1
            case UInt8(ascii: ":"):
                emit(.colon, i, i + 1)
                i += 1
            case UInt8(ascii: "<"):
                emit(.less, i, i + 1)
                i += 1
            case UInt8(ascii: ">"):
                emit(.greater, i, i + 1)
                i += 1
            case UInt8(ascii: "."):
                var j = i + 1
                while j < n && p[j] == UInt8(ascii: ".") { j += 1 }
                emit(j == i + 1 ? .dot : .op, i, j)
                i = j
            case UInt8(ascii: "?"), UInt8(ascii: "!"):
                if pendingFlags & SwiftToken.spaceBefore == 0 && lastIsOperand {
                    emit(c == UInt8(ascii: "?") ? .postfixQuestion : .postfixBang, i, i + 1)
                    i += 1
                } else {
                    i = operatorRun(i)
                }
            case UInt8(ascii: "-"):
                if i + 1 < n && p[i + 1] == UInt8(ascii: ">") {
                    emit(.arrow, i, i + 2)
                    i += 2
                } else {
                    i = operatorRun(i)
                }
            case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "%"),
                UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"):
                i = operatorRun(i)
            default:
                // `\` (key paths), stray control bytes and anything else: one opaque byte.
                emit(.op, i, i + 1)
                i += 1
            }
        }
        emit(.eof, n, n)
    }

    // MARK: - Emitting

    @inline(__always)
    mutating func emit(_ kind: SwiftTokenKind, _ start: Int, _ end: Int, line startLine: Int32? = nil) {
        tokens.append(
            SwiftToken(
                kind: kind, flags: pendingFlags, start: Int32(truncatingIfNeeded: start),
                end: Int32(truncatingIfNeeded: end), line: startLine ?? line))
        pendingFlags = 0
        triviaNewlines = 0
        commentSinceNewline = false
        firstPendingAnnotation = annotations.count
        lastKind = kind
        lastStart = start
        lastEnd = end
    }

    /// A line break inside a literal or comment: counts the line only.
    @inline(__always)
    mutating func newline(next: Int) {
        line += 1
        lineStarts.append(Int32(truncatingIfNeeded: next))
    }

    /// A line break between tokens: also tracks blank lines for annotation blocks.
    mutating func triviaNewline(next: Int) {
        if triviaNewlines >= 1 && !commentSinceNewline {
            var k = firstPendingAnnotation
            while k < annotations.count {
                annotations[k].blankAfter = true
                k += 1
            }
        }
        triviaNewlines += 1
        commentSinceNewline = false
        pendingFlags |= SwiftToken.newlineBefore | SwiftToken.spaceBefore
        newline(next: next)
    }

    mutating func diagnose(_ offset: Int, line atLine: Int32, _ message: String) {
        // Bounded like the parser's: unterminated strings on every line are one problem.
        if diagnostics.count < DeclarationParser.maxDiagnostics {
            diagnostics.append(RawDiagnostic(offset: offset, line: atLine, message: message))
        }
    }

    /// The previous token ends an operand, so a following `?`/`!`/`/` is postfix or binary.
    var lastIsOperand: Bool {
        switch lastKind {
        case .identifier, .backtickIdentifier, .number, .string, .regex, .rparen, .rbracket,
            .greater, .postfixQuestion, .postfixBang:
            return true
        default:
            return false
        }
    }

    @inline(__always)
    static func isIdentifierByte(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    @inline(__always)
    static func isOperatorByte(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
            UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }
}

/// The name the resolver's detached-annotation check uses.
typealias Lexer = SwiftLexer
