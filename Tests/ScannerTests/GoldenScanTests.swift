import Foundation
import ListGenModel
import Testing

@testable import ListGenScanner

/// `listgen scan --json` output for the tricky files in Fixtures/, compared byte for byte
/// with `NAME.expected.json` (and `NAME.expected-diagnostics.txt` when the file has
/// problems). Run with `LISTGEN_RECORD=1` to rewrite the expectations after checking them.
@Suite("Golden scan output")
struct GoldenScanTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static var fixtureNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }

    @Test("fixtures exist")
    func fixturesExist() {
        #expect(Self.fixtureNames.count >= 8)
    }

    @Test("golden JSON", arguments: fixtureNames)
    func golden(name: String) throws {
        let input = Self.fixtures.appendingPathComponent(name)
        let bytes = try [UInt8](Data(contentsOf: input))
        let file = DeclarationScanner().scan(bytes, path: name)
        let json = String(decoding: ScanJSON.encode([file]), as: UTF8.self)
        let base = String(name.dropLast(".swift".count))
        try check(json, against: base + ".expected.json")
        let diagnostics = file.diagnostics.map { $0.description + "\n" }.joined()
        let diagnosticsName = base + ".expected-diagnostics.txt"
        if !diagnostics.isEmpty || FileManager.default.fileExists(atPath: Self.fixtures.appendingPathComponent(diagnosticsName).path) {
            try check(diagnostics, against: diagnosticsName)
        }
        // The same input gives the same bytes.
        #expect(ScanJSON.encode([DeclarationScanner().scan(bytes, path: name)]) == Array(json.utf8))
    }

    private func check(_ actual: String, against expectedName: String) throws {
        let url = Self.fixtures.appendingPathComponent(expectedName)
        if ProcessInfo.processInfo.environment["LISTGEN_RECORD"] == "1" {
            try Data(actual.utf8).write(to: url)
            return
        }
        guard let expectedData = FileManager.default.contents(atPath: url.path) else {
            Issue.record("missing \(expectedName); run with LISTGEN_RECORD=1 to create it")
            return
        }
        let expected = String(decoding: expectedData, as: UTF8.self)
        if expected != actual {
            Issue.record("\(expectedName) differs (LISTGEN_RECORD=1 re-records):\n\(lineDiff(expected, actual))")
        }
    }
}

/// A compact unified-style diff: changed lines with `-`/`+` and two lines of context.
func lineDiff(_ expected: String, _ actual: String) -> String {
    let a = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // Longest common subsequence table; fixtures are small.
    var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
        for j in stride(from: b.count - 1, through: 0, by: -1) {
            lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
        }
    }
    var lines: [(Character, String)] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
        if i < a.count && j < b.count && a[i] == b[j] {
            lines.append((" ", a[i]))
            i += 1
            j += 1
        } else if j < b.count && (i == a.count || lcs[i][j + 1] >= lcs[i + 1][j]) {
            lines.append(("+", b[j]))
            j += 1
        } else {
            lines.append(("-", a[i]))
            i += 1
        }
    }
    var keep = Array(repeating: false, count: lines.count)
    for (index, line) in lines.enumerated() where line.0 != " " {
        for k in max(0, index - 2)...min(lines.count - 1, index + 2) { keep[k] = true }
    }
    var out = "--- expected\n+++ actual\n"
    var skipped = false
    for (index, line) in lines.enumerated() {
        if keep[index] {
            out += "\(line.0)\(line.1)\n"
            skipped = false
        } else if !skipped {
            out += "@@\n"
            skipped = true
        }
    }
    return out
}
