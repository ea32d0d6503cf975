import ListGenModel
import ListGenResolver
import Testing

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

    @Test("default wrapper case names lowercase the leading capital run")
    func caseNames() {
        let source = """
            enum Feed {
                // listgen: item(in: Row)
                struct PhotoItem { let id: Int }
            }
            // listgen: item(in: Row)
            struct Photo { let id: Int }
            // listgen: item(in: Row)
            struct URLPreview { let id: Int }
            // listgen: item(in: Row)
            struct URL { let id: Int }
            """
        let resolution = Resolution([("A.swift", source)])
        #expect(resolution.diagnostics.isEmpty, "\(resolution.diagnostics)")
        let members = resolution.type("Row")?.concerns.compactMap { part -> [String]? in
            guard case .wrapper(let wrapper) = part.concern else { return nil }
            return wrapper.members.map(\.caseName)
        }
        #expect(members?.first.map(Set.init) == ["photoItem", "photo", "urlPreview", "url"])
    }
}
