import Foundation
import Testing

/// `ListGenPluginTool`, what the plugins run: the argument forms the plugins pass give what
/// `listgen generate` gives for them, byte for byte, and every other form is refused by name.
@Suite struct PluginToolTests {
    /// What a run printed and returned, and what its output folder then held.
    struct Outcome: Equatable, CustomStringConvertible {
        var status: Int32
        var stdout: String
        var stderr: String
        var files: [String: String]

        var description: String { "exit \(status)\nstdout:\n\(stdout)\nstderr:\n\(stderr)\nfiles: \(files.keys.sorted())" }
    }

    /// Sets up `scratch` afresh with `fixture`, runs `executable` with the arguments `arguments`
    /// builds from the scratch folder's absolute path (as the plugins pass them), and reads
    /// the output folder `o`.
    static func outcome(
        of executable: URL, in scratch: Scratch, environment: [String: String] = [:], fixture: (Scratch) throws -> Void,
        arguments: (String) -> [String]
    ) throws -> Outcome {
        for name in scratch.list("") { try FileManager.default.removeItem(at: scratch.url.appendingPathComponent(name)) }
        try fixture(scratch)
        let run = try CLI.run(arguments(scratch.path), in: scratch.url, environment: environment, executable: executable)
        #expect(!run.timedOut)
        var files: [String: String] = [:]
        for name in scratch.list("o") { files[name] = scratch.read("o/\(name)") }
        return Outcome(status: run.status, stdout: run.stdout, stderr: run.stderr, files: files)
    }

    /// Runs `listgen` and the plugin tool on the same fixture and arguments; returns
    /// `listgen`'s outcome after checking the plugin tool's is the same.
    @discardableResult
    static func expectSameOutcome(
        environment: [String: String] = [:], fixture: (Scratch) throws -> Void, arguments: (String) -> [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Outcome {
        let scratch = try Scratch()
        let listgen = try outcome(of: CLI.binary, in: scratch, environment: environment, fixture: fixture, arguments: arguments)
        let tool = try outcome(of: CLI.pluginTool, in: scratch, environment: environment, fixture: fixture, arguments: arguments)
        #expect(tool == listgen, "listgen:\n\(listgen)\nplugin tool:\n\(tool)", sourceLocation: sourceLocation)
        return listgen
    }

    /// The build plugin's arguments (`GenerationPlan.arguments` with `emitAll` and `quiet`).
    static func buildPluginArguments(_ root: String, config: Bool = false) -> [String] {
        ["generate", "--output", root + "/o", "--quiet", "--emit-all", "--source-locations"]
            + (config ? ["--config", root + "/in/listgen.config"] : []) + [root + "/in/Author.swift", root + "/in/Book.swift"]
    }

    /// The command plugin's arguments, with or without `--check`.
    static func commandPluginArguments(_ root: String, check: Bool = false) -> [String] {
        ["generate", "--output", root + "/o"] + (check ? ["--check"] : []) + [root + "/in/Author.swift", root + "/in/Book.swift"]
    }

    @Test("the build plugin's arguments write what listgen generate writes, with the same output and status")
    func buildPluginForm() throws {
        let outcome = try Self.expectSameOutcome(fixture: { try $0.writeModels() }, arguments: { Self.buildPluginArguments($0) })
        #expect(outcome.status == 0)
        #expect(outcome.files.keys.sorted() == ["Author+ListGen.swift", "Book+ListGen.swift", "ListGen+Shared.swift"])
        #expect(outcome.files["Book+ListGen.swift"]?.contains("#sourceLocation") == true)
        #expect(outcome.stdout.isEmpty && outcome.stderr.isEmpty, "\(outcome)")
    }

    @Test("the command plugin's arguments print listgen generate's summary and write its files")
    func commandPluginForm() throws {
        let outcome = try Self.expectSameOutcome(fixture: { try $0.writeModels() }, arguments: { Self.commandPluginArguments($0) })
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "listgen: 2 files, 3 types; 3 wrote, 0 unchanged, 0 removed; 0 errors, 0 warnings\n", "\(outcome)")
    }

    @Test("an invalid annotation: the same error at the user's line, exit 1, the other types' code written")
    func annotationError() throws {
        let outcome = try Self.expectSameOutcome(
            fixture: { scratch in
                try scratch.writeModels()
                try scratch.write("in/Book.swift", "// listgen: item(in: Row)\nstruct Book { var title: String }\n")
            },
            arguments: { Self.buildPluginArguments($0) })
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("/in/Book.swift:1:13: error: missing identity"), "\(outcome)")
        #expect(outcome.files["Author+ListGen.swift"]?.contains("extension Author") == true)
    }

