import Foundation
import Testing

/// The command line as users and scripts see it: subcommands, output formats and exit codes
/// of the built binary.
@Suite struct CommandLineTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("scan --json matches the hand-written expectations of Tools/scan-reference/Examples")
    func scanMatchesIndependentExpectations() throws {
        let examples = Self.repository.appendingPathComponent("Tools/scan-reference/Examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(names.count >= 8)
        for name in names {
            let run = try CLI.run(["scan", "--json", name], in: examples)
            #expect(run.status == 0, "\(name): \(run)")
            let document = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            #expect(document["version"] as? Int == 1)
            let files = try #require(document["files"] as? [[String: Any]])
            let declarations = try #require(files.first?["declarations"] as? NSArray)
            let expectedURL = examples.appendingPathComponent(name.replacingOccurrences(of: ".swift", with: ".expected.json"))
            let expected = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: expectedURL)) as? NSArray)
            #expect(declarations.isEqual(expected), "\(name): listgen's scan differs from \(expectedURL.lastPathComponent)")
        }
    }

    @Test("template list and cat; an unknown template is one error line, no usage text")
    func templates() throws {
        let scratch = try Scratch()
        let list = try scratch.listgen("template", "list")
        #expect(list.status == 0)
        #expect(
            list.stdout.split(separator: "\n").map { $0.split(separator: "\t").first.map(String.init) ?? "" }
                == [
                    "adoption", "bindings", "comparison", "equality", "file", "hashable", "header", "identity", "section", "snapshot",
                    "wrapper",
                ])
        let identity = try scratch.listgen("template", "cat", "identity")
        #expect(identity.status == 0 && identity.stdout.hasPrefix("{{! identity:"))
        let unknown = try scratch.listgen("template", "cat", "nope")
        #expect(unknown.status == 1)
        #expect(unknown.stderr == "listgen: error: no template 'nope' (see 'listgen template list')\n")
    }

    @Test("lint: exit 0 when clean, 1 on an error, 1 on a warning only with --strict")
    func lintExitCodes() throws {
        let scratch = try Scratch()
        try scratch.write("Clean.swift", "// listgen: item\nstruct A { let id: Int }\n")
        try scratch.write("Broken.swift", "// listgen: iten\nstruct B { let id: Int }\n")
        try scratch.write("Typo.swift", "// lisgten: item\nstruct C { let id: Int }\n")
        #expect(try scratch.listgen("lint", "Clean.swift").status == 0)
        let broken = try scratch.listgen("lint", "Broken.swift")
        #expect(broken.status == 1)
        #expect(broken.errorLines == ["Broken.swift:1:13: error: unknown annotation 'iten'; did you mean 'item'?"])
        let typo = try scratch.listgen("lint", "Typo.swift")
        #expect(typo.status == 0 && typo.errorLines.count == 1 && typo.stderr.contains("Typo.swift:1:4: warning: "))
        #expect(try scratch.listgen("lint", "--strict", "Typo.swift").status == 1)
    }

    @Test("generate: --dry-run writes nothing, --check fails until generate ran, then passes")
    func dryRunAndCheck() throws {
        let scratch = try Scratch()
        try scratch.writeModels()
        let dry = try scratch.listgen("generate", "--dry-run", "--output", "o", "in")
        #expect(dry.status == 0)
        #expect(dry.stdout.contains("would write o/Book+ListGen.swift"))
        #expect(!scratch.exists("o"))
        let stale = try scratch.listgen("generate", "--check", "--output", "o", "in")
        #expect(stale.status == 1)
        #expect(stale.stderr.contains("o:1:1: error: generated code is out of date; run 'listgen generate'"))
        let run = try scratch.listgen("generate", "--output", "o", "in")
        #expect(run.status == 0)
        #expect(run.stdout == "listgen: 2 files, 3 types; 3 wrote, 0 unchanged, 0 removed; 0 errors, 0 warnings\n")
        #expect(try scratch.listgen("generate", "--check", "--output", "o", "in").status == 0)
    }

    @Test("bad command lines exit 64 with usage; scan of a missing path exits 1")
    func usageErrors() throws {
        let scratch = try Scratch()
        let noPaths = try scratch.listgen("generate", "--output", "o")
        #expect(noPaths.status == 64 && noPaths.stderr.contains("give at least one Swift file or folder"))
        let badAccess = try scratch.listgen("lint", "--access", "open", "x.swift")
        #expect(badAccess.status == 64 && badAccess.stderr.contains("--access must be public, package or internal, not 'open'"))
        let missing = try scratch.listgen("scan", "--json", "nope.swift")
        #expect(missing.status == 1 && missing.stderr.contains("nope.swift:1:1: error: no such file or directory"))
    }
}
