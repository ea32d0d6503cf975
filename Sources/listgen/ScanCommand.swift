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
        DiagnosticPrinter.print(missing)
        let output = ScanOutput(json: json)
        SourceFiles.scan(files, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, map: ScanOutput.render(json: json)) {
            output.append($0)
        }
        output.finish()
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
