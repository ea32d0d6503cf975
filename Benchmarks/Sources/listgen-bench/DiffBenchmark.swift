import ListKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `listgen-bench diff [SCENARIO...]`: on the same seeded data, ListKit's plain diff
/// (`Changeset` / `SectionedChangeset`), the staged path an app calls
/// (`StagedChangeset(from:to:)` / `(sectionsFrom:to:)`) and the standard library's
/// `CollectionDifference` (`difference(from:).inferringMoves()`, where it finishes within a
/// minute). Per scenario: one line per implementation, ratio lines, and a line saying the
/// staged changeset was applied to the simulated list view and showed the new data.
enum DiffBenchmark {
    static func run(_ arguments: [String]) {
        var scenarios: [DiffScenario] = []
        for name in arguments {
            guard let scenario = DiffScenario(rawValue: name) else {
                print("unknown scenario \(name); known: \(DiffScenario.allCases.map(\.rawValue).joined(separator: " "))")
                exit(2)
            }
            scenarios.append(scenario)
        }
        print("diff: median ms of interleaved runs; peak_mb is the extra peak resident memory of one run")
        for scenario in scenarios.isEmpty ? DiffScenario.allCases : scenarios {
            measure(scenario)
        }
    }

    private static func measure(_ scenario: DiffScenario) {
        let name = scenario.rawValue
        let input = scenario.makeInput()
        let minimum: Int
        var contestants: [DiffContestant]
        let check: () -> DiffCheck
        switch input {
        case .flat(let old, let new):
            minimum = DiffMinimum.flat(old, new)
            contestants = [
                DiffContestant(name: "changeset", runs: scenario.runs) { Changeset(from: old, to: new).changeCount },
                DiffContestant(name: "staged", runs: scenario.runs) { StagedChangeset(from: old, to: new).changeCount },
            ]
            if scenario.runsCollectionDifference {
                contestants.append(
                    DiffContestant(name: "CollectionDifference", runs: scenario.baselineRuns) {
                        collectionDifferenceChanges(old, new)
                    })
            }
            check = { MainActor.assumeIsolated { DiffCheck.flat(old, new) } }
        case .sectioned(let old, let new):
            minimum = DiffMinimum.sectioned(old, new)
            contestants = [
                DiffContestant(name: "changeset", runs: scenario.runs) { SectionedChangeset(sectionsFrom: old, to: new).changeCount },
                DiffContestant(name: "staged", runs: scenario.runs) { StagedChangeset(sectionsFrom: old, to: new).changeCount },
            ]
            if scenario.runsCollectionDifference {
                contestants.append(
                    DiffContestant(name: "CollectionDifference", runs: scenario.baselineRuns) {
                        collectionDifferenceChanges(old.map(\.id), new.map(\.id))
                            + collectionDifferenceChanges(old.flatMap(\.elements), new.flatMap(\.elements))
                    })
            }
            check = { MainActor.assumeIsolated { DiffCheck.sectioned(old, new) } }
        }
        DiffContestant.measure(&contestants)

        for contestant in contestants {
            print(
                "scenario=\(name) impl=\(contestant.name) median_ms=\(format(contestant.medianMilliseconds)) peak_mb=\(format(contestant.peakMiB)) changes=\(contestant.changes) minimum=\(minimum)"
            )
        }
        if !scenario.runsCollectionDifference {
            print("scenario=\(name) impl=CollectionDifference skipped (Myers O((N+M)*D) would not finish within a minute)")
        }
        let plain = contestants[0]
        let staged = contestants[1]
        print(
            "scenario=\(name) ratio staged/changeset time=\(format(staged.medianMilliseconds / plain.medianMilliseconds)) memory=\(format(staged.peakMiB / max(plain.peakMiB, 0.01)))"
        )
        if contestants.count > 2 {
            let baseline = contestants[2]
            print(
                "scenario=\(name) ratio changeset/CollectionDifference time=\(format(plain.medianMilliseconds / baseline.medianMilliseconds, digits: 5)) changes=\(format(Double(plain.changes) / Double(baseline.changes), digits: 3))"
            )
            print(
                "scenario=\(name) ratio staged/CollectionDifference time=\(format(staged.medianMilliseconds / baseline.medianMilliseconds, digits: 5))"
            )
        }
        let result = check()
        print(
            "scenario=\(name) simulated-view stages=\(result.stages) stage_changes=\(result.stageChanges.map(String.init).joined(separator: ",")) \(result.problem.map { "FAILED: \($0)" } ?? "shows the new data") apply_ms=\(format(result.milliseconds)) adapter_ms=\(format(result.adapterMilliseconds))"
        )
    }

    /// Change entries of `difference(from:).inferringMoves()`, an inferred move counted once.
    private static func collectionDifferenceChanges<Element: Hashable>(_ old: [Element], _ new: [Element]) -> Int {
        let difference = new.difference(from: old).inferringMoves()
        var moves = 0
        for case .remove(_, _, let associated) in difference where associated != nil { moves += 1 }
        return difference.count - moves
    }

    /// `value` rounded to `digits` decimals (2 by default), without Foundation.
    static func format(_ value: Double, digits: Int = 2) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        return String((value * scale).rounded() / scale)
    }
}
