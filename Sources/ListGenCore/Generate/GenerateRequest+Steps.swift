/// The steps of `perform()` around the pipeline: checking the output folder, writing (the
/// write stage, `OutputWriter`), reporting, and the exit status. A step that stops the run
/// has printed why and returns false or nil.
extension GenerateRequest {
    /// Stops before anything is read when the output folder is unsafe (an input, a file).
    func refuseUnsafeOutputFolder() -> Bool {
        let refused = OutputFolder.problems(output: output, inputs: inputs.paths)
        DiagnosticPrinter.print(refused)
        return refused.isEmpty
    }

    /// Writes the outputs, unless an input is named like one (the module would not compile).
    /// Outputs of inputs that could not be read may not be stale: then every old output stays.
    func write(_ result: Generator.Result, of run: RunConfiguration, diagnostics: inout [Diagnostic]) -> OutputWriter.Report? {
        let clashes = InputNameClashes.find(inputs: run.paths, outputs: result.outputs, directory: output)
        guard clashes.isEmpty else {
            DiagnosticPrinter.print(diagnostics + clashes)
            return nil
        }
        if !simulates { InterruptSignals.install() }
        let writer = OutputWriter(directory: output, dryRun: simulates, removesStale: Self.inputsComplete(run, result))
        do {
            let report = try writer.apply(result.outputs.map { ($0.name, $0.content) })
            diagnostics += report.warnings
            return report
        } catch {
            DiagnosticPrinter.print(diagnostics + error.diagnostics)
            return nil
        }
    }

    static func inputsComplete(_ run: RunConfiguration, _ result: Generator.Result) -> Bool {
        !run.diagnostics.contains { $0.severity == .error } && result.unreadInputs == 0
    }

    /// The files written, unchanged and removed (with `verbose`, `dryRun` or `check`) and
    /// the summary line (unless `quiet`).
    func printReport(
        _ report: OutputWriter.Report, of run: RunConfiguration, result: Generator.Result, diagnostics: [Diagnostic], timedBy stopwatch: Stopwatch
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
        if verbose { summary += " (\(Self.tenths(stopwatch.elapsedMilliseconds)) ms)" }
        DiagnosticPrinter.say(summary)
    }

    /// `milliseconds` with one decimal, rounded: `12.3`.
    static func tenths(_ milliseconds: Double) -> String {
        let tenths = Int((milliseconds * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// 1 on an error, and with `check` when the output folder is out of date; else 0.
    func exitStatus(_ diagnostics: [Diagnostic], _ report: OutputWriter.Report) -> Int32 {
        if diagnostics.contains(where: { $0.severity == .error }) { return 1 }
        if check && report.changed {
            DiagnosticPrinter.print([
                Diagnostic(
                    .error, "generated code is out of date; run '\(fixCommand)'", path: output,
                    location: SourceLocation(line: 1, column: 1))
            ])
            return 1
        }
        return 0
    }
}
