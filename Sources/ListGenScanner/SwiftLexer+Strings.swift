/// String literals of every form, interpolations included, as single tokens.
extension SwiftLexer {
    mutating func stringToken(_ start: Int, hashes: Int) -> Int {
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
    func isMultilineOpening(_ quote: Int, hashes: Int) -> Bool {
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
    mutating func stringBody(_ start: Int, hashes: Int, depth: Int) -> (Int, Bool) {
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
                guard let next = literalLineBreak(at: j, multiline: multiline) else { return (j, false) }
                j = next
            default:
                j += 1
            }
        }
        return (n, false)
    }

    /// Skips an interpolation's contents after its `(`; returns the offset after its `)`.
    mutating func interpolation(_ start: Int, multiline: Bool, depth: Int) -> (Int, Bool) {
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
                guard let next = literalLineBreak(at: j, multiline: multiline) else { return (j, false) }
                j = next
            default:
                j += 1
            }
        }
        return (n, false)
    }

    /// A line break (LF, CR or CRLF) at `j` inside a string literal or its interpolation:
    /// where the next line starts, or nil in a single-line literal, which ends unterminated
    /// there.
    @inline(__always)
    mutating func literalLineBreak(at j: Int, multiline: Bool) -> Int? {
        guard multiline else { return nil }
        var next = j + 1
        if p[j] == 0x0D && next < n && p[next] == 0x0A { next += 1 }
        newline(next: next)
        return next
    }
}
