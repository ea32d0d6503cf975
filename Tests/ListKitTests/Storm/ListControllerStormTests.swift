import Foundation
import ListKit
import ListKitTesting
import Testing

/// Seeded storms against the list controller (see `StormRound`). `LISTGEN_STRESS_RUNS` sets
/// the run count and `LISTGEN_STRESS_SEED` the first seed (`Scripts/stress.sh storms`).
@MainActor @Suite struct ListControllerStormTests {
    static let runs = ProcessInfo.processInfo.environment["LISTGEN_STRESS_RUNS"].flatMap(Int.init) ?? 10_000
    static let firstSeed = ProcessInfo.processInfo.environment["LISTGEN_STRESS_SEED"].flatMap(UInt64.init) ?? 0x5707

    @Test("value items: requests from several threads racing user edits, drags and background diffs")
    func valueStorms() async {
        await storms(Self.runs) { seed in
            let round = StormRound<ValueModel>(seed: seed)
            return await round.run(background: round.startBackgroundRequests())
        }
    }

    @Test("main-actor class items changed in place (and back), then requests: snapshots, background diffs of their keys")
    func classStorms() async {
        await storms(Self.runs / 4) { seed in
            await StormRound<ClassModel>(seed: seed, changesInPlace: .thenRequest).run(background: [])
        }
    }

    #if canImport(Observation)
    @Test("@Observable class items changed in place (and back) with no request are reconfigured")
    func observedStorms() async {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
        await storms(Self.runs / 4) { seed in
            await StormRound<ObservedModel>(seed: seed, changesInPlace: .unseen).run(background: [])
        }
    }
    #endif

    private func storms(_ runs: Int, _ round: (UInt64) async -> String?) async {
        var failures = 0
        for run in 0..<runs {
            let seed = Self.firstSeed &+ UInt64(run)
            if let problem = await round(seed) {
                Issue.record("seed \(seed): \(problem)")
                failures += 1
                if failures >= 5 { return }
            }
        }
    }
}
