/// Operators, numbers and regex literals (`/.../` decided like the compiler's lexer).
extension SwiftLexer {
    mutating func operatorRun(_ start: Int) -> Int {
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

    mutating func number(_ start: Int) -> Int {
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
                && j + 1 < n && p[j + 1] >= UInt8(ascii: "0") && p[j + 1] <= UInt8(ascii: "9")
            {
                j += 2
            } else {
                break
            }
        }
        emit(.number, start, j)
        return j
    }

    /// Whether the identifier just lexed is a keyword after which an expression starts.
    var lastIsExpressionKeyword: Bool {
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
    var inRegexPosition: Bool {
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
    mutating func slash(_ start: Int) -> Int {
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
}
