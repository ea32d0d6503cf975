#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListKit

/// `listgen-bench diff [SCENARIO...]`: ListKit's diff against the standard library's
/// `CollectionDifference` (`difference(from:).inferringMoves()`) on the same seeded data,
/// one line per scenario and implementation, then a ratio line.
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
        for scenario in scenarios.isEmpty ? DiffScenario.allCases : scenarios {
            measure(scenario)
        }
    }

    private struct Result {
        var medianMilliseconds: Double
        var peakMiB: Double
        var changes: Int
    }

    private static func measure(_ scenario: DiffScenario) {
        let input = scenario.makeInput()
        let minimum: Int
        let listgen: Result
        var baseline: Result?
        switch input {
        case .flat(let old, let new):
            minimum = DiffMinimum.flat(old, new)
            listgen = time(scenario.runs) { Changeset(from: old, to: new).changeCount }
            if scenario.runsCollectionDifference {
                baseline = time(scenario.baselineRuns) { collectionDifferenceChanges(old, new) }
            }
        case .sectioned(let old, let new):
            minimum = DiffMinimum.sectioned(old, new)
            listgen = time(scenario.runs) { SectionedChangeset(sectionsFrom: old, to: new).changeCount }
            if scenario.runsCollectionDifference {
                baseline = time(scenario.baselineRuns) {
                    collectionDifferenceChanges(old.map(\.id), new.map(\.id))
                        + collectionDifferenceChanges(old.flatMap(\.elements), new.flatMap(\.elements))
                }
            }
        }
        let name = scenario.rawValue
        print("scenario=\(name) impl=listgen median_ms=\(format(listgen.medianMilliseconds)) peak_mb=\(format(listgen.peakMiB)) changes=\(listgen.changes) minimum=\(minimum)")
        if let baseline {
            print("scenario=\(name) impl=CollectionDifference median_ms=\(format(baseline.medianMilliseconds)) peak_mb=\(format(baseline.peakMiB)) changes=\(baseline.changes) minimum=\(minimum)")
            print("scenario=\(name) ratio listgen/CollectionDifference time=\(format(listgen.medianMilliseconds / baseline.medianMilliseconds, digits: 5)) changes=\(format(Double(listgen.changes) / Double(baseline.changes), digits: 3))")
        } else {
            print("scenario=\(name) impl=CollectionDifference skipped (Myers O((N+M)*D) would not finish within a minute)")
            print("scenario=\(name) ratio listgen/CollectionDifference time=n/a changes=n/a")
        }
    }

    /// A first run for the extra peak memory over the resident size just before it (freed
    /// heap memory returned to the system first, so reuse doesn't hide it), then `runs`
    /// timed runs; with `runs` 1 the first run is the timed one.
    private static func time(_ runs: Int, _ body: () -> Int) -> Result {
        Measure.diffReturnFreedMemory()
        Measure.resetPeakResident()
        let before = Measure.diffResidentMiB() ?? 0
        let start = Measure.now()
        let changes = body()
        let first = Double(Measure.now() - start) / 1e6
        let peak = max(0, (Measure.peakResidentMiB() ?? before) - before)
        let median = runs <= 1 ? first : Measure.medianMilliseconds(runs: runs) { _ = body() }
        return Result(medianMilliseconds: median, peakMiB: peak, changes: changes)
    }

    /// Change entries of `difference(from:).inferringMoves()`, an inferred move counted once.
    private static func collectionDifferenceChanges<Element: Hashable>(_ old: [Element], _ new: [Element]) -> Int {
        let difference = new.difference(from: old).inferringMoves()
        var moves = 0
        for case .remove(_, _, let associated) in difference where associated != nil { moves += 1 }
        return difference.count - moves
    }

    /// `value` rounded to `digits` decimals (2 by default), without Foundation.
    private static func format(_ value: Double, digits: Int = 2) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        return String((value * scale).rounded() / scale)
    }
}
