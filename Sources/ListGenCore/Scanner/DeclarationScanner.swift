/// Reads Swift source and reports its type declarations (see `ScannedFile`).
///
/// Work in progress: the real lexer and parser replace this body.
public struct DeclarationScanner: Sendable {
    public init() {}

    /// Scans one file's bytes. Never throws or traps: problems become diagnostics.
    public func scan(_ bytes: [UInt8], path: String) -> ScannedFile {
        ScannedFile(path: path)
    }
}
