import ListKitTestSupport
import Testing

@testable import ListGenCore
@testable import ListGenShared

@Suite struct GlobPatternTests {
    private func matches(_ pattern: String, _ path: String) throws -> Bool {
        try GlobPattern(pattern).matches(path)
    }

    @Test func nameWithoutSlashMatchesAtAnyDepth() throws {
        #expect(try matches("*+Mock.swift", "Book+Mock.swift"))
        #expect(try matches("*+Mock.swift", "Models/Deep/Book+Mock.swift"))
        #expect(try !matches("*+Mock.swift", "Models/Book.swift"))
        #expect(try matches("Legacy", "Legacy/Old.swift"))
        #expect(try matches("Legacy", "A/Legacy/Old.swift"))
        #expect(try !matches("Legacy", "LegacyModels/Old.swift"))
    }

    @Test func patternWithSlashIsAnchoredAtTheConfigurationFolder() throws {
        #expect(try matches("Models/Old.swift", "Models/Old.swift"))
        #expect(try !matches("Models/Old.swift", "A/Models/Old.swift"))
        #expect(try matches("Models/*.swift", "Models/Old.swift"))
        #expect(try matches("Models/*", "Models/Sub/Old.swift"))
    }

    @Test func starStaysInsideOneComponentAndDoubleStarCrossesThem() throws {
        #expect(try !matches("Models/*.swift", "Models/Sub/Old.swift"))
        #expect(try matches("Models/**/*.swift", "Models/Old.swift"))
        #expect(try matches("Models/**/*.swift", "Models/a/b/c/Old.swift"))
        #expect(try matches("**/Old.swift", "Old.swift"))
        #expect(try matches("Generated/**", "Generated/x/y.swift"))
        #expect(try !matches("Gen?rated/*", "Genrated/x.swift"))
        #expect(try matches("Gen?rated/*", "Generated/x.swift"))
        #expect(try matches("*", "anything/at/all.swift"))
    }

    @Test func folderMatchExcludesEverythingBelowIt() throws {
        #expect(try matches("Legacy/", "Legacy/a/b.swift"))
        #expect(try matches("Feature/Legacy", "Feature/Legacy/b.swift"))
        #expect(try !matches("Feature/Legacy", "Feature/LegacyB/b.swift"))
    }

    @Test func dotComponentsInPathsAreIgnored() throws {
        #expect(try matches("Models/*.swift", "./Models/Old.swift"))
        #expect(try !matches("Models/*.swift", ""))
    }

    /// Seeded property test: the component matcher agrees with a straightforward recursive
    /// reference matcher over random short patterns and names from a tiny alphabet.
    @Test func componentMatcherAgreesWithReference() throws {
        var rng = SeededRandom(seed: 0x11_57_6E_00)
        let patternAlphabet: [Character] = ["a", "b", "*", "?"]
        let nameAlphabet: [Character] = ["a", "b", "c"]
        for _ in 0..<20_000 {
            let pattern = String((0..<Int(rng.next() % 7)).map { _ in patternAlphabet[Int(rng.next() % 4)] })
            let name = String((0..<Int(rng.next() % 8)).map { _ in nameAlphabet[Int(rng.next() % 3)] })
            guard !pattern.isEmpty, !pattern.contains("**"), !name.isEmpty else { continue }
            let expected = reference(Array(pattern), Array(name))
            #expect(try GlobPattern("x/" + pattern).matches("x/" + name) == expected, "pattern \(pattern) name \(name)")
        }
    }

    /// Seeded property test: whole-path matching, `**` included, agrees with a recursive
    /// reference that tries every split of every `**` (and every prefix of the path).
    @Test func pathMatcherAgreesWithReference() throws {
        var rng = SeededRandom(seed: 0x61_0B_2A)
        let patternParts = ["a", "b", "*", "**", "a*", "?"]
        let pathParts = ["a", "b", "ab", "c"]
        for _ in 0..<5_000 {
            let pattern = (0..<(1 + Int(rng.next() % 5))).map { _ in patternParts[Int(rng.next() % 6)] }
            let path = (0..<(1 + Int(rng.next() % 6))).map { _ in pathParts[Int(rng.next() % 4)] }
            let anchored = ["x"] + pattern
            let expected = (1...path.count + 1).contains { referencePath(anchored[...], (["x"] + path).prefix($0)) }
            #expect(
                try GlobPattern(anchored.joined(separator: "/")).matches((["x"] + path).joined(separator: "/")) == expected,
                "pattern \(anchored) path \(path)")
        }
    }

    /// Many `**` over a deep path: one pass per pattern component, not a search over every
    /// split of every `**` (which took minutes at 8 of them and 60 folders).
    @Test func manyDoubleStarsOnADeepPath() throws {
        let deep = Array(repeating: "d", count: 60).joined(separator: "/") + "/Deep.swift"
        let pattern = try GlobPattern(Array(repeating: "**", count: 12).joined(separator: "/") + "/x")
        #expect(!pattern.matches(deep))
        #expect(try GlobPattern(Array(repeating: "**", count: 12).joined(separator: "/") + "/Deep.swift").matches(deep))
    }

    private func referencePath(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" { return (0...path.count).contains { referencePath(pattern.dropFirst(), path.dropFirst($0)) } }
        guard let component = path.first, reference(Array(first), Array(component)) else { return false }
        return referencePath(pattern.dropFirst(), path.dropFirst())
    }

    private func reference(_ p: [Character], _ n: [Character]) -> Bool {
        guard let first = p.first else { return n.isEmpty }
        switch first {
        case "*": return (0...n.count).contains { reference(Array(p.dropFirst()), Array(n.dropFirst($0))) }
        case "?": return !n.isEmpty && reference(Array(p.dropFirst()), Array(n.dropFirst()))
        default: return n.first == first && reference(Array(p.dropFirst()), Array(n.dropFirst()))
        }
    }
}
