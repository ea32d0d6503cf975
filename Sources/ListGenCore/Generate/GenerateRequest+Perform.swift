extension GenerateRequest {
    /// Runs the request: checks the output folder, prepares the run (configuration,
    /// templates, inputs), generates, writes through `OutputWriter`, prints the diagnostics
    /// and the report on standard error and output, and returns the exit status: 0, or 1
    /// on an error (and with `check` when the folder is out of date). The code of the
    /// types without errors is still written.
    public func perform() -> Int32 {
        let stopwatch = Stopwatch()
        guard refuseUnsafeOutputFolder() else { return 1 }
        var commandLine = inputs
        commandLine.skipping.append(output)
        guard let run = RunConfiguration.preparePrinting(commandLine) else { return 1 }
        let result = run.generator.run(paths: run.paths, excluded: run.excluded)
        var diagnostics = run.diagnostics + SkippedSources.warnings(output: output, inputs: inputs.paths) + result.diagnostics
        guard let report = write(result, of: run, diagnostics: &diagnostics) else { return 1 }
        DiagnosticPrinter.print(diagnostics)
        printReport(report, of: run, result: result, diagnostics: diagnostics, timedBy: stopwatch)
        return exitStatus(diagnostics, report)
    }
}
