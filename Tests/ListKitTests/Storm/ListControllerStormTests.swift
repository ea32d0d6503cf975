import Foundation
import ListKit
import ListKitTesting
import Testing

/// Seeded storms against the list controller (see `StormRound`). `LISTGEN_STRESS_RUNS` sets
/// the run count and `LISTGEN_STRESS_SEED` the first seed (`Scripts/stress.sh storms`).
@MainActor @Suite struct ListControllerStormTests {
    @Test("value items: requests from several threads racing user edits, drags and background diffs")
    func valueStorms() async {
        await Storms.run(Storms.runs, defaultSeed: 0x5707) { seed in
            let round = StormRound<ValueModel>(seed: seed)
            return await round.run(background: round.startBackgroundRequests())
        }
    }

    @Test("main-actor class items changed in place (and back), then requests: snapshots, background diffs of their keys")
    func classStorms() async {
        await Storms.run(Storms.runs / 4, defaultSeed: 0x5707) { seed in
            await StormRound<ClassModel>(seed: seed, changesInPlace: .thenRequest).run(background: [])
        }
    }

    #if canImport(Observation)
    @Test("@Observable class items changed in place (and back) with no request are reconfigured")
    func observedStorms() async {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
        await Storms.run(Storms.runs / 4, defaultSeed: 0x5707) { seed in
            await StormRound<ObservedModel>(seed: seed, changesInPlace: .unseen).run(background: [])
        }
    }
    #endif
}
