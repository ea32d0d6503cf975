import Foundation
@_spi(ReferenceEngine) import ListGenCore
import Mustache

/// `listgen-bench generate [--runs N] [--jobs N] [--no-typecheck] [--naive] [--keep]`
/// (`--scale`: see `GenerateScaleBenchmark`)
///
/// `--bindings` also binds every type to a cell (`item(cell:)`, sections `header:`), and
/// with `--ios-swiftc PATH` (or `LISTGEN_IOS_SWIFTC`) measures what type-checking the
/// generated bindings costs for iOS against the generated conformances alone.
///
/// 1. Speed: 1,000 annotated types (10 stored properties each) in 200 files, generated end
///    to end (template loading, reading, scanning, resolving, rendering, writing the output
///    folder) — requirement: at most 100 ms in release. Baseline in the same run: reading
///    and scanning the same files only.
/// 2. Compile cost: `swiftc -typecheck` of the inputs alone (baseline), then of the inputs
///    plus their generated code against ListKit's module — requirement: at most 10 s.
///    `--naive` also measures the same code with each `listGenFieldEqual(a, source.a)`
///    rewritten to a chain of `a == source.a` (with Swift 6.3.1 here: about 2.5x the
///    helper form's cost).
enum GenerateBenchmark {
    static let filesCount = 200
    static let typesPerFile = 5

