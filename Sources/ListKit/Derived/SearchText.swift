/// Text as a search field compares it: ignoring case and diacritics ("Café" matches "cafe",
/// "ÅNGSTRÖM" matches "angstrom"), with the standard library alone, so that ListKit brings no
/// Foundation into the modules that import it (a package's own `String(format:)` would turn
/// ambiguous).
///
/// Folding a character: combining marks go (a decomposed "e\u{301}" is "e"), a precomposed
/// letter becomes its base letter (by its Unicode name: "LATIN SMALL LETTER E WITH ACUTE" is
/// "LATIN SMALL LETTER E"), and what is left is lowercased.
struct SearchText: Sendable {
    /// The folded text, as scalars (the marks are gone, so scalars compare as characters would).
    let folded: [Unicode.Scalar]
    /// For each prefix of `folded`, the length of its longest proper prefix that is also its
    /// suffix: what a search keeps of a partial match when the next scalar differs
    /// (Knuth–Morris–Pratt, so a search is linear in the text).
    private let fallback: [Int]

    init(_ text: String) {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let properties = scalar.properties
            if properties.generalCategory == .nonspacingMark || properties.generalCategory == .enclosingMark { continue }
            scalars.append(Self.baseLetters[scalar] ?? scalar)
        }
        folded = Array(String(scalars).lowercased().unicodeScalars)
        var fallback = [Int](repeating: 0, count: folded.count)
        var length = 0
        for index in folded.indices.dropFirst() {
            while length > 0, folded[index] != folded[length] { length = fallback[length - 1] }
            if folded[index] == folded[length] { length += 1 }
            fallback[index] = length
        }
        self.fallback = fallback
    }

    /// Whether `text` contains this query, both folded; an empty query matches everything.
    func isFound(in text: String) -> Bool {
        guard !folded.isEmpty else { return true }
        var matched = 0
        for scalar in SearchText(text).folded {
            while matched > 0, scalar != folded[matched] { matched = fallback[matched - 1] }
            if scalar == folded[matched] { matched += 1 }
            if matched == folded.count { return true }
        }
        return false
    }

    /// The query `text` with leading and trailing white space removed; nil when nothing is left.
    static func query(_ text: String) -> SearchText? {
        let trimmed = text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()
        return trimmed.isEmpty ? nil : SearchText(String(trimmed))
    }

    /// The base letter of every precomposed letter in the scripts most searches meet (Latin,
    /// Greek, Cyrillic, Vietnamese's Latin extensions), built once, on first use: by its
    /// Unicode name where the name says it ("... WITH ..."), else by canonical equivalence
    /// with a base letter and one common mark (Cyrillic "Ё" is "Е" with a diaeresis; strings
    /// compare and hash by canonical equivalence, so the dictionary finds it).
    private static let baseLetters: [Unicode.Scalar: Unicode.Scalar] = {
        let ranges: [ClosedRange<UInt32>] = [0x41...0x7A, 0x00C0...0x052F, 0x1E00...0x1FFF]
        let marks: [UInt32] = [0x300, 0x301, 0x302, 0x303, 0x304, 0x306, 0x307, 0x308, 0x309, 0x30A, 0x30B, 0x30C, 0x31B, 0x323, 0x327, 0x328]
        var byName: [String: Unicode.Scalar] = [:]
        var letters: [(Unicode.Scalar, String)] = []
        for value in ranges.joined() {
            guard let scalar = Unicode.Scalar(value), scalar.properties.isAlphabetic, let name = scalar.properties.name else { continue }
            byName[name] = scalar
            letters.append((scalar, name))
        }
        var composed: [String: Unicode.Scalar] = [:]
        for (base, name) in letters where Self.withClause(in: name) == nil {
            for mark in marks.compactMap(Unicode.Scalar.init) {
                var scalars = String.UnicodeScalarView()
                scalars.append(base)
                scalars.append(mark)
                composed[String(scalars)] = base
            }
        }
        var bases: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (scalar, name) in letters {
            if let with = Self.withClause(in: name) {
                if let base = byName[String(name[..<with])] { bases[scalar] = base }
            } else if let base = composed[String(Character(scalar))], base != scalar {
                bases[scalar] = base
            }
        }
        return bases
    }()

    /// Where " WITH " starts in a Unicode name, if it does (the names are ASCII).
    private static func withClause(in name: String) -> String.Index? {
        let pattern = Array(" WITH ".utf8)
        let bytes = Array(name.utf8)
        guard bytes.count >= pattern.count else { return nil }
        for start in 0...(bytes.count - pattern.count) where bytes[start..<start + pattern.count].elementsEqual(pattern) {
            return name.utf8.index(name.utf8.startIndex, offsetBy: start)
        }
        return nil
    }
}
