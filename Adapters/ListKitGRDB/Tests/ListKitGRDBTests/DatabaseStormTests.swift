import Foundation
import Testing

/// The seeded storm of issue 43: on a 10,000-row table, 1,000 random writes from a second
/// connection race 200 user edits through the simulated view (see `DatabaseStormRound`).
/// `LISTGEN_STRESS_RUNS` and `LISTGEN_STRESS_SEED` run more rounds (`Scripts/stress.sh database`).
@MainActor @Suite struct DatabaseStormTests {
    @Test("1,000 writes from another connection racing 200 user edits on 10,000 rows: nothing lost, shown twice or out of order")
    func storm() async throws {
        let environment = ProcessInfo.processInfo.environment
        let runs = environment["LISTGEN_STRESS_RUNS"].flatMap(Int.init) ?? 1
        let first = environment["LISTGEN_STRESS_SEED"].flatMap(UInt64.init) ?? 0xDB43
        for run in 0..<runs {
            let seed = first &+ UInt64(run)
            if let problem = try await DatabaseStormRound(seed: seed).run() {
                Issue.record("seed \(seed): \(problem)")
                return
            }
        }
    }
}
