import Foundation
import Testing

/// Inputs that must neither hang, crash nor vanish silently.
@Suite struct InputRobustnessTests {
    @Test(
        "a FIFO argument is refused at once by generate, lint and scan",
        arguments: [
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
        #expect(ftruncate(fd, off_t(64 << 20) + 1) == 0)  // sparse: no disk or time spent
        close(fd)
        let run = try scratch.listgen("lint", "Big.swift")
        #expect(run.status == 1)
        #expect(
            run.stderr.contains("Big.swift:1:1: error: file is 67108865 bytes, more than listgen's limit of 67108864 (64 MiB); exclude it"))
    }

    @Test("the same file given as relative, absolute and ../ paths is generated once")
    func duplicatePaths() throws {
        let scratch = try Scratch()
        try scratch.writeModels()
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let absolute = scratch.url.appendingPathComponent("in/Book.swift").path
        let run = try scratch.listgen("generate", "--output", "o", "in/Book.swift", absolute, "sub/../in/Book.swift", "in")
        #expect(run.status == 0, "\(run)")
        #expect(
            scratch.list("o").filter { $0.hasSuffix(".swift") } == ["Author+ListGen.swift", "Book+ListGen.swift", "ListGen+Shared.swift"])
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

    @Test("a file or folder name that is not UTF-8 is an error naming it, and keeps every output")
    func invalidUTF8Names() throws {
        let scratch = try Scratch()
        try scratch.writeModels()
        #expect(try scratch.listgen("generate", "--output", "o", "in").status == 0)
        let base = Array((scratch.path + "/in/Bad").utf8) + [0xFF]
        let fd = open((base + Array(".swift".utf8)).map { CChar(bitPattern: $0) } + [0], O_CREAT | O_WRONLY, 0o644)
        #expect(fd >= 0)
        close(fd)
        #expect(mkdir(base.map { CChar(bitPattern: $0) } + [0], 0o755) == 0)
        let run = try scratch.listgen("generate", "--output", "o", "in")
        #expect(run.status == 1)
        let message = "error: this name is not valid UTF-8, so listgen cannot name it in generated code; rename it"
        #expect(run.errorLines == ["in/Bad\u{FFFD}:1:1: \(message)", "in/Bad\u{FFFD}.swift:1:1: \(message)"], "\(run)")
        #expect(scratch.list("o") == ["Author+ListGen.swift", "Book+ListGen.swift", "ListGen+Shared.swift"])
    }

    @Test("folders nested deeper than paths can reach: an error at the first too long, no crash, the rest read")
    func deepNesting() throws {
        let scratch = try Scratch()
        defer {
            // FileManager cannot remove a tree deeper than a path can reach; rm can.
            let remove = Process()
            remove.executableURL = URL(fileURLWithPath: "/bin/rm")
            remove.arguments = ["-rf", scratch.path + "/in"]
            try? remove.run()
            remove.waitUntilExit()
        }
        try scratch.write("in/Top.swift", "// listgen: item\nstruct Top { let id: Int }\n")
        // 2,500 levels of `a/`: 5,000 bytes, past PATH_MAX (4,096); made relative to each
        // folder, since no single path reaches the bottom.
        var folder = open(scratch.path + "/in", O_RDONLY | O_DIRECTORY)
        for depth in 1...2500 {
            #expect(mkdirat(folder, "a", 0o755) == 0)
            let next = openat(folder, "a", O_RDONLY | O_DIRECTORY)
            close(folder)
            folder = next
            if depth == 1000 {
                let fd = openat(folder, "Deep.swift", O_CREAT | O_WRONLY, 0o644)
                let text = Array("// listgen: item\nstruct Deep { let id: Int }\n".utf8)
                #expect(write(fd, text, text.count) == text.count)
                close(fd)
            }
        }
        close(folder)
        let run = try scratch.listgen("generate", "--output", "o", "in", timeLimit: 60)
        #expect(run.status == 1, "\(run.status) \(run.stderr.prefix(300))")
        #expect(
            run.errorLines.count == 1 && run.errorLines.allSatisfy { $0.hasSuffix(":1:1: error: cannot read folder: File name too long") })
        #expect(scratch.list("o") == ["Deep+ListGen.swift", "ListGen+Shared.swift", "Top+ListGen.swift"])
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
            (
                ["--templates", "header.mustache"],
                "header.mustache:1:1: error: templates path is a file, expected a folder of NAME.mustache files"
            ),
        ]
        for (options, message) in cases {
            let run = try scratch.listgen(arguments: ["generate", "--output", "o"] + options + ["in"])
            #expect(run.status == 1)
            #expect(run.errorLines == [message], "\(run)")
        }
    }
}

