import Foundation
import SwiftParser
import SwiftSyntax

/// `scan-reference PATH...`: prints the `listgen scan --json` contract computed with
/// the compiler's own parser (SwiftParser), the measuring stick for the hand-written
/// scanner. Files are parsed in parallel; the output order is the sorted path order.
@main
struct ScanReference {
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.isEmpty || arguments.contains("-h") || arguments.contains("--help") {
            print(
                """
                usage: scan-reference [--list-syntax-errors] PATH...
                  prints the scan JSON of the *.swift files below each PATH;
                  --list-syntax-errors also prints to stderr the paths SwiftParser found errors in
                """)
            exit(arguments.isEmpty ? 64 : 0)
        }
        let listSyntaxErrors = arguments.contains("--list-syntax-errors")
        arguments.removeAll { $0 == "--list-syntax-errors" }
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
            let (declarations, hasError) = scan(bytes)
            results.set(index, ReferenceFile(path: entry.path, declarations: declarations), hasError: hasError)
        }
        if listSyntaxErrors {
            let broken = results.pathsWithErrors.map { "syntax error: \($0)\n" }.joined()
            FileHandle.standardError.write(Data(broken.utf8))
        }

        var writer = JSONWriter()
        writer.write(results.values)
        FileHandle.standardOutput.write(Data(writer.output.utf8))
    }

    /// Parses one file (any bytes, valid UTF-8 or not) and collects its declarations.
    static func scan(_ bytes: Data) -> (declarations: [ReferenceDeclaration], hasError: Bool) {
        bytes.withUnsafeBytes { raw in
            let tree = Parser.parse(source: raw.bindMemory(to: UInt8.self))
            // Physical lines: LF, CRLF and lone CR each end a line; `#sourceLocation`
            // only changes presumed lines, which are not used.
            let converter = SourceLocationConverter(fileName: "", tree: tree)
            var collector = DeclarationCollector(converter: converter)
            collector.collect(tree)
            return (collector.declarations, tree.hasError)
        }
    }
}

/// One slot per file, filled from concurrent workers.
final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [ReferenceFile?]
    private var errors: [Bool]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
        errors = Array(repeating: false, count: count)
    }

    func set(_ index: Int, _ value: ReferenceFile, hasError: Bool) {
        lock.lock()
        slots[index] = value
        errors[index] = hasError
        lock.unlock()
    }

    /// Paths of the files SwiftParser reported syntax errors in, in output order.
    var pathsWithErrors: [String] {
        lock.lock()
        defer { lock.unlock() }
        return zip(slots, errors).compactMap { slot, hasError in hasError ? slot?.path : nil }
    }

    var values: [ReferenceFile] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
