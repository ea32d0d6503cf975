import Foundation

@testable import ListGenCore

/// The golden fixtures: their one canonical copy lives in `Tests/GeneratedCodeTests/Goldens`,
/// where the GeneratedCodeTests target compiles inputs and expected outputs together.
///
/// Layout: `Goldens/CASE/Input/*.swift` are the inputs; `Goldens/CASE/Expected/CASE_NAME`
/// holds the expected output file NAME (the case prefix keeps file names unique in the
/// target); `ExpectedDiagnostics/CASE.txt` the expected diagnostics, one per line.
/// Re-record with `LISTGEN_RECORD=1 swift test --filter GeneratorTests`, or with
/// `Scripts/record-goldens.sh` when the current expected outputs no longer compile.
enum GoldenFiles {
    static let generatedCodeTests = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("GeneratedCodeTests")
    static let goldens = generatedCodeTests.appendingPathComponent("Goldens")
    static let expectedDiagnostics = generatedCodeTests.appendingPathComponent("ExpectedDiagnostics")
    static let repositoryRoot = generatedCodeTests.deletingLastPathComponent().deletingLastPathComponent()

    static var isRecording: Bool { ProcessInfo.processInfo.environment["LISTGEN_RECORD"] == "1" }

    static var cases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: goldens.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// The inputs of a case as (path relative to `Goldens`, bytes), sorted by path.
    static func inputs(_ name: String) -> [(path: String, bytes: [UInt8])] {
        let folder = goldens.appendingPathComponent(name).appendingPathComponent("Input")
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        return files.map { file in
            let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path) ?? Data()
            return ("\(name)/Input/\(file)", [UInt8](data))
        }
    }

    static func expectedFolder(_ name: String) -> URL {
        goldens.appendingPathComponent(name).appendingPathComponent("Expected")
    }

    static func read(_ url: URL) -> String? {
        FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
    }
}
