extension RunConfiguration {
    /// The run `commandLine` describes; when it cannot start, prints why (see `prepare`) and
    /// returns nil, and the command exits 1.
    public static func preparePrinting(_ commandLine: CommandLine) -> RunConfiguration? {
        switch prepare(commandLine) {
        case .success(let run):
            return run
        case .failure(let failure):
            DiagnosticPrinter.print(failure.diagnostics)
            return nil
        }
    }
}
