import ArgumentParser

/// `listgen scan` (work in progress).
struct ScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "scan", abstract: "Not implemented yet.")

    func run() throws {
        throw ValidationError("'listgen scan' is not implemented yet")
    }
}
