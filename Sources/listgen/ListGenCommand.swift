import ArgumentParser

/// The `listgen` command-line tool: scans Swift sources, resolves `// listgen:` annotations
/// and writes the conformances ListKit needs.
@main
struct ListGenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listgen",
        abstract: "Generate list identity, equality and section boilerplate for ListKit.",
        subcommands: [GenerateCommand.self, LintCommand.self, ScanCommand.self, TemplateCommand.self],
        defaultSubcommand: nil
    )
}
