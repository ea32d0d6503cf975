import ListKit
import Testing

/// Seeded storms against an inbox screen on a derived list (see `DerivedScreenRound`): the
/// app's requests, hand-overs, streams, row actions and throwing updates racing the user's
/// late swipes and taps, derivations and diffs off the main actor, and the screen closing
/// mid-flight. `LISTGEN_STRESS_RUNS` scales it (`Scripts/stress.sh storms`).
@MainActor @Suite struct DerivedListStormTests {
    @Test("derived screens: requests, hand-overs, streams and row actions racing late swipes, derivations and the screen closing")
    func storms() async {
        await Storms.run(Storms.runs / 10, defaultSeed: 0xDE52) { await DerivedScreenRound(seed: $0).run() }
    }
}
