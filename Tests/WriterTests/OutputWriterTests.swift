import Foundation
import ListGenModel
import ListGenWriter
import Testing

/// The write stage on its own: what `OutputWriter.apply` writes, keeps, removes and refuses
/// in a folder, without the pipeline or the command line.
@Suite struct OutputWriterTests {
    /// A fresh folder, removed when the test ends.
    final class Folder {
        let path: String

        init() throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("listgen-writer-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        func write(_ name: String, _ text: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name))
        }

        func read(_ name: String) -> String? {
            FileManager.default.contents(atPath: path + "/" + name).map { String(decoding: $0, as: UTF8.self) }
        }

        var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
    }

    static func owned(_ body: String, from source: String = "A.swift") -> String {
        OwnershipMark.line(generatedFrom: source) + body
    }

    @Test("writes new files, leaves unchanged ones alone, and removes stale files it owns")
    func writeUnchangedRemove() throws {
        let folder = try Folder()
        let first = try OutputWriter(directory: folder.path).apply([("A+ListGen.swift", Self.owned("a\n")), ("B+ListGen.swift", Self.owned("b\n"))])
        #expect(first.written.count == 2 && first.unchanged.isEmpty && first.removed.isEmpty)
        let second = try OutputWriter(directory: folder.path).apply([("A+ListGen.swift", Self.owned("a\n"))])
        #expect(second.written.isEmpty)
        #expect(second.unchanged.count == 1 && second.removed.count == 1)
        #expect(folder.names == ["A+ListGen.swift"])
        #expect(folder.read("A+ListGen.swift") == Self.owned("a\n"))
    }

    @Test("a dry run reports what would change and changes nothing")
    func dryRun() throws {
        let folder = try Folder()
        try folder.write("Old+ListGen.swift", Self.owned("old\n"))
        let report = try OutputWriter(directory: folder.path, dryRun: true).apply([("A+ListGen.swift", Self.owned("a\n"))])
        #expect(report.written.count == 1 && report.removed.count == 1 && report.changed)
        #expect(folder.names == ["Old+ListGen.swift"])
    }

    @Test("a file without the ownership mark is never replaced nor removed")
    func foreignFiles() throws {
        let folder = try Folder()
        try folder.write("Mine.swift", "let mine = 1\n")
        try folder.write("A+ListGen.swift", "// hand-written\n")
        #expect(throws: OutputWriterError.self) {
            try OutputWriter(directory: folder.path).apply([("A+ListGen.swift", Self.owned("a\n"))])
        }
        #expect(folder.read("A+ListGen.swift") == "// hand-written\n")
        _ = try OutputWriter(directory: folder.path).apply([])
        #expect(folder.read("Mine.swift") == "let mine = 1\n")
    }

    @Test("stale outputs are kept when the run could not read all its inputs")
    func keepsStaleWhenInputsIncomplete() throws {
        let folder = try Folder()
        try folder.write("Old+ListGen.swift", Self.owned("old\n"))
        let report = try OutputWriter(directory: folder.path, removesStale: false).apply([("A+ListGen.swift", Self.owned("a\n"))])
        #expect(report.removed.isEmpty)
        #expect(folder.names == ["A+ListGen.swift", "Old+ListGen.swift"])
    }
}
