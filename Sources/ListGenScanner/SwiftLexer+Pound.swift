/// `#` forms: directives, `#name`, raw strings and `#/.../#` regex literals.
extension SwiftLexer {
    mutating func pound(_ start: Int) -> Int {
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
    mutating func extendedRegex(_ start: Int, hashes: Int) -> Int? {
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
    func closes(_ at: Int, hashes: Int) -> Bool {
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
    mutating func recoverUnterminated(_ start: Int, kind: SwiftTokenKind?, startLine: Int32) -> Int {
        if let kind { emit(kind, start, n, line: startLine) }
        return n
    }
}
