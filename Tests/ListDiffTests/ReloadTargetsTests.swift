import ListDiff
import ListKitTestSupport
import Testing

/// `BatchUpdate.reloadTargets()` (where the adapter reconfigures reloaded items after a
/// batch) against the obvious answer: where the reloaded item's ID stands in the stage's data.
@Suite struct ReloadTargetsTests {
    @Test func reloadTargetsAreWhereTheItemsLand() throws {
        var generator = SeededRandom(seed: 0x7A26)
        var checked = 0
        for caseIndex in 0..<2_000 {
            let shapes = SectionedListShape.allCases.filter { $0 != .duplicates }
            let shape = shapes[caseIndex % shapes.count]
            let (old, new) = shape.make(size: randomSize(&generator), using: &generator)
            var shown = old
            for stage in StagedChangeset(sectionsFrom: old, to: new) {
                var places: [Int: ItemPath] = [:]
                for (section, value) in stage.data.enumerated() {
                    for (item, element) in value.elements.enumerated() { places[element.id] = ItemPath(item: item, section: section) }
                }
                let expected = stage.update.itemReloads.map { places[shown[$0.section].elements[$0.item].id] }
                try #require(stage.update.reloadTargets() == expected, "\(shape) case \(caseIndex)")
                checked += expected.count
                shown = stage.data
            }
        }
        #expect(checked > 1_000)
    }

    @Test func manyReloadsAmongManyInserts() {
        // 50,000 reloads between 50,000 inserts: the answer is every other index.
        var update = BatchUpdate()
        update.itemInserts = (0..<50_000).map { ItemPath(item: 2 * $0, section: 0) }
        update.itemReloads = (0..<50_000).map { ItemPath(item: $0, section: 0) }
        #expect(update.reloadTargets() == (0..<50_000).map { ItemPath(item: 2 * $0 + 1, section: 0) })
    }
}
