import Foundation
import Testing

@testable import ListGenCore

/// `Sources/listgen/listgen.docc/GeneratedMembers.md`, the reference of every member each
/// annotation generates, is made of the `Members` golden case: its samples are that case's
/// input, expected output and uses, verbatim (so they compile wherever the golden does, and
/// the uses run in GeneratedMembersTests), it names every conformance and member the case
/// generates, and the case uses every annotation and view option there is.
@Suite struct GeneratedMembersArticleTests {
    static let articlePath = "Sources/listgen/listgen.docc/GeneratedMembers.md"
    static let goldenCase = "Members"

    static var article: String {
        GoldenFiles.read(GoldenFiles.repositoryRoot.appendingPathComponent(articlePath)) ?? ""
    }

    /// The golden case's files by name: inputs, and expected outputs.
    static var goldenFiles: [String: String] {
        var files: [String: String] = [:]
        for folder in ["Input", "Expected"] {
            let url = GoldenFiles.goldens.appendingPathComponent(goldenCase).appendingPathComponent(folder)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] where name.hasSuffix(".swift") {
                files["\(folder)/\(name)"] = GoldenFiles.read(url.appendingPathComponent(name))
            }
        }
        return files
    }

    /// The article's Swift blocks: the line of their fence, the line above it, and their lines.
    static func swiftBlocks(_ text: String) -> [(line: Int, above: String, lines: [String])] {
        var blocks: [(line: Int, above: String, lines: [String])] = []
        var open: (line: Int, above: String, lines: [String])?
        var previous = ""
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map({ ($0 + 1, String($1)) }) {
            if var block = open {
                if line.trimmingCharacters(in: .whitespaces) == "```" {
                    blocks.append(block)
                    open = nil
                } else {
                    block.lines.append(line)
                    open = block
                }
            } else if line.trimmingCharacters(in: .whitespaces) == "```swift" {
                open = (number, previous, [])
            }
            previous = line
        }
        return blocks
    }

    /// Whether `lines` stand one after another in `text`.
    static func contains(_ text: String, lines: [String]) -> Bool {
        let all = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard !lines.isEmpty, lines.count <= all.count else { return false }
        return (0...(all.count - lines.count)).contains { start in Array(all[start..<(start + lines.count)]) == lines }
    }

    @Test("every sample is verbatim from the golden case, and marked so that the Apple-platform check says where it is compiled")
    func samplesAreTheGolden() throws {
        let text = Self.article
        try #require(!text.isEmpty, "cannot read \(Self.articlePath)")
        let files = Self.goldenFiles
        try #require(files.keys.contains("Input/Reader.swift"), "\(files.keys.sorted())")
        let blocks = Self.swiftBlocks(text)
        #expect(blocks.count >= 10)
        for block in blocks {
            #expect(
                block.above.hasPrefix("<!-- apple-check: skip verbatim from the Members golden"),
                "\(Self.articlePath):\(block.line): a sample without the marker naming where it is compiled")
            #expect(
                files.values.contains { Self.contains($0, lines: block.lines) },
                "\(Self.articlePath):\(block.line): not verbatim from Tests/GeneratedCodeTests/Goldens/\(Self.goldenCase):\n\(block.lines.joined(separator: "\n"))"
            )
        }
    }

    @Test("the article names every conformance and member the golden case generates")
    func namesEveryMember() {
        var named: Set<String> = []
        for (name, content) in Self.goldenFiles where name.hasPrefix("Expected/") {
            for line in content.split(separator: "\n").map(String.init) {
                if line.hasPrefix("extension ") || line.hasPrefix("nonisolated extension "), let colon = line.firstIndex(of: ":") {
                    // `extension X: @MainActor ListKit.Diffable {`: the protocol, without `ListKit.`.
                    if let conformance = line[line.index(after: colon)...].split(separator: " ").first(where: { $0.first?.isUppercase == true }) {
                        named.insert(String(conformance.split(separator: ".").last ?? conformance))
                    }
                } else if line.hasPrefix("    "), !line.hasPrefix("     "), let member = Self.declaredName(line.dropFirst(4)) {
                    named.insert(member)
                }
            }
        }
        #expect(named.isSuperset(of: ["Diffable", "isContentEqual", "isLoadMore", "ContentSnapshot", "listRow", "=="]), "\(named.sorted())")
        // In the prose and tables, not only in the samples.
        let prose = Self.prose(Self.article)
        for name in named.sorted() {
            #expect(Self.mentions(prose, name), "\(Self.articlePath) does not name '\(name)' outside its samples")
        }
    }

    /// The article without its code blocks.
    static func prose(_ text: String) -> String {
        var inBlock = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inBlock.toggle()
                return false
            }
            return !inBlock
        }.joined(separator: "\n")
    }

    /// Whether `text` has `name` as a whole word (an operator in backticks).
    static func mentions(_ text: String, _ name: String) -> Bool {
        guard name.first.map({ $0.isLetter || $0 == "_" }) == true else { return text.contains("`\(name)`") }
        func isIdentifier(_ character: Character?) -> Bool { character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
        var rest = text[...]
        while let found = rest.range(of: name) {
            let before = found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : nil
            let after = found.upperBound < text.endIndex ? text[found.upperBound] : nil
            if !isIdentifier(before), !isIdentifier(after) { return true }
            rest = text[found.upperBound...]
        }
        return false
    }

    /// The name a member declaration declares (`var isLoadMore: Bool`, `static func ==`,
    /// `nonisolated enum ID`), or nil for another line; private members are the generated
    /// code's own.
    static func declaredName(_ line: Substring) -> String? {
        var words = line.split(separator: " ")
        while let first = words.first, first.hasPrefix("@") || ["nonisolated", "public", "package", "static"].contains(first) {
            words.removeFirst()
        }
        guard words.count >= 2, ["var", "func", "enum", "struct", "typealias"].contains(words[0]) else {
            return words.first.flatMap { $0.hasPrefix("init(") ? "init" : nil }
        }
        return String(words[1].prefix { $0 != "(" && $0 != ":" && $0 != "<" })
    }

    @Test("the golden case uses every annotation and view option, and the article has a section for each annotation")
    func coversEveryAnnotation() throws {
        let input = try #require(Self.goldenFiles["Input/Reader.swift"])
        for kind in Vocabulary.TypeKind.allCases {
            #expect(input.contains("// listgen: \(kind.rawValue)"), "the Members golden has no '\(kind.rawValue)' annotation")
            #expect(
                Self.article.contains("\n## \(kind.rawValue)") || Self.article.contains("`\(kind.rawValue)(")
                    || Self.article.contains(" \(kind.rawValue)(in:)"),
                "\(Self.articlePath) has no section on '\(kind.rawValue)'")
        }
        for option in Vocabulary.Option.allCases where option.namesView {
            #expect(input.contains("\(option.rawValue): "), "the Members golden names no view with '\(option.rawValue):'")
        }
        #expect(input.contains("// listgen: \(Vocabulary.caseAnnotation)("), "the Members golden has no 'case(...)' annotation")
    }
}
