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
        for length in 1...path.count where Self.match(components[...], path[..<length]) {
            return true
        }
        return false
    }

    private static let doubleStar: [Unicode.Scalar] = ["*", "*"]

    private static func match(_ pattern: ArraySlice<[Unicode.Scalar]>, _ path: ArraySlice<[Unicode.Scalar]>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == doubleStar {
            let rest = pattern.dropFirst()
            // Try every split; the paths are short, so the quadratic worst case is harmless.
            for skip in 0...path.count where match(rest, path.dropFirst(skip)) {
                return true
            }
            return false
        }
        guard let component = path.first, matchComponent(first, component) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

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