    static func run(_ arguments: [String]) {
        if arguments.contains("--scale") { return GenerateScaleBenchmark.run(arguments) }
        let runs = intOption("--runs", arguments) ?? 7
        let jobs = intOption("--jobs", arguments) ?? ProcessInfo.processInfo.activeProcessorCount
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("listgen-bench-generate-\(getpid())").path
        let inputs = root + "/Sources"
        let output = root + "/Generated"
        let keep = arguments.contains("--keep")
        defer { if !keep { try? FileManager.default.removeItem(atPath: root) } else { print("kept \(root)") } }
        let bindings = arguments.contains("--bindings")
        do {
            try writeCorpus(to: inputs, bindings: bindings)
        } catch {
            print("listgen-bench generate: cannot write the corpus: \(error)")
            exit(1)
        }
        let (paths, _) = SourceFiles.collect([inputs])

        // Baseline: read and scan only.
        let scanner = DeclarationScanner()
        let scanMs = Measure.medianMilliseconds(runs: runs) {
            for path in paths {
                if let bytes = FileSystem.read(path) { _ = scanner.scan(bytes, path: path) }
            }
        }
        var lastResult: Generator.Result?
        /// Median time of one full run (templates, read, scan, resolve, render, write); with
        /// `fresh`, the output folder is deleted before each run, outside the timing.
        var cpuSamples: [Double] = []
        func endToEnd(fresh: Bool) -> Double {
            var samples: [Double] = []
            for _ in 0..<runs {
                if fresh { try? FileManager.default.removeItem(atPath: output) }
                let start = Measure.now()
                let cpuStart = selfCPUSeconds()
                guard let templates = try? TemplateSet() else { return 0 }
                let result = Generator(templates: templates, options: .init(jobs: jobs)).run(paths: paths)
                _ = try? OutputWriter(directory: output).apply(result.outputs.map { ($0.name, $0.content) })
                samples.append(Double(Measure.now() - start) / 1e6)
                if fresh { cpuSamples.append((selfCPUSeconds() - cpuStart) * 1000) }
                lastResult = result
            }
            return samples.sorted()[samples.count / 2]
        }
        let coldMs = endToEnd(fresh: true)
        let warmMs = endToEnd(fresh: false)
        let singleMs: Double = {
            Measure.medianMilliseconds(runs: runs) {
                guard let templates = try? TemplateSet() else { return }
                _ = Generator(templates: templates, options: .init(jobs: 1)).run(paths: paths)
            }
        }()
        let mustacheMs: Double = {
            Measure.medianMilliseconds(runs: max(1, runs / 2)) {
                let swiftMustache = ReferenceTemplateEngine { text in
                    let template = try MustacheTemplate(string: text)
                    return { context in template.render(context) }
                }
                guard let templates = try? TemplateSet().rendering(with: swiftMustache) else { return }
                _ = Generator(templates: templates, options: .init(jobs: 1)).run(paths: paths)
            }
        }()
        guard let result = lastResult else {
            print("listgen-bench generate: the embedded templates do not load")
            exit(1)
        }
        // Baseline for the file system, whose speed varies a lot on a shared machine:
        // writing the same outputs into an empty folder, nothing generated.
        let writeMs: Double = {
            var samples: [Double] = []
            let files = result.outputs.map { ($0.name, $0.content) }
            for _ in 0..<runs {
                try? FileManager.default.removeItem(atPath: output)
                let start = Measure.now()
                _ = try? OutputWriter(directory: output).apply(files)
                samples.append(Double(Measure.now() - start) / 1e6)
            }
            return samples.sorted()[samples.count / 2]
        }()
        let bytes = result.outputs.reduce(0) { $0 + $1.content.utf8.count }
        print(
            "generate: \(paths.count) files, \(result.generatedTypes) types (10 stored properties each), \(result.outputs.count) outputs, \(bytes / 1024) KiB generated, \(result.diagnostics.count) diagnostics; median of \(runs) runs, \(jobs) jobs"
        )
        print(String(format: "  baseline read+scan only (1 thread):        %8.1f ms", scanMs))
        print(
            String(
                format: "  baseline writing the outputs only:         %8.1f ms  (empty folder, atomic writes, nothing generated)", writeMs))
        print(
            String(
                format: "  end to end, empty output folder:           %8.1f ms  (%.1fx read+scan + write baselines; requirement <= 100 ms)",
                coldMs, coldMs / max(scanMs + writeMs, 0.001)))
        print(String(format: "    (CPU time of that run, all threads: median %.1f ms)", cpuSamples.sorted()[cpuSamples.count / 2]))
        print(
            String(format: "  end to end, outputs up to date:            %8.1f ms  (%.1fx baseline)", warmMs, warmMs / max(scanMs, 0.001)))
        print(
            String(
                format: "  in memory, 1 thread, no writes:            %8.1f ms  (%.1fx baseline)", singleMs, singleMs / max(scanMs, 0.001)))
        print(
            String(
                format:
                    "  same with swift-mustache rendering:        %8.1f ms  (%.1fx baseline; why listgen renders with its compiled subset)",
                mustacheMs, mustacheMs / max(scanMs, 0.001)))
        if let peak = Measure.peakResidentMiB() { print(String(format: "  peak resident memory:                      %8.1f MiB", peak)) }

        if bindings, let swiftc = stringOption("--ios-swiftc", arguments) ?? ProcessInfo.processInfo.environment["LISTGEN_IOS_SWIFTC"] {
            typecheckBindingsForIOS(swiftc: swiftc, inputs: paths, generated: result.outputs, root: root)
        }
        if arguments.contains("--no-typecheck") { return }
        typecheck(inputs: paths, generated: result.outputs, root: root, naive: arguments.contains("--naive"))
    }

    // MARK: - Compile cost

