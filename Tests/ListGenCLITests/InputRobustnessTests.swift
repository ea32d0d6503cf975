import Foundation
import Testing

/// Inputs that must neither hang, crash nor vanish silently.
@Suite struct InputRobustnessTests {
    @Test("a FIFO argument is refused at once by generate, lint and scan", arguments: [
        ["generate", "--output", "o", "x.swift"], ["lint", "x.swift"], ["scan", "x.swift"], ["scan", "--json", "x.swift"],
    ])
    func fifo(_ arguments: [String]) throws {
        let scratch = try Scratch()
        #expect(mkfifo(scratch.url.appendingPathComponent("x.swift").path, 0o644) == 0)
        let run = try scratch.listgen(arguments: arguments)
        #expect(!run.timedOut)
        #expect(run.status == 1)
        #expect(run.stderr.contains("x.swift:1:1: error: not a regular file"), "\(run)")
    }

    @Test("a FIFO named *.swift inside an input folder is reported, not waited on")
    func fifoInFolder() throws {
        let scratch = try Scratch()
        try scratch.writeModels()
        #expect(mkfifo(scratch.url.appendingPathComponent("in/Pipe.swift").path, 0o644) == 0)
        let run = try scratch.listgen("lint", "in", timeLimit: 20)
        #expect(!run.timedOut && run.status == 1)
        #expect(run.stderr.contains("in/Pipe.swift:1:1: error: not a regular file"))
    }

    @Test("lint /dev/zero ends with an error instead of reading forever")
    func devZero() throws {
        let scratch = try Scratch()
        let run = try scratch.listgen("lint", "/dev/zero", timeLimit: 20)
        #expect(!run.timedOut)
        #expect(run.status == 1)
        #expect(run.stderr.contains("/dev/zero:1:1: error: not a regular file"))
    }

    @Test("a file over 64 MiB is refused with its size")
    func oversized() throws {
        let scratch = try Scratch()
        let path = scratch.url.appendingPathComponent("Big.swift").path
        let fd = open(path, O_CREAT | O_WRONLY, 0o644)
        #expect(ftruncate(fd, off_t(64 << 20) + 1) == 0)   // sparse: no disk or time spent
        close(fd)
        let run = try scratch.listgen("lint", "Big.swift")
        #expect(run.status == 1)
        #expect(run.stderr.contains("Big.swift:1:1: error: file is 67108865 bytes, more than listgen's limit of 67108864 (64 MiB); exclude it"))
    }

    @Test("the same file given as relative, absolute and ../ paths is generated once")
    func duplicatePaths() throws {
        let scratch = try Scratch()
        try scratch.writeModels()
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let absolute = scratch.url.appendingPathComponent("in/Book.swift").path
        let run = try scratch.listgen("generate", "--output", "o", "in/Book.swift", absolute, "sub/../in/Book.swift", "in")
        #expect(run.status == 0, "\(run)")
        #expect(scratch.list("o").filter { $0.hasSuffix(".swift") } == ["Author+ListGen.swift", "Book+ListGen.swift", "ListGen+Shared.swift"])
        let shared = scratch.read("o/ListGen+Shared.swift") ?? ""
        #expect(shared.components(separatedBy: "case book(Book)").count == 2)
    }

    @Test("binary input gets one error, not one per garbage token")
    func binaryInput() throws {
        let scratch = try Scratch()
        var generator = SystemRandomNumberGenerator()
        try scratch.write("in/Blob.swift", bytes: (0..<100_000).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let run = try scratch.listgen("lint", "in")
        #expect(run.status == 1)
        #expect(run.errorLines == ["in/Blob.swift:1:1: error: not a Swift text file: it is mostly NUL bytes or invalid UTF-8; exclude it"])
    }

    @Test("configuration and template paths that are wrong say what they are")
    func wrongPaths() throws {
        let scratch = try Scratch()
        try scratch.writeModels()
        try scratch.write("header.mustache", "x")
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("cfg"), withIntermediateDirectories: true)
        let cases: [([String], String)] = [
            (["--config", "nope.config"], "nope.config:1:1: error: configuration file not found"),
            (["--config", "cfg"], "cfg:1:1: error: the configuration path is a folder, expected a listgen.config file"),
            (["--templates", "header.mustache"], "header.mustache:1:1: error: templates path is a file, expected a folder of NAME.mustache files"),
        ]
        for (options, message) in cases {
            let run = try scratch.listgen(arguments: ["generate", "--output", "o"] + options + ["in"])
            #expect(run.status == 1)
            #expect(run.errorLines == [message], "\(run)")
        }
    }
}
