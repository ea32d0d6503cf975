import ListGenModel
import ListGenResolver
import Testing

/// The generic parameters a type sees come from every type it is nested in, wherever that
/// type is declared: requirements, the spelling of the type in generated signatures and the
/// refusals follow them. (The GenericLibrary golden compiles the accepted forms.)
@Suite struct GenericContextTests {
    @Test("a type declared in an extension of a generic type in another file gets its parameters")
    func extensionInAnotherFile() {
        let resolution = Resolution([
            ("A.swift", "struct Pairs<Base: Sequence> { var base: Base }\n"),
            (
                "B.swift",
                "extension Pairs {\n    // listgen: hashable\n    struct Iterator {\n        var base: Base.Iterator\n        var subject: Subject\n    }\n}\n"
            ),
            ("C.swift", "struct Watch<Subject> {}\nextension Watch {\n    // listgen: equatable\n    struct Token { var subject: Subject }\n}\n"),
        ])
        // Pairs has no parameter named Subject: there it is Combine's protocol.
        #expect(
            resolution.diagnostics.map(\.description) == [
                "B.swift:5:13: error: property 'subject' is an existential ('Subject', a protocol), which cannot be compared; mark it '// listgen: ignore'"
            ])
        #expect(resolution.conformances(of: "Watch.Token").map(\.requirements) == [["Subject: Equatable"]])
        #expect(resolution.type("Watch.Token")?.selfType == "Watch<Subject>.Token")
    }

    @Test("associated types are required of themselves, in declaration order of their parameters")
    func associatedTypeRequirements() {
        let refused = Resolution([
            (
                "A.swift",
                "// listgen: item\nstruct Split<Base: Collection, Marker> {\n    var id: Base.Index\n    var marker: [Marker]\n    var separator: Base.Element?\n    var kind: Marker.Type\n}\n"
            )
        ])
        #expect(refused.diagnostics.contains { $0.message.contains("metatype") })
        #expect(!refused.hasCode(for: "Split"))
        let accepted = Resolution([
            (
                "A.swift",
                "// listgen: item\nstruct Split<Base: Collection, Marker> {\n    var id: Base.Index\n    var marker: [Marker]\n    var separator: Base.Element?\n}\n"
            )
        ])
        #expect(accepted.diagnostics.isEmpty)
        #expect(accepted.conformances(of: "Split").first?.requirements == ["Base.Index: Hashable", "Base.Element: Equatable", "Marker: Equatable"])
    }

    @Test("an enum's cases require what their associated values use, and payload-less cases nothing")
    func enumCaseRequirements() {
        let resolution = Resolution([
            (
                "A.swift",
                "struct Interspersed<Base: Sequence> {}\nextension Interspersed {\n    // listgen: hashable\n    enum State {\n        case start\n        case element(Base.Element)\n    }\n    // listgen: item\n    enum Phase {\n        case first, second\n    }\n}\n"
            )
        ])
        #expect(resolution.diagnostics.isEmpty, "\(resolution.diagnostics)")
        #expect(resolution.conformances(of: "Interspersed.State").map(\.requirements) == [["Base.Element: Hashable"]])
        #expect(resolution.conformances(of: "Interspersed.Phase").map(\.requirements).allSatisfy { $0.isEmpty })
        #expect(resolution.type("Interspersed.Phase")?.selfType == "Interspersed<Base>.Phase")
    }

    @Test("a generic type nested in a namespace is spelled with each level's arguments, packs with repeat each")
    func spelling() {
        let resolution = Resolution([
            (
                "A.swift",
                "enum NS {}\nextension NS {\n    struct Box<T> {\n        // listgen: hashable\n        struct Cursor { var offset: Int }\n    }\n    struct Many<each Part> {\n        // listgen: hashable\n        struct Label { var text: String }\n    }\n}\n"
            )
        ])
        #expect(resolution.diagnostics.isEmpty, "\(resolution.diagnostics)")
        #expect(resolution.type("NS.Box.Cursor")?.selfType == "NS.Box<T>.Cursor")
        #expect(resolution.type("NS.Many.Label")?.selfType == "NS.Many<repeat each Part>.Label")
    }

    @Test("a generic type listgen annotates is Hashable only where its arguments meet its own requirements")
    func annotatedGenericArguments() {
        let source = """
            // listgen: hashable
            struct Box<T> { var value: T }
            // listgen: hashable
            struct Outer<B: Sequence> {
                var boxed: Box<LazyMapSequence<B, Int>>
                var fine: Box<[Int]>
            }
            """
        let resolution = Resolution([("A.swift", source)])
        #expect(
            resolution.diagnostics.map(\.description) == [
                "A.swift:5:9: error: property 'boxed' has type 'Box<LazyMapSequence<B, Int>>', which is not Hashable, and 'hashable' hashes it ('LazyMapSequence<B, Int>' is not Equatable); make it Hashable, or mark 'boxed' '// listgen: ignore'"
            ])
        #expect(resolution.hasCode(for: "Box") && !resolution.hasCode(for: "Outer"))
    }

    @Test("a member of an aliased type is that member of the alias's target")
    func aliasMember() {
        let source =
            "struct Joined {\n    typealias Inner = FlattenSequence<[[Int]]>\n    // listgen: hashable\n    struct State {\n        var inner: Inner.Iterator\n    }\n}\n"
        let resolution = Resolution([("A.swift", source)])
        #expect(
            resolution.diagnostics.map(\.message).first?.contains("('FlattenSequence<[[Int]]>.Iterator' is not Equatable)") == true,
            "\(resolution.diagnostics)")
        #expect(!resolution.hasCode(for: "Joined.State"))
    }

    @Test(
        "what a where clause cannot state is refused at the property or ID: a member of a type applied to parameters, an associated type of the outer type"
    )
    func underivedRequirements() {
        let source = """
            struct Product<A, B> { struct Index: Hashable { var a: Int } }
            struct Cycled<Base: Collection> {}
            extension Cycled: Collection {
                // listgen: item(id: productIndex)
                struct Index {
                    var productIndex: Product<Range<Int>, Base>.Index
                }
                // listgen: equatable
                struct Reduction {
                    var result: Element?
                }
            }
            """
        let resolution = Resolution([("A.swift", source)])
        #expect(
            resolution.diagnostics.map(\.description) == [
                "A.swift:6:13: error: ID property 'productIndex' has type 'Product<Range<Int>, Base>.Index', whose conformance to Hashable depends on generic requirements listgen cannot write ('Product<Range<Int>, Base>.Index' is a member of 'Product' applied to generic parameters, and what it needs of them cannot be written in a 'where' clause); write the conformance by hand, or choose another ID property",
                "A.swift:10:13: error: property 'result' has type 'Element?', whose conformance to Equatable depends on generic requirements listgen cannot write ('Element' is an associated type of an enclosing generic type, which listgen cannot follow to its generic parameters); write the conformance by hand, or mark 'result' '// listgen: ignore'",
            ])
        #expect(!resolution.hasCode(for: "Cycled.Index") && !resolution.hasCode(for: "Cycled.Reduction"))
    }

    @Test("a property of an annotated type in the same generic context requires what that type's conformance does")
    func relayedRequirements() {
        let source = """
            struct Joined<Base: Sequence> where Base.Element: Sequence {
                // listgen: hashable
                struct Iterator {
                    // listgen: hashable
                    enum State {
                        case initial(Base.Iterator)
                        case inner(Base.Iterator, Base.Element.Iterator)
                        case terminal
                    }
                    var state: State
                    var count: Int
                }
            }
            """
        let resolution = Resolution([("A.swift", source)])
        #expect(resolution.diagnostics.isEmpty, "\(resolution.diagnostics)")
        let requirements = ["Base.Iterator: Hashable", "Base.Element.Iterator: Hashable"]
        #expect(resolution.conformances(of: "Joined.Iterator.State").map(\.requirements) == [requirements])
        #expect(resolution.conformances(of: "Joined.Iterator").map(\.requirements) == [requirements])
    }

    @Test("a type nested in a generic type cannot be a wrapper case")
    func nestedInGenericWrapperCase() {
        let resolution = Resolution([
            ("A.swift", "struct Outer<T> {}\nextension Outer {\n    // listgen: item(in: Row)\n    struct Cell { let id: Int }\n}\n")
        ])
        #expect(
            resolution.diagnostics.map(\.description) == [
                "A.swift:3:26: error: unsupported form: 'Outer.Cell', nested in a generic type, cannot be a wrapper case; wrap a concrete type"
            ])
        #expect(!resolution.hasCode(for: "Row"))
        #expect(!resolution.hasCode(for: "Outer.Cell"))
    }
}
