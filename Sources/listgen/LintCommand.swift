import ArgumentParser
import ListGenCore

/// `listgen lint PATH...`: the generator's diagnostics without writing anything.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check // listgen: annotations and templates; write nothing.",
        discussion: "Prints path:line:col: error|warning: message for every problem; exits 1 on an error."
    )

    @OptionGroup var inputs: GeneratorOptions

    @Flag(name: .long, help: "Exit 1 on warnings too.")
    var strict = false

    func run() throws {
        let run = try inputs.prepared()
        let diagnostics = run.diagnostics + run.generator.run(paths: run.paths, excluded: run.excluded).diagnostics
        DiagnosticPrinter.print(diagnostics)
        let worst = diagnostics.map(\.severity).max()
        if worst == .error || (strict && worst == .warning) { throw ExitCode(1) }
    }
}
