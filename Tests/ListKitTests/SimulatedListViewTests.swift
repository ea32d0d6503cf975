@_spi(ListHost) import ListKit
import ListKitTestSupport
import ListKitTesting
import Testing

/// The simulated view must reject every kind of invalid batch, or it proves nothing.
@MainActor
@Suite struct SimulatedListViewTests {
    private typealias Section = ListSection<Int, Item>

    private func view(_ sections: [[Int]]) -> SimulatedListView<Section> {
        SimulatedListView(data: sections.enumerated().map { Section(id: $0, elements: $1.map { Item(id: $0) }) })
    }
    private func data(_ sections: [[Int]]) -> [Section] {
        sections.enumerated().map { Section(id: $0, elements: $1.map { Item(id: $0) }) }
    }
    private func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

    private func rule(_ sections: [[Int]], then newData: [Section], _ operations: (SimulatedListView<Section>) -> Void)
        -> BatchUpdateViolation.Rule?
    {
        let list = view(sections)
        list.performBatch(
            {
                list.data = newData
                operations(list)
            }, completion: nil)
        return list.violations.first?.rule
    }

    @Test func validBatchApplies() {
        let list = view([[1, 2, 3]])
        list.performBatch(
            {
                list.data = data([[3, 1, 4]])
                list.deleteItems(at: [path(0, 1)])
                list.moveItem(from: path(0, 2), to: path(0, 0))
                list.insertItems(at: [path(0, 2)])
            }, completion: nil)
        #expect(list.violations.isEmpty)
        #expect(list.displaysData)
    }

    @Test func outOfRange() {
        #expect(rule([[1]], then: data([[]])) { $0.deleteItems(at: [path(0, 1)]) } == .outOfRange)
        #expect(rule([[1]], then: data([])) { $0.deleteSections(at: [3]) } == .outOfRange)
    }

    @Test func insertOutsideTheNewData() {
        // Reported as a violation, not a crash reading the inserted item from the data.
        #expect(rule([[1]], then: data([[1, 2]])) { $0.insertItems(at: [path(0, 5)]) } == .outOfRange)
        #expect(rule([[1]], then: data([[1, 2]])) { $0.insertItems(at: [path(3, 0)]) } == .outOfRange)
    }

