/// One `generate` run, as its command line asked for it: what to read (`inputs`), where to
/// write, and how to report. Both tools build one: `listgen generate` from the arguments
/// swift-argument-parser checked, and the plugins' tool from the few forms the plugins pass.
/// `perform()` runs it.
public struct GenerateRequest: Sendable {
    /// The inputs and the options every command shares (configuration, templates, access,
    /// exclusions, jobs), with `emitAll` and `sourceLocations`. The output folder is added
    /// to the folders the walk skips.
    public var inputs: RunConfiguration.CommandLine
    /// The folder the generated files are written into.
    public var output: String
    /// Show what would be written or removed; change nothing.
    public var dryRun: Bool
    /// Change nothing; exit 1 when the output folder is out of date.
    public var check: Bool
    /// List every file written, unchanged or removed, and the time taken.
    public var verbose: Bool
    /// Print diagnostics only, no summary.
    public var quiet: Bool
    /// The command `check` tells the user to run to bring the folder up to date.
    public var fixCommand: String

    /// A request; see each property. `fixCommand` defaults to `LISTGEN_FIX_COMMAND` from
    /// the environment (the command plugin passes its own spelling, so its users are told
    /// to run the plugin), else `listgen generate`.
    public init(
        inputs: RunConfiguration.CommandLine, output: String, dryRun: Bool = false, check: Bool = false, verbose: Bool = false,
        quiet: Bool = false, fixCommand: String? = nil
    ) {
        self.inputs = inputs
        self.output = output
        self.dryRun = dryRun
        self.check = check
        self.verbose = verbose
        self.quiet = quiet
        self.fixCommand = fixCommand ?? ProcessEnvironment.value("LISTGEN_FIX_COMMAND") ?? "listgen generate"
    }

    /// Whether the run only shows what it would change.
    var simulates: Bool { dryRun || check }
}
