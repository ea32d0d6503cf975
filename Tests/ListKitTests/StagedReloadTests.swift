import ListKit
import ListKitTestSupport
import ListKitTesting
import Testing

/// `reload(using:setData:)` on a list view: data handed over, windowless views, reconfigures.
@Suite struct StagedReloadTests {
    @MainActor @Test("an empty changeset still hands the new data over (ignored properties change)")
    func emptyChangesetSetsData() {
        let old = [Thumbnailed(id: 1, title: "a", thumbnail: 1)]
        let new = [Thumbnailed(id: 1, title: "a", thumbnail: 2)]
        let staged = StagedChangeset(from: old, to: new)
        #expect(staged.isEmpty)
        let view = SimulatedListView(data: [ListSection(id: 0, elements: old)])
        var handed: [Thumbnailed]?
        view.reload(using: staged) { data in
            handed = data
            view.data = [ListSection(id: 0, elements: data)]
        }
        #expect(handed?.first?.thumbnail == 2)
        #expect(view.batchCount == 0 && view.reloadAllCount == 0)
    }

    @MainActor @Test("a view out of its window is not animated: the data is set and the view reloads")
    func noWindowNoAnimation() {
        let old = (0..<5).map { Item(id: $0) }
        let new = Array(old.reversed()) + [Item(id: 9)]
        let view = SimulatedListView(data: [ListSection(id: 0, elements: old)])
        view.isInWindow = false
        view.reload(using: StagedChangeset(from: old, to: new)) { view.data = [ListSection(id: 0, elements: $0)] }
        #expect(view.batchCount == 0 && view.reloadAllCount == 1)
        #expect(view.displaysData && view.violations.isEmpty)
    }

    @MainActor @Test("content changes are reconfigured in place, after the batch, at their new paths")
    func reconfigureAtNewPaths() {
        let old = [Item(id: 1), Item(id: 2), Item(id: 3)]
        let new = [Item(id: 0), Item(id: 1, content: 5), Item(id: 3, content: 7)]
        let view = SimulatedListView(data: [ListSection(id: 0, elements: old)])
        view.reload(using: StagedChangeset(from: old, to: new)) { view.data = [ListSection(id: 0, elements: $0)] }
        #expect(view.violations.isEmpty)
        #expect(view.batchCount == 1 && view.reconfiguredCount == 2)
        #expect(view.displaysData)
        var update = BatchUpdate()
        update.itemDeletes = [ItemPath(item: 1, section: 0)]
        update.itemInserts = [ItemPath(item: 0, section: 0)]
        update.itemReloads = [ItemPath(item: 0, section: 0), ItemPath(item: 2, section: 0)]
        #expect(update.reloadTargets() == [ItemPath(item: 1, section: 0), ItemPath(item: 2, section: 0)])
    }

    /// A sectioned change whose section and item IDs repeat, through `reload(using:)` (the
    /// diff's own tests check its changeset; this one the batches on a view).
    @MainActor
    @Test func duplicateSectionAndItemIDsStillAnimateCorrectly() throws {
        let old = [titled(10, [1, 1]), titled(10, [1]), titled(11, [2])]
        let new = [titled(10, [1]), titled(11, [1, 2, 1]), titled(10, [])]
        let changes = SectionedChangeset(sectionsFrom: old, to: new)
        #expect(changes._checkInvariants().isEmpty)
        let view = SimulatedListView(data: old)
        _ = animate(view, to: new)
        try #require(view.violations.isEmpty, "\(view.violations)")
        #expect(view.displayed == new)
    }

    private func titled(_ id: Int, _ items: [Int]) -> TitledSection {
        TitledSection(id: id, elements: items.map { Item(id: $0) })
    }
}
