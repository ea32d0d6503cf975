import ListKit
import ListKitTestSupport
import ListKitTesting

/// The staged changeset of a scenario applied to ListKitTesting's simulated list, which
/// enforces the batch-update rules independently of ListKit's planner: once stage by stage
/// as whole batches (reloads too), once through the adapter `reload(using:)` on the
/// simulated view (reloads become reconfigures after each batch).
struct DiffCheck {
    var stages = 0
    /// Operations per stage.
    var stageChanges: [Int] = []
    /// The first broken rule or difference from the new data, nil when none.
    var problem: String?
    var milliseconds = 0.0
    var adapterMilliseconds = 0.0

    @MainActor
    static func flat<ID: DiffID>(_ old: [TestItem<ID>], _ new: [TestItem<ID>]) -> DiffCheck {
        let staged = StagedChangeset(from: old, to: new)
        return run(staged, from: [ListSection(id: 0, elements: old)], to: [ListSection(id: 0, elements: new)]) {
            [ListSection(id: 0, elements: $0)]
        }
    }

    @MainActor
    static func sectioned<ID: DiffID>(_ old: [TitledSection<ID, TestItem<ID>>], _ new: [TitledSection<ID, TestItem<ID>>]) -> DiffCheck {
        run(StagedChangeset(sectionsFrom: old, to: new), from: old, to: new) { $0 }
    }

    @MainActor
    private static func run<Data, Section: DiffableSection & Equatable>(
        _ staged: StagedChangeset<Data>, from old: [Section], to new: [Section], sections: (Data) -> [Section]
    ) -> DiffCheck {
        var check = DiffCheck(stages: staged.count, stageChanges: staged.map(\.update.changeCount))
        var list = SimulatedList(data: old)
        var start = Measure.now()
        do {
            try list.apply(staged, sections: sections)
            check.milliseconds = Double(Measure.now() - start) / 1e6
            if list.displayed != new { check.problem = "the list displays other data than the new list" }
        } catch {
            check.problem = error.description
        }
        let view = SimulatedListView(data: old)
        start = Measure.now()
        view.reload(using: staged) { view.data = sections($0) }
        check.adapterMilliseconds = Double(Measure.now() - start) / 1e6
        if let violation = view.violations.first {
            check.problem = check.problem ?? "adapter: \(violation)"
        } else if view.displayed != new || !view.displaysData {
            check.problem = check.problem ?? "adapter: the view displays other data than the new list"
        }
        return check
    }
}
