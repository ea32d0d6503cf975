import Testing

@testable import ListGenCore
@testable import ListGenModel
@testable import ListGenResolver
@testable import ListGenShared

@Suite struct AnnotationTests {
    func parse(_ text: String) -> Result<ParsedAnnotation, AnnotationSyntaxError> {
        AnnotationParser.parse(Annotation(text: text, location: SourceLocation(line: 3, column: 13)))
    }

    @Test("names, flags, single values, lists and dotted names")
    func grammar() throws {
        let parsed = try parse("item(id: isbn, ignore: [a, `b`], in: Feed.Row, identity)").get()
        #expect(parsed.name == "item")
        #expect(parsed.arguments.map(\.label) == ["id", "ignore", "in", "identity"])
        #expect(parsed.arguments.map(\.values) == [["isbn"], ["a", "b"], ["Feed.Row"], nil])
        #expect(parsed.arguments[1].isList)
        #expect(parsed.arguments[1].labelLocation == SourceLocation(line: 3, column: 28))
        #expect(try parse("item").get().arguments.isEmpty)
        #expect(try parse("item()").get().arguments.isEmpty)
        #expect(try parse("equatable(ignore: [])").get().arguments.first?.values == [])
    }

    @Test(
        "syntax errors point at the offending column",
        arguments: [
            ("item(", "expected an option name, found end of annotation", 18),
            ("item(id: a", "expected ')' to close the options", 23),
            ("item(id: a b)", "expected ',' or ')'", 24),
            ("item extra", "unexpected text after the annotation; write one annotation per line", 18),
            ("item(ignore: [a b])", "expected ',' or ']'", 29),
            ("", "empty annotation: write what listgen should generate, e.g. 'listgen: item'", 13),
            ("item(id: 1x)", "expected a name, found '1'", 22),
        ])
    func syntaxErrors(_ text: String, _ message: String, _ column: Int) {
        guard case .failure(let error) = parse(text) else {
            Issue.record("'\(text)' should not parse")
            return
        }
        #expect(error.message == message)
        #expect(error.location == SourceLocation(line: 3, column: column))
    }

    @Test("did-you-mean finds likely typos and ignores unrelated words")
    func suggestions() {
        #expect(Suggestion.closest(to: "iten", in: ["item", "section"]) == "item")
        #expect(Suggestion.closest(to: "sectoin", in: ["item", "section"]) == "section")
        #expect(Suggestion.closest(to: "Hashable", in: ["hashable"]) == "hashable")
        #expect(Suggestion.closest(to: "xyz", in: ["item", "id"]) == nil)
        #expect(Suggestion.editDistance(Array("ab".utf8), Array("ba".utf8)) == 1)
        #expect(Suggestion.editDistance(Array("kitten".utf8), Array("sitting".utf8)) == 3)
    }

    @Test("default wrapper case names lowercase the leading capital run")
    func caseNames() {
        #expect(FileResolver.defaultCaseName("Photo") == "photo")
        #expect(FileResolver.defaultCaseName("Feed.PhotoItem") == "photoItem")
        #expect(FileResolver.defaultCaseName("URLPreview") == "urlPreview")
        #expect(FileResolver.defaultCaseName("URL") == "url")
    }
}
