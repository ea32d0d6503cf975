import ListGenModel

/// Reads Swift source and reports its type declarations (see `ScannedFile`).
///
/// A hand-written lexer (`SwiftLexer`) and declaration parser (`DeclarationParser`): no
/// SwiftSyntax, no regular expressions. Linear in the input, never traps, and reports
/// unterminated literals and unbalanced brackets as diagnostics while reading on.
public struct DeclarationScanner: Sendable {
    /// A scanner; it holds no state between files.
    public init() {}

    /// Scans one file's bytes. Never throws or traps: problems become diagnostics.
    public func scan(_ bytes: [UInt8], path: String) -> ScannedFile {
        bytes.withUnsafeBufferPointer { buffer in
            scan(buffer, path: path)
        }
    }

    /// Scans bytes in place (no copy); see `scan(_:path:)`.
    public func scan(_ buffer: UnsafeBufferPointer<UInt8>, path: String) -> ScannedFile {
        guard buffer.count < Int(Int32.max) - 1 else {
            return ScannedFile(
                path: path,
                diagnostics: [
                    Diagnostic(.error, "file too large to scan", path: path, location: SourceLocation(line: 1, column: 1))
                ])
        }
        // An empty buffer may have no base address; scan one zero byte's worth of nothing.
        let empty: [UInt8] = [0]
        return empty.withUnsafeBufferPointer { fallback in
            let base = buffer.baseAddress ?? fallback.baseAddress
            guard let base else { return ScannedFile(path: path) }
            var lexer = SwiftLexer(base: base, count: buffer.baseAddress == nil ? 0 : buffer.count)
            lexer.run()
            var diagnostics: [Diagnostic] = []
            for raw in lexer.diagnostics {
                let lineIndex = Int(raw.line) - 1
                let lineStart = lineIndex >= 0 && lineIndex < lexer.lineStarts.count ? Int(lexer.lineStarts[lineIndex]) : 0
                diagnostics.append(
                    Diagnostic(
                        .error, raw.message, path: path,
                        location: SourceLocation(line: Int(raw.line), column: raw.offset - lineStart + 1)))
            }
            var parser = DeclarationParser(
                src: base, tokens: lexer.tokens.buffer, lineStarts: lexer.lineStarts.buffer,
                annotations: lexer.annotations, path: path)
            parser.parseFile()
            withExtendedLifetime(lexer) {}
            diagnostics.append(contentsOf: parser.diagnostics)
            diagnostics.sort { ($0.location, $0.message) < ($1.location, $1.message) }
            let annotationLocations = lexer.annotations.map { SourceLocation(line: Int($0.line), column: Int($0.column)) }
            let markerLike = lexer.markerLikeComments.map { raw in
                Annotation(
                    text: String(
                        decoding: UnsafeBufferPointer(start: base + Int(raw.textStart), count: Int(raw.textEnd - raw.textStart)),
                        as: UTF8.self),
                    location: SourceLocation(line: Int(raw.line), column: Int(raw.column)))
            }
            var file = ScannedFile(
                path: path, declarations: parser.declarations, diagnostics: diagnostics,
                annotationLocations: annotationLocations, markerLikeComments: markerLike,
                imports: parser.imports)
            file.typeAliases = parser.typeAliases
            return file
        }
    }
}
