import Foundation
import ListKit

/// `listgen-bench dump DIR [--random COUNT] [SCENARIO...]`: writes each scenario's changeset
/// and staged batches as JSON into DIR, for `Scripts/check-determinism.sh`, which compares the
/// files of two processes (each with its own random hash seed) byte for byte; with
/// `--random`, also COUNT small random cases (see ``DiffDumpRandom``).
enum DiffDump {
    static func run(_ arguments: [String]) {
        guard let folder = arguments.first else {
            print("usage: listgen-bench dump DIR [SCENARIO...]")
            exit(2)
        }
        var names = arguments.dropFirst()
        var randomCases = 0
        if names.first == "--random" {
            names = names.dropFirst()
            guard let count = names.popFirst().flatMap(Int.init), count >= 0 else {
                print("--random needs a count")
                exit(2)
            }
            randomCases = count
        }
        let scenarios =
            names.isEmpty ? DiffScenario.allCases.filter { $0 != .rand1m && $0 != .rand1mInt } : names.compactMap(DiffScenario.init(rawValue:))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for scenario in scenarios {
                let data = try scenario.hasIntIDs ? dump(scenario.makeInput(Int.self), encoder) : dump(scenario.makeInput(String.self), encoder)
                try data.write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(scenario.rawValue).json"))
            }
            if randomCases > 0 { try DiffDumpRandom.write(count: randomCases, to: folder, encoder) }
        } catch {
            print("listgen-bench dump: \(error)")
            exit(1)
        }
    }

    private static func dump<ID: DiffID>(_ input: DiffScenario.Input<ID>, _ encoder: JSONEncoder) throws -> Data {
        switch input {
        case .flat(let old, let new):
            return try encoder.encode(
                Dump(flat: Changeset(from: old, to: new), sectioned: nil, stages: StagedChangeset(from: old, to: new).map(\.update)))
        case .sectioned(let old, let new):
            return try encoder.encode(
                Dump(
                    flat: nil, sectioned: SectionedChangeset(sectionsFrom: old, to: new),
                    stages: StagedChangeset(sectionsFrom: old, to: new).map(\.update)))
        }
    }

    struct Dump: Encodable {
        var flat: Changeset?
        var sectioned: SectionedChangeset?
        var stages: [BatchUpdate]
    }
}