    static func typecheck(inputs: [String], generated: [GeneratedFile], root: String, naive: Bool) {
        guard let swiftc = findExecutable("swiftc") else {
            print("typecheck: swiftc not found on PATH; skipped")
            return
        }
        guard let modules = listKitModuleDirectory() else {
            print(
                "typecheck: ListKit.swiftmodule not found next to listgen-bench (build it with 'swift build -c release --package-path Benchmarks'); skipped"
            )
            return
        }
        let generatedFolder = root + "/TypecheckGenerated"
        try? FileManager.default.createDirectory(atPath: generatedFolder, withIntermediateDirectories: true)
        var generatedPaths: [String] = []
        var naivePaths: [String] = []
        for output in generated {
            let path = generatedFolder + "/" + output.name
            try? Data(output.content.utf8).write(to: URL(fileURLWithPath: path))
            generatedPaths.append(path)
            if naive {
                let naivePath = generatedFolder + "/naive-" + output.name
                try? Data(naiveForm(output.content).utf8).write(to: URL(fileURLWithPath: naivePath))
                naivePaths.append(naivePath)
            }
        }
        // One frontend for the whole module (-wmo), as the figures were taken: without
        // it the driver re-parses all 200 files in every batch job and measures that instead.
        let base = ["-typecheck", "-wmo", "-swift-version", "6", "-module-name", "BenchModels", "-I", modules]
        print("typecheck: \(swiftc) -typecheck -wmo -swift-version 6 -I \(modules) (one run each; figures are CPU seconds of swiftc)")
        guard let inputsOnly = timeProcess(swiftc, base + inputs) else { return }
        print(String(format: "  baseline, inputs only:                      %8.2f s", inputsOnly))
        guard let withGenerated = timeProcess(swiftc, base + inputs + generatedPaths) else { return }
        print(
            String(
                format: "  inputs + generated code (helper form):      %8.2f s  (generated code: %.2f s; requirement <= 10 s)",
                withGenerated, withGenerated - inputsOnly))
        if naive, let naiveTime = timeProcess(swiftc, base + inputs + naivePaths) {
            print(
                String(
                    format: "  inputs + naive '==' chains:                  %8.2f s  (generated code: %.2f s)", naiveTime,
                    naiveTime - inputsOnly))
        }
    }

