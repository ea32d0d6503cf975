import Foundation
import ListGenSupport
import Testing

@testable import ListGenModel
@testable import ListGenScanner

/// The JSON document and the file list of `listgen scan`.
@Suite("Scan output")
struct OutputTests {
    @Test func jsonKeysInSpecOrderAndEscaping() throws {
        let file = scan("// listgen: say \"hi\" \\ \t tab\nstruct S {\n  var a: Int\n  let b = 1\n}\nenum E { case x(_ n: Int), y }\n")
        let json = String(decoding: ScanJSON.encode([file]), as: UTF8.self)
        let keys = [
            "\"kind\"", "\"name\"", "\"qualifiedName\"", "\"line\"", "\"access\"", "\"genericParameters\"",
            "\"inheritedTypes\"", "\"attributes\"", "\"annotations\"", "\"properties\"", "\"cases\"",
        ]
        let positions = keys.map { json.range(of: $0)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        #expect(json.contains(#""annotations": ["say \"hi\" \\ \t tab"]"#))
        #expect(
            json.contains(
                #"{"name": "a", "type": "Int", "binding": "var", "static": false, "computed": false, "hasInitializer": false, "attributes": [], "annotations": [], "line": 3}"#
            ))
        #expect(json.contains(#"{"name": "x", "associatedValues": [{"label": null, "type": "Int"}], "annotations": [], "line": 6}"#))
        // Foundation agrees it is JSON, with the spec's top level.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        #expect((object["files"] as? [[String: Any]])?.first?["path"] as? String == "Test.swift")
    }

    @Test func controlCharactersAreEscaped() throws {
        var out: [UInt8] = []
        ScanJSON.writeHeader(into: &out)
        ScanJSON.writeFile(ScannedFile(path: "a\u{1}b\n\"c\u{7F}.swift"), first: true, into: &out)
        ScanJSON.writeFooter(into: &out)
        let text = String(decoding: out, as: UTF8.self)
        #expect(text.contains(#""path": "a\u0001b\n\"c\u007f.swift""#))
        let object = try JSONSerialization.jsonObject(with: Data(out)) as? [String: Any]
        #expect(((object?["files"] as? [[String: Any]])?.first?["path"] as? String) == "a\u{1}b\n\"c\u{7F}.swift")
    }

    @Test func emptyFileIsListed() {
        let json = String(decoding: ScanJSON.encode([ScannedFile(path: "e.swift")]), as: UTF8.self)
        #expect(json.contains("\"declarations\": []"))
    }

    @Test func directoryWalkSortingAndPaths() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("listgen-scan-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        for directory in ["dir/sub", "dir/.hidden", "dir/B", "target"] {
            try manager.createDirectory(at: root.appendingPathComponent(directory), withIntermediateDirectories: true)
        }
        for file in [
            "dir/b.swift", "dir/a.swift", "dir/sub/c.swift", "dir/.hidden/h.swift", "dir/B/x.swift", "dir/notes.txt", "target/t.swift",
        ] {
            try Data("struct X {}\n".utf8).write(to: root.appendingPathComponent(file))
        }
        try manager.createSymbolicLink(
            atPath: root.appendingPathComponent("dir/linked").path, withDestinationPath: root.appendingPathComponent("target").path)
        try manager.createSymbolicLink(
            atPath: root.appendingPathComponent("dir/alias.swift").path,
            withDestinationPath: root.appendingPathComponent("target/t.swift").path)
        let dir = root.appendingPathComponent("dir").path
        let expected = ["/.hidden/h.swift", "/B/x.swift", "/a.swift", "/alias.swift", "/b.swift", "/sub/c.swift"].map { dir + $0 }
        #expect(SourceFiles.collect([dir]).paths == expected)
        #expect(SourceFiles.collect([dir + "/"]).paths == expected)
        #expect(
            SourceFiles.collect([dir + "/b.swift", dir + "/notes.txt", dir + "/b.swift"]).paths == [dir + "/b.swift", dir + "/notes.txt"])
        let missing = SourceFiles.collect([dir + "/nope"])
        #expect(missing.paths.isEmpty)
        #expect(missing.diagnostics.map(\.description) == [dir + "/nope:1:1: error: no such file or directory"])
    }

    @Test func leadingDotSlashIsDropped() {
        #expect(FileSystem.normalized("./a.swift") == "a.swift")
        #expect(FileSystem.normalized("././dir/a.swift") == "dir/a.swift")
        #expect(FileSystem.normalized(".//dir/a.swift") == "dir/a.swift")
        #expect(FileSystem.normalized("dir/./a.swift") == "dir/./a.swift")
        #expect(FileSystem.normalized("./") == "./")
    }

    @Test func parallelScanKeepsOrderAndMatchesSerial() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("listgen-par-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        var paths: [String] = []
        for index in 0..<150 {
            let path = root.appendingPathComponent("f\(index).swift").path
            try Data("struct T\(index) { var v\(index): Int }\n".utf8).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        let serial = SourceFiles.scanAll(paths, jobs: 1)
        let parallel = SourceFiles.scanAll(paths, jobs: 4)
        #expect(serial == parallel)
        #expect(parallel.map(\.path) == paths)
        #expect(parallel.map { $0.declarations.first?.name } == (0..<150).map { "T\($0)" })
        let unreadable = SourceFiles.scanAll([root.appendingPathComponent("missing.swift").path])
        #expect(unreadable.count == 1)
        #expect(unreadable.first?.diagnostics.first?.message == "cannot read file: No such file or directory")
    }

    @Test func readingFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("listgen-read-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let empty = root.appendingPathComponent("empty.swift")
        let big = root.appendingPathComponent("big.swift")
        try Data().write(to: empty)
        let content = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(content).write(to: big)
        #expect(FileSystem.read(empty.path) == [])
        #expect(FileSystem.read(big.path) == content)
        #expect(FileSystem.read(root.appendingPathComponent("missing.swift").path) == nil)
        #expect(FileSystem.read(root.path) == nil)
    }
}
