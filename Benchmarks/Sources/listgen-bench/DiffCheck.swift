import ListKit
import ListKitTesting

/// The staged changeset of a scenario applied stage by stage to ListKitTesting's simulated
/// list, which enforces the batch-update rules independently of ListKit's planner.
struct DiffCheck {
    var stages = 0
    /// Operations per stage.
    var stageChanges: [Int] = []
    /// The first broken rule or difference from the new data, nil when none.
    var problem: String?
    var milliseconds = 0.0

    static func flat(_ old: [DiffItem], _ new: [DiffItem]) -> DiffCheck {
        let staged = StagedChangeset(from: old, to: new)
        var list = SimulatedList(data: [ListSection(id: 0, elements: old)])
        return run(staged.map(\.update.changeCount), expected: [ListSection(id: 0, elements: new)]) { () throws(BatchUpdateViolation) in
            try list.apply(staged) { [ListSection(id: 0, elements: $0)] }
            return list.displayed
        }
    }

    static func sectioned(_ old: [DiffSection], _ new: [DiffSection]) -> DiffCheck {
        let staged = StagedChangeset(sectionsFrom: old, to: new)
        var list = SimulatedList(data: old)
        return run(staged.map(\.update.changeCount), expected: new) { () throws(BatchUpdateViolation) in
            try list.apply(staged) { $0 }
            return list.displayed
        }
    }

    private static func run<Section: DiffableSection & Equatable>(
        _ stageChanges: [Int], expected: [Section], _ apply: () throws(BatchUpdateViolation) -> [Section]
    ) -> DiffCheck {
        var check = DiffCheck(stages: stageChanges.count, stageChanges: stageChanges)
        let start = Measure.now()
        do {
            let displayed = try apply()
            check.milliseconds = Double(Measure.now() - start) / 1e6
            if displayed != expected { check.problem = "the list displays other data than the new list" }
        } catch {
            check.problem = error.description
        }
        return check
    }
}
