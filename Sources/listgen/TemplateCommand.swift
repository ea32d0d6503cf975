import ArgumentParser
import ListGenCore

/// `listgen template list|cat NAME`: the templates the generator renders with.
struct TemplateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "template",
        abstract: "List or print the templates (built in, or overridden with --templates).",
        discussion: """
            To customize one, save 'listgen template cat NAME' as NAME.mustache in a folder \
            and pass it as --templates (or 'templates =' in listgen.config). Templates are \
            Mustache in text mode; every key is checked, so a typo is an error at its line.
            """,
        subcommands: [List.self, Cat.self]
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the template names and where each comes from.")

        @Option(name: .long, help: ArgumentHelp("A folder of overrides.", valueName: "dir"))
        var templates: String?

        func run() throws {
            let set = try loadTemplates(templates)
            for name in set.sources.keys.sorted() {
                guard let source = set.sources[name] else { continue }
                let origin = source.isOverride ? source.path : "built in"
                DiagnosticPrinter.say("\(name)\t\(origin)\t\(TemplateSet.summaries[name] ?? "")")
            }
        }
    }

    struct Cat: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print a template's text.")

        @Option(name: .long, help: ArgumentHelp("A folder of overrides.", valueName: "dir"))
        var templates: String?

        @Argument(help: "The template name (see 'listgen template list').")
        var name: String

        func run() throws {
            let set = try loadTemplates(templates)
            let bare = name.hasSuffix(".mustache") ? String(name.dropLast(".mustache".count)) : name
            guard let source = set.sources[bare] else {
                // An error of the run, not of the command line: no usage text after it.
                DiagnosticPrinter.printError("no template '\(name)'\(TemplateSet.didYouMean(bare)) (see 'listgen template list')")
                throw ExitCode(1)
            }
            print(source.text, terminator: "")
        }
    }
}

private func loadTemplates(_ folder: String?) throws -> TemplateSet {
    do {
        return try TemplateSet(overrides: folder)
    } catch {
        DiagnosticPrinter.print(error.diagnostics)
        throw ExitCode(1)
    }
}
