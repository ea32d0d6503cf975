import ListGenModel
import ListGenResolver
import Testing

/// A type comparing an annotated generic type relies on that type's generated conformance:
/// it fails when that type fails, and requires what that conformance requires, whatever
/// the generic type's properties are spelled like (no written type, an associated type, a
/// type alias). The GenericLibrary golden compiles the accepted forms.
@Suite struct GenericRelianceTests {
    @Test(
        "a generic type whose annotation fails fails the types comparing it, whatever its properties are spelled like",
        arguments: [
            ("an untyped property", "fileprivate var map = [Key: [Int]]()\n    var values: [Value] = []", "Storage<String, Int>", "8:9"),
            ("an associated type", "let project: (Key) -> Value\n    var end: Key.Index", "Storage<[Int], Int>", "8:9"),
            ("an alias", "typealias Map = [Key: (Int, Value)]\n    var map: Map", "Storage<String, Int>", "8:9"),
        ])
    func failureReachesRelyingTypes(_ name: String, _ members: String, _ used: String, _ at: String) {
        let source = """
            // listgen: hashable
            struct Storage<Key: Hashable & Collection, Value> {
                \(members)
            }
            // listgen: equatable
            struct User {
                var storage: \(used)
            }

            """
        let result = Resolution([("A.swift", source)])
        let reliance =
            "A.swift:\(at): error: property 'storage' needs 'Storage' to be Equatable, which its listgen annotation would make it, but 'Storage' gets no generated code because of its errors; fix those first"
        #expect(result.diagnostics.count == 2, "\(name): \(result.diagnostics)")
        #expect(result.diagnostics.last?.description == reliance, "\(name)")
        #expect(!result.hasCode(for: "Storage") && !result.hasCode(for: "User"), "\(name)")
    }