    /// `listGenFieldEqual(a, source.a)` -> `a == source.a`; `listGenFieldEqual(lhs.a, rhs.a)` -> `lhs.a == rhs.a`.
    static func naiveForm(_ text: String) -> String {
        var out = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var rest = Substring(line)
            var rewritten = ""
            while let range = rest.range(of: "listGenFieldEqual(") {
                rewritten += rest[..<range.lowerBound]
                let arguments = rest[range.upperBound...]
                guard let comma = arguments.firstIndex(of: ","), let close = arguments.firstIndex(of: ")") else { break }
                let lhs = arguments[..<comma]
                let rhs = arguments[arguments.index(after: comma)..<close].drop { $0 == " " }
                rewritten += "\(lhs) == \(rhs)"
                rest = arguments[arguments.index(after: close)...]
            }
            out += rewritten + rest + "\n"
        }
        return String(out.dropLast())
    }

    static func findExecutable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") + ["/opt/swift/usr/bin", "/usr/bin"] {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The build folder of this executable holds `Modules/ListKit.swiftmodule` (SwiftPM 5.9+).
    static func listKitModuleDirectory() -> String? {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let folder = executable.deletingLastPathComponent()
        for candidate in [folder.appendingPathComponent("Modules"), folder] {
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("ListKit.swiftmodule").path) {
                return candidate.path
            }
        }
        return nil
    }

    static func timeProcess(_ executable: String, _ arguments: [String]) -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let cpuBefore = childrenCPUSeconds()
        let start = Measure.now()
        do { try process.run() } catch {
            print("typecheck: cannot run \(executable): \(error)")
            return nil
        }
        let diagnostics = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let wall = Double(Measure.now() - start) / 1e9
        // CPU time (user + system) of swiftc: steadier than wall time on a shared machine.
        let seconds = childrenCPUSeconds() - cpuBefore
        print(String(format: "    (wall %.2f s, cpu %.2f s)", wall, seconds))
        if process.terminationStatus != 0 || !diagnostics.isEmpty {
            let text = String(decoding: diagnostics.prefix(4000), as: UTF8.self)
            print("typecheck: swiftc reported problems (status \(process.terminationStatus)):\n\(text)")
            if process.terminationStatus != 0 { return nil }
        }
        return seconds
    }

    static func selfCPUSeconds() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    static func childrenCPUSeconds() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        #else
        getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    // MARK: - Corpus

    static let propertyTypes = ["String", "Int", "Double", "Bool", "[Int]", "String?", "Date", "UUID", "[String]", "Int?"]

    /// 200 files of 5 annotated types: structs, final classes, sections and wrapper members,
    /// each with 10 stored properties of mixed types, plus an ignored one and methods.
    static func writeCorpus(to folder: String, bindings: Bool = false) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if bindings {
            // One cell (or header) per type, for iOS; compiled out elsewhere.
            var cells = "#if canImport(UIKit)\nimport ListKit\nimport UIKit\n\n"
            for n in 0..<(filesCount * typesPerFile) {
                if n % 10 == 9 {
                    cells +=
                        "final class Model\(n)Header: UICollectionReusableView, ConfigurableSupplementaryView { func configure(with section: Model\(n)) {} }\n"
                } else {
                    cells +=
                        "final class Model\(n)Cell: UICollectionViewListCell, ConfigurableCell { func configure(with item: Model\(n)) {} }\n"
                }
            }
            try Data((cells + "#endif\n").utf8).write(to: URL(fileURLWithPath: "\(folder)/Cells.swift"))
        }
        for file in 0..<filesCount {
            var text = "import Foundation\n\n"
            for slot in 0..<typesPerFile {
                let n = file * typesPerFile + slot
                let name = "Model\(n)"
                let isClass = n % 7 == 3
                let isSection = n % 10 == 9
                var annotation = "item"
                if isSection {
                    annotation = "section"
                } else if n % 5 == 1 {
                    annotation = "item(in: FeedRow\(n % 20))"
                } else if n % 11 == 2 {
                    annotation = "item(id: key)"
                }
                if bindings {
                    let binding = isSection ? "header: \(name)Header" : "cell: \(name)Cell"
                    annotation = annotation.hasSuffix(")") ? String(annotation.dropLast()) + ", \(binding))" : "\(annotation)(\(binding))"
                }
                text += "/// Model number \(n).\n// listgen: \(annotation)\n"
                text += isClass && !isSection ? "final class \(name) {\n" : "struct \(name) {\n"
                text += annotation.hasPrefix("item(id: key") ? "    let key: UUID\n" : "    let id: UUID\n"
                let count = isSection ? 8 : 9
                for p in 0..<count {
                    text += "    var field\(p): \(propertyTypes[(p + n) % propertyTypes.count])\n"
                }
                if isSection { text += "    var items: [Model\(n - 1)]\n" }
                text += "    // listgen: ignore\n    var cache: [String: Int] = [:]\n"
                text += "    var summary: String { String(describing: field0) }\n"
                if isClass && !isSection {
                    text += "    init() {\n"
                    text += annotation.hasPrefix("item(id: key") ? "        key = UUID()\n" : "        id = UUID()\n"
                    for p in 0..<count {
                        let type = propertyTypes[(p + n) % propertyTypes.count]
                        text += "        field\(p) = \(defaultValue(type))\n"
                    }
                    text += "    }\n"
                }
                text += "}\n\n"
            }
            try Data(text.utf8).write(to: URL(fileURLWithPath: "\(folder)/Models\(file).swift"))
        }
    }

    static func defaultValue(_ type: String) -> String {
        switch type {
        case "String": "\"\""
        case "Int": "0"
        case "Double": "0"
        case "Bool": "false"
        case "Date": "Date()"
        case "UUID": "UUID()"
        default: type.hasSuffix("?") ? "nil" : "[]"
        }
    }

    static func stringOption(_ name: String, _ arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }

    static func intOption(_ name: String, _ arguments: [String]) -> Int? {
        guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
        return Int(arguments[index + 1]).map { max(1, $0) }
    }
}
