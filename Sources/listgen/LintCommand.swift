import ArgumentParser

/// `listgen lint` (work in progress).
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "lint", abstract: "Not implemented yet.")

    func run() throws {
        throw ValidationError("'listgen lint' is not implemented yet")
    }
}