    @Test("a type comparing a generic hashable type requires what that type's Equatable requires: Hashable")
    func hashableOnlyEquatable() {
        let result = Resolution([
            (
                "A.swift",
                """
                // listgen: hashable
                struct Box<E> { var element: E }
                // listgen: equatable
                struct Pair<E> { var first: Box<E>; var second: E }
                // listgen: item
                struct Row<E> { let id: Int; var boxes: [Box<E>] }
                // listgen: hashable
                enum Choice<E> { case one(Box<E>), none }

                """
            )
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.conformances(of: "Pair").map(\.requirements) == [["E: Hashable"]])
        #expect(result.conformances(of: "Row").map(\.requirements) == [["E: Hashable"]])
        #expect(result.conformances(of: "Choice").map(\.requirements) == [["E: Hashable"]])
    }

    @Test("what a relied-on conformance requires of an associated type, or of a parameter an alias hides, is required too")
    func associatedTypesAndAliases() {
        let result = Resolution([
            (
                "A.swift",
                """
                // listgen: hashable
                struct Cursor<Base: Collection> { var end: Base.Index }
                // listgen: equatable
                struct Chunks<B: Collection> { var cursor: Cursor<B>; var rest: Cursor<B.SubSequence> }
                // listgen: hashable
                struct Storage<Key: Hashable, Value> {
                    typealias Map = [Key: [Value]]
                    var map = Map()
                }
                // listgen: equatable
                struct Cache<V> { var storage: Storage<Int, V> }

                """
            )
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.conformances(of: "Cursor").map(\.requirements) == [["Base.Index: Hashable"]])
        #expect(
            result.conformances(of: "Chunks").map(\.requirements) == [
                ["B: Equatable", "B.Index: Hashable", "B.SubSequence: Equatable", "B.SubSequence.Index: Hashable"]
            ])
        #expect(result.conformances(of: "Storage").map(\.requirements) == [["Value: Hashable"]])
        #expect(result.conformances(of: "Cache").map(\.requirements) == [["V: Hashable"]])
    }

    @Test("an ID holding an annotated type nested in a generic one requires that type's requirements to be Hashable")
    func nestedIdentity() {
        let result = Resolution([
            (
                "A.swift",
                """
                struct Interspersed<Base: Collection> {}
                extension Interspersed {
                    // listgen: hashable
                    enum Representation { case element(Base.Index), separator(next: Base.Index) }
                    // listgen: item(id: representation)
                    struct Position: Comparable {
                        let representation: Representation
                        static func < (a: Position, b: Position) -> Bool { false }
                        static func == (a: Position, b: Position) -> Bool { true }
                    }
                }

                """
            )
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.conformances(of: "Interspersed.Position").map(\.requirements) == [["Base.Index: Hashable"]])
    }

    @Test(
        "a property typed by an alias of a generic type is compared only where that type's conformance holds",
        arguments: [
            (
                "typealias Elements = Storage<String, any Sendable>",
                "A.swift:8:9: error: property 'elements' holds an existential ('any Sendable' in 'Elements'), which cannot be compared; mark it '// listgen: ignore'"
            ),
            (
                "typealias Elements = Plain<String>",
                "A.swift:8:9: error: property 'elements' has type 'Elements', which is not Equatable ('Plain<String>' at A.swift:5 declares no conformance to Equatable); annotate 'Plain' with '// listgen: equatable' at A.swift:5 (or make it Equatable yourself), or mark 'elements' '// listgen: ignore'"
            ),
        ])
    func aliasOfGeneric(_ alias: String, _ expected: String) {
        let source = """
            // listgen: hashable
            struct Storage<Key: Hashable, Value> {
                var values: [Value] = []
            }
            struct Plain<Value> { var value: Value }
            // listgen: equatable
            struct Box {
                var elements = Elements()
                \(alias)
            }

            """
        let result = Resolution([("A.swift", source)])
        #expect(result.diagnostics.map(\.description) == [expected])
        #expect(!result.hasCode(for: "Box"))
    }

    @Test("a member type of a generic type, written through aliases, needs what its conformance needs of the arguments written")
    func memberOfAppliedGeneric() {
        let result = Resolution([
            (
                "A.swift",
                """
                struct Merge<First: AsyncSequence, Second: AsyncSequence> {}
                extension Merge {
                    // listgen: hashable
                    struct Iterator { var first: First.AsyncIterator?; var second: Second }
                }
                // listgen: hashable
                struct Chain<Head: AsyncSequence, Tail: AsyncSequence> { var head: Head; var tail: Tail }
                // listgen: hashable
                struct Chunks<Base: AsyncSequence> {
                    typealias Mapped = AsyncMapSequence<Base, Int>
                    typealias Chained = Chain<Mapped, Mapped>
                    typealias Merged = Merge<Chained, Mapped>
                    var iterator: Merged.Iterator
                }

                """
            )
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "A.swift:13:9: error: property 'iterator' has type 'Merged.Iterator', which is not Hashable, and 'hashable' hashes it ('AsyncMapSequence<Base, Int>' is not Equatable); make it Hashable, or mark 'iterator' '// listgen: ignore'"
            ])
        #expect(!result.hasCode(for: "Chunks") && result.hasCode(for: "Merge.Iterator"))
    }

    @Test("a class compared by identity relays nothing of its own properties; a class item relaying generic requirements has no snapshot")
    func identityRelaysNothing() {
        let result = Resolution([
            (
                "A.swift",
                """
                final class Share<Base: AsyncSequence> {
                    // listgen: item
                    final class Side {
                        let iteration: Iteration
                        let id: Int
                        init(_ iteration: Iteration) { self.iteration = iteration; id = 0 }
                    }
                    // listgen: hashable
                    final class Iteration { var iterator: Base.AsyncIterator? }
                    // listgen: item
                    final class Holder {
                        let id: Int
                        var state: State
                        init() { id = 0; state = State() }
                    }
                    // listgen: hashable
                    struct State { var iterator: Base.AsyncIterator? }
                }

                """
            )
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.conformances(of: "Share.Side").map(\.requirements) == [[], []])
        #expect(result.conformances(of: "Share.Holder").map(\.requirements) == [["Base.AsyncIterator: Hashable"]])
    }

    @Test("an associated type of a scanned generic type that declares no type for it is refused: listgen cannot follow it")
    func undeclaredAssociatedType() {
        let result = Resolution([
            (
                "A.swift",
                """
                struct Merge<First: AsyncSequence, Second: AsyncSequence>: AsyncSequence {
                    typealias Element = First.Element
                    func makeAsyncIterator() -> Iterator { Iterator() }
                    struct Iterator: AsyncIteratorProtocol { mutating func next() async -> First.Element? { nil } }
                }
                // listgen: hashable
                struct Chunks<Base: AsyncSequence> {
                    typealias Mapped = AsyncMapSequence<Base, Int>
                    typealias Merged = Merge<Mapped, Mapped>
                    var iterator: Merged.AsyncIterator
                }

                """
            )
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "A.swift:10:9: error: property 'iterator' has type 'Merged.AsyncIterator', whose conformance to Hashable depends on generic requirements listgen cannot write ('Merge<Mapped, Mapped>.AsyncIterator' is an associated type of 'Merge' that it declares no type for, which listgen cannot follow to its generic parameters); write the conformance by hand, or mark 'iterator' '// listgen: ignore'"
            ])
        #expect(!result.hasCode(for: "Chunks"))
    }
}
