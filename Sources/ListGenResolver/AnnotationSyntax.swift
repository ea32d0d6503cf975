import ListGenModel

/// One parsed `// listgen:` annotation: `name` or `name(option, label: value, label: [a, b])`.
///
/// The grammar is deliberately tiny so that every typo is caught:
///
///     annotation := word [ "(" [ argument { "," argument } ] ")" ]
///     argument   := word                      -- a flag, e.g. `identity`
///                 | word ":" value
///     value      := path | "[" [ path { "," path } ] "]"
///     path       := word { "." word }         -- `Feed.Row`
package struct ParsedAnnotation: Sendable, Hashable {
    /// One argument inside the parentheses.
    package struct Argument: Sendable, Hashable {
        package var label: String
        package var labelLocation: SourceLocation
        /// `nil` for a flag; one or more values (a list may be empty).
        package var values: [String]?
        package var valuesLocation: SourceLocation
        /// Where each value starts, parallel to `values`.
        package var valueLocations: [SourceLocation] = []
        package var isList: Bool
    }

    package var name: String
    package var location: SourceLocation
    package var arguments: [Argument]
}

/// A syntax problem in an annotation, at a column inside its text.
package struct AnnotationSyntaxError: Error, Sendable, Hashable {
    package var message: String
    package var location: SourceLocation
}

/// Parses the text of one annotation.
package enum AnnotationParser {
    package static func parse(_ annotation: Annotation) -> Result<ParsedAnnotation, AnnotationSyntaxError> {
        var scanner = Cursor(text: Array(annotation.text.utf8), origin: annotation.location)
        do {
            return .success(try scanner.annotation())
        } catch {
            return .failure(error)
        }
    }

    private struct Cursor {
        let text: [UInt8]
        let origin: SourceLocation
        var i = 0

        func location(_ offset: Int) -> SourceLocation {
            SourceLocation(line: origin.line, column: origin.column + offset)
        }

        mutating func skipSpaces() {
            while i < text.count, text[i] == 0x20 || text[i] == 0x09 { i += 1 }
        }

        func fail(_ message: String, at offset: Int? = nil) -> AnnotationSyntaxError {
            AnnotationSyntaxError(message: message, location: location(offset ?? i))
        }

        static func isWordByte(_ c: UInt8) -> Bool {
            (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x5F || c >= 0x80
        }

        /// A word, or a backticked word (returned without backticks).
        mutating func word(_ what: String) throws(AnnotationSyntaxError) -> (String, SourceLocation) {
            skipSpaces()
            let start = i
            if i < text.count, text[i] == 0x60 {
                i += 1
                let inner = i
                while i < text.count, Cursor.isWordByte(text[i]) { i += 1 }
                guard i < text.count, text[i] == 0x60, i > inner else { throw fail("expected \(what)", at: start) }
                i += 1
                return (String(decoding: text[inner..<(i - 1)], as: UTF8.self), location(start))
            }
            while i < text.count, Cursor.isWordByte(text[i]) { i += 1 }
            guard i > start, !(text[start] >= 0x30 && text[start] <= 0x39) else {
                let found = i < text.count ? "'\(String(decoding: [text[start]], as: UTF8.self))'" : "end of annotation"
                throw fail("expected \(what), found \(found)", at: start)
            }
            return (String(decoding: text[start..<i], as: UTF8.self), location(start))
        }

        mutating func path() throws(AnnotationSyntaxError) -> (String, SourceLocation) {
            var (result, start) = try word("a name")
            while i < text.count, text[i] == 0x2E {
                i += 1
                result += "." + (try word("a name after '.'")).0
            }
            return (result, start)
        }

        mutating func peek(_ c: UInt8) -> Bool {
            skipSpaces()
            return i < text.count && text[i] == c
        }

        mutating func annotation() throws(AnnotationSyntaxError) -> ParsedAnnotation {
            if text.isEmpty { throw fail("empty annotation: write what listgen should generate, e.g. 'listgen: item'") }
            let (name, location) = try word("an annotation name")
            var arguments: [ParsedAnnotation.Argument] = []
            if peek(0x28) {
                i += 1
                if peek(0x29) {
                    i += 1
                } else {
                    while true {
                        arguments.append(try argument())
                        if peek(0x2C) {
                            i += 1
                            continue
                        }
                        if peek(0x29) {
                            i += 1
                            break
                        }
                        throw fail(i < text.count ? "expected ',' or ')'" : "expected ')' to close the options")
                    }
                }
            }
            skipSpaces()
            if i < text.count {
                throw fail("unexpected text after the annotation; write one annotation per line")
            }
            return ParsedAnnotation(name: name, location: location, arguments: arguments)
        }

        mutating func argument() throws(AnnotationSyntaxError) -> ParsedAnnotation.Argument {
            let (label, labelLocation) = try word("an option name")
            guard peek(0x3A) else {
                return .init(label: label, labelLocation: labelLocation, values: nil, valuesLocation: labelLocation, isList: false)
            }
            i += 1
            skipSpaces()
            let valuesLocation = location(i)
            if peek(0x5B) {
                i += 1
                var values: [String] = []
                var locations: [SourceLocation] = []
                if peek(0x5D) {
                    i += 1
                } else {
                    while true {
                        let (value, at) = try path()
                        values.append(value)
                        locations.append(at)
                        if peek(0x2C) {
                            i += 1
                            continue
                        }
                        if peek(0x5D) {
                            i += 1
                            break
                        }
                        throw fail("expected ',' or ']'")
                    }
                }
                return .init(
                    label: label, labelLocation: labelLocation, values: values, valuesLocation: valuesLocation,
                    valueLocations: locations, isList: true)
            }
            let (value, at) = try path()
            return .init(
                label: label, labelLocation: labelLocation, values: [value], valuesLocation: valuesLocation,
                valueLocations: [at], isList: false)
        }
    }
}