    @Test("an invalid listgen.config: the same error at its line, exit 1, nothing written")
    func configurationError() throws {
        let outcome = try Self.expectSameOutcome(
            fixture: { scratch in
                try scratch.writeModels()
                try scratch.write("in/listgen.config", "acces = public\n")
            },
            arguments: { Self.buildPluginArguments($0, config: true) })
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("/in/listgen.config:1:1: error: unknown key 'acces'"), "\(outcome)")
        #expect(outcome.files.isEmpty)
    }

    @Test(
        "--check on a stale folder: the same error naming the fix command, from LISTGEN_FIX_COMMAND or listgen's own",
        arguments: [[:], ["LISTGEN_FIX_COMMAND": "swift package listgen-generate"]])
    func checkOutOfDate(_ environment: [String: String]) throws {
        let stale = "// Generated by listgen from Book.swift. Do not edit: changes are overwritten.\nold\n"
        let outcome = try Self.expectSameOutcome(
            environment: environment,
            fixture: { scratch in
                try scratch.writeModels()
                try scratch.write("o/Book+ListGen.swift", stale)
            },
            arguments: { Self.commandPluginArguments($0, check: true) })
        #expect(outcome.status == 1)
        let fix = environment["LISTGEN_FIX_COMMAND"] ?? "listgen generate"
        #expect(outcome.stderr.hasSuffix("/o:1:1: error: generated code is out of date; run '\(fix)'\n"), "\(outcome)")
        #expect(outcome.stdout.contains("would write "), "\(outcome)")
        #expect(outcome.files == ["Book+ListGen.swift": stale])
    }

    @Test("--check on an up-to-date folder: exit 0 for both")
    func checkUpToDate() throws {
        let outcome = try Self.expectSameOutcome(
            fixture: { scratch in
                try scratch.writeModels()
                let run = try scratch.listgen(arguments: Self.commandPluginArguments(scratch.path))
                #expect(run.status == 0, "\(run)")
            },
            arguments: { Self.commandPluginArguments($0, check: true) })
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.stdout == "listgen: 2 files, 3 types; 0 would write, 3 unchanged, 0 to remove; 0 errors, 0 warnings\n")
    }

    @Test("an output folder that is an input is refused the same way before anything is read")
    func unsafeOutputFolder() throws {
        let outcome = try Self.expectSameOutcome(
            fixture: { try $0.writeModels() },
            arguments: { root in ["generate", "--output", root + "/in/Book.swift", "--quiet", root + "/in/Book.swift"] })
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("error: "), "\(outcome)")
    }

    @Test("options in any order, before or after the paths")
    func optionOrder() throws {
        let scratch = try Scratch()
        try scratch.writeModels()
        let run = try CLI.run(
            ["generate", scratch.path + "/in/Book.swift", "--emit-all", "--output", "o", "--quiet", "in/Author.swift"], in: scratch.url,
            executable: CLI.pluginTool)
        #expect(run.status == 0, "\(run)")
        #expect(scratch.list("o") == ["Author+ListGen.swift", "Book+ListGen.swift", "ListGen+Shared.swift"])
    }

    @Test(
        "a form the plugins never pass: one line naming it, exit 2, nothing written",
        arguments: [
            ([], "no arguments; expected 'generate --output DIR PATH...'"),
            (["--help"], "unknown command '--help'; expected 'generate'"),
            (["lint", "in"], "unknown command 'lint'; expected 'generate'"),
            (["generate", "--verbose", "--output", "o", "in"], "unknown argument '--verbose'"),
            (["generate", "--dry-run", "--output", "o", "in"], "unknown argument '--dry-run'"),
            (["generate", "--access", "public", "--output", "o", "in"], "unknown argument '--access'"),
            (["generate", "-h"], "unknown argument '-h'"),
            (["generate", "--output=o", "in"], "unknown argument '--output=o'"),
            (["generate", "--output", "o", "--", "in"], "unknown argument '--'"),
            (["generate", "in", "--output"], "missing value for '--output'"),
            (["generate", "--output", "o", "--config", "--quiet", "in"], "missing value for '--config'"),
            (["generate", "--output", "o", "--output", "p", "in"], "'--output' given twice"),
            (["generate", "--quiet", "--output", "o", "--quiet", "in"], "'--quiet' given twice"),
            (["generate", "--quiet", "in"], "missing '--output DIR'"),
            (["generate", "--output", "o", "--quiet"], "give at least one Swift file or folder"),
            (["generate", "--output", "o", "--bad\nline", "in"], "unknown argument '--bad\\u{A}line'"),
        ])
    func refusals(_ arguments: [String], _ problem: String) throws {
        let scratch = try Scratch()
        try scratch.writeModels()
        let run = try CLI.run(arguments, in: scratch.url, executable: CLI.pluginTool)
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr
                == "listgen: error: \(problem). This tool is run by the listgen plugins with the arguments they build; to run listgen yourself, use the 'listgen' command-line tool ('listgen generate --help')\n"
        )
        #expect(scratch.list("") == ["in"])
    }
}
