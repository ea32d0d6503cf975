import ListKit
import ListKitTestSupport
import ListKitTesting
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The staged path at sizes up to 100,000 items, through the simulated list and view (which
/// enforce every batch rule and are linear, so these sizes are cheap): each stage is valid,
/// the last stage's data is `new`, and the list then displays `new`.
///
/// Few cases at the large sizes keep CI fast; `LISTGEN_STRESS_SCALE=N` multiplies every
/// case count by N (`Scripts/stress.sh staging` runs more, up to 1,000,000 items).
@MainActor
@Suite struct LargeStagingPropertyTests {
    /// 1,000, 10,000 and 100,000 items, plus `LISTGEN_STRESS_LARGEST` if set (the stress
    /// script adds 1,000,000).
    nonisolated static let sizes = [1_000, 10_000, 100_000] + (environment("LISTGEN_STRESS_LARGEST").map { [$0] } ?? [])

    /// Cases per size: 40 at 1,000 items, 6 at 10,000, one at 100,000, times
    /// `LISTGEN_STRESS_SCALE`.
    nonisolated static func cases(size: Int) -> Int {
        let factor = environment("LISTGEN_STRESS_SCALE") ?? 1
        return max(1, factor) * (size <= 1_000 ? 40 : size <= 10_000 ? 6 : 1)
    }

    nonisolated static func environment(_ name: String) -> Int? {
        getenv(name).flatMap { Int(String(cString: $0)) }
    }

    @Test(arguments: sizes)
    func flatStagesShowNew(size: Int) {
        var generator = SeededRandom(seed: 0x1A26_F1A7 &+ UInt64(size))
        for caseIndex in 0..<Self.cases(size: size) {
            let duplicates = caseIndex % 4 == 3
            let (old, new) = LargeListShapes.flat(size: size, duplicates: duplicates, using: &generator)
            let label = "flat size \(size) case \(caseIndex)\(duplicates ? " (duplicate IDs)" : "")"
            let staged = StagedChangeset(from: old, to: new)
            checkStages(staged, from: [ListSection(id: 0, elements: old)], to: [ListSection(id: 0, elements: new)], label) {
                [ListSection(id: 0, elements: $0)]
            }
            #expect(staged.allSatisfy { $0.data == new }, "\(label): a stage shows other data than new")
            #expect(staged.target == new, "\(label): target")
            #expect(staged.allSatisfy { $0.update._checkInvariants().isEmpty }, "\(label): stage invariants")
            #expect(staged.isEmpty == (old == new), "\(label): \(staged.count) stages")
            // One batch plus reloads of moved updated items: exactly the changeset's changes.
            #expect(staged.changeCount == Changeset(from: old, to: new).changeCount, "\(label): change count")
        }
    }

    @Test(arguments: sizes)
    func sectionedStagesShowNew(size: Int) {
        var generator = SeededRandom(seed: 0x1A26_5EC7 &+ UInt64(size))
        for caseIndex in 0..<Self.cases(size: size) {
            let (old, new) = LargeListShapes.sectioned(size: size, using: &generator)
            let label = "sectioned size \(size) case \(caseIndex)"
            let staged = StagedChangeset(sectionsFrom: old, to: new)
            checkStages(staged, from: old, to: new, label) { $0 }
            #expect(staged.last.map { $0.data == new } ?? (old == new), "\(label): the last stage shows other data than new")
            #expect(staged.target == new, "\(label): target")
            #expect(staged.allSatisfy { $0.update._checkInvariants().isEmpty }, "\(label): stage invariants")
            #expect(staged.count <= 3, "\(label): \(staged.count) stages")
        }
    }

    /// Every stage applied as a whole batch (its reloads too) to the simulated list, then
    /// the changeset through the adapter (`reload(using:)`, which reconfigures updated items
    /// instead of reloading them) to the simulated view: both end showing `new`, breaking no
    /// rule on the way.
    private func checkStages<Data, Section: DiffableSection & Equatable>(
        _ staged: StagedChangeset<Data>, from old: [Section], to new: [Section], _ label: String,
        sections: (Data) -> [Section]
    ) {
        var list = SimulatedList(data: old)
        do {
            try list.apply(staged, sections: sections)
            #expect(list.displayed == new, "\(label): \(list.firstDifference() ?? "other content")")
            #expect(list.displaysData, "\(label): \(list.firstDifference() ?? "")")
        } catch {
            Issue.record("\(label): \(error)")
        }

        let view = SimulatedListView(data: old)
        view.reload(using: staged) { view.data = sections($0) }
        #expect(view.violations.isEmpty, "\(label): \(view.violations.prefix(3))")
        #expect(view.displayed == new, "\(label): \(view.firstDifference() ?? "other content")")
        #expect(view.displaysData, "\(label): \(view.firstDifference() ?? "")")
        let structural = staged.filter { stage in
            var update = stage.update
            update.itemReloads = []
            return !update.isEmpty
        }
        #expect(view.batchCount == structural.count, "\(label): \(view.batchCount) batches")
    }
}
