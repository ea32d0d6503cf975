import ArgumentParser
import Foundation
import ListGenCore

/// The steps of `generate` after the pipeline: checking the output folder, writing (the
/// write stage, `OutputWriter`), reporting, and the exit status.
extension GenerateCommand {
    /// Whether the run only shows what it would change.
    var simulates: Bool { dryRun || check }

    /// Stops before anything is read when the output folder is unsafe (an input, a file).
    func refuseUnsafeOutputFolder() throws {
        let refused = OutputFolder.problems(output: output, inputs: inputs.paths)
        guard refused.isEmpty else {
            DiagnosticPrinter.print(refused)
            throw ExitCode(1)
        }
    }

    /// Writes the outputs, unless an input is named like one (the module would not compile).
    /// Outputs of inputs that could not be read may not be stale: then every old output stays.
    func write(_ result: Generator.Result, of run: RunConfiguration, diagnostics: inout [Diagnostic]) throws -> OutputWriter.Report {
        let clashes = InputNameClashes.find(inputs: run.paths, outputs: result.outputs, directory: output)
        guard clashes.isEmpty else {
            DiagnosticPrinter.print(diagnostics + clashes)
            throw ExitCode(1)
        }
        if !simulates { InterruptSignals.install() }
        let writer = OutputWriter(directory: output, dryRun: simulates, removesStale: Self.inputsComplete(run, result))
        do {
            let report = try writer.apply(result.outputs.map { ($0.name, $0.content) })
            diagnostics += report.warnings
            return report
        } catch {
            DiagnosticPrinter.print(diagnostics + error.diagnostics)
            throw ExitCode(1)
        }
    }

    static func inputsComplete(_ run: RunConfiguration, _ result: Generator.Result) -> Bool {
        !run.diagnostics.contains { $0.severity == .error } && result.unreadInputs == 0
    }

    /// The files written, unchanged and removed (with --verbose, --dry-run or --check) and
    /// the summary line (unless --quiet).
    func printReport(
        _ report: OutputWriter.Report, of run: RunConfiguration, result: Generator.Result, diagnostics: [Diagnostic], since start: Date
    ) {
        let verb = simulates ? "would write" : "wrote"
        // One line per file, whatever characters the output folder's path holds.
        let printable = Diagnostic.printable
        if (verbose || simulates) && !quiet {
            for path in report.written { DiagnosticPrinter.say("\(verb) \(printable(path))") }
            for path in report.removed { DiagnosticPrinter.say("\(simulates ? "would remove" : "removed") \(printable(path))") }
            for path in report.leftovers {
                DiagnosticPrinter.say("\(simulates ? "would remove" : "removed") \(printable(path)) (left by an interrupted run)")
            }
        }
        if verbose {
            for path in report.unchanged { DiagnosticPrinter.say("unchanged \(printable(path))") }
            if !Self.inputsComplete(run, result) { DiagnosticPrinter.say("kept stale outputs: some inputs could not be read") }
        }
        guard !quiet else { return }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        var summary =
            "listgen: \(run.paths.count - run.excluded.count) files, \(result.generatedTypes) types; \(report.written.count) \(verb), \(report.unchanged.count) unchanged, \(report.removed.count) \(simulates ? "to remove" : "removed"); \(errors) errors, \(warnings) warnings"
        if verbose { summary += String(format: " (%.1f ms)", Date().timeIntervalSince(start) * 1000) }
        DiagnosticPrinter.say(summary)
    }

    /// Exits 1 on an error, and with --check when the output folder is out of date.
    func exitStatus(_ diagnostics: [Diagnostic], _ report: OutputWriter.Report) throws {
        if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
        if check && report.changed {
            DiagnosticPrinter.print([
                Diagnostic(
                    .error, "generated code is out of date; run '\(checkFixCommand)'", path: output,
                    location: SourceLocation(line: 1, column: 1))
            ])
            throw ExitCode(1)
        }
    }
}
