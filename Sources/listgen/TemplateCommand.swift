import ArgumentParser

/// `listgen template` (work in progress).
struct TemplateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "template", abstract: "Not implemented yet.")

    func run() throws {
        throw ValidationError("'listgen template' is not implemented yet")
    }
}
