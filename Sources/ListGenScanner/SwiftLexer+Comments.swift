/// Comments, and the `listgen:` annotations found in them.
extension SwiftLexer {
    mutating func lineComment(_ start: Int) -> Int {
        var j = start + 2
        while j < n && p[j] != 0x0A && p[j] != 0x0D { j += 1 }
        var k = start + 2
        if k < j && p[k] == UInt8(ascii: "/") { k += 1 }
        while k < j && (p[k] == 0x20 || p[k] == 0x09) { k += 1 }
        if hasListgenPrefix(k, j) {
            addAnnotation(textFrom: k + 8, to: j, commentStart: start)
        } else if k < j, p[k] | 0x20 == UInt8(ascii: "l") || p[k + 1 < j ? k + 1 : k] | 0x20 == UInt8(ascii: "i") {
            noteMarkerLikeComment(k, j)
        }
        commentSinceNewline = true
        pendingFlags |= SwiftToken.spaceBefore
        return j
    }

    mutating func blockComment(_ start: Int) -> Int {
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
    mutating func skipBlockComment(_ start: Int) -> (Int, Bool) {
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
    mutating func collectBlockAnnotations(_ start: Int, _ end: Int, startLine: Int32) {
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
                addAnnotation(
                    textFrom: k + 8, to: lineEnd, commentStart: start, line: lineNo,
                    lineStartOffset: lineStart == start + 2 ? nil : lineStart)
            }
            if lineEnd >= bodyEnd { break }
            var next = lineEnd + 1
            if p[lineEnd] == 0x0D && next < bodyEnd && p[next] == 0x0A { next += 1 }
            lineStart = next
            lineNo += 1
        }
    }

    @inline(__always)
    func hasListgenPrefix(_ k: Int, _ end: Int) -> Bool {
        guard k + 8 <= end else { return false }
        return p[k] == UInt8(ascii: "l") && p[k + 1] == UInt8(ascii: "i") && p[k + 2] == UInt8(ascii: "s")
            && p[k + 3] == UInt8(ascii: "t") && p[k + 4] == UInt8(ascii: "g") && p[k + 5] == UInt8(ascii: "e")
            && p[k + 6] == UInt8(ascii: "n") && p[k + 7] == UInt8(ascii: ":")
    }

    /// Records the trimmed text in `[from, to)`. `line`/`lineStartOffset` locate lines of
    /// block comments after their first; by default the current line is used.
    mutating func addAnnotation(
        textFrom from: Int, to: Int, commentStart: Int,
        line atLine: Int32? = nil, lineStartOffset: Int? = nil
    ) {
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
        annotations.append(
            RawAnnotation(
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
    func commentStartsAfterToken(_ commentStart: Int) -> Bool {
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
