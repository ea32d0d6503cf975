import Foundation
import ListGenCore

/// What `listgen scan` writes while files are scanned: each file's text is made on the
/// scanning thread (`render`), then only concatenated here, in path order, and flushed in
/// pieces. A file with very many declarations is written here instead, streamed, so its
/// JSON is never held whole (a 50 MB input would otherwise need a gigabyte).
final class ScanOutput {
    /// One file's part: its text (or the file itself, to stream), and its diagnostics.
    typealias Part = (chunk: [UInt8], diagnostics: String, deferred: ScannedFile?)

    private let json: Bool
    private var out: [UInt8] = []
    private var first = true

    init(json: Bool) {
        self.json = json
        out.reserveCapacity(1 << 17)
        if json { ScanJSON.writeHeader(into: &out) }
    }

    /// Makes one file's part, on the scanning thread.
    static func render(json: Bool) -> @Sendable (ScannedFile) -> Part {
        { file in
            var chunk: [UInt8] = []
            let diagnostics = file.diagnostics.map { $0.description + "\n" }.joined()
            if json {
                if file.declarations.count > 20_000 { return (chunk, diagnostics, file) }
                ScanJSON.writeFile(file, first: true, into: &chunk)
            } else {
                HumanListing.write(file, into: &chunk)
            }
            return (chunk, diagnostics, nil)
        }
    }

    /// Adds one file's part, in path order.
    func append(_ part: Part) {
        if json && !first { out.append(UInt8(ascii: ",")) }
        if let deferred = part.deferred {
            ScanJSON.writeFile(deferred, first: true, into: &out) { buffer in
                FileHandle.standardOutput.write(Data(buffer))
                buffer.removeAll(keepingCapacity: true)
            }
        } else {
            out.append(contentsOf: part.chunk)
        }
        first = false
        if !part.diagnostics.isEmpty { FileHandle.standardError.write(Data(part.diagnostics.utf8)) }
        if out.count >= 1 << 17 { flush() }
    }

    /// Closes the JSON document and writes what is left.
    func finish() {
        if json { ScanJSON.writeFooter(into: &out) }
        flush()
    }

    private func flush() {
        FileHandle.standardOutput.write(Data(out))
        out.removeAll(keepingCapacity: true)
    }
}
