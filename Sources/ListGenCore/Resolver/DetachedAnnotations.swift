/// Finds `// listgen:` comments that the scanner attached to no declaration (a blank line
/// below them, a trailing comment, one above a function, or at the end of a body).
enum DetachedAnnotations {
    /// Warnings for every detached annotation in `bytes`.
    static func find(in bytes: [UInt8], scanned file: ScannedFile) -> [Diagnostic] {
        var attached = 0
        var locations: Set<SourceLocation> = []
        for declaration in file.declarations {
            for note in declaration.annotations { locations.insert(note.location); attached += 1 }
            for property in declaration.properties {
                for note in property.annotations { locations.insert(note.location); attached += 1 }
            }
            for enumCase in declaration.cases {
                for note in enumCase.annotations { locations.insert(note.location); attached += 1 }
            }
        }
        // Cheap count first: when `listgen:` occurs no more often than annotations were
        // attached, every occurrence is attached and the file needs no second lexing.
        if occurrences(in: bytes) <= attached { return [] }
        return bytes.withUnsafeBufferPointer { buffer -> [Diagnostic] in
            guard let base = buffer.baseAddress else { return [] }
            var lexer = Lexer(base: base, count: buffer.count)
            lexer.run()
            var result: [Diagnostic] = []
            for raw in lexer.annotations {
                let location = SourceLocation(line: Int(raw.line), column: Int(raw.column))
                // Several lines of one block comment share an attachment; attached ones
                // were recorded with exactly these locations.
                if locations.contains(location) { continue }
                result.append(Diagnostic(.warning, "annotation attached to nothing: put it directly above a type or stored property declaration, with no blank line between", path: file.path, location: location))
            }
            return result
        }
    }

    private static func occurrences(in bytes: [UInt8]) -> Int {
        let needle = Array("listgen:".utf8)
        var count = 0
        var i = 0
        let last = bytes.count - needle.count
        while i <= last {
            if bytes[i] == 0x6C {
                var j = 1
                while j < needle.count && bytes[i + j] == needle[j] { j += 1 }
                if j == needle.count { count += 1; i += needle.count; continue }
            }
            i += 1
        }
        return count
    }
}
