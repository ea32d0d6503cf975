import Testing

@testable import ListGenCore

/// The generic parameters a type sees come from every type it is nested in, wherever that
/// type is declared: requirements, the spelling of the type in generated signatures and the
/// refusals follow them. (The GenericLibrary golden compiles the accepted forms.)
@Suite struct GenericContextTests {
    private static func code(_ files: [(String, String)]) -> (String, [String]) {
        let result = RefusalTests.run(files)
        return (result.outputs.map(\.content).joined(separator: "\n"), result.diagnostics.map(\.description))
    }

    @Test("a type declared in an extension of a generic type in another file gets its parameters")
    func extensionInAnotherFile() {
        let (code, diagnostics) = Self.code([
            ("A.swift", "struct Pairs<Base: Sequence> { var base: Base }\n"),
            (
                "B.swift",
                "extension Pairs {\n    // listgen: hashable\n    struct Iterator {\n        var base: Base.Iterator\n        var subject: Subject\n    }\n}\n"
            ),
            ("C.swift", "struct Watch<Subject> {}\nextension Watch {\n    // listgen: equatable\n    struct Token { var subject: Subject }\n}\n"),
        ])
        #expect(
            diagnostics == [
                "B.swift:5:13: error: property 'subject' is an existential ('Subject', a protocol), which cannot be compared; mark it '// listgen: ignore'"
            ])
        #expect(code.contains("extension Watch.Token: Equatable where Subject: Equatable {"))
        #expect(code.contains("static func == (lhs: Watch<Subject>.Token, rhs: Watch<Subject>.Token) -> Bool"))
    }

    @Test("associated types are required of themselves, in declaration order of their parameters")
    func associatedTypeRequirements() {
        let (code, diagnostics) = Self.code([
            (
                "A.swift",
                "// listgen: item\nstruct Split<Base: Collection, Marker> {\n    var id: Base.Index\n    var marker: [Marker]\n    var separator: Base.Element?\n    var kind: Marker.Type\n}\n"
            )
        ])
        #expect(diagnostics.contains { $0.contains("metatype") })
        #expect(!code.contains("extension Split"))
        let (accepted, none) = Self.code([
            (
                "A.swift",
                "// listgen: item\nstruct Split<Base: Collection, Marker> {\n    var id: Base.Index\n    var marker: [Marker]\n    var separator: Base.Element?\n}\n"
            )
        ])
        #expect(none.isEmpty)
        #expect(accepted.contains("where Base.Index: Hashable, Base.Element: Equatable, Marker: Equatable {"))
    }

    @Test("an enum's cases require what their associated values use, and payload-less cases nothing")
    func enumCaseRequirements() {
        let (code, diagnostics) = Self.code([
            (
                "A.swift",
                "struct Interspersed<Base: Sequence> {}\nextension Interspersed {\n    // listgen: hashable\n    enum State {\n        case start\n        case element(Base.Element)\n    }\n    // listgen: item\n    enum Phase {\n        case first, second\n    }\n}\n"
            )
        ])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(code.contains("extension Interspersed.State: Equatable, Hashable where Base.Element: Hashable {"), "\(code)")
        #expect(code.contains("extension Interspersed.Phase: ListKit.Diffable {"), "\(code)")
    }

    @Test("a type nested in a generic type cannot be a wrapper case")
    func nestedInGenericWrapperCase() {
        let (code, diagnostics) = Self.code([
            ("A.swift", "struct Outer<T> {}\nextension Outer {\n    // listgen: item(in: Row)\n    struct Cell { let id: Int }\n}\n")
        ])
        #expect(
            diagnostics == [
                "A.swift:3:26: error: unsupported form: 'Outer.Cell', nested in a generic type, cannot be a wrapper case; wrap a concrete type"
            ])
        #expect(!code.contains("enum Row"))
    }
}
