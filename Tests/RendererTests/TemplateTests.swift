import Foundation
import ListGenModel
import Testing

@testable import ListGenRenderer

@Suite struct TemplateTests {
    /// `Renderer/EmbeddedTemplates.swift` must embed `Templates/*.mustache` byte for byte.
    /// `LISTGEN_RECORD=1` rewrites it from the template files.
    @Test("the embedded templates equal Templates/ byte for byte")
    func embeddedMatchesFiles() throws {
        let folder = Repository.repositoryRoot.appendingPathComponent("Templates")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".mustache") }.sorted()
        var texts: [String: String] = [:]
        for file in files {
            texts[String(file.dropLast(".mustache".count))] = Repository.read(folder.appendingPathComponent(file))
        }
        let embeddedFile = Repository.repositoryRoot.appendingPathComponent("Sources/ListGenRenderer/EmbeddedTemplates.swift")
        let source = EmbeddedTemplatesSource.swiftSource(texts)
        if Repository.isRecording {
            try Data(source.utf8).write(to: embeddedFile)
            return
        }
        #expect(Set(texts.keys) == Set(TemplateSchema.names))
        #expect(
            Repository.read(embeddedFile) == source,
            "run LISTGEN_RECORD=1 swift test --filter RendererTests to refresh EmbeddedTemplates.swift")
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

    /// 100,000 nested sections once took minutes to check (each lookup walked every open
    /// section) and, once valid, overflowed the stack when the compiled template was released.
    @Test("sections nest at most 32 deep; deeper is one error at the first tag too deep")
    func nesting() {
        func nested(_ depth: Int, _ name: String) -> String {
            String(repeating: "{{#\(name)}}", count: depth) + "x" + String(repeating: "{{/\(name)}}", count: depth)
        }
        #expect(Self.problems(nested(TemplateTokens.maxNesting, "flag"), keys: Self.keys, path: "t").isEmpty)
        let tooDeep = Self.problems(nested(TemplateTokens.maxNesting + 1, "flag"), keys: Self.keys, path: "t")
        #expect(tooDeep.map(\.description) == ["t:1:289: error: sections nested more than 32 deep; listgen's keys need a few levels at most"])
        for name in ["flag", "unknown"] {
            let problems = Self.problems(nested(100_000, name), keys: Self.keys, path: "t")
            #expect(problems.last?.message == "sections nested more than 32 deep; listgen's keys need a few levels at most")
            #expect(problems.count == (name == "flag" ? 1 : 33))
        }
    }

    @Test("comments, triple mustaches and the TEXT pragma are accepted")
    func accepted() {
        #expect(
            Self.problems("{{! any {{thing}} }}{{{typeName}}}{{&typeName}}{{% CONTENT_TYPE: TEXT }}", keys: Self.keys, path: "t").isEmpty)
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
