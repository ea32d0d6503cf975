import ListDiff
import ListKitTestSupport
import Testing

/// Hand-written sectioned cases with their exact expected changesets and stages.
@Suite struct SectionedDiffExamplesTests {
    private func section(_ id: Int, _ items: [Int], title: Int = 0) -> TitledSection {
        TitledSection(id: id, title: title, elements: items.map { Item(id: $0) })
    }
    private func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }
    private func move(_ from: ItemPath, _ to: ItemPath) -> PositionPair<ItemPath> { PositionPair(source: from, target: to) }

    @Test func sectionMoveWithItemChangesInsideIt() throws {
        let old = [section(10, [1, 2]), section(11, [3, 4])]
        let new = [section(11, [4, 3]), section(10, [1, 5]), section(12, [6])]
        let changes = SectionedChangeset(sectionsFrom: old, to: new)
        #expect(
            changes
                == SectionedChangeset(
                    sectionInserts: [2],
                    sectionMoves: [PositionPair(source: 0, target: 1)],
                    itemDeletes: [path(0, 1)],
                    itemInserts: [path(1, 1)],
                    itemMoves: [move(path(1, 0), path(0, 1))]
                ))

        // Rule 5: the moved section 10 has item changes, so items change first with the
        // sections in old order (middle data), then the sections move.
        let staged = StagedChangeset(sectionsFrom: old, to: new)
        try #require(staged.count == 2)
        var first = BatchUpdate()
        first.itemDeletes = [path(0, 1)]
        first.itemInserts = [path(0, 1)]
        first.itemMoves = [move(path(1, 0), path(1, 1))]
        #expect(staged[0].update == first)
        #expect(staged[0].data == [section(10, [1, 5]), section(11, [4, 3])])
        var second = BatchUpdate()
        second.sectionInserts = [2]
        second.sectionMoves = [PositionPair(source: 0, target: 1)]
        #expect(staged[1].update == second)
        #expect(staged[1].data == new)
    }

    @Test func sectionMoveWithoutItemChangesIsOneStage() throws {
        let old = [section(10, [1, 2]), section(11, [3]), section(12, [])]
        let new = [section(12, []), section(10, [1, 2]), section(11, [3, 4])]
        let staged = StagedChangeset(sectionsFrom: old, to: new)
        try #require(staged.count == 1)
        var expected = BatchUpdate()
        expected.sectionMoves = [PositionPair(source: 2, target: 0)]
        expected.itemInserts = [path(2, 1)]
        #expect(staged[0].update == expected)
    }

    @Test func sectionUpdatesRefreshInPlaceAndItemUpdatesReloadInOneStage() throws {
        let old = [section(10, [1]), section(11, [2])]
        var new = [section(10, [1], title: 1), section(11, [2])]
        new[1].elements[0].content = 7
        let changes = SectionedChangeset(sectionsFrom: old, to: new)
        #expect(
            changes
                == SectionedChangeset(
                    sectionUpdates: [PositionPair(source: 0, target: 0)],
                    itemUpdates: [move(path(1, 0), path(1, 0))]
                ))
        let staged = StagedChangeset(sectionsFrom: old, to: new)
        try #require(staged.count == 1)
        var expected = BatchUpdate()
        expected.itemReloads = [path(1, 0)]
        #expect(staged[0].update == expected)
        // The section whose title changed keeps its cells: its header is refreshed in place.
        #expect(staged.sectionRefreshes == [0])
    }

    @Test func itemLeavingADeletedSectionIsInsertedInTheBatch() throws {
        let old = [section(10, [1]), section(11, [2])]
        let new = [section(11, [2, 1])]
        #expect(
            SectionedChangeset(sectionsFrom: old, to: new)
                == SectionedChangeset(
                    sectionDeletes: [0],
                    itemMoves: [move(path(0, 0), path(0, 1))]
                ))
        // Rule 5 forbids moving out of a deleted section: the batch inserts it instead.
        let staged = StagedChangeset(sectionsFrom: old, to: new)
        try #require(staged.count == 1)
        var expected = BatchUpdate()
        expected.sectionDeletes = [0]
        expected.itemInserts = [path(0, 1)]
        #expect(staged[0].update == expected)
    }

    @Test func updatedItemInAMovedSectionIsReloadedInASecondStage() throws {
        let old = [section(10, [1]), section(11, [2])]
        var new = [section(11, [2]), section(10, [1])]
        new[1].elements[0].content = 1
        let staged = StagedChangeset(sectionsFrom: old, to: new)
        try #require(staged.count == 2)
        var first = BatchUpdate()
        first.sectionMoves = [PositionPair(source: 0, target: 1)]
        var second = BatchUpdate()
        second.itemReloads = [path(1, 0)]
        #expect(staged.map(\.update) == [first, second])
    }

    @Test func identicalSectionsHaveNoStages() {
        let old = [section(10, [1, 2])]
        #expect(SectionedChangeset(sectionsFrom: old, to: old).isEmpty)
        #expect(StagedChangeset(sectionsFrom: old, to: old).isEmpty)
    }

    @Test func flatStagesPutReloadsOfMovedItemsLast() throws {
        let old = [Item(id: 1), Item(id: 2), Item(id: 3)]
        let new = [Item(id: 3, content: 1), Item(id: 1), Item(id: 2, content: 1)]
        let staged = StagedChangeset(from: old, to: new)
        try #require(staged.count == 2)
        var first = BatchUpdate()
        first.itemMoves = [move(path(0, 2), path(0, 0))]
        first.itemReloads = [path(0, 1)]
        var second = BatchUpdate()
        second.itemReloads = [path(0, 0)]
        #expect(staged.map(\.update) == [first, second])
        #expect(staged.allSatisfy { $0.data == new })
    }

    @Test func stagedChangesetsRoundTripThroughJSON() throws {
        let staged = StagedChangeset(from: [Item(id: 1), Item(id: 2)], to: [Item(id: 2, content: 3), Item(id: 4)])
        #expect(try JSONRoundTrip.roundTrip(staged) == staged)
        let changes = SectionedChangeset(sectionsFrom: [section(1, [1, 2])], to: [section(2, [2]), section(1, [3])])
        #expect(try JSONRoundTrip.roundTrip(changes) == changes)
    }
}