/// Symbolic links among the inputs that lead nowhere: each is an error naming the link, and
/// the run keeps every output (the link's file may come back).
@Suite struct BrokenLinkTests {
    static let cases: [(link: String, target: String, message: String)] = [
        (
            "in/Author.swift", "../Moved.swift",
            "in/Author.swift:1:1: error: broken symbolic link: its target '../Moved.swift' does not exist; restore the target or remove the link"
        ),
        (
            "in/Author.swift", "Author.swift",
            "in/Author.swift:1:1: error: symbolic link loop: the link leads back to itself; point it at a file or remove it"
        ),
    ]

    @Test(
        "a broken link or a link loop in an input folder is an error naming it; outputs are kept",
        arguments: [0, 1])
    func inFolder(_ index: Int) throws {
        let (link, target, message) = Self.cases[index]
        let scratch = try Scratch()
        try scratch.writeModels()
        #expect(try scratch.listgen("generate", "--output", "o", "in").status == 0)
        let before = scratch.read("o/Author+ListGen.swift")
        // The target moves away (or the link is made to point at itself).
        try FileManager.default.removeItem(at: scratch.url.appendingPathComponent(link))
        #expect(symlink(target, scratch.url.appendingPathComponent(link).path) == 0)
        for mode in [["--check"], ["--dry-run"], []] {
            let run = try scratch.listgen(arguments: ["generate"] + mode + ["--output", "o", "in"])
            #expect(run.status == 1, "\(mode): \(run)")
            #expect(run.errorLines == [message], "\(mode): \(run)")
            #expect(run.stdout.contains(mode.isEmpty ? " 0 removed;" : " 0 to remove;"), "\(mode): \(run)")
        }
        // The link's output stays as it was (the shared file follows the inputs that were read).
        #expect(before != nil && scratch.read("o/Author+ListGen.swift") == before)
    }

    @Test("a broken link given as an argument is named as one, not as a missing file", arguments: [0, 1])
    func asArgument(_ index: Int) throws {
        let (link, target, message) = Self.cases[index]
        let scratch = try Scratch()
        try scratch.writeModels()
        try FileManager.default.removeItem(at: scratch.url.appendingPathComponent(link))
        #expect(symlink(target, scratch.url.appendingPathComponent(link).path) == 0)
        for arguments in [["generate", "--output", "o", "in/Book.swift", link], ["lint", link], ["scan", link]] {
            let run = try scratch.listgen(arguments: arguments)
            #expect(run.status == 1, "\(arguments): \(run)")
            #expect(run.errorLines == [message], "\(arguments): \(run)")
        }
    }

    @Test("a broken link in an excluded folder is no problem: it is never read")
    func excludedBrokenLink() throws {
        let scratch = try Scratch()
        try scratch.writeModels()
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("in/Drafts"), withIntermediateDirectories: true)
        #expect(symlink("../Gone.swift", scratch.url.appendingPathComponent("in/Drafts/Old.swift").path) == 0)
        try scratch.write("in/listgen.config", "exclude = Drafts\n")
        for options in [["--config", "in/listgen.config"], ["--exclude", "in/Drafts"]] {
            let run = try scratch.listgen(arguments: ["generate", "--output", "o"] + options + ["in"])
            #expect(run.status == 0 && run.stderr.isEmpty, "\(options): \(run)")
        }
        let unexcluded = try scratch.listgen("generate", "--output", "o", "in")
        #expect(unexcluded.status == 1 && unexcluded.stderr.contains("in/Drafts/Old.swift:1:1: error: broken symbolic link"))
    }

    @Test("a link loop between folders is not followed: the walk ends and reads each file once")
    func folderLoop() throws {
        let scratch = try Scratch()
        try scratch.writeModels()
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("in/sub"), withIntermediateDirectories: true)
        #expect(symlink("..", scratch.url.appendingPathComponent("in/sub/up").path) == 0)
        #expect(symlink("../sub", scratch.url.appendingPathComponent("in/sub/Loop.swift").path) == 0)
        let run = try scratch.listgen("generate", "--output", "o", "in", timeLimit: 20)
        #expect(!run.timedOut && run.status == 0, "\(run)")
        #expect(scratch.list("o") == ["Author+ListGen.swift", "Book+ListGen.swift", "ListGen+Shared.swift"])
    }
}
