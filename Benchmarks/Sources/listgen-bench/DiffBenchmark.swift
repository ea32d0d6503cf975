import ListKit
import ListKitTestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `listgen-bench diff [--only IMPL] [--runs N] [SCENARIO...]`: on the same seeded data,
/// interleaved, ListKit's plain diff (`Changeset` / `SectionedChangeset`), the staged path an
/// app calls (`StagedChangeset(from:to:)` / `(sectionsFrom:to:)`), the `limit` (``DiffLimit``:
/// only the work every diff by ID must do, counts only) and the standard library's
/// `CollectionDifference` (`difference(from:).inferringMoves()`, where it finishes within a
/// minute). Per scenario: one line per implementation, ratio lines, a check that the limit
/// counts the same deletions, insertions and moves as ListKit, and a line saying the staged
/// changeset was applied to the simulated list view and showed the new data; then a table of
/// every scenario. Exits with 1 if a check failed.
///
/// `--only IMPL` times one implementation alone (`--runs` times, no checks), for profilers.
enum DiffBenchmark {
    struct Options {
        var only: String?
        var runs: Int?
    }

    /// One scenario's medians, for the closing table.
    struct Row {
        var scenario: String
        var limit = 0.0
        var changeset = 0.0
        var staged = 0.0
        var limitMiB = 0.0
        var stagedMiB = 0.0
        var changesetRatio = 0.0
        var stagedRatio = 0.0
    }

