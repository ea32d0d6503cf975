/// The `import` declarations of an input file, copied into its generated file so the types
/// the generated code names (an ID's `UUID`, an element type) resolve there too.
///
/// Only unconditional imports at the start of a line count; those inside `#if` blocks are
/// left out (the generated file cannot know the condition held), as are imports inside
/// block comments. A line counts when it starts with `import ` or with attributes
/// followed by `import ` (`@preconcurrency import Foo`).
enum ImportDeclarations {
    static func find(in bytes: [UInt8]) -> [String] {
        var result: [String] = []
        var depth = 0
        var inBlockComment = false
        var start = 0
        let count = bytes.count
        while start < count {
            var end = start
            while end < count && bytes[end] != 0x0A { end += 1 }
            var a = start
            while a < end && (bytes[a] == 0x20 || bytes[a] == 0x09) { a += 1 }
            var b = end
            while b > a && (bytes[b - 1] == 0x20 || bytes[b - 1] == 0x09 || bytes[b - 1] == 0x0D) { b -= 1 }
            defer { start = end + 1 }
            guard a < b else { continue }
            let first = bytes[a]
            if inBlockComment {
                if contains(bytes, a, b, 0x2A, 0x2F) { inBlockComment = false }
                continue
            }
            switch first {
            case 0x2F: // `/*` opens a block comment unless it closes on the same line.
                if a + 1 < b, bytes[a + 1] == 0x2A, !contains(bytes, a + 2, b, 0x2A, 0x2F) { inBlockComment = true }
            case 0x23: // `#if` / `#endif`
                if hasPrefix(bytes, a, b, "#if") { depth += 1 } else if hasPrefix(bytes, a, b, "#endif") { depth = max(0, depth - 1) }
            case 0x69, 0x40: // `import` or an attribute
                guard depth == 0 else { continue }
                var k = a
                while k < b && bytes[k] == 0x40 {
                    while k < b && bytes[k] != 0x20 { k += 1 }
                    while k < b && bytes[k] == 0x20 { k += 1 }
                }
                guard hasPrefix(bytes, k, b, "import ") else { continue }
                var e = b
                var c = a
                while c + 1 < b {
                    if bytes[c] == 0x2F && bytes[c + 1] == 0x2F { e = c; break }
                    c += 1
                }
                while e > a && (bytes[e - 1] == 0x20 || bytes[e - 1] == 0x09 || bytes[e - 1] == 0x3B) { e -= 1 }
                result.append(String(decoding: bytes[a..<e], as: UTF8.self))
            default:
                continue
            }
        }
        return result
    }

    private static func hasPrefix(_ bytes: [UInt8], _ a: Int, _ b: Int, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard b - a >= count else { return false }
        let p = prefix.utf8Start
        for i in 0..<count where bytes[a + i] != p[i] { return false }
        return true
    }

    private static func contains(_ bytes: [UInt8], _ a: Int, _ b: Int, _ x: UInt8, _ y: UInt8) -> Bool {
        var i = a
        while i + 1 < b {
            if bytes[i] == x && bytes[i + 1] == y { return true }
            i += 1
        }
        return false
    }
}
