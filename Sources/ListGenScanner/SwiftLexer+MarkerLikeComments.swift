import ListGenShared

/// Line comments that look like a misspelled `listgen:` marker (`// lisgten: item`,
/// `// ListGen: item`, `// listgen item`, `// listgen : item`, `// list-gen: item`), kept so
/// the generator can warn instead of silently ignoring them.
extension SwiftLexer {
    /// Records the comment text in `[start, end)` (after `//` and spaces) when its first word
    /// is within edit distance 2 of `listgen`, ignoring case, and it is not a well-formed
    /// marker. Cheap: most comments fail on the word's length or first letters.
    mutating func noteMarkerLikeComment(_ start: Int, _ end: Int) {
        var wordEnd = start
        while wordEnd < end, wordEnd - start <= 9, Self.isMarkerWordByte(p[wordEnd]) { wordEnd += 1 }
        let length = wordEnd - start
        guard length >= 5, length <= 9 else { return }
        let word = UnsafeBufferPointer(start: p + start, count: length)
        guard Self.isNearListgen(word) else { return }
        markerLikeComments.append(
            RawMarkerLikeComment(
                textStart: Int32(truncatingIfNeeded: start), textEnd: Int32(truncatingIfNeeded: end), line: line,
                column: Int32(truncatingIfNeeded: start - Int(lineStarts[Int(line) - 1]) + 1)))
    }

    static func isMarkerWordByte(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x2D || c == 0x5F
    }

    /// Whether the lowercased `word` is within two edits of `listgen` (see `Suggestion`).
    static func isNearListgen(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        let lowered = word.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        return Suggestion.editDistance(lowered, listgenBytes) <= 2
    }

    private static let listgenBytes: [UInt8] = Array("listgen".utf8)
}

/// A comment whose first word is close to `listgen` (see `noteMarkerLikeComment`).
struct RawMarkerLikeComment {
    var textStart: Int32
    var textEnd: Int32
    var line: Int32
    var column: Int32
}
