import ListGenModel
import ListGenResolver
import Testing

/// Standard-library types that are not Equatable (views, lazy and wrapping sequences,
/// iterators, synchronization, coding errors, concurrency) are refused at the property that has them, with what to do;
/// before, the compiler's error stood in generated code unless source locations were on.
@Suite struct StandardLibraryTypeTests {
    @Test(
        "a property of a standard-library type that is not Equatable is refused at its line",
        arguments: [
            "Substring.UTF8View", "String.UnicodeScalarView", "LazyMapSequence<[Int], Int>", "FlattenSequence<[[Int]]>",
            "Swift.Slice<[Int]>", "ReversedCollection<[Int]>", "Zip2Sequence<[Int], [Int]>", "IndexingIterator<[Int]>",
            "Mutex<Int>", "CollectionOfOne<Int>", "PartialRangeFrom<Int>", "Dictionary<String, Int>.Values",
            "[StrideTo<Int>]", "FlattenSequence<[[Int]]>.Iterator", "Array<Int>.Iterator", "String.Iterator",
            // Errors and coding values, older names of lazy collections, concurrency's machinery.
            "DecodingError", "Swift.EncodingError?", "DecodingError.Context", "CancellationError", "[Int: DecodingError]",
            "KeyedDecodingContainer<CodingKeys>", "FlattenCollection<[[Int]]>", "LazyMapCollection<[Int], Int>", "TaskLocal<Int>",
            "AsyncMapSequence<AsyncStream<Int>, Int>", "AsyncStream<Int>.Continuation.BufferingPolicy", "UnownedJob",
        ])
    func notEquatable(_ type: String) {
        let source = "// listgen: equatable\nstruct A {\n    var count: Int\n    var value: \(type)\n}\n"
        let result = Resolution([("A.swift", source)])
        #expect(result.diagnostics.map(\.description).count == 1)
        let diagnostic = result.diagnostics.first
        #expect(diagnostic?.location.line == 4)
        #expect(diagnostic?.message.contains("is not Equatable") == true, "\(result.diagnostics)")
        #expect(diagnostic?.message.contains("mark 'value' '// listgen: ignore'") == true, "\(result.diagnostics)")
        #expect(!result.hasCode(for: "A"))
    }

    @Test(
        "an Equatable standard-library type that is not Hashable is compared, and refused when hashed",
        arguments: ["Dictionary<String, Int>.Keys", "Unicode._CharacterRecognizer"])
    func equatableOnly(_ type: String) {
        let equatable = Resolution([("A.swift", "// listgen: equatable\nstruct A {\n    var keys: \(type)\n}\n")])
        #expect(equatable.diagnostics.isEmpty)
        #expect(equatable.hasCode(for: "A"))
        let hashable = Resolution([("A.swift", "// listgen: hashable\nstruct A {\n    var keys: \(type)\n}\n")])
        #expect(hashable.diagnostics.map(\.message).contains { $0.contains("is Equatable, not Hashable") }, "\(hashable.diagnostics)")
        #expect(!hashable.hasCode(for: "A"))
    }

    @Test("a standard type written qualified by its namespace is that type, even where an alias of the same name stands for it")
    func namespaceIsNoModule() {
        let source =
            "typealias _CharacterRecognizer = Unicode._CharacterRecognizer\nstruct Index: Hashable { var a: Int }\n"
            + "// listgen: hashable\nstruct A {\n    var state: _CharacterRecognizer\n    var index: String.Index\n}\n"
        let result = Resolution([("A.swift", source)])
        #expect(
            result.diagnostics.map(\.description) == [
                "A.swift:5:9: error: property 'state' has type '_CharacterRecognizer', which is not Hashable, and 'hashable' hashes it ('Unicode._CharacterRecognizer' is Equatable, not Hashable); make it Hashable, or mark 'state' '// listgen: ignore'"
            ])
    }

    @Test("a scanned type named like one of them is the scanned type")
    func scannedTypeWins() {
        let source = "struct Slice: Equatable { var a: Int }\n// listgen: equatable\nstruct A {\n    var slice: Slice\n}\n"
        let result = Resolution([("A.swift", source)])
        #expect(result.diagnostics.isEmpty)
        #expect(result.hasCode(for: "A"))
    }
}
