import ListKit
import Testing

/// The GenericLibrary golden's generated code, compiled with its input: conformances of
/// types nested in generic types, declared in extensions, and typed by associated types
/// compare what they should.
@Suite struct GenericLibraryTests {
    @Test("a type nested in a generic type in a namespace compares its own fields")
    func nestedInGenericNamespace() {
        typealias Cursor = LibraryNamespace.Box<[Int]>.Cursor
        #expect(Cursor(offset: 1) == Cursor(offset: 1))
        #expect(Cursor(offset: 1) != Cursor(offset: 2))
        #expect(LibraryNamespace.Box(value: "a") == LibraryNamespace.Box(value: "a"))
        #expect(LibraryNamespace.Box(value: "a") != LibraryNamespace.Box(value: "b"))
        #expect(LibraryNamespace.Box<Int>.Tag(value: 1) != LibraryNamespace.Box<Int>.Tag(value: 2))
    }

    @Test("associated-type properties are compared and hashed")
    func associatedTypes() {
        let text = [10, 20, 30]
        let a = LibrarySplit<[Int]>(start: 0, separator: 20, count: 1)
        #expect(a == LibrarySplit(start: text.startIndex, separator: 20, count: 1))
        #expect(a != LibrarySplit(start: 1, separator: 20, count: 1))
        #expect(a != LibrarySplit(start: 0, separator: nil, count: 1))
        #expect(Set([a, a]).count == 1)
    }

    /// A sequence whose iterator is Hashable (the standard library's are not Equatable).
    private struct Countdown: Sequence {
        var from: Int

        struct Iterator: IteratorProtocol, Hashable {
            var current: Int
            mutating func next() -> Int? {
                guard current > 0 else { return nil }
                defer { current -= 1 }
                return current
            }
        }

        func makeIterator() -> Iterator { Iterator(current: from) }
    }

    @Test("an iterator declared in an extension compares its base's state")
    func extensionDeclaredIterator() {
        var first = LibraryPairs(base: Countdown(from: 4)).makeIterator()
        let fresh = LibraryPairs(base: Countdown(from: 4)).makeIterator()
        #expect(first == fresh)
        #expect(first.next().map { [$0.0, $0.1] } == [4, 3])
        #expect(first != fresh)
        #expect(Set([first, fresh]).count == 2)
    }

    @Test("a parameter named like a known protocol is a generic parameter")
    func parameterNamedLikeAProtocol() {
        let token = LibraryWatch<String>.Token(subject: "a", serial: 1)
        #expect(token == LibraryWatch<String>.Token(subject: "a", serial: 1))
        #expect(token != LibraryWatch<String>.Token(subject: "b", serial: 1))
        #expect(LibraryVariadic<Int, String>(label: "x") == LibraryVariadic<Int, String>(label: "x"))
    }

    private struct Source: Identifiable {
        var id: Int
    }

    @Test("an item identified by an associated type, and a class with an attributed first conformance, diff")
    func items() {
        let old = [LibraryEntry<Source>(id: 1, title: "a"), LibraryEntry<Source>(id: 2, title: "b")]
        let new = [LibraryEntry<Source>(id: 2, title: "b2"), LibraryEntry<Source>(id: 1, title: "a")]
        let changes = Changeset(from: old, to: new)
        #expect(changes.updates.map(\.source) == [1])
        #expect(changes.inserts.isEmpty && changes.deletes.isEmpty)
        let box = LibraryBox(name: "a", count: 1)
        #expect(box.id == "a")
        #expect(!box.isContentEqual(to: LibraryBox(name: "a", count: 2)))
    }

    @Test("types comparing annotated generic types compare through them, where what those require holds")
    func reliance() {
        typealias Pair = LibraryKeyedPair<String>
        #expect(Pair(first: LibraryKeyed(element: "a"), second: "b") == Pair(first: LibraryKeyed(element: "a"), second: "b"))
        #expect(Pair(first: LibraryKeyed(element: "a"), second: "b") != Pair(first: LibraryKeyed(element: "x"), second: "b"))
        typealias Chunks = LibraryChunks<[Int]>
        let chunks = Chunks(cursor: LibraryCursor(end: 3), rest: LibraryCursor(end: 2))
        #expect(chunks == Chunks(cursor: LibraryCursor(end: 3), rest: LibraryCursor(end: 2)))
        #expect(chunks != Chunks(cursor: LibraryCursor(end: 3), rest: LibraryCursor(end: 1)))
        #expect(LibraryCache(storage: LibraryStorage(map: [1: ["a"]])) == LibraryCache(storage: LibraryStorage(map: [1: ["a"]])))
        #expect(LibraryCache(storage: LibraryStorage(map: [1: ["a"]])) != LibraryCache(storage: LibraryStorage(map: [1: ["b"]])))
        typealias Position = LibraryInterspersed<[Int]>.Position
        let old = [Position(representation: .element(0)), Position(representation: .separator(next: 1))]
        let new = [Position(representation: .separator(next: 1)), Position(representation: .element(1))]
        let changes = Changeset(from: old, to: new)
        #expect(changes.deletes.count == 1 && changes.inserts.count == 1)
    }
}
