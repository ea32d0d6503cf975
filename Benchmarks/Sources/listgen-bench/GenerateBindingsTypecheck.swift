import Foundation
import ListGenCore

extension GenerateBenchmark {
    /// CPU seconds of the iOS compiler (`swiftc-ios`, or `xcrun --sdk iphoneos swiftc`) on the
    /// inputs alone, with the generated conformances, and with the generated view bindings
    /// too: the bindings' cost must stay within 2x the conformances'.
    static func typecheckBindingsForIOS(swiftc: String, inputs: [String], generated: [GeneratedFile], root: String) {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let modules = root + "/IOSModules"
        let folder = root + "/IOSGenerated"
        try? FileManager.default.createDirectory(atPath: modules, withIntermediateDirectories: true)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let listKit =
            (FileManager.default.enumerator(atPath: repository.appendingPathComponent("Sources/ListKit").path)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? [])
            .map { repository.appendingPathComponent("Sources/ListKit/" + $0).path }.sorted()
        print("typecheck for iOS: \(swiftc) (one run each; CPU seconds)")
        guard
            timeProcess(
                swiftc,
                [
                    "-emit-module", "-wmo", "-parse-as-library", "-swift-version", "6", "-module-name", "ListKit",
                    "-emit-module-path", modules + "/ListKit.swiftmodule",
                ] + listKit) != nil
        else { return }
        var full: [String] = []
        var conformances: [String] = []
        for output in generated {
            let path = folder + "/" + output.name
            let bare = folder + "/bare-" + output.name
            try? Data(output.content.utf8).write(to: URL(fileURLWithPath: path))
            try? Data(withoutBindings(output.content).utf8).write(to: URL(fileURLWithPath: bare))
            full.append(path)
            conformances.append(bare)
        }
        let base = ["-typecheck", "-wmo", "-swift-version", "6", "-module-name", "BenchModels", "-I", modules]
        guard let inputsOnly = timeProcess(swiftc, base + inputs),
            let withConformances = timeProcess(swiftc, base + inputs + conformances),
            let withBindings = timeProcess(swiftc, base + inputs + full)
        else { return }
        let conformanceCost = withConformances - inputsOnly
        let bindingCost = withBindings - withConformances
        print(String(format: "  inputs (models and cells) only:             %8.2f s", inputsOnly))
        print(String(format: "  + generated conformances:                   %8.2f s  (+%.2f s)", withConformances, conformanceCost))
        print(
            String(
                format: "  + generated view bindings:                  %8.2f s  (+%.2f s: %.2fx the conformances'; requirement <= 2x)",
                withBindings, bindingCost, bindingCost / max(conformanceCost, 0.001)))
    }

    /// Generated code without its `#if canImport(UIKit)` / `#if canImport(SwiftUI)` blocks.
    static func withoutBindings(_ text: String) -> String {
        var out: [Substring] = []
        var skipping = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#if canImport(UIKit)") || line.hasPrefix("#if canImport(SwiftUI)") {
                skipping = true
                continue
            }
            if skipping {
                if line == "#endif" { skipping = false }
                continue
            }
            out.append(line)
        }
        return out.joined(separator: "\n")
    }
}
