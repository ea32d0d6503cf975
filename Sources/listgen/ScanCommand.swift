import ArgumentParser
import Foundation
import ListGenCore

/// `listgen scan [--json] PATH...`: prints what the scanner read from Swift sources.
struct ScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Print the declarations listgen's scanner reads from Swift files.",
        discussion: """
            Directories are walked for *.swift files. With --json the output is the \
            documented scan contract (version 1); without it, a short human-readable listing. \
            Problems in the input are printed to standard error as path:line:col diagnostics.
            """
    )

    @Flag(name: .long, help: "Print the JSON scan document.")
    var json = false

    @Option(name: .long, help: "Number of files scanned in parallel (default: all cores).")
    var jobs: Int?

    @Argument(help: "Swift files or directories to scan.")
    var paths: [String]

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one file or directory") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        let (files, missing) = SourceFiles.collect(paths)
        for diagnostic in missing {
            FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
        }
        var out: [UInt8] = []
        out.reserveCapacity(1 << 17)
        var first = true
        let json = self.json
        if json { ScanJSON.writeHeader(into: &out) }
        let flush: (inout [UInt8]) -> Void = { buffer in
            FileHandle.standardOutput.write(Data(buffer))
            buffer.removeAll(keepingCapacity: true)
        }
        // Each file's text is produced on the scanning thread; here it is only concatenated.
        // A file with very many declarations is written here instead, streamed in pieces, so
        // its JSON is never held whole (a 50 MB input would otherwise need a gigabyte).
        SourceFiles.scan(
            files, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            map: { file in
                var chunk: [UInt8] = []
                let diagnostics = file.diagnostics.map { $0.description + "\n" }.joined()
                if json {
                    if file.declarations.count > 20_000 { return (chunk, diagnostics, file) }
                    ScanJSON.writeFile(file, first: true, into: &chunk)
                } else {
                    HumanListing.write(file, into: &chunk)
                }
                return (chunk, diagnostics, nil)
            },
            body: { (chunk: [UInt8], diagnostics: String, deferred: ScannedFile?) in
                if json && !first { out.append(UInt8(ascii: ",")) }
                if let deferred {
                    ScanJSON.writeFile(deferred, first: true, into: &out, flush: flush)
                } else {
                    out.append(contentsOf: chunk)
                }
                first = false
                if !diagnostics.isEmpty {
                    FileHandle.standardError.write(Data(diagnostics.utf8))
                }
                if out.count >= 1 << 17 {
                    FileHandle.standardOutput.write(Data(out))
                    out.removeAll(keepingCapacity: true)
                }
            })
        if json { ScanJSON.writeFooter(into: &out) }
        FileHandle.standardOutput.write(Data(out))
        if !missing.isEmpty { throw ExitCode(1) }
    }
}

/// The plain `listgen scan` output: one line per declaration, members indented below it.
enum HumanListing {
    static func write(_ file: ScannedFile, into out: inout [UInt8]) {
        var text = "\(file.path): \(file.declarations.count) declaration\(file.declarations.count == 1 ? "" : "s")\n"
        for d in file.declarations {
            let access = d.access.map { $0 + " " } ?? ""
            let inherits = d.inheritedTypes.isEmpty ? "" : ": " + d.inheritedTypes.joined(separator: ", ")
            text += "  \(d.location.line): \(access)\(d.kind.rawValue) \(d.qualifiedName)\(inherits)\n"
            for note in d.annotations { text += "      // listgen: \(note.text)\n" }
            for p in d.properties {
                let type = p.type.map { ": " + $0 } ?? ""
                let flags = (p.isStatic ? " static" : "") + (p.isComputed ? " computed" : "")
                text += "    \(p.location.line): \(p.binding.rawValue) \(p.name)\(type)\(flags)\n"
            }
            for c in d.cases {
                let values =
                    c.associatedValues.isEmpty
                    ? "" : "(" + c.associatedValues.map { ($0.label.map { $0 + ": " } ?? "") + $0.type }.joined(separator: ", ") + ")"
                text += "    \(c.location.line): case \(c.name)\(values)\n"
            }
        }
        out.append(contentsOf: text.utf8)
    }
}
