import Foundation
import Testing

@testable import ListGenCore
@testable import ListGenModel
@testable import ListGenRenderer
@testable import ListGenWriter

@Suite struct TemplateTests {
    /// `Renderer/EmbeddedTemplates.swift` must embed `Templates/*.mustache` byte for byte.
    /// `LISTGEN_RECORD=1` rewrites it from the template files.
    @Test("the embedded templates equal Templates/ byte for byte")
    func embeddedMatchesFiles() throws {
        let folder = GoldenFiles.repositoryRoot.appendingPathComponent("Templates")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".mustache") }.sorted()
        var texts: [String: String] = [:]
        for file in files {
            texts[String(file.dropLast(".mustache".count))] = GoldenFiles.read(folder.appendingPathComponent(file))
        }
        let embeddedFile = GoldenFiles.repositoryRoot.appendingPathComponent("Sources/ListGenRenderer/EmbeddedTemplates.swift")
        let source = EmbeddedTemplatesSource.swiftSource(texts)
        if GoldenFiles.isRecording {
            try Data(source.utf8).write(to: embeddedFile)
            return
        }
        #expect(Set(texts.keys) == Set(TemplateSchema.names))
        #expect(
            GoldenFiles.read(embeddedFile) == source,
            "run LISTGEN_RECORD=1 swift test --filter GeneratorTests to refresh EmbeddedTemplates.swift")
        #expect(EmbeddedTemplates.texts == texts)
    }

    @Test("every embedded template passes the strict check")
    func embeddedTemplatesCheck() throws {
        for name in TemplateSchema.names {
            let text = try #require(EmbeddedTemplates.texts[name])
            let keys = try #require(TemplateSchema.keys[name])
            #expect(Self.problems(text, keys: keys, path: name).isEmpty)
        }
        _ = try TemplateSet()
    }

    /// What checking and compiling `text` reports (nothing for a template that compiles).
    static func problems(_ text: String, keys: [String: TemplateKey], path: String) -> [Diagnostic] {
        switch CompiledTemplate.compile(text, keys: keys, path: path) {
        case .success: []
        case .failure(let list): list.diagnostics
        }
    }

    static let keys: [String: TemplateKey] = [
        "typeName": .text, "flag": .flag, "fields": .list(["name": .text]),
    ]

    @Test("a typo in a key is an error at the template's line and column, with a suggestion")
    func unknownKey() {
        let problems = Self.problems("extension {{typeName}} {\n    {{typeNmae}}\n}\n", keys: Self.keys, path: "T/identity.mustache")
        #expect(problems.map(\.description) == ["T/identity.mustache:2:5: error: unknown key 'typeNmae'; did you mean 'typeName'?"])
    }

    @Test("list element keys are visible only inside their section")
    func scopes() {
        #expect(Self.problems("{{#fields}}{{name}}{{typeName}}{{/fields}}", keys: Self.keys, path: "t").isEmpty)
        let outside = Self.problems("{{name}}", keys: Self.keys, path: "t")
        #expect(outside.map(\.message) == ["unknown key 'name'"])
        let inverted = Self.problems("{{^fields}}{{name}}{{/fields}}", keys: Self.keys, path: "t")
        #expect(inverted.count == 1)
    }

    @Test(
        "misuse of kinds, unbalanced sections and unsupported features are errors",
        arguments: [
            ("{{#typeName}}x{{/typeName}}", "'typeName' is text, not a flag or list: write '{{typeName}}'"),
            ("{{flag}}", "'flag' is a flag or list, not text: use '{{#flag}}...{{/flag}}'"),
            ("{{#flag}}x", "section 'flag' is never closed"),
            ("{{#flag}}x{{/fields}}", "'{{/fields}}' does not close the open section 'flag'"),
            ("{{/flag}}", "'{{/flag}}' closes no section"),
            ("{{> header}}", "'{{>' is not supported in listgen templates (one self-contained file per concern)"),
            ("{{=<% %>=}}", "'{{=' is not supported in listgen templates (one self-contained file per concern)"),
            ("{{% CONTENT_TYPE: HTML }}", "only the pragma 'CONTENT_TYPE: TEXT' is allowed (listgen renders Swift, never HTML)"),
            ("{{typeName.count}}", "'typeName.count' is not a key name (dotted names, '.' and transforms are not supported)"),
            ("{{typeName", "unclosed tag: expected '}}'"),
        ])
    func misuse(_ text: String, _ message: String) {
        #expect(Self.problems(text, keys: Self.keys, path: "t").map(\.message) == [message])
    }

    @Test("comments, triple mustaches and the TEXT pragma are accepted")
    func accepted() {
        #expect(
            Self.problems("{{! any {{thing}} }}{{{typeName}}}{{&typeName}}{{% CONTENT_TYPE: TEXT }}", keys: Self.keys, path: "t").isEmpty)
    }

    @Test("an override folder replaces a template; typos in it fail the run with file and line")
    func overrides() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listgen-templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let header = "// Custom header for {{generatedFrom}}.\n{{#hasContent}}\nimport ListKit\n{{/hasContent}}\n"
        try Data(header.utf8).write(to: folder.appendingPathComponent("header.mustache"))
        let set = try TemplateSet(overrides: folder.path)
        #expect(set.sources["header"]?.isOverride == true)
        #expect(set.sources["identity"]?.isOverride == false)
        let result = Generator(templates: set, options: .init(jobs: 1)).run(sources: [
            ("A.swift", Array("// listgen: item\nstruct A { let id: Int }\n".utf8))
        ])
        // The ownership line comes first whatever the header template says.
        #expect(
            result.outputs.first { $0.name == "A+ListGen.swift" }?.content.hasPrefix(
                "// Generated by listgen from A.swift. Do not edit: changes are overwritten.\n// Custom header for A.swift.\nimport ListKit\n"
            ) == true)
        // An empty header override still cannot drop it.
        try Data("".utf8).write(to: folder.appendingPathComponent("header.mustache"))
        let bare = Generator(templates: try TemplateSet(overrides: folder.path), options: .init(jobs: 1))
            .run(sources: [("A.swift", Array("// listgen: item\nstruct A { let id: Int }\n".utf8))])
        #expect(bare.outputs.allSatisfy { OwnershipMark.isPresent(in: Array($0.content.utf8)) })
        #expect(
            bare.outputs.first { $0.name == "A+ListGen.swift" }?.content.hasPrefix(
                "// Generated by listgen from A.swift. Do not edit: changes are overwritten.\n\nnonisolated extension A") == true)

        try Data("extension {{typeName}} {\n{{#fields}}\n  {{nam}}\n{{/fields}}\n}\n".utf8).write(
            to: folder.appendingPathComponent("identity.mustache"))
        try Data("x".utf8).write(to: folder.appendingPathComponent("identiy.mustache"))
        do {
            _ = try TemplateSet(overrides: folder.path)
            Issue.record("a template with an unknown key must not load")
        } catch {
            let messages = error.diagnostics.map(\.description)
            #expect(messages.contains("\(folder.path)/identity.mustache:3:3: error: unknown key 'nam'; did you mean 'name'?"))
            #expect(
                messages.contains {
                    $0.hasPrefix("\(folder.path)/identiy.mustache:1:1: error: unknown template file 'identiy.mustache'")
                        && $0.hasSuffix("did you mean 'identity'?")
                })
        }
    }

    @Test("a file override reaches every line but the ownership line: the blocks' order, spacing and #if")
    func fileOverride() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listgen-templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file =
            "{{#blocks}}\n// MARK: -\n{{#hasCondition}}\n#if {{condition}} // from the type\n{{/hasCondition}}\n{{code}}\n{{#hasCondition}}\n#endif\n{{/hasCondition}}\n{{/blocks}}\n"
        try Data(file.utf8).write(to: folder.appendingPathComponent("file.mustache"))
        let source = "#if DEBUG\n// listgen: item\nstruct A { let id: Int }\n#endif\n"
        let result = Generator(templates: try TemplateSet(overrides: folder.path), options: .init(jobs: 1)).run(sources: [
            ("A.swift", Array(source.utf8))
        ])
        let content = try #require(result.outputs.first { $0.name == "A+ListGen.swift" }?.content)
        // No header (the override leaves it out), the ownership line still first.
        #expect(
            content.hasPrefix(
                "// Generated by listgen from A.swift. Do not edit: changes are overwritten.\n// MARK: -\n#if DEBUG // from the type\nnonisolated extension A"
            ))
        #expect(content.hasSuffix("}\n#endif\n"))
        #expect(!content.contains("import ListKit"))
    }

    @Test("a context that differs from the schema is named key by key (debug builds assert on every render)")
    func contextAgainstSchema() {
        let context: TemplateContext = [
            "generatedFrom": .flag(true), "hasContent": true, "imports": .list([["declaration": "import A"], [:]]), "extra": "x",
        ]
        #expect(
            TemplateSchema.mismatches(in: context, for: "header") == [
                "header: 'extra' is not in the schema",
                "header: 'generatedFrom' is a flag, not text",
                "header.imports[1]: 'declaration' is missing",
            ])
        let exact: TemplateContext = ["generatedFrom": "A.swift", "hasContent": false, "imports": .list([])]
        #expect(TemplateSchema.mismatches(in: exact, for: "header").isEmpty)
    }

    @Test("a Mustache syntax error names the template's line")
    func syntaxError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listgen-templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("a\n{{#hasContent}}\nb\n{{/hasContent}".utf8).write(to: folder.appendingPathComponent("header.mustache"))
        let error = try #require(throws: DiagnosticList.self) { try TemplateSet(overrides: folder.path) }
        #expect(
            error.diagnostics.map(\.description) == [
                "\(folder.path)/header.mustache:4:1: error: unclosed tag: expected '}}'",
                "\(folder.path)/header.mustache:2:1: error: section 'hasContent' is never closed",
            ])
    }
}
