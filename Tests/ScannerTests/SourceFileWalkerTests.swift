import Foundation
import ListGenSupport
import Testing

@testable import ListGenModel
@testable import ListGenScanner

/// Walking input folders: problems are reported, never silently skipped.
@Suite struct SourceFileWalkerTests {
    @Test("a folder that cannot be opened is an error naming it; the rest is still walked")
    func unreadableFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("listgen-walk-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["A.swift", "Locked/B.swift", "Open/C.swift"] {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("struct X {}\n".utf8).write(to: file)
        }
        // As root every folder opens, so stand in for the permission error the system would give.
        var walker = SourceFiles.Walker(skipping: [])
        let locked = root.appendingPathComponent("Locked").path
        walker.open = { path in
            if path == locked {
                errno = EACCES
                return nil
            }
            return opendir(path)
        }
        walker.walk(root.path)
        #expect(walker.paths.sorted() == [root.appendingPathComponent("A.swift").path, root.appendingPathComponent("Open/C.swift").path])
        #expect(walker.diagnostics.map(\.description) == ["\(locked):1:1: error: cannot read folder: Permission denied"])
    }

    @Test("skipped folders are not walked, whatever spelling reaches them")
    func skipping() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("listgen-walk-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["A.swift", "Out/A+ListGen.swift"] {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("struct X {}\n".utf8).write(to: file)
        }
        let collected = SourceFiles.collect([root.path], skipping: [root.path + "/./Out/"])
        #expect(collected.paths == [root.appendingPathComponent("A.swift").path])
    }

    @Test("binary detection: a few stray bytes are text, a blob is not")
    func binaryDetection() {
        let text = Array("struct A { let id: Int }\n".utf8)
        #expect(!FileSystem.looksBinary(text))
        #expect(!FileSystem.looksBinary(text + [0] + Array(repeating: UInt8(ascii: "a"), count: 1000)))
        #expect(!FileSystem.looksBinary(Array("let café = \"naïve ✓ 😀\"\n".utf8)))
        #expect(FileSystem.looksBinary([UInt8](repeating: 0, count: 100)))
        #expect(FileSystem.looksBinary(text + [UInt8](repeating: 0xFF, count: 40)))
    }
}
