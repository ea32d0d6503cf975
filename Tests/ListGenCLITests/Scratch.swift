import Foundation

/// A temporary folder for one test, removed when the test ends.
final class Scratch {
    let url: URL
    var path: String { url.path }

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("listgen-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        // Make everything removable again (tests make files read-only).
        if let enumerator = FileManager.default.enumerator(atPath: url.path) {
            for case let relative as String in enumerator {
                chmod(url.appendingPathComponent(relative).path, 0o755)
            }
        }
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `text` at `relative`, creating folders.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> URL {
        try write(relative, bytes: Array(text.utf8))
    }

    @discardableResult
    func write(_ relative: String, bytes: [UInt8]) throws -> URL {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: url.appendingPathComponent(relative).path).map { String(decoding: $0, as: UTF8.self) }
    }

    func exists(_ relative: String) -> Bool {
        var info = stat()
        return lstat(url.appendingPathComponent(relative).path, &info) == 0
    }

    /// The names in a folder, sorted (hidden ones included).
    func list(_ relative: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.appendingPathComponent(relative).path)) ?? []).sorted()
    }

    /// Runs listgen here.
    func listgen(
        _ arguments: String..., environment: [String: String] = [:], timeLimit: TimeInterval = 30,
        unprivileged: Bool = false
    ) throws -> CLI.Run {
        try CLI.run(arguments, in: url, environment: environment, timeLimit: timeLimit, unprivileged: unprivileged)
    }

    func listgen(arguments: [String], environment: [String: String] = [:], unprivileged: Bool = false) throws -> CLI.Run {
        try CLI.run(arguments, in: url, environment: environment, unprivileged: unprivileged)
    }

    /// A small model folder: one item in `Book.swift`, one wrapper member in `Author.swift`.
    func writeModels(in folder: String = "in") throws {
        try write("\(folder)/Book.swift", "// listgen: item(in: Row)\nstruct Book { let id: Int; var title: String }\n")
        try write("\(folder)/Author.swift", "// listgen: item(in: Row)\nstruct Author { let id: Int; var name: String }\n")
    }
}
