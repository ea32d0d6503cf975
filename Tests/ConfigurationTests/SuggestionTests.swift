import ListGenCore
import Testing

/// The one edit distance behind every did-you-mean (annotations, configuration keys,
/// template names).
@Suite struct SuggestionTests {
    @Test("did-you-mean finds likely typos and ignores unrelated words")
    func suggestions() {
        #expect(Suggestion.closest(to: "iten", in: ["item", "section"]) == "item")
        #expect(Suggestion.closest(to: "sectoin", in: ["item", "section"]) == "section")
        #expect(Suggestion.closest(to: "Hashable", in: ["hashable"]) == "hashable")
        #expect(Suggestion.closest(to: "xyz", in: ["item", "id"]) == nil)
        #expect(Suggestion.editDistance(Array("ab".utf8), Array("ba".utf8)) == 1)
        #expect(Suggestion.editDistance(Array("kitten".utf8), Array("sitting".utf8)) == 3)
    }
}
