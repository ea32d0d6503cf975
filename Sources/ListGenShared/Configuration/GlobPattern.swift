// Shared with the plugins through symlinks: no imports, no other ListGenCore types.

/// A file exclusion pattern, matched against `/`-separated paths relative to the
/// configuration file's folder.
///
/// - `*` matches any run of characters within one path component, `?` exactly one.
/// - `**` as a whole component matches any number of components, including none.
/// - A pattern without `/` matches a file or folder name at any depth (`*+Mock.swift`).
/// - A pattern that matches a folder excludes everything below it (`Legacy`, `Generated/**`).
public struct GlobPattern: Sendable, Hashable, CustomStringConvertible {
    /// Why a pattern was rejected; `offset` is the byte offset of the culprit in the pattern.
    public struct Invalid: Error, Sendable, Hashable {
        /// The 0-based UTF-8 offset of the problem in the pattern.
        public var offset: Int
        /// What is wrong with the pattern.
        public var message: String
    }

    /// The pattern as written.
    public let text: String
    private let components: [[Unicode.Scalar]]

    /// Validates and compiles `text`.
    public init(_ text: String) throws(Invalid) {
        guard !text.isEmpty else { throw Invalid(offset: 0, message: "empty exclusion pattern") }
        if text.hasPrefix("/") {
            throw Invalid(offset: 0, message: "exclusion patterns are relative to the configuration file's folder; remove the leading '/'")
        }
        var offset = 0
        var components: [[Unicode.Scalar]] = []
        for part in text.split(separator: "/", omittingEmptySubsequences: false) {
            if part.isEmpty, offset + part.utf8.count < text.utf8.count {
                throw Invalid(offset: offset, message: "empty path component ('//') in exclusion pattern")
            }
            if part.contains("**"), part != "**" {
                throw Invalid(offset: offset, message: "'**' must be a whole path component (as in 'Folder/**/File.swift')")
            }
            if part == "." || part == ".." {
                throw Invalid(offset: offset, message: "'\(part)' is not allowed in an exclusion pattern")
            }
            if !part.isEmpty { components.append(Array(part.unicodeScalars)) }
            offset += part.utf8.count + 1
        }
        // No `/` inside: a name matched at any depth.
        if !text.dropLast(text.hasSuffix("/") ? 1 : 0).contains("/") {
            components.insert(Array("**".unicodeScalars), at: 0)
        }
        self.text = text
        self.components = components
    }

    public var description: String { text }

    /// Whether `relativePath`, or a folder containing it, matches.
    public func matches(_ relativePath: String) -> Bool {
        let path = relativePath.split(separator: "/").filter { $0 != "." }.map { Array($0.unicodeScalars) }
        guard !path.isEmpty else { return false }
        // reached[j]: the pattern's components so far match the path's first j components.
        // One row per pattern component, so a pattern of P components costs O(P x N) on a
        // path of N, whatever its '**' (trying every split of every '**' recursively is
        // exponential in their number).
        var reached = [Bool](repeating: false, count: path.count + 1)
        reached[0] = true
        for component in components {
            var next = [Bool](repeating: false, count: path.count + 1)
            if component == Self.doubleStar {
                var any = false
                for j in 0...path.count {
                    any = any || reached[j]
                    next[j] = any
                }
            } else {
                for j in 0..<path.count where reached[j] && Self.matchComponent(component, path[j]) {
                    next[j + 1] = true
                }
            }
            reached = next
            if !reached.contains(true) { return false }
        }
        // The path itself or a folder containing it: any non-empty prefix.
        return reached.dropFirst().contains(true)
    }

    private static let doubleStar: [Unicode.Scalar] = ["*", "*"]

    /// `*` and `?` within one component, by the usual greedy match with one backtrack point.
    private static func matchComponent(_ pattern: [Unicode.Scalar], _ name: [Unicode.Scalar]) -> Bool {
        var p = 0
        var n = 0
        var star: Int?
        var starMatch = 0
        while n < name.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n] && pattern[p] != "*" {
                p += 1
                n += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                starMatch = n
                p += 1
            } else if let s = star {
                p = s + 1
                starMatch += 1
                n = starMatch
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