    @Test func usedTwice() {
        #expect(
            rule([[1, 2]], then: data([[2]])) { list in
                list.deleteItems(at: [path(0, 0)])
                list.reloadItems(at: [path(0, 0)])
            } == .usedTwice)
        #expect(
            rule([[1, 2]], then: data([[2, 1]])) { list in
                list.moveItem(from: path(0, 0), to: path(0, 1))
                list.moveItem(from: path(0, 1), to: path(0, 1))
            } == .usedTwice)
    }

    @Test func itemOperationsInChangedSections() {
        // Moving out of a deleted section.
        #expect(
            rule([[1], [2]], then: data([[2, 1]])) { list in
                list.deleteSections(at: [0])
                list.moveItem(from: path(0, 0), to: path(0, 1))
            } == .itemInChangedSection)
        // Inserting into an inserted section.
        #expect(
            rule([[1]], then: data([[1], [2]])) { list in
                list.insertSections(at: [1])
                list.insertItems(at: [path(1, 0)])
            } == .itemInChangedSection)
        // Item change inside a moved section.
        #expect(
            rule([[1], [2]], then: [Section(id: 1, elements: [Item(id: 2), Item(id: 3)]), Section(id: 0, elements: [Item(id: 1)])]) {
                list in
                list.moveSection(from: 1, to: 0)
                list.insertItems(at: [path(0, 1)])
            } == .itemInChangedSection)
        // Item reload inside a reloaded section.
        #expect(
            rule([[1]], then: data([[1]])) { list in
                list.reloadSections(at: [0])
                list.reloadItems(at: [path(0, 0)])
            } == .itemInChangedSection)
    }

    @Test func countMismatch() {
        #expect(rule([[1]], then: data([[1, 2]])) { _ in } == .countMismatch)
        #expect(rule([[1]], then: data([[1], [2]])) { _ in } == .countMismatch)
    }

    @Test func identityMismatch() {
        // Counts add up, but the batch forgot the move.
        #expect(rule([[1, 2]], then: data([[2, 1]])) { _ in } == .identityMismatch)
    }

    @Test func outsideBatch() {
        let list = view([[1]])
        list.insertItems(at: [path(0, 1)])
        #expect(list.violations.first?.rule == .outsideBatch)
    }

    @Test func missedReloadShowsAsStaleContent() {
        let list = view([[1]])
        list.performBatch({ list.data = [Section(id: 0, elements: [Item(id: 1, content: 5)])] }, completion: nil)
        #expect(list.violations.isEmpty)
        #expect(!list.displaysData)
        list.performBatch({ list.reloadItems(at: [path(0, 0)]) }, completion: nil)
        #expect(list.displaysData)
    }

    @Test func adapterReloadsAboveTheCap() {
        let old = [Item(id: 1), Item(id: 2)]
        let new = [Item(id: 2), Item(id: 3), Item(id: 1)]
        let staged = StagedChangeset(from: old, to: new)
        let capped = view([[1, 2]])
        capped.reload(using: staged, animatingAtMost: staged.changeCount - 1) { capped.data = [Section(id: 0, elements: $0)] }
        #expect(capped.reloadAllCount == 1)
        #expect(capped.batchCount == 0)
        #expect(capped.displaysData)

        let animated = view([[1, 2]])
        animated.reload(using: staged, animatingAtMost: staged.changeCount) { animated.data = [Section(id: 0, elements: $0)] }
        #expect(animated.reloadAllCount == 0)
        // One insert and one move, no content change: one batch, nothing reconfigured.
        #expect(animated.batchCount == 1 && staged.count == 1)
        #expect(animated.reconfiguredCount == 0)
        #expect(animated.violations.isEmpty)
        #expect(animated.displayed.first?.elements == new)
    }

    @Test func adapterAnimatesRandomSectionedEdits() {
        // The adapter path itself (setData inside performBatch, operations through the
        // protocol), with random caps, on seeded random edits.
        var generator = SeededRandom(seed: 0xADA9)
        for caseIndex in 0..<1_000 {
            let shape = SectionedListShape.allCases[caseIndex % SectionedListShape.allCases.count]
            let (old, new) = shape.make(size: Int.random(in: 0...40, using: &generator), using: &generator)
            let list = SimulatedListView(data: old)
            let staged = StagedChangeset(sectionsFrom: old, to: new)
            let cap = Bool.random(using: &generator) ? nil : Int.random(in: 0...30, using: &generator)
            list.reload(using: staged, animatingAtMost: cap) { list.data = $0 }
            #expect(list.violations.isEmpty, "case \(caseIndex): \(list.violations)")
            #expect(list.displayed == new, "case \(caseIndex)")
            let reloads = (cap.map { staged.changeCount > $0 } ?? false) && !staged.isEmpty
            #expect(list.reloadAllCount == (reloads ? 1 : 0), "case \(caseIndex)")
            // Item reloads become reconfigures after the batch: a reload-only stage needs no batch.
            let structural = staged.filter { stage in
                var update = stage.update
                update.itemReloads = []
                return !update.isEmpty
            }
            let reconfigured = staged.reduce(0) { $0 + $1.update.itemReloads.count }
            #expect(list.batchCount == (reloads ? 0 : structural.count), "case \(caseIndex)")
            #expect(list.reconfiguredCount == (reloads ? 0 : reconfigured), "case \(caseIndex)")
        }
    }

    @Test("after a drop, the view's list reads its data source as it is now: no stale data in view.list")
    func listIsCurrentAfterADrop() {
        let controller = ListController(sections: [ListSection(id: 0, elements: [Item(id: 1), Item(id: 2), Item(id: 3)])])
        controller.hooks.canMoveItem = { _, _ in true }
        let view = SimulatedListView<ListSection<Int, Item>>(data: [])
        view.attach(controller)
        #expect(view.userDrags(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 2, section: 0)) != nil)
        #expect(view.list.data.map { $0.elements.map(\.id) } == [[2, 3, 1]])
        #expect(view.list.displaysData && view.displaysData)
    }

}
