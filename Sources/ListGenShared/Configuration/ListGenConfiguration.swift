// This file is compiled into ListGenCore and, through symlinks, into both plugins, which
// cannot import library targets: keep it free of imports and of other ListGenCore types.

/// The settings of an optional `listgen.config` file placed in a target's folder.
///
/// The format is one `key = value` per line; `#` starts a comment (at the start of a line,
/// or after whitespace following a value); a value may be written in double quotes
/// (`"..."`, with `\"` and `\\` escapes) to hold a `#` or surrounding spaces.
///
/// ```
/// # listgen.config
/// templates = ListGenTemplates   # template overrides, relative to this file
/// access = public                # access level of the generated wrapper enums
/// exclude = Legacy               # a folder, relative to this file
/// exclude = *+Mock.swift         # a file name, in any folder
/// ```
public struct ListGenConfiguration: Sendable, Hashable {
    /// The file name the build-tool plugin and the command plugin look for in a target's folder.
    public static let fileName = "listgen.config"

    /// A 1-based line and column (UTF-8 bytes) in the configuration file.
    public struct Location: Sendable, Hashable {
        /// The 1-based line.
        public var line: Int
        /// The 1-based column, in UTF-8 bytes.
        public var column: Int

        /// The place at `line` and `column`.
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    /// The template overrides folder as written, relative to the configuration file's folder.
    public var templates: String?
    /// Where the `templates` value starts, for diagnostics about the folder.
    public var templatesLocation: Location?
    /// The access level for generated wrapper enums, or `nil` to follow their least visible
    /// member. Conformance members always follow their type.
    public var access: AccessLevel?
    /// Exclusion patterns, in file order (see `GlobPattern`).
    public var excludes: [GlobPattern]

    /// A configuration with the given settings; every setting may be left out.
    public init(
        templates: String? = nil,
        templatesLocation: Location? = nil,
        access: AccessLevel? = nil,
        excludes: [GlobPattern] = []
    ) {
        self.templates = templates
        self.templatesLocation = templatesLocation
        self.access = access
        self.excludes = excludes
    }

    /// Whether a file is excluded; `relativePath` is relative to the configuration file's
    /// folder, components separated by `/`.
    public func excludes(relativePath: String) -> Bool {
        excludes.contains { $0.matches(relativePath) }
    }
}

/// Everything wrong with a configuration file, each problem at its line and column.
public struct ListGenConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One problem.
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        /// The configuration file's path as given.
        public var path: String
        /// 1-based line, or 0 when the problem concerns the whole file (it cannot be read).
        public var line: Int
        /// 1-based column counted in UTF-8 bytes, or 0 with `line`.
        public var column: Int
        /// What is wrong and what to do.
        public var message: String

        /// A problem saying `message` at `line` and `column` of the file at `path`.
        public init(path: String, line: Int, column: Int, message: String) {
            self.path = path
            self.line = line
            self.column = column
            self.message = message
        }

        /// `path:line:col: error: message`, the form Xcode and SwiftPM show inline.
        public var description: String {
            line > 0 ? "\(path):\(line):\(column): error: \(message)" : "\(path): error: \(message)"
        }
    }

    /// The problems in file order; never empty.
    public var problems: [Problem]

    /// An error holding `problems`.
    public init(problems: [Problem]) {
        self.problems = problems
    }

    /// One problem per line.
    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}

extension ListGenConfiguration {
    /// The keys a configuration file may set.
    public static let keys = ["access", "exclude", "templates"]

    /// Parses the text of a configuration file; `path` is used in error messages only.
    ///
    /// Reports every problem in the file, not just the first, so one edit fixes them all.
    public static func parse(_ text: String, path: String) throws(ListGenConfigurationError) -> ListGenConfiguration {
        var configuration = ListGenConfiguration()
        var problems: [ListGenConfigurationError.Problem] = []
        var firstLine: [String: Int] = [:]

        for (index, line) in splitLines(text).enumerated() {
            let lineNumber = index + 1
            func fail(_ column: Int, _ message: String) {
                problems.append(.init(path: path, line: lineNumber, column: column, message: message))
            }
            let entry: ConfigurationLine.Entry
            switch ConfigurationLine.parse(line) {
            case .empty:
                continue
            case .failure(let column, let message):
                fail(column, message)
                continue
            case .entry(let parsed):
                entry = parsed
            }

            guard keys.contains(entry.key) else {
                let suggestion = closestKey(to: entry.key).map { "; did you mean '\($0)'?" } ?? ""
                fail(entry.keyColumn, "unknown key '\(entry.key)'\(suggestion) (known keys: \(keys.joined(separator: ", ")))")
                continue
            }
            if entry.key != "exclude" {
                if let first = firstLine[entry.key] {
                    fail(entry.keyColumn, "duplicate key '\(entry.key)' (first set on line \(first))")
                    continue
                }
                firstLine[entry.key] = lineNumber
            }
            guard !entry.value.isEmpty else {
                fail(entry.valueColumn, "missing value for '\(entry.key)'")
                continue
            }
            switch entry.key {
            case "access":
                guard let level = AccessLevel.forGeneratedCode.first(where: { $0.keyword == entry.value }) else {
                    let levels = AccessLevel.forGeneratedCode.map(\.keyword).joined(separator: ", ")
                    fail(entry.valueColumn, "invalid access level '\(entry.value)' (expected one of: \(levels))")
                    continue
                }
                configuration.access = level
            case "templates":
                configuration.templates = entry.value
                configuration.templatesLocation = Location(line: lineNumber, column: entry.valueColumn)
            default:
                do {
                    configuration.excludes.append(try GlobPattern(entry.value))
                } catch {
                    fail(entry.valueColumn + error.offset, error.message)
                }
            }
        }
        if !problems.isEmpty {
            throw ListGenConfigurationError(problems: problems)
        }
        return configuration
    }

    /// Splits on LF, CRLF and a lone CR, dropping a leading byte-order mark.
    static func splitLines(_ text: String) -> [Substring.UTF8View] {
        var utf8 = Substring(text).utf8
        if utf8.starts(with: [0xEF, 0xBB, 0xBF]) {
            utf8 = utf8.dropFirst(3)
        }
        var lines: [Substring.UTF8View] = []
        var start = utf8.startIndex
        var index = start
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                lines.append(utf8[start..<index])
                var next = utf8.index(after: index)
                if byte == UInt8(ascii: "\r"), next < utf8.endIndex, utf8[next] == UInt8(ascii: "\n") {
                    next = utf8.index(after: next)
                }
                start = next
                index = next
            } else {
                index = utf8.index(after: index)
            }
        }
        if start < utf8.endIndex {
            lines.append(utf8[start..<utf8.endIndex])
        }
        return lines
    }

    /// The known key `key` is a likely typo of, for a did-you-mean (see `Suggestion`).
    static func closestKey(to key: String) -> String? {
        Suggestion.closest(to: key, in: keys)
    }
}
