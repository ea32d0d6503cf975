import ListGenResolver
import ListKitTestSupport
import Testing

/// The shapes of written types that decide whether a property can be compared.
@Suite struct WrittenTypeTests {
    @Test(
        "each shape is read as written",
        arguments: [
            ("Int", "nominal"), ("Swift.Int?", "optional"), ("[String: [Int]]", "dictionary"), ("[(Int, Int)]", "array"),
            ("(x: Int, y: Int)", "tuple"), ("()", "tuple"), ("(Int)", "nominal"),
            ("@escaping @Sendable (Int) async throws -> Void", "function"),
            ("(Int) throws(MyError) -> Void", "function"), ("any Error & Sendable", "existential"), ("some View", "opaque"),
            ("Codable & Hashable", "composition"), ("Any.Type", "metatype"), ("(any P).Protocol", "metatype"),
            ("Outer<T>.Inner<[U]>", "nominal"), ("inout Int", "nominal"), ("repeat each T", "unparsed"), ("Int)", "unparsed"),
        ])
    func shapes(_ written: String, _ shape: String) {
        let parsed = WrittenType.parse(written)
        let found: String =
            switch parsed {
            case .nominal: "nominal"
            case .optional: "optional"
            case .array: "array"
            case .dictionary: "dictionary"
            case .tuple: "tuple"
            case .function: "function"
            case .existential: "existential"
            case .opaque: "opaque"
            case .composition: "composition"
            case .metatype: "metatype"
            case .unparsed: "unparsed"
            }
        #expect(found == shape, "\(written) read as \(parsed)")
    }

    @Test("names, arguments and spellings")
    func names() {
        let nested = WrittenType.parse("Outer<T>.Inner<[U], V?>")
        #expect(nested.dottedName == "Outer.Inner")
        #expect(nested.spelled == "Outer<T>.Inner<[U], V?>")
        #expect(WrittenType.parse("( x : Int ,y:Int )").spelled == "(x: Int, y: Int)")
        #expect(WrittenType.parse("@Sendable (Int)->Void").spelled == "@Sendable (Int) -> Void")
    }

    @Test("any text is read in bounded time, without trapping")
    func fuzz() {
        var random = SeededRandom(seed: 22)
        let pieces = [
            "Int", "<", ">", "(", ")", "[", "]", ":", ",", "?", "!", ".", "Type", "->", "any ", "some ", "&", "@Sendable ", "`x`", " ",
            "throws", "...",
        ]
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...24, using: &random)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }
                .joined()
            _ = WrittenType.parse(text).spelled
        }
        let deep = String(repeating: "[", count: 10_000) + "Int" + String(repeating: "]", count: 10_000)
        #expect(WrittenType.parse(deep) == .unparsed)
    }

    /// Each `?`, `!` and `.Type` wraps the type once more. A run of 200,000 once made a value
    /// nested so deep that releasing it overflowed the stack: past the depth limit it is not read.
    @Test("a long run of optional and metatype suffixes is not read, a short one is")
    func suffixRuns() {
        guard case .optional(.optional(.optional(.nominal))) = WrittenType.parse("Int??!") else {
            Issue.record("Int??! is not read as three optionals of a named type")
            return
        }
        #expect(WrittenType.parse("[Int?]?").spelled == "[Int?]?")
        #expect(WrittenType.parse("Int" + String(repeating: "?", count: 200_000)) == .unparsed)
        #expect(WrittenType.parse("Int" + String(repeating: "!", count: 200_000)) == .unparsed)
        #expect(WrittenType.parse("Int" + String(repeating: ".Type", count: 50_000)) == .unparsed)
    }
}
