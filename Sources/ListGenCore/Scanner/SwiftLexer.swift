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
    var diagnostics: [RawDiagnostic] = []

    private var line: Int32 = 1
    private var pendingFlags: UInt8 = SwiftToken.newlineBefore | SwiftToken.spaceBefore
    private var triviaNewlines = 1
    private var commentSinceNewline = false
    private var firstPendingAnnotation = 0
    private var lastKind: SwiftTokenKind = .eof
    private var lastStart = 0
    private var lastEnd = 0
    /// Interpolations nest strings in strings; deeper nesting is treated as text.
    private let maxNesting = 48

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
            case UInt8(ascii: "@"): emit(.at, i, i + 1); i += 1
            case UInt8(ascii: "{"): emit(.lbrace, i, i + 1); i += 1
            case UInt8(ascii: "}"): emit(.rbrace, i, i + 1); i += 1
            case UInt8(ascii: "("): emit(.lparen, i, i + 1); i += 1
            case UInt8(ascii: ")"): emit(.rparen, i, i + 1); i += 1
            case UInt8(ascii: "["): emit(.lbracket, i, i + 1); i += 1
            case UInt8(ascii: "]"): emit(.rbracket, i, i + 1); i += 1
            case UInt8(ascii: ","): emit(.comma, i, i + 1); i += 1
            case UInt8(ascii: ";"): emit(.semicolon, i, i + 1); i += 1
            case UInt8(ascii: ":"): emit(.colon, i, i + 1); i += 1
            case UInt8(ascii: "<"): emit(.less, i, i + 1); i += 1
            case UInt8(ascii: ">"): emit(.greater, i, i + 1); i += 1
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
    private mutating func emit(_ kind: SwiftTokenKind, _ start: Int, _ end: Int, line startLine: Int32? = nil) {
        tokens.append(SwiftToken(kind: kind, flags: pendingFlags, start: Int32(truncatingIfNeeded: start),
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
    private mutating func newline(next: Int) {
        line += 1
        lineStarts.append(Int32(truncatingIfNeeded: next))
    }

    /// A line break between tokens: also tracks blank lines for annotation blocks.
    private mutating func triviaNewline(next: Int) {
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

    private mutating func diagnose(_ offset: Int, line atLine: Int32, _ message: String) {
        // Bounded like the parser's: unterminated strings on every line are one problem.
        if diagnostics.count < DeclarationParser.maxDiagnostics {
            diagnostics.append(RawDiagnostic(offset: offset, line: atLine, message: message))
        }
    }

    /// The previous token ends an operand, so a following `?`/`!`/`/` is postfix or binary.
    private var lastIsOperand: Bool {
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

    // MARK: - Operators, numbers, regex

    private mutating func operatorRun(_ start: Int) -> Int {
        var j = start + 1
        while j < n && SwiftLexer.isOperatorByte(p[j]) {
            // A comment start ends the operator.
            if p[j] == UInt8(ascii: "/") && j + 1 < n && (p[j + 1] == UInt8(ascii: "/") || p[j + 1] == UInt8(ascii: "*")) {
                break
            }
            j += 1
        }
        emit(.op, start, j)
        return j
    }

    private mutating func number(_ start: Int) -> Int {
        var j = start + 1
        while j < n {
            let c = p[j]
            if SwiftLexer.isIdentifierByte(c) {
                j += 1
            } else if c == UInt8(ascii: ".") && j + 1 < n && p[j + 1] >= UInt8(ascii: "0") && p[j + 1] <= UInt8(ascii: "9") {
                j += 2
            } else if (c == UInt8(ascii: "-") || c == UInt8(ascii: "+"))
                        && (p[j - 1] == UInt8(ascii: "e") || p[j - 1] == UInt8(ascii: "E")
                            || p[j - 1] == UInt8(ascii: "p") || p[j - 1] == UInt8(ascii: "P"))
                        && j + 1 < n && p[j + 1] >= UInt8(ascii: "0") && p[j + 1] <= UInt8(ascii: "9") {
                j += 2
            } else {
                break
            }
        }
        emit(.number, start, j)
        return j
    }

    /// Whether the identifier just lexed is a keyword after which an expression starts.
    private var lastIsExpressionKeyword: Bool {
        guard lastKind == .identifier else { return false }
        let len = lastEnd - lastStart
        guard len >= 2 && len <= 6 else { return false }
        let w = UnsafeBufferPointer(start: p + lastStart, count: len)
        return SwiftKeywords.equals(w, "return") || SwiftKeywords.equals(w, "case") || SwiftKeywords.equals(w, "in")
            || SwiftKeywords.equals(w, "try") || SwiftKeywords.equals(w, "await") || SwiftKeywords.equals(w, "throw")
            || SwiftKeywords.equals(w, "where") || SwiftKeywords.equals(w, "if") || SwiftKeywords.equals(w, "guard")
            || SwiftKeywords.equals(w, "while") || SwiftKeywords.equals(w, "switch") || SwiftKeywords.equals(w, "else")
    }

    /// Whether the previous token lets an expression (so a regex literal) start here.
    private var inRegexPosition: Bool {
        switch lastKind {
        case .eof, .lbrace, .lparen, .lbracket, .less, .semicolon, .comma, .colon,
             .poundIf, .poundElse, .poundElseif, .poundEndif:
            return true
        case .op:
            let c = p[lastStart]
            return !(c == UInt8(ascii: ".") || c == UInt8(ascii: "\\") || c == UInt8(ascii: "#") || c == UInt8(ascii: "`"))
        case .identifier:
            return lastIsExpressionKeyword
        default:
            return false
        }
    }

    /// `/` starts a regex literal the way the compiler's lexer decides it: never when glued
    /// to the operand before it or after `func`/`operator`; with spaces on both sides only
    /// in expression position; and the literal must close on its line, not start or end
    /// with a space (unless it must be a regex), keep `(`/`)` balanced and not end in `//`.
    private mutating func slash(_ start: Int) -> Int {
        let before: UInt8 = start > 0 ? p[start - 1] : 0x20
        let leftBound: Bool
        switch before {
        case 0x20, 0x09, 0x0A, 0x0D, 0x00, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            leftBound = false
        case UInt8(ascii: "/"):
            leftBound = !(start >= 2 && p[start - 2] == UInt8(ascii: "*"))
        default:
            leftBound = true
        }
        if leftBound || start + 1 >= n { return operatorRun(start) }
        if lastKind == .identifier && lastEnd - lastStart >= 4 {
            let w = UnsafeBufferPointer(start: p + lastStart, count: lastEnd - lastStart)
            if SwiftKeywords.equals(w, "func") || SwiftKeywords.equals(w, "operator") { return operatorRun(start) }
        }
        let next = p[start + 1]
        let rightBound: Bool
        switch next {
        case 0x20, 0x09, 0x0A, 0x0D, 0x00, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            rightBound = false
        default:
            rightBound = true
        }
        var mustBeRegex = false
        if !rightBound {
            if !inRegexPosition { return operatorRun(start) }
            switch lastKind {
            case .lparen, .lbracket, .comma, .colon: mustBeRegex = false
            default: mustBeRegex = true
            }
        }
        if (next == 0x20 || next == 0x09) && !mustBeRegex { return operatorRun(start) }
        if next == UInt8(ascii: "*") || next == UInt8(ascii: "/") { return operatorRun(start) }
        var j = start + 1
        var groups = 0
        var lastSpace = -2
        while j < n {
            let c = p[j]
            switch c {
            case 0x0A, 0x0D:
                return operatorRun(start)
            case UInt8(ascii: "\\"):
                j += 1
                if j < n && (p[j] == 0x0A || p[j] == 0x0D) { return operatorRun(start) }
            case UInt8(ascii: "("):
                groups += 1
            case UInt8(ascii: ")"):
                if groups == 0 {
                    if !mustBeRegex { return operatorRun(start) }
                } else {
                    groups -= 1
                }
            case 0x20, 0x09:
                lastSpace = j
            case UInt8(ascii: "/"):
                if j + 1 < n && (p[j + 1] == UInt8(ascii: "/") || p[j + 1] == UInt8(ascii: "*")) {
                    return operatorRun(start)
                }
                if lastSpace == j - 1 && !mustBeRegex { return operatorRun(start) }
                emit(.regex, start, j + 1)
                return j + 1
            default:
                break
            }
            j += 1
        }
        return operatorRun(start)
    }

    // MARK: - Pound

    private mutating func pound(_ start: Int) -> Int {
        var h = 0
        while start + h < n && p[start + h] == UInt8(ascii: "#") { h += 1 }
        let after = start + h
        if after < n && p[after] == UInt8(ascii: "\"") {
            return stringToken(start, hashes: h)
        }
        if after < n && p[after] == UInt8(ascii: "/") {
            if let end = extendedRegex(start, hashes: h) { return end }
        }
        if h == 1 && after < n && SwiftLexer.isIdentifierByte(p[after]) && !(p[after] >= UInt8(ascii: "0") && p[after] <= UInt8(ascii: "9")) {
            var j = after + 1
            while j < n && SwiftLexer.isIdentifierByte(p[j]) { j += 1 }
            let word = UnsafeBufferPointer(start: p + after, count: j - after)
            let kind: SwiftTokenKind
            if SwiftKeywords.equals(word, "if") {
                kind = .poundIf
            } else if SwiftKeywords.equals(word, "elseif") {
                kind = .poundElseif
            } else if SwiftKeywords.equals(word, "else") {
                kind = .poundElse
            } else if SwiftKeywords.equals(word, "endif") {
                kind = .poundEndif
            } else {
                kind = .poundIdentifier
            }
            emit(kind, start, j)
            return j
        }
        emit(.op, start, start + 1)
        return start + 1
    }

    /// `#/.../#` (any number of `#`); multi-line when `#/` ends its line. Returns nil when
    /// a single-line one does not close on its line (then `#` is just an operator byte).
    private mutating func extendedRegex(_ start: Int, hashes: Int) -> Int? {
        let bodyStart = start + hashes + 1
        var j = bodyStart
        var k = j
        while k < n && (p[k] == 0x20 || p[k] == 0x09) { k += 1 }
        let multiline = k < n && (p[k] == 0x0A || p[k] == 0x0D)
        let startLine = line
        while j < n {
            let c = p[j]
            if c == UInt8(ascii: "\\") && j + 1 < n && p[j + 1] != 0x0A && p[j + 1] != 0x0D {
                j += 2
                continue
            }
            if c == UInt8(ascii: "/") && closes(j + 1, hashes: hashes) {
                emit(.regex, start, j + 1 + hashes, line: startLine)
                return j + 1 + hashes
            }
            if c == 0x0A || c == 0x0D {
                if !multiline { return nil }
                j += 1
                if c == 0x0D && j < n && p[j] == 0x0A { j += 1 }
                newline(next: j)
                continue
            }
            j += 1
        }
        if !multiline { return nil }
        diagnose(start, line: startLine, "unterminated regex literal")
        return recoverUnterminated(start, kind: .regex, startLine: startLine)
    }

    /// `hashes` `#` bytes at `at`.
    @inline(__always)
    private func closes(_ at: Int, hashes: Int) -> Bool {
        if hashes == 0 { return true }
        if at + hashes > n { return false }
        var k = 0
        while k < hashes {
            if p[at + k] != UInt8(ascii: "#") { return false }
            k += 1
        }
        return true
    }

    /// An unterminated multi-line literal or block comment runs to the end of the file, as
    /// the compiler reads it (the caller has reported it).
    private mutating func recoverUnterminated(_ start: Int, kind: SwiftTokenKind?, startLine: Int32) -> Int {
        if let kind { emit(kind, start, n, line: startLine) }
        return n
    }

    // MARK: - Strings

    private mutating func stringToken(_ start: Int, hashes: Int) -> Int {
        let startLine = line
        let savedLines = lineStarts.count
        let (end, ok) = stringBody(start, hashes: hashes, depth: 0)
        if ok {
            emit(.string, start, end, line: startLine)
            return end
        }
        diagnose(start, line: startLine, "unterminated string literal")
        if isMultilineOpening(start + hashes, hashes: hashes) {
            return recoverUnterminated(start, kind: .string, startLine: startLine)
        }
        // A single-line string stops at its line end; lines inside interpolations are undone.
        if line != startLine {
            line = startLine
            lineStarts.truncate(to: savedLines)
        }
        var stop = start
        while stop < n && p[stop] != 0x0A && p[stop] != 0x0D { stop += 1 }
        emit(.string, start, stop, line: startLine)
        return stop
    }

    /// `"""` opens a multi-line string, except in a raw string whose closing delimiter
    /// follows on the same line (`#"""#` is the one-character string `"`), as the compiler reads it.
    private func isMultilineOpening(_ quote: Int, hashes: Int) -> Bool {
        guard quote + 2 < n && p[quote + 1] == UInt8(ascii: "\"") && p[quote + 2] == UInt8(ascii: "\"") else { return false }
        if hashes == 0 { return true }
        var j = quote + 1
        while j < n && p[j] != 0x0A && p[j] != 0x0D {
            if p[j] == UInt8(ascii: "\"") && closes(j + 1, hashes: hashes) { return false }
            j += 1
        }
        return true
    }

    /// Reads a string literal starting at `start` (at its `#`s or opening quote).
    /// Returns the end offset and whether it was terminated.
    private mutating func stringBody(_ start: Int, hashes: Int, depth: Int) -> (Int, Bool) {
        let quote = start + hashes
        let multiline = isMultilineOpening(quote, hashes: hashes)
        var j = quote + (multiline ? 3 : 1)
        while j < n {
            let c = p[j]
            switch c {
            case UInt8(ascii: "\""):
                if multiline {
                    if j + 2 < n && p[j + 1] == UInt8(ascii: "\"") && p[j + 2] == UInt8(ascii: "\"") && closes(j + 3, hashes: hashes) {
                        return (j + 3 + hashes, true)
                    }
                } else if closes(j + 1, hashes: hashes) {
                    return (j + 1 + hashes, true)
                }
                j += 1
            case UInt8(ascii: "\\"):
                if !closes(j + 1, hashes: hashes) {
                    j += 1
                    continue
                }
                let k = j + 1 + hashes
                if k < n && p[k] == UInt8(ascii: "(") {
                    if depth >= maxNesting {
                        j = k + 1
                        continue
                    }
                    let (end, ok) = interpolation(k + 1, multiline: multiline, depth: depth + 1)
                    if !ok { return (end, false) }
                    j = end
                } else if k < n && p[k] != 0x0A && p[k] != 0x0D {
                    j = k + 1
                } else {
                    j = k
                }
            case 0x0A, 0x0D:
                if !multiline { return (j, false) }
                j += 1
                if c == 0x0D && j < n && p[j] == 0x0A { j += 1 }
                newline(next: j)
            default:
                j += 1
            }
        }
        return (n, false)
    }

    /// Skips an interpolation's contents after its `(`; returns the offset after its `)`.
    private mutating func interpolation(_ start: Int, multiline: Bool, depth: Int) -> (Int, Bool) {
        var parens = 1
        var j = start
        while j < n {
            let c = p[j]
            switch c {
            case UInt8(ascii: "("):
                parens += 1
                j += 1
            case UInt8(ascii: ")"):
                parens -= 1
                j += 1
                if parens == 0 { return (j, true) }
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                var h = 0
                while j + h < n && p[j + h] == UInt8(ascii: "#") { h += 1 }
                if j + h < n && p[j + h] == UInt8(ascii: "\"") {
                    let (end, ok) = stringBody(j, hashes: h, depth: depth + 1)
                    if !ok { return (end, false) }
                    j = end
                } else {
                    j += max(h, 1)
                }
            case UInt8(ascii: "/"):
                if j + 1 < n && p[j + 1] == UInt8(ascii: "*") {
                    let (end, ok) = skipBlockComment(j)
                    if !ok { return (end, false) }
                    j = end
                } else if j + 1 < n && p[j + 1] == UInt8(ascii: "/") {
                    while j < n && p[j] != 0x0A && p[j] != 0x0D { j += 1 }
                } else {
                    j += 1
                }
            case 0x0A, 0x0D:
                if !multiline { return (j, false) }
                j += 1
                if c == 0x0D && j < n && p[j] == 0x0A { j += 1 }
                newline(next: j)
            default:
                j += 1
            }
        }
        return (n, false)
    }

    // MARK: - Comments

    private mutating func lineComment(_ start: Int) -> Int {
        var j = start + 2
        while j < n && p[j] != 0x0A && p[j] != 0x0D { j += 1 }
        var k = start + 2
        if k < j && p[k] == UInt8(ascii: "/") { k += 1 }
        while k < j && (p[k] == 0x20 || p[k] == 0x09) { k += 1 }
        if hasListgenPrefix(k, j) {
            addAnnotation(textFrom: k + 8, to: j, commentStart: start)
        }
        commentSinceNewline = true
        pendingFlags |= SwiftToken.spaceBefore
        return j
    }

    private mutating func blockComment(_ start: Int) -> Int {
        let startLine = line
        let (end, ok) = skipBlockComment(start)
        if !ok {
            diagnose(start, line: startLine, "unterminated block comment")
            let resume = recoverUnterminated(start, kind: nil, startLine: startLine)
            pendingFlags |= SwiftToken.spaceBefore
            commentSinceNewline = true
            return resume
        }
        collectBlockAnnotations(start, end, startLine: startLine)
        commentSinceNewline = true
        pendingFlags |= SwiftToken.spaceBefore
        return end
    }

    /// Skips a (nested) block comment starting at `/*`, counting lines.
    private mutating func skipBlockComment(_ start: Int) -> (Int, Bool) {
        var depth = 1
        var j = start + 2
        while j < n {
            let c = p[j]
            if c == UInt8(ascii: "*") && j + 1 < n && p[j + 1] == UInt8(ascii: "/") {
                depth -= 1
                j += 2
                if depth == 0 { return (j, true) }
            } else if c == UInt8(ascii: "/") && j + 1 < n && p[j + 1] == UInt8(ascii: "*") {
                depth += 1
                j += 2
            } else if c == 0x0A || c == 0x0D {
                j += 1
                if c == 0x0D && j < n && p[j] == 0x0A { j += 1 }
                newline(next: j)
            } else {
                j += 1
            }
        }
        return (n, false)
    }

    /// Each line of a block comment that reads `listgen: TEXT` after whitespace and `*`
    /// decoration is an annotation.
    private mutating func collectBlockAnnotations(_ start: Int, _ end: Int, startLine: Int32) {
        // Cheap filter first: most comments never mention listgen.
        var j = start + 2
        var found = false
        while j + 8 <= end {
            if p[j] == UInt8(ascii: "l") && p[j + 7] == UInt8(ascii: ":") && hasListgenPrefix(j, end) {
                found = true
                break
            }
            j += 1
        }
        guard found else { return }
        let bodyEnd = end - 2
        var lineStart = start + 2
        var lineNo = startLine
        while lineStart <= bodyEnd {
            var lineEnd = lineStart
            while lineEnd < bodyEnd && p[lineEnd] != 0x0A && p[lineEnd] != 0x0D { lineEnd += 1 }
            var k = lineStart
            while k < lineEnd && (p[k] == 0x20 || p[k] == 0x09 || p[k] == UInt8(ascii: "*")) { k += 1 }
            if hasListgenPrefix(k, lineEnd) {
                addAnnotation(textFrom: k + 8, to: lineEnd, commentStart: start, line: lineNo, lineStartOffset: lineStart == start + 2 ? nil : lineStart)
            }
            if lineEnd >= bodyEnd { break }
            var next = lineEnd + 1
            if p[lineEnd] == 0x0D && next < bodyEnd && p[next] == 0x0A { next += 1 }
            lineStart = next
            lineNo += 1
        }
    }

    @inline(__always)
    private func hasListgenPrefix(_ k: Int, _ end: Int) -> Bool {
        guard k + 8 <= end else { return false }
        return p[k] == UInt8(ascii: "l") && p[k + 1] == UInt8(ascii: "i") && p[k + 2] == UInt8(ascii: "s")
            && p[k + 3] == UInt8(ascii: "t") && p[k + 4] == UInt8(ascii: "g") && p[k + 5] == UInt8(ascii: "e")
            && p[k + 6] == UInt8(ascii: "n") && p[k + 7] == UInt8(ascii: ":")
    }

    /// Records the trimmed text in `[from, to)`. `line`/`lineStartOffset` locate lines of
    /// block comments after their first; by default the current line is used.
    private mutating func addAnnotation(textFrom from: Int, to: Int, commentStart: Int,
                                        line atLine: Int32? = nil, lineStartOffset: Int? = nil) {
        var a = from
        var b = to
        while a < b && (p[a] == 0x20 || p[a] == 0x09) { a += 1 }
        while b > a && (p[b - 1] == 0x20 || p[b - 1] == 0x09) { b -= 1 }
        let textLine = atLine ?? line
        let base: Int
        if let lineStartOffset {
            base = lineStartOffset
        } else {
            base = Int(lineStarts[Int(textLine) - 1])
        }
        annotations.append(RawAnnotation(
            tokenIndex: Int32(truncatingIfNeeded: tokens.count),
            textStart: Int32(truncatingIfNeeded: a),
            textEnd: Int32(truncatingIfNeeded: b),
            line: textLine,
            column: Int32(truncatingIfNeeded: a - base + 1),
            ownLine: !commentStartsAfterToken(commentStart),
            blankAfter: false))
    }

    /// A comment starts its own line when only whitespace precedes it there (a byte order
    /// mark counts as nothing).
    private func commentStartsAfterToken(_ commentStart: Int) -> Bool {
        let fileStart = n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF ? 3 : 0
        var k = commentStart - 1
        while k >= fileStart {
            let c = p[k]
            if c == 0x0A || c == 0x0D { return false }
            if c != 0x20 && c != 0x09 { return true }
            k -= 1
        }
        return false
    }
}

/// The name the resolver's detached-annotation check uses.
typealias Lexer = SwiftLexer
