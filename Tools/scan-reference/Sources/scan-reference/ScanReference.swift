import Foundation
import SwiftParser
import SwiftSyntax

/// `scan-reference PATH...`: prints the `listgen scan --json` contract computed with
/// the compiler's own parser (SwiftParser), the measuring stick for the hand-written
/// scanner. Files are parsed in parallel; the output order is the sorted path order.
@main
struct ScanReference {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.isEmpty || arguments.contains("-h") || arguments.contains("--help") {
            print("usage: scan-reference PATH...   (prints the scan JSON of the *.swift files below each PATH)")
            exit(arguments.isEmpty ? 64 : 0)
        }
        let entries: [FileWalker.Entry]
        do {
            entries = try FileWalker.files(for: arguments)
        } catch let error as WalkError {
            FileHandle.standardError.write(Data((error.message + "\n").utf8))
            exit(1)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(1)
        }

        let results = ResultSlots(count: entries.count)
        DispatchQueue.concurrentPerform(iterations: entries.count) { index in
            let entry = entries[index]
            let bytes = FileManager.default.contents(atPath: entry.location) ?? Data()
            results.set(index, ReferenceFile(path: entry.path, declarations: scan(bytes)))
        }

        var writer = JSONWriter()
        writer.write(results.values)
        FileHandle.standardOutput.write(Data(writer.output.utf8))
    }

    /// Parses one file (any bytes, valid UTF-8 or not) and collects its declarations.
    static func scan(_ bytes: Data) -> [ReferenceDeclaration] {
        bytes.withUnsafeBytes { raw in
            let tree = Parser.parse(source: raw.bindMemory(to: UInt8.self))
            // Physical lines: LF, CRLF and lone CR each end a line; `#sourceLocation`
            // only changes presumed lines, which are not used.
            let converter = SourceLocationConverter(fileName: "", tree: tree)
            var collector = DeclarationCollector(converter: converter)
            collector.collect(tree)
            return collector.declarations
        }
    }
}

/// One slot per file, filled from concurrent workers.
final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [ReferenceFile?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: ReferenceFile) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [ReferenceFile] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
