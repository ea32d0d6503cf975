import ListGenModel
import ListGenResolver
import Testing

/// How the generator reads an inheritance clause: an entry written with an attribute
/// (`@unchecked Sendable`, `@preconcurrency P`, `@MainActor P`) or `~` is a conformance, never
/// a base class listgen cannot see, so it neither refuses the class nor its subclasses; a
/// suppression in a scanned protocol's clause says nothing about comparing; the module's own
/// protocol may be written with the module's name; and a refusal names what listgen cannot see.
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

    @Test("a scanned protocol that suppresses Copyable or Escapable says nothing about comparing: the type gets code")
    func suppressedProtocol() {
        let result = Resolution([
            (
                "A.swift",
                "public protocol Producer<Element>: ~Copyable, ~Escapable {\n    associatedtype Element\n}\n// listgen: hashable\nstruct Numbers: Producer {\n    typealias Element = Int\n    var values: [Int]\n}\n"
            )
        ])
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.hasCode(for: "Numbers"))
    }

    @Test("the module's own protocol written with the module's name is the scanned protocol")
    func ownModuleQualified() {
        let result = Resolution([
            ("Span.swift", "public protocol Span: Sendable {}\n"),
            (
                "NoOp.swift",
                "public enum NoOpTracer {\n    // listgen: hashable\n    public struct NoOpSpan: Tracing.Span {\n        public var name: String\n    }\n}\n// listgen: equatable\nstruct Holder { var span: Tracing.Span }\n"
            ),
            ("Other.swift", "import OtherKit\n// listgen: equatable\nstruct Imported: OtherKit.Span { var name: String }\n"),
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "NoOp.swift:8:21: error: property 'span' is an existential ('Tracing.Span', a protocol), which cannot be compared; mark it '// listgen: ignore'",
                "Other.swift:2:13: error: 'Imported' conforms to 'OtherKit.Span', which is not declared in the scanned sources, so listgen cannot tell whether 'Imported' is already Equatable (then 'equatable' would replace its '=='); write the conformance by hand",
            ])
        #expect(result.hasCode(for: "NoOpTracer.NoOpSpan"))
    }

    @Test("a refusal for a protocol whose parent listgen cannot see names that parent")
    func unseenParent() {
        let result = Resolution([
            (
                "A.swift",
                "protocol Model: ImportedModel {}\nprotocol Entity: Model, Sendable {}\n// listgen: equatable\nstruct A: Entity { var a: Int }\n"
            )
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "A.swift:3:13: error: 'A' conforms to 'Entity', which refines 'ImportedModel', which is not declared in the scanned sources, so listgen cannot tell whether 'A' is already Equatable (then 'equatable' would replace its '=='); write the conformance by hand"
            ])
        #expect(!result.hasCode(for: "A"))
    }
}
