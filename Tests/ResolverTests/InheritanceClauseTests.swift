import ListGenModel
import ListGenResolver
import Testing

/// How the generator reads a class's inheritance clause: an entry written with an attribute
/// (`@unchecked Sendable`, `@preconcurrency P`, `@MainActor P`) or `~` is a conformance, never
/// a base class listgen cannot see, so it neither refuses the class nor its subclasses.
@Suite struct InheritanceClauseTests {
    @Test(
        "an attributed first entry is a conformance, not an unseen base class",
        arguments: ["@unchecked Sendable", "@preconcurrency Sendable", "@unchecked Swift.Sendable"])
    func attributedConformance(_ first: String) {
        let source = """
            protocol Handler {}
            // listgen: hashable
            final class Box: \(first), Handler {
                let name: String
                var count = 0
                init(name: String) { self.name = name }
            }
            class Base: \(first) {
                var a = 0
            }
            // listgen: hashable
            final class Sub: Base {
                var b = 0
            }
            """
        let result = Resolution([("A.swift", source)])
        #expect(result.diagnostics.map(\.description) == [])
        for type in ["Box", "Sub"] {
            #expect(result.hasCode(for: type), "\(type) got no code")
        }
    }

    @Test("an unseen base class is still refused")
    func unseenBase() {
        let result = Resolution([("A.swift", "// listgen: hashable\nfinal class Box: ImportedBase {\n    var a = 0\n}\n")])
        #expect(result.diagnostics.map(\.message).contains { $0.contains("'ImportedBase'") })
        #expect(!result.hasCode(for: "Box"))
    }
}
