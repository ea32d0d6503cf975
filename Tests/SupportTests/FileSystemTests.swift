import Foundation
import ListGenSupport
import Testing

/// The C-library services the stages use instead of Foundation, checked against what
/// Foundation does where the two overlap.
@Suite struct FileSystemTests {
    /// A fresh folder, removed when the test ends.
    final class Folder {
        let path: String

        init() throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("listgen-support-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    @Test(
        "standardized: absolute, with . and .. resolved by name and no slash at the end",
        arguments: [
            ("/a/b/../c/./d", "/a/c/d"), ("/a//b/", "/a/b"), ("/..", "/"), ("/", "/"), ("/a/b/../../..", "/"),
            ("/x/./", "/x"),
        ])
    func standardized(path: String, expected: String) {
        #expect(FileSystem.standardized(path) == expected)
    }

    @Test("standardized: a relative path is taken from the current folder")
    func standardizedRelative() {
        let current = FileManager.default.currentDirectoryPath
        #expect(FileSystem.currentDirectory == current)
        #expect(FileSystem.standardized("a/../b") == FileSystem.standardized(current + "/b"))
        #expect(FileSystem.standardized("") == FileSystem.standardized(current))
        #expect(FileSystem.absolute("x.swift") == current + "/x.swift")
        #expect(FileSystem.absolute("/x.swift") == "/x.swift")
    }

    @Test(
        "folder(of:): what comes before the last slash (NSString's deletingLastPathComponent)",
        arguments: [
            ("a/b/c", "a/b"), ("/a/b", "/a"), ("/a", "/"), ("a", ""), ("a/", ""), ("a/b/", "a"), ("/", "/"), ("", ""),
            ("//a", "/"),
        ])
    func folder(path: String, expected: String) {
        #expect(FileSystem.folder(of: path) == expected)
    }

    @Test("createDirectories makes every missing folder and fails on a file in the way")
    func createDirectories() throws {
        let folder = try Folder()
        let deep = folder.path + "/a/b/c"
        #expect(FileSystem.createDirectories(deep))
        #expect(FileSystem.isDirectory(deep))
        #expect(FileSystem.createDirectories(deep), "an existing folder is fine")
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder.path + "/file"))
        #expect(!FileSystem.createDirectories(folder.path + "/file"))
        #expect(!FileSystem.createDirectories(folder.path + "/file/below"))
        #expect(FileSystem.exists(folder.path + "/file") && !FileSystem.isDirectory(folder.path + "/file"))
        #expect(!FileSystem.exists(folder.path + "/missing"))
    }

    @Test("entries(ofDirectory:): the names, sorted by bytes, without . and ..; nil for no folder")
    func entries() throws {
        let folder = try Folder()
        for name in ["b", "a", "B", "é", ".hidden"] {
            try Data().write(to: URL(fileURLWithPath: folder.path + "/" + name))
        }
        #expect(FileSystem.entries(ofDirectory: folder.path) == [".hidden", "B", "a", "b", "é"])
        #expect(FileSystem.entries(ofDirectory: folder.path + "/a") == nil)
        #expect(FileSystem.entries(ofDirectory: folder.path + "/missing") == nil)
    }

    @Test("ProcessEnvironment reads the variables the process was given")
    func environment() {
        #expect(ProcessEnvironment.value("PATH") == ProcessInfo.processInfo.environment["PATH"])
        #expect(ProcessEnvironment.value("LISTGEN_SURELY_UNSET_\(UUID().uuidString.prefix(8))") == nil)
    }

    @Test("Stopwatch counts up from zero")
    func stopwatch() {
        let stopwatch = Stopwatch()
        let first = stopwatch.elapsedMilliseconds
        usleep(2000)
        let second = stopwatch.elapsedMilliseconds
        #expect(first >= 0 && second >= first + 1)
    }

    @Test("write(_:to:) writes every byte, and returns errno for a descriptor it cannot write")
    func writeAll() throws {
        let folder = try Folder()
        let path = folder.path + "/out"
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        #expect(fd >= 0)
        let text = String(repeating: "listgen é ", count: 100_000)
        let failure = Array(text.utf8).withUnsafeBytes { FileSystem.write($0, to: fd) }
        close(fd)
        #expect(failure == nil)
        #expect(FileSystem.read(path) == Array(text.utf8))
        #expect(Array("x".utf8).withUnsafeBytes { FileSystem.write($0, to: -1) } == EBADF)
    }
}
