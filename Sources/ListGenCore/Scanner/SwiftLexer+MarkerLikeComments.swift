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
        markerLikeComments.append(RawMarkerLikeComment(
            textStart: Int32(truncatingIfNeeded: start), textEnd: Int32(truncatingIfNeeded: end), line: line,
            column: Int32(truncatingIfNeeded: start - Int(lineStarts[Int(line) - 1]) + 1)))
    }

    static func isMarkerWordByte(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x2D || c == 0x5F
    }

    /// Optimal string alignment distance (Levenshtein plus adjacent transpositions) between
    /// the lowercased `word` and `listgen`, compared with 2.
    static func isNearListgen(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        let target: [UInt8] = Array("listgen".utf8)
        let a = word.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        if abs(a.count - target.count) > 2 { return false }
        var previous2 = [Int](repeating: 0, count: target.count + 1)
        var previous = Array(0...target.count)
        var current = [Int](repeating: 0, count: target.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...target.count {
                let cost = a[i - 1] == target[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == target[j - 2], a[i - 2] == target[j - 1] {
                    best = min(best, previous2[j - 2] + 1)
                }
                current[j] = best
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[target.count] <= 2
    }
}

/// A comment whose first word is close to `listgen` (see `noteMarkerLikeComment`).
struct RawMarkerLikeComment {
    var textStart: Int32
    var textEnd: Int32
    var line: Int32
    var column: Int32
}
