import Foundation
import ListKit
import ListKitTesting
import Testing

/// What every storm shares: how many rounds run and from which seed (`LISTGEN_STRESS_RUNS`,
/// `LISTGEN_STRESS_SEED`, set by `Scripts/stress.sh storms`) and the loop that records failing
/// seeds.
enum Storms {
    /// The run count the environment asks for (10,000 by default, as CI runs).
    static let runs = ProcessInfo.processInfo.environment["LISTGEN_STRESS_RUNS"].flatMap(Int.init) ?? 10_000

    /// Runs `runs` rounds, seeded from the environment's first seed or `defaultSeed` on,
    /// recording each failing seed with what went wrong, and stopping after five failures.
    @MainActor
    static func run(_ runs: Int, defaultSeed: UInt64, _ round: (UInt64) async -> String?) async {
        let first = ProcessInfo.processInfo.environment["LISTGEN_STRESS_SEED"].flatMap(UInt64.init) ?? defaultSeed
        var failures = 0
        for run in 0..<runs {
            let seed = first &+ UInt64(run)
            if let problem = await round(seed) {
                Issue.record("seed \(seed): \(problem)")
                failures += 1
                if failures >= 5 { return }
            }
        }
    }
}
