import Foundation
import ListGenModel
import ListKitTestSupport
import Testing

@testable import ListGenScanner

/// Seeded fuzzing: fixture files mutated, truncated and spliced, tricky fragments inserted,
/// random bytes and invalid UTF-8. The scanner must return for every input (a crash or a
/// hang fails the run), report sane lines, and be deterministic. `LISTGEN_STRESS_RUNS`
/// and `LISTGEN_STRESS_SEED` make longer runs (`Scripts/stress.sh scanner`).
@Suite("Fuzzing")
struct FuzzTests {
    static let fragments: [String] = [
        "\"", "\"\"\"", "\n\"\"\"\n", "#\"", "\"#", "##\"", "\\(", ")", "(", "{", "}", "[", "]", "/*", "*/", "//", "/",
        "#/", "/#", "#if X\n", "#else\n", "#endif\n", "#elseif Y\n", "@", "@available(", "struct S {", "enum E { case a(",
        "extension ", "var x: Int {", "let (a, b) = ", "case ", "<", ">", "->", "\r", "\r\n", "`", "class var ", "#Preview {",
        "// listgen: x\n", "/* listgen: y */", "\u{FEFF}", "\\", "\0", "protocol P<", "where ", ":", ",", "=",
    ]

    static func corpus() -> [[UInt8]] {
        let fixtures = GoldenScanTests.fixtures
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().compactMap {
            FileManager.default.contents(atPath: fixtures.appendingPathComponent($0).path).map { [UInt8]($0) }
        }
    }

    static func mutate(_ inputs: [[UInt8]], _ rng: inout SeededRandom) -> [UInt8] {
        var bytes = inputs.isEmpty ? [] : inputs[rng.below(inputs.count)]
        let operations = 1 + rng.below(6)
        for _ in 0..<operations {
            switch rng.below(7) {
            case 0:  // truncate
                bytes = Array(bytes.prefix(rng.below(bytes.count + 1)))
            case 1:  // splice another input in
                let other = inputs.isEmpty ? [] : inputs[rng.below(inputs.count)]
                let from = rng.below(other.count + 1)
                let piece = other[from..<min(other.count, from + rng.below(400))]
                bytes.insert(contentsOf: piece, at: rng.below(bytes.count + 1))
            case 2:  // insert a tricky fragment
                let fragment = fragments[rng.below(fragments.count)]
                bytes.insert(contentsOf: Array(fragment.utf8), at: rng.below(bytes.count + 1))
            case 3:  // flip bytes
                for _ in 0..<(1 + rng.below(8)) where !bytes.isEmpty {
                    bytes[rng.below(bytes.count)] = UInt8(truncatingIfNeeded: rng.next())
                }
            case 4:  // delete a range
                if !bytes.isEmpty {
                    let from = rng.below(bytes.count)
                    bytes.removeSubrange(from..<min(bytes.count, from + rng.below(64)))
                }
            case 5:  // invalid UTF-8 sequences
                let bad: [[UInt8]] = [[0xFF], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xED, 0xA0, 0x80], [0xC0, 0xAF]]
                bytes.insert(contentsOf: bad[rng.below(bad.count)], at: rng.below(bytes.count + 1))
            default:  // random bytes
                let count = rng.below(256)
                bytes.insert(contentsOf: (0..<count).map { _ in UInt8(truncatingIfNeeded: rng.next()) }, at: rng.below(bytes.count + 1))
            }
        }
        return bytes
    }

    static func check(_ bytes: [UInt8], index: Int) {
        let scanner = DeclarationScanner()
        let file = scanner.scan(bytes, path: "fuzz\(index).swift")
        let lines = 1 + bytes.reduce(0) { $0 + ($1 == 0x0A || $1 == 0x0D ? 1 : 0) }
        for declaration in file.declarations {
            #expect(declaration.location.line >= 1 && declaration.location.line <= lines)
            for property in declaration.properties {
                #expect(property.location.line >= declaration.location.line && property.location.line <= lines)
            }
        }
        for diagnostic in file.diagnostics {
            #expect(diagnostic.location.line >= 1 && diagnostic.location.line <= lines && diagnostic.location.column >= 1)
        }
        #expect(scanner.scan(bytes, path: "fuzz\(index).swift") == file)
        let json = ScanJSON.encode([file])
        #expect((try? JSONSerialization.jsonObject(with: Data(json))) != nil)
    }

    @Test func mutatedAndRandomInputs() {
        let environment = ProcessInfo.processInfo.environment
        let iterations = environment["LISTGEN_STRESS_RUNS"].flatMap(Int.init) ?? 2500
        let seed = environment["LISTGEN_STRESS_SEED"].flatMap(UInt64.init) ?? 0x5EED_5CA7
        let inputs = Self.corpus()
        #expect(!inputs.isEmpty)
        var rng = SeededRandom(seed: seed)
        for index in 0..<iterations {
            Self.check(Self.mutate(inputs, &rng), index: index)
        }
    }

    @Test func pathologicalShapes() {
        let shapes: [String] = [
            String(repeating: "/*", count: 3000),
            String(repeating: "\"\\(", count: 3000),
            String(repeating: "{", count: 5000) + String(repeating: "}", count: 10),
            String(repeating: "}", count: 5000),
            String(repeating: "struct S {", count: 2000),
            String(repeating: "#if X\n", count: 2000),
            String(repeating: "@A(", count: 2000),
            String(repeating: "#\"", count: 2000),
            String(repeating: "/x", count: 5000),
            String(repeating: "enum E { case a(", count: 1000),
            String(repeating: "var x = Dictionary<", count: 2000),
            String(repeating: "// listgen: a\n", count: 3000) + "struct S {}",
            String(repeating: "let (", count: 2000),
            // Lookahead over these must stay linear (Scripts/stress.sh scanner measures it).
            String(repeating: "#if X\n@A\n", count: 2000),
            String(repeating: "#if (X\n", count: 2000),
        ]
        for (index, shape) in shapes.enumerated() {
            Self.check(Array(shape.utf8), index: index)
        }
    }
}
