import ListKitTestSupport
import Testing

@testable import ListGenCore
@testable import ListGenPlan
@testable import ListGenRenderer
@testable import ListGenShared

/// Seeded random mutations of annotations and declarations: the generator must never trap,
/// must point every diagnostic inside the file, and must stay deterministic.
@Suite struct RobustnessTests {
    static let annotations = [
        "item", "item(id: code)", "item(in: Feed)", "item(in: [Feed, Other], case: thing)", "section",
        "section(items: rows)", "equatable(ignore: [a])", "hashable(identity)", "hashable", "wrapper",
        "item(ignore: [b, c])", "",
    ]
    static let bodies = [
        "let id: Int\n    var a: String\n    var rows: [Int]",
        "let code: String\n    private var b: Int = 0\n    lazy var c = 1",
        "case x(Int), y\n    var id: Int { 0 }",
        "// listgen: id\n    let key: Int\n    // listgen: items\n    var list: [Int]",
        "let id = 1\n    static let s = 2\n    var comp: Int { 3 }",
    ]
    static let kinds = ["struct", "final class", "class", "enum", "actor", "extension", "protocol", "private struct"]
    static let noise: [Character] = ["(", ")", "[", "]", ",", ":", " ", "a", "Z", "_", ".", "`", "1", "é", "{", "}"]

    static func mutate(_ text: String, _ rng: inout SeededRandom) -> String {
        var characters = Array(text)
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
            let position = characters.isEmpty ? 0 : Int.random(in: 0..<characters.count, using: &rng)
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: characters.insert(noise.randomElement(using: &rng) ?? " ", at: position)
            case 1: if !characters.isEmpty { characters.remove(at: position) }
            default: if !characters.isEmpty { characters[position] = noise.randomElement(using: &rng) ?? " " }
            }
        }
        return String(characters)
    }

    @Test("random annotations and shapes never trap, stay in the file and are deterministic")
    func randomInputs() throws {
        let templates = try TemplateSet()
        let generator = Generator(templates: templates, options: .init(jobs: 1))
        var rng = SeededRandom(seed: 0x5EED)
        for round in 0..<150 {
            var files: [(path: String, bytes: [UInt8])] = []
            for f in 0..<Int.random(in: 1...3, using: &rng) {
                var text = ""
                for t in 0..<Int.random(in: 1...4, using: &rng) {
                    let annotation = Self.mutate(Self.annotations.randomElement(using: &rng) ?? "item", &rng)
                    let kind = Self.kinds.randomElement(using: &rng) ?? "struct"
                    let body = Self.mutate(Self.bodies.randomElement(using: &rng) ?? "", &rng)
                    text += "// listgen: \(annotation)\n\(kind) T\(round)x\(f)x\(t) {\n    \(body)\n}\n\n"
                }
                files.append(("R\(f)/File\(f).swift", Array(text.utf8)))
            }
            let first = generator.run(sources: files)
            let second = generator.run(sources: files)
            #expect(first.outputs == second.outputs)
            #expect(first.diagnostics == second.diagnostics)
            for diagnostic in first.diagnostics {
                let file = files.first { $0.path == diagnostic.path }
                let lines = (file?.bytes.filter { $0 == 0x0A }.count ?? 0) + 1
                #expect(
                    diagnostic.location.line >= 1 && diagnostic.location.line <= lines && diagnostic.location.column >= 1, "\(diagnostic)")
            }
            // The shared file is always written after a successful run, and after a failed one
            // only with code in it (a failed run writes no file the fixed run might not).
            let shared = first.outputs.first { $0.name == OutputNaming.sharedFileName }
            if !first.hasErrors { #expect(shared != nil) }
            if first.hasErrors, let shared { #expect(shared.content.contains("enum "), "\(shared.content)") }
        }
    }
}
