import ListGenModel

/// Annotation comments that apply to nothing, and comments that look like misspelled
/// annotations: both would otherwise be ignored without a word.
package enum DetachedAnnotations {
    /// An error for every `listgen:` annotation the scanner attached to no type, stored
    /// property or case (a blank line below it, a trailing comment, one above a function or
    /// a local type, or at the end of a body), and a warning for every marker-like comment.
    package static func find(in file: ScannedFile) -> [Diagnostic] {
        var result: [Diagnostic] = []
        if file.annotationLocations.count > 0 {
            var attached: Set<SourceLocation> = []
            for declaration in file.declarations {
                for note in declaration.annotations { attached.insert(note.location) }
                for property in declaration.properties {
                    for note in property.annotations { attached.insert(note.location) }
                }
                for enumCase in declaration.cases {
                    for note in enumCase.annotations { attached.insert(note.location) }
                }
            }
            // Several lines of one block comment share an attachment; attached ones were
            // recorded with exactly these locations.
            for location in file.annotationLocations where !attached.contains(location) {
                result.append(
                    Diagnostic(
                        .error,
                        "annotation attached to nothing: put it directly above a type, stored property or enum case declaration, with no blank line between (annotations on functions, extensions, local types or other declarations do not apply)",
                        path: file.path, location: location))
            }
        }
        for comment in file.markerLikeComments {
            if let suggestion = misspelledMarker(comment.text) {
                result.append(
                    Diagnostic(
                        .warning, "'\(comment.text)' looks like a misspelled listgen annotation and is ignored; write '// \(suggestion)'",
                        path: file.path, location: comment.location))
            }
        }
        return result
    }

    /// The corrected marker when `text` reads `WORD [ ":" ] ANNOTATION...` with WORD close to
    /// `listgen` (the scanner checked that) and ANNOTATION a known annotation name; nil for
    /// prose such as `// Listen: ...` or a well-formed marker.
    static func misspelledMarker(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count, SwiftLexer.isMarkerWordByte(bytes[i]) { i += 1 }
        let word = String(decoding: bytes[0..<i], as: UTF8.self)
        let spacesBefore = skipSpaces(bytes, &i)
        var colon = false
        if i < bytes.count, bytes[i] == UInt8(ascii: ":") {
            colon = true
            i += 1
        }
        _ = skipSpaces(bytes, &i)
        let nameStart = i
        while i < bytes.count, (bytes[i] >= 0x61 && bytes[i] <= 0x7A) || (bytes[i] >= 0x41 && bytes[i] <= 0x5A) { i += 1 }
        let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
        guard Vocabulary.isAnnotationName(name) else { return nil }
        guard i == bytes.count || bytes[i] == UInt8(ascii: "(") || bytes[i] == 0x20 || bytes[i] == 0x09 else { return nil }
        if word == "listgen" && colon && spacesBefore == 0 { return nil }
        return "listgen: " + String(decoding: bytes[nameStart...], as: UTF8.self)
    }

    private static func skipSpaces(_ bytes: [UInt8], _ i: inout Int) -> Int {
        let start = i
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        return i - start
    }
}
