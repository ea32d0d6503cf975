import Testing

@testable import ListGenCore

/// A compared value whose type the scanned sources declare without the conformance it needs:
/// the error names the annotation that gives it (`equatable`, or `hashable` where the value is
/// hashed) and the type's own declaration, and following it makes the error go away.
@Suite struct ConformanceSuggestionTests {
    @Test(
        "the error names the annotation to add and the type's declaration, in whichever file it is",
        arguments: [
            (
                "a property of a type declared in another file",
                [
                    ("A.swift", "// listgen: item\nstruct Row {\n    let id: Int\n    var payload: Payload\n}\n"),
                    ("B.swift", "import Foundation\n\n/// What a row shows.\nstruct Payload {\n    var text: String\n}\n"),
                ],
                "A.swift:4:9: error: property 'payload' has type 'Payload', which is not Equatable ('Payload' at B.swift:4 declares no conformance to Equatable); annotate 'Payload' with '// listgen: equatable' at B.swift:4 (or make it Equatable yourself), or mark 'payload' '// listgen: ignore'"
            ),
            (
                "a nested type, named by its path",
                [
                    (
                        "A.swift",
                        "enum Feed {\n    struct Badge { var count: Int }\n}\n// listgen: equatable\nstruct Row { var badges: [Feed.Badge] }\n"
                    )
                ],
                "A.swift:5:18: error: property 'badges' has type '[Feed.Badge]', which is not Equatable ('Feed.Badge' at A.swift:2 declares no conformance to Equatable); annotate 'Feed.Badge' with '// listgen: equatable' at A.swift:2 (or make it Equatable yourself), or mark 'badges' '// listgen: ignore'"
            ),
            (
                "a hashed property: hashable, not equatable",
                [("A.swift", "struct Other {}\nenum Kind { case a(Int) }\n// listgen: hashable\nstruct Row { var kind: Kind }\n")],
                "A.swift:4:18: error: property 'kind' has type 'Kind', which is not Hashable, and 'hashable' hashes it ('Kind' at A.swift:2 declares no conformance to Hashable); annotate 'Kind' with '// listgen: hashable' at A.swift:2 (or make it Hashable yourself), or mark 'kind' '// listgen: ignore'"
            ),
            (
                "a hashed property of a type annotated equatable: hashable instead",
                [("A.swift", "// listgen: equatable\nstruct Money { var cents: Int }\n// listgen: hashable\nstruct Row { var price: Money }\n")],
                "A.swift:4:18: error: property 'price' has type 'Money', which is not Hashable, and 'hashable' hashes it ('Money' at A.swift:2 is annotated 'equatable', which does not make it Hashable); annotate 'Money' with '// listgen: hashable' instead of 'equatable' at A.swift:2, or mark 'price' '// listgen: ignore'"
            ),
            (
                "an associated value",
                [("A.swift", "struct Photo { var url: String }\n// listgen: equatable\nenum Media {\n    case photo(Photo)\n}\n")],
                "A.swift:4:10: error: case 'photo' of 'Media' holds 'Photo', which is not Equatable ('Photo' at A.swift:1 declares no conformance to Equatable); annotate 'Photo' with '// listgen: equatable' at A.swift:1 (or make it Equatable yourself), or remove the annotation"
            ),
            (
                "a section's compared property, the type an item: equatable as well",
                [
                    (
                        "A.swift",
                        "// listgen: item\nstruct Owner { let id: Int }\n// listgen: section\nstruct Page {\n    let id: Int\n    var owner: Owner\n    var items: [Owner]\n}\n"
                    )
                ],
                "A.swift:6:9: error: property 'owner' has type 'Owner', which is not Equatable ('Owner' at A.swift:2 is an 'item', which makes it Diffable, not Equatable); annotate 'Owner' with '// listgen: equatable' as well, at A.swift:2, or mark 'owner' '// listgen: ignore'"
            ),
        ])
    func suggestion(_ name: String, _ files: [(String, String)], _ expected: String) {
        let result = RefusalTests.run(files)
        #expect(result.diagnostics.map(\.description) == [expected], "\(name)")
    }

    @Test("where listgen would refuse the annotation, only the conformance is asked for")
    func noSuggestion() {
        // `Money` declares its own `==`: `hashable` would replace it.
        let declared = RefusalTests.run([
            ("A.swift", "struct Money: Equatable { var cents: Int }\n// listgen: hashable\nstruct Row { var price: Money }\n")
        ])
        #expect(
            declared.diagnostics.map(\.description) == [
                "A.swift:3:18: error: property 'price' has type 'Money', which is not Hashable, and 'hashable' hashes it ('Money' at A.swift:1 is Equatable, not Hashable); make it Hashable, or mark 'price' '// listgen: ignore'"
            ])
        // An actor cannot be annotated at all.
        let actor = RefusalTests.run([("A.swift", "actor Store {}\n// listgen: equatable\nstruct Row { var store: [Store] }\n")])
        #expect(actor.diagnostics.count == 1)
        #expect(actor.diagnostics.allSatisfy { !$0.message.contains("annotate 'Store'") }, "\(actor.diagnostics)")
    }

    @Test("following the suggestion clears the error: the property is compared through the generated conformance")
    func followingTheSuggestion() throws {
        let row = "// listgen: item\nstruct Row {\n    let id: Key\n    var payload: Payload\n}\n"
        let before = RefusalTests.run([("A.swift", row), ("B.swift", "struct Payload { var text: String }\nstruct Key { var raw: Int }\n")])
        #expect(
            before.diagnostics.map(\.description) == [
                "A.swift:3:9: error: ID property 'id' has type 'Key', which is not Hashable ('Key' at B.swift:2 declares no conformance to Hashable); an ID must be Hashable, so annotate 'Key' with '// listgen: hashable' at B.swift:2 (or make it Hashable yourself), or choose another ID property"
            ])
        let after = RefusalTests.run([
            ("A.swift", row),
            ("B.swift", "// listgen: equatable\nstruct Payload { var text: String }\n// listgen: hashable\nstruct Key { var raw: Int }\n"),
        ])
        #expect(after.diagnostics.isEmpty, "\(after.diagnostics)")
        let generated = try #require(after.outputs.first { $0.name == "A+ListGen.swift" }).content
        #expect(generated.contains("listGenFieldEqual(self.payload, source.payload)"))
        #expect(after.outputs.contains { $0.content.contains("extension Payload: nonisolated Equatable") })
    }
}
