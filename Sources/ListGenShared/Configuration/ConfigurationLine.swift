// Shared with the plugins through symlinks: no imports, no other ListGenCore types.

/// The lexer for one line of a `listgen.config` file.
enum ConfigurationLine: Equatable {
    /// A `key = value` line with the 1-based columns (UTF-8 bytes) of the key and value.
    struct Entry: Equatable {
        var key: String
        var keyColumn: Int
        var value: String
        var valueColumn: Int
    }

    /// A blank or comment-only line.
    case empty
    case entry(Entry)
    /// A malformed line: where and why.
    case failure(column: Int, message: String)

    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let hash = UInt8(ascii: "#")
    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
    private static let equals = UInt8(ascii: "=")

    static func parse(_ line: Substring.UTF8View) -> ConfigurationLine {
        let bytes = Array(line)
        var index = 0
        func skipBlanks() {
            while index < bytes.count, bytes[index] == space || bytes[index] == tab { index += 1 }
        }
        func isKeyByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }

        skipBlanks()
        if index == bytes.count || bytes[index] == hash { return .empty }

        let keyStart = index
        while index < bytes.count, isKeyByte(bytes[index]) { index += 1 }
        if index == keyStart {
            return .failure(column: keyStart + 1, message: "expected a key ('key = value')")
        }
        let key = String(decoding: bytes[keyStart..<index], as: UTF8.self)
        skipBlanks()
        guard index < bytes.count, bytes[index] == equals else {
            return .failure(column: index + 1, message: "expected '=' after '\(key)' ('key = value')")
        }
        index += 1
        skipBlanks()
        let valueStart = index

        var value: [UInt8] = []
        if index < bytes.count, bytes[index] == quote {
            index += 1
            var closed = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte == quote {
                    closed = true
                    index += 1
                    break
                }
                if byte == backslash {
                    guard index + 1 < bytes.count, bytes[index + 1] == quote || bytes[index + 1] == backslash else {
                        return .failure(column: index + 1, message: "unknown escape in quoted value (only \\\" and \\\\ are allowed)")
                    }
                    index += 1
                }
                value.append(bytes[index])
                index += 1
            }
            guard closed else {
                return .failure(column: valueStart + 1, message: "unterminated quoted value")
            }
            skipBlanks()
            if index < bytes.count, bytes[index] != hash {
                return .failure(column: index + 1, message: "unexpected text after the quoted value")
            }
        } else {
            // A bare value runs to the end of the line or to a `#` that follows whitespace.
            var end = index
            while end < bytes.count {
                if bytes[end] == hash, end == valueStart || bytes[end - 1] == space || bytes[end - 1] == tab { break }
                end += 1
            }
            var trimmed = end
            while trimmed > valueStart, bytes[trimmed - 1] == space || bytes[trimmed - 1] == tab { trimmed -= 1 }
            value = Array(bytes[valueStart..<trimmed])
        }
        return .entry(
            Entry(
                key: key,
                keyColumn: keyStart + 1,
                value: String(decoding: value, as: UTF8.self),
                valueColumn: valueStart + 1
            ))
    }
}
