import ListKit
import Testing

/// Seeded storms against a file outline (see `OutlineRound`): tree replacements, moves, lazy
/// loads that succeed or fail late, taps, searches, user deletes and drops, racing
/// derivations and diffs off the main actor. `LISTGEN_STRESS_RUNS` scales it
/// (`Scripts/stress.sh storms`).
@MainActor @Suite struct OutlineStormTests {
    @Test("outlines: trees, moves, lazy loads, taps, searches, deletes and drops racing derivations and diffs")
    func storms() async {
        await Storms.run(Storms.runs / 10, defaultSeed: 0x0171) { await OutlineRound(seed: $0).run() }
    }
}
