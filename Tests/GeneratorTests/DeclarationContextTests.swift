import Testing

@testable import ListGenCore

/// Generated code carries the context of the declaration it extends, so it compiles wherever
/// the input does: the `@usableFromInline` its witnesses need, the enclosing scopes of the
/// names an ID or element type takes from them, and the `#if` around an import.
@Suite struct DeclarationContextTests {
    private static func output(_ source: String) throws -> (Generator.Result, String) {
        let result = RefusalTests.run([("A.swift", source)])
        let output = try #require(result.outputs.first { $0.name == "A+ListGen.swift" })
        return (result, output.content)
    }

    @Test("an internal @usableFromInline type's generated witnesses are @usableFromInline; its own id must be too")
    func usableFromInline() throws {
        let (result, content) = try Self.output(
            "public struct Box {\n    @usableFromInline\n    // listgen: hashable\n    struct Inner { var a: Int }\n    // listgen: item\n    @usableFromInline\n    struct Row: Sendable {\n        @usableFromInline var id: Int\n        var name: String\n    }\n    // listgen: item\n    @usableFromInline\n    struct Bad: Sendable { var id: Int }\n}\n"
        )
        #expect(
            result.diagnostics.map(\.description) == [
                "A.swift:13:32: error: ID property 'id' of the '@usableFromInline' type 'Box.Bad' must be '@usableFromInline' too, since it is Identifiable's 'id'; add the attribute to it"
            ])
        #expect(content.contains("    @usableFromInline static func == (lhs: Box.Inner, rhs: Box.Inner) -> Bool {"))
        #expect(content.contains("    @usableFromInline func hash(into hasher: inout Hasher) {"))
        #expect(content.contains("    @usableFromInline func isContentEqual(to source: Box.Row) -> Bool {"))
        #expect(!content.contains("extension Box.Bad"))
    }

    @Test("names an ID's or element's type takes from enclosing types are qualified wherever they stand in it")
    func qualifiedNestedNames() throws {
        let (result, content) = try Self.output(
            "public enum Outer {\n    public typealias Key = String\n    public struct Part: Hashable, Sendable { public var n: Int }\n    // listgen: item(id: key)\n    public struct Row: Equatable, Sendable { public var key: Key; public var title: String }\n    // listgen: item(id: map)\n    public struct M: Equatable, Sendable { public var map: [Key: Outer.Part]; public var x: Int }\n}\n"
        )
        #expect(result.diagnostics.isEmpty)
        #expect(content.contains("public var id: Outer.Key { self.key }"))
        #expect(content.contains("public var id: [Outer.Key: Outer.Part] { self.map }"))
    }

    @Test("imports under #if are copied under the same condition, so the types generated code names resolve")
    func conditionalImports() throws {
        let (result, content) = try Self.output(
            "#if canImport(FoundationEssentials)\nimport FoundationEssentials\n#else\nimport Foundation\n#endif\n// listgen: item(id: url)\npublic struct Link: Equatable, Sendable { public var url: URL; public var title: String }\n"
        )
        #expect(result.diagnostics.isEmpty)
        #expect(content.contains("#if canImport(FoundationEssentials)\nimport FoundationEssentials\n#endif\n"))
        #expect(content.contains("#if !canImport(FoundationEssentials)\nimport Foundation\n#endif\n"))
    }
}
