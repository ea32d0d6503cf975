import Foundation
import ListGenCore

/// `listgen-bench generate --scale [--runs N]`: generation time per 1,000 types at 1k, 10k
/// and 100k types, in memory (scan, resolve, render; no disk), every type a member of one
/// generated wrapper enum, the case that was quadratic. Linear generation keeps the time per
/// 1,000 types flat: the largest-to-smallest ratio must stay under 1.5x.
enum GenerateScaleBenchmark {
    static let sizes = [1_000, 10_000, 100_000]
    static let typesPerFile = 5

    static func run(_ arguments: [String]) {
        let runs = GenerateBenchmark.intOption("--runs", arguments) ?? 3
        guard let templates = try? TemplateSet() else {
            print("listgen-bench generate --scale: the embedded templates do not load")
            exit(1)
        }
        print("generate --scale: time per 1,000 types, in memory, 1 thread; median of \(runs) runs")
        var perThousand: [Double] = []
        for size in sizes {
            let sources = corpus(types: size)
            var generated = 0
            let milliseconds = Measure.medianMilliseconds(runs: runs) {
                let result = Generator(templates: templates, options: .init(jobs: 1)).run(sources: sources)
                generated = result.generatedTypes
            }
            let each = milliseconds / Double(size) * 1000
            perThousand.append(each)
            print(
                String(
                    format: "  %7d types (%d files, one wrapper of %d cases): %9.1f ms total, %6.2f ms per 1,000 types",
                    size, sources.count, size, milliseconds, each))
            if generated != size + 1 { print("  (unexpected: \(generated) generated types)") }
        }
        let ratio = (perThousand.last ?? 0) / max(perThousand.first ?? 1, 0.001)
        print(
            String(
                format: "  ratio per 1,000 types, %dk to %dk: %.2fx (requirement < 1.5x)", sizes.last! / 1000, sizes.first! / 1000, ratio))
    }

    /// `types` items in files of five, each with four stored properties and a case in `Feed`.
    static func corpus(types: Int) -> [(path: String, bytes: [UInt8])] {
        stride(from: 0, to: types, by: typesPerFile).map { first in
            var text = "import Foundation\n\n"
            for n in first..<min(first + typesPerFile, types) {
                text += "// listgen: item(in: Feed)\nstruct Model\(n) {\n    let id: Int\n    var title: String\n"
                text += "    var count: Int\n    var flag: Bool\n    // listgen: ignore\n    var cache: [Int] = []\n}\n\n"
            }
            return (path: "Sources/Models\(first / typesPerFile).swift", bytes: Array(text.utf8))
        }
    }
}
