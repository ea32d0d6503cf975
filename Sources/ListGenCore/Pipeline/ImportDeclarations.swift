/// The `import` declarations of an input file, copied into its generated file so the types
/// the generated code names (an ID's `UUID`, an element type) resolve there too.
///
/// Only unconditional imports at the start of a line count; those inside `#if` blocks are
/// left out (the generated file cannot know the condition held), as are imports inside
/// comments or strings, which a line-based reading skips by requiring the line to start
/// with `import` or with attributes followed by `import`.
enum ImportDeclarations {
    static func find(in bytes: [UInt8]) -> [String] {
        var result: [String] = []
        var depth = 0
        var inBlockComment = false
        for rawLine in bytes.split(separator: 0x0A, omittingEmptySubsequences: true) {
            var line = Substring(String(decoding: rawLine, as: UTF8.self))
            while let first = line.first, first == " " || first == "\t" { line = line.dropFirst() }
            while let last = line.last, last == " " || last == "\t" || last == "\r" { line = line.dropLast() }
            if inBlockComment {
                if line.contains("*/") { inBlockComment = false }
                continue
            }
            if line.hasPrefix("/*") {
                if !line.contains("*/") { inBlockComment = true }
                continue
            }
            if line.hasPrefix("#if") { depth += 1; continue }
            if line.hasPrefix("#endif") { depth = max(0, depth - 1); continue }
            guard depth == 0 else { continue }
            var rest = line
            while rest.hasPrefix("@") {
                guard let space = rest.firstIndex(of: " ") else { break }
                rest = rest[space...].drop { $0 == " " }
            }
            guard rest.hasPrefix("import ") else { continue }
            // Drop a trailing comment.
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            while let last = line.last, last == " " || last == "\t" || last == ";" { line = line.dropLast() }
            result.append(String(line))
        }
        return result
    }
}
