import ArgumentParser

/// `listgen generate` (work in progress).
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "generate", abstract: "Not implemented yet.")

    func run() throws {
        throw ValidationError("'listgen generate' is not implemented yet")
    }
}
