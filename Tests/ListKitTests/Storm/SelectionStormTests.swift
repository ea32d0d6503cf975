import ListKit
import Testing

/// Seeded storms of a kept selection (see `SelectionRound`): at least 1,000 random changes of
/// each kind of list per run, by default many more. `LISTGEN_STRESS_RUNS` scales them
/// (`Scripts/stress.sh storms`).
@MainActor @Suite struct SelectionStormTests {
    @Test("a selection kept through moves, deletes, replaced sections, reloads over the cap, drags, taps and the app's selections")
    func sections() async {
        await Storms.run(max(Storms.runs / 100, 20), defaultSeed: 0x5E1E) { await SelectionRound(seed: $0).runSections(changes: 60) }
    }

    @Test("a derived list's selection kept through searches, regrouping, removed records, taps and the app's selections")
    func derived() async {
        await Storms.run(max(Storms.runs / 100, 20), defaultSeed: 0x5E1D) { await SelectionRound(seed: $0).runDerived(changes: 60) }
    }
}
