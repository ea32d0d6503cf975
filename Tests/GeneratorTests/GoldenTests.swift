import Foundation
import Mustache
import Testing

@_spi(ReferenceEngine) @testable import ListGenCore
@testable import ListGenRenderer

/// Runs the generator over every golden case and compares outputs and diagnostics with the
/// expected files, showing a unified diff on a mismatch.
@Suite struct GoldenTests {
    static let generator: Generator = {
        // The embedded templates are checked by TemplateTests; a failure here is a bug.
        guard let templates = try? TemplateSet() else { fatalError("embedded templates do not load") }
        return Generator(templates: templates, options: .init(jobs: 1))
    }()

    @Test("golden cases exist") func casesExist() {
        #expect(GoldenFiles.cases.count >= 7, "\(GoldenFiles.cases)")
    }

    @Test("generated code and diagnostics match the goldens", arguments: GoldenFiles.cases)
    func golden(_ name: String) throws {
        let inputs = GoldenFiles.inputs(name)
        try #require(!inputs.isEmpty, "case \(name) has no inputs")
        let result = Self.generator.run(sources: inputs)
        let folder = GoldenFiles.expectedFolder(name)
        let expectedNames = Set(
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") })
        let actualNames = Set(result.outputs.map { "\(name)_\($0.name)" })
        let diagnostics = result.diagnostics.map(\.description).joined(separator: "\n") + (result.diagnostics.isEmpty ? "" : "\n")
        let diagnosticsURL = GoldenFiles.expectedDiagnostics.appendingPathComponent("\(name).txt")

        if GoldenFiles.isRecording {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for output in result.outputs {
                try Data(output.content.utf8).write(to: folder.appendingPathComponent("\(name)_\(output.name)"))
            }
            for stale in expectedNames.subtracting(actualNames) {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(stale))
            }
            try Data(diagnostics.utf8).write(to: diagnosticsURL)
            return
        }

        #expect(actualNames == expectedNames, "output files differ; re-record with LISTGEN_RECORD=1 if intended")
        for output in result.outputs {
            let stored = "\(name)_\(output.name)"
            let expected = GoldenFiles.read(folder.appendingPathComponent(stored)) ?? ""
            #expect(
                expected == output.content,
                "\(UnifiedDiff.diff(expected: expected, actual: output.content, expectedName: "expected/\(stored)", actualName: "generated/\(output.name)"))"
            )
        }
        let expectedDiagnostics = GoldenFiles.read(diagnosticsURL) ?? ""
        #expect(
            expectedDiagnostics == diagnostics,
            "\(UnifiedDiff.diff(expected: expectedDiagnostics, actual: diagnostics, expectedName: "expected/\(name).txt", actualName: "actual diagnostics"))"
        )
    }

    @Test("output is byte-identical across runs and thread counts", arguments: GoldenFiles.cases)
    func deterministic(_ name: String) {
        let inputs = GoldenFiles.inputs(name)
        let serial = Self.generator.run(sources: inputs)
        var parallel = Self.generator
        parallel.options.jobs = 4
        let reversedOrder = parallel.run(sources: inputs)
        #expect(serial.outputs == reversedOrder.outputs)
        #expect(serial.diagnostics == reversedOrder.diagnostics)
    }

    /// Generated code reads as if written by hand: indentation grows one level (4 spaces)
    /// at a time, but for a parameter list continued after a comma. (A single item's
    /// `cell(from:at:)` body once stood at 12 spaces, indented for a `switch` it did not have.)
    @Test("generated code is indented one level at a time", arguments: GoldenFiles.cases)
    func indentation(_ name: String) {
        for output in Self.generator.run(sources: GoldenFiles.inputs(name)).outputs {
            var previous: Substring?
            for line in output.content.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("//") {
                let indent = line.prefix { $0 == " " }.count
                #expect(indent % 4 == 0 || previous?.hasSuffix(",") == true, "\(output.name): \(line)")
                if let previous, !previous.hasSuffix(",") {
                    #expect(indent <= previous.prefix { $0 == " " }.count + 4, "\(output.name): \(line)")
                }
                previous = line
            }
        }
    }

    /// The compiled renderer must agree with swift-mustache, the reference implementation.
    @Test("the compiled renderer and swift-mustache produce the same bytes", arguments: GoldenFiles.cases)
    func sameAsSwiftMustache(_ name: String) throws {
        let inputs = GoldenFiles.inputs(name)
        let engine = ReferenceTemplateEngine { text in
            let template = try MustacheTemplate(string: text)
            return { context in template.render(context) }
        }
        let reference = Generator(templates: try Self.generator.templates.rendering(with: engine), options: Self.generator.options)
        let expected = Self.generator.run(sources: inputs).outputs
        #expect(!expected.isEmpty)
        #expect(expected == reference.run(sources: inputs).outputs)
    }
}