    static func run(_ arguments: [String]) {
        var scenarios: [DiffScenario] = []
        var options = Options()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--only":
                options.only = remaining.popFirst()
            case "--runs":
                guard let runs = remaining.popFirst().flatMap(Int.init), runs > 0 else {
                    print("--runs needs a positive number")
                    exit(2)
                }
                options.runs = runs
            default:
                guard let scenario = DiffScenario(rawValue: argument) else {
                    print("unknown scenario \(argument); known: \(DiffScenario.allCases.map(\.rawValue).joined(separator: " "))")
                    exit(2)
                }
                scenarios.append(scenario)
            }
        }
        if let only = options.only, !["limit", "changeset", "staged", "CollectionDifference"].contains(only) {
            print("--only takes limit, changeset, staged or CollectionDifference")
            exit(2)
        }
        print(
            "diff: median ms (thread CPU time) of interleaved runs; peak_mb is the extra peak resident memory of one run; ratios to the limit are medians of the ratios of runs of the same round, others divide medians of the same run"
        )
        var rows: [Row] = []
        var failed = false
        for scenario in scenarios.isEmpty ? DiffScenario.allCases : scenarios {
            let (row, passed) =
                scenario.hasIntIDs
                ? measure(scenario, scenario.makeInput(Int.self), options) : measure(scenario, scenario.makeInput(String.self), options)
            rows.append(row)
            failed = failed || !passed
        }
        if options.only == nil { printTable(rows) }
        if failed {
            print("diff: FAILED (see the lines above)")
            exit(1)
        }
    }

    private static func measure<ID: DiffID>(_ scenario: DiffScenario, _ input: DiffScenario.Input<ID>, _ options: Options) -> (Row, Bool) {
        let name = scenario.rawValue
        let runs = options.runs ?? scenario.runs
        let minimum: Int
        var contestants: [DiffContestant]
        var baseline: DiffContestant?
        let countCheck: () -> String?
        let check: () -> DiffCheck
        switch input {
        case .flat(let old, let new):
            minimum = DiffMinimum.flat(old, new)
            contestants = [
                DiffContestant(name: "limit", runs: runs) { DiffLimit.flat(old, new).total },
                DiffContestant(name: "changeset", runs: runs) { Changeset(from: old, to: new).changeCount },
                DiffContestant(name: "staged", runs: runs) { StagedChangeset(from: old, to: new).changeCount },
            ]
            if scenario.runsCollectionDifference {
                baseline = DiffContestant(name: "CollectionDifference", runs: options.runs ?? scenario.baselineRuns, warmsUp: false) {
                    collectionDifferenceChanges(old, new)
                }
            }
            countCheck = {
                let limit = DiffLimit.flat(old, new)
                let changes = Changeset(from: old, to: new)
                let listKit = DiffLimit.FlatCounts(deletes: changes.deletes.count, inserts: changes.inserts.count, moves: changes.moves.count)
                return limit == listKit ? nil : "limit counts \(limit), ListKit's changeset \(listKit)"
            }
            check = { MainActor.assumeIsolated { DiffCheck.flat(old, new) } }
        case .sectioned(let old, let new):
            minimum = DiffMinimum.sectioned(old, new)
            contestants = [
                DiffContestant(name: "limit", runs: runs) { DiffLimit.sectioned(old, new).total },
                DiffContestant(name: "changeset", runs: runs) { SectionedChangeset(sectionsFrom: old, to: new).changeCount },
                DiffContestant(name: "staged", runs: runs) { StagedChangeset(sectionsFrom: old, to: new).changeCount },
            ]
            if scenario.runsCollectionDifference {
                baseline = DiffContestant(name: "CollectionDifference", runs: options.runs ?? scenario.baselineRuns, warmsUp: false) {
                    collectionDifferenceChanges(old.map(\.id), new.map(\.id))
                        + collectionDifferenceChanges(old.flatMap(\.elements), new.flatMap(\.elements))
                }
            }
            countCheck = {
                let limit = DiffLimit.sectioned(old, new)
                let changes = SectionedChangeset(sectionsFrom: old, to: new)
                let listKit = DiffLimit.SectionedCounts(
                    sections: .init(deletes: changes.sectionDeletes.count, inserts: changes.sectionInserts.count, moves: changes.sectionMoves.count),
                    items: .init(deletes: changes.itemDeletes.count, inserts: changes.itemInserts.count, moves: changes.itemMoves.count))
                return limit == listKit ? nil : "limit counts \(limit), ListKit's changeset \(listKit)"
            }
            check = { MainActor.assumeIsolated { DiffCheck.sectioned(old, new) } }
        }
        if let baseline { contestants.append(baseline) }
        if let only = options.only {
            contestants.removeAll { $0.name != only }
            if contestants.isEmpty { print("scenario=\(name) impl=\(only) skipped") }
        }
        DiffContestant.measure(&contestants)

        for contestant in contestants {
            let counts =
                contestant.name == "limit" ? "deletes+inserts+moves=\(contestant.changes)" : "changes=\(contestant.changes) minimum=\(minimum)"
            print(
                "scenario=\(name) impl=\(contestant.name) median_ms=\(format(contestant.medianMilliseconds)) peak_mb=\(format(contestant.peakMiB)) \(counts)"
            )
        }
        var row = Row(scenario: name)
        guard options.only == nil else { return (row, true) }
        if !scenario.runsCollectionDifference {
            print("scenario=\(name) impl=CollectionDifference skipped (Myers O((N+M)*D) would not finish within a minute)")
        }
        let limit = contestants[0]
        let plain = contestants[1]
        let staged = contestants[2]
        row.limit = limit.medianMilliseconds
        row.changeset = plain.medianMilliseconds
        row.staged = staged.medianMilliseconds
        row.limitMiB = limit.peakMiB
        row.stagedMiB = staged.peakMiB
        print(
            "scenario=\(name) ratio staged/changeset time=\(format(staged.medianMilliseconds / plain.medianMilliseconds)) memory=\(format(staged.peakMiB / max(plain.peakMiB, 0.01)))"
        )
        row.changesetRatio = plain.medianRatio(to: limit)
        row.stagedRatio = staged.medianRatio(to: limit)
        print(
            "scenario=\(name) ratio changeset/limit time=\(format(row.changesetRatio)) (ratio of medians \(format(plain.medianMilliseconds / limit.medianMilliseconds)))"
        )
        print(
            "scenario=\(name) ratio staged/limit time=\(format(row.stagedRatio)) (ratio of medians \(format(staged.medianMilliseconds / limit.medianMilliseconds)))"
        )
        if contestants.count > 3 {
            let baseline = contestants[3]
            print(
                "scenario=\(name) ratio changeset/CollectionDifference time=\(format(plain.medianMilliseconds / baseline.medianMilliseconds, digits: 5)) changes=\(format(Double(plain.changes) / Double(baseline.changes), digits: 3))"
            )
            print(
                "scenario=\(name) ratio staged/CollectionDifference time=\(format(staged.medianMilliseconds / baseline.medianMilliseconds, digits: 5))"
            )
        }
        var passed = true
        if let mismatch = countCheck() {
            print("scenario=\(name) limit-counts FAILED: \(mismatch)")
            passed = false
        } else {
            print("scenario=\(name) limit-counts the same deletions, insertions and moves as ListKit's changeset")
        }
        if plain.changes != minimum || staged.changes != minimum {
            print("scenario=\(name) minimum FAILED: changeset \(plain.changes), staged \(staged.changes), minimum \(minimum)")
            passed = false
        }
        let result = check()
        print(
            "scenario=\(name) simulated-view stages=\(result.stages) stage_changes=\(result.stageChanges.map(String.init).joined(separator: ",")) \(result.problem.map { "FAILED: \($0)" } ?? "shows the new data") apply_ms=\(format(result.milliseconds)) adapter_ms=\(format(result.adapterMilliseconds))"
        )
        return (row, passed && result.problem == nil)
    }

    /// The closing table: every scenario's medians and its ratios to the limit (medians of
    /// the ratios of each round's runs).
    private static func printTable(_ rows: [Row]) {
        print("")
        print("| scenario | limit ms | changeset ms | staged ms | changeset ÷ limit | staged ÷ limit | staged MiB | limit MiB |")
        print("|---|---|---|---|---|---|---|---|")
        for row in rows {
            print(
                "| \(row.scenario) | \(format(row.limit, digits: 3)) | \(format(row.changeset, digits: 3)) | \(format(row.staged, digits: 3)) | \(format(row.changesetRatio)) | \(format(row.stagedRatio)) | \(format(row.stagedMiB, digits: 1)) | \(format(row.limitMiB, digits: 1)) |"
            )
        }
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

extension DiffLimit.FlatCounts {
    var total: Int { deletes + inserts + moves }
}

extension DiffLimit.SectionedCounts {
    var total: Int { sections.total + items.total }
}
