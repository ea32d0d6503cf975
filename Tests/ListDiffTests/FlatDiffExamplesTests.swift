import ListDiff
import Testing

/// Hand-written flat cases with their exact expected changesets.
@Suite struct FlatDiffExamplesTests {
    private func items(_ ids: [Int]) -> [Item] { ids.map { Item(id: $0) } }
    private func pair(_ source: Int, _ target: Int) -> PositionPair<Int> { PositionPair(source: source, target: target) }

    @Test func identicalListsHaveNoChanges() {
        let changes = Changeset(from: items([1, 2, 3]), to: items([1, 2, 3]))
        #expect(changes == Changeset(sourceCount: 3, targetCount: 3))
        #expect(changes.isEmpty)
    }

    @Test func emptyToFullInsertsEverything() {
        #expect(Changeset(from: [], to: items([7, 8])) == Changeset(sourceCount: 0, targetCount: 2, inserts: [0, 1]))
        #expect(Changeset(from: items([7, 8]), to: []) == Changeset(sourceCount: 2, targetCount: 0, deletes: [0, 1]))
    }

    @Test func deletesInsertsAndAnUpdate() {
        let old = [Item(id: 1), Item(id: 2), Item(id: 3, content: 1), Item(id: 4)]
        let new = [Item(id: 1), Item(id: 3, content: 2), Item(id: 5), Item(id: 4)]
        #expect(
            Changeset(from: old, to: new)
                == Changeset(
                    sourceCount: 4, targetCount: 4, deletes: [1], inserts: [2], updates: [pair(2, 1)]
                ))
    }

    @Test func oneItemMovedToTheFrontIsOneMove() {
        // Heckel-only diffs report 4 moves here; the LIS keeps 1, 2, 3, 4 in place.
        let changes = Changeset(from: items([1, 2, 3, 4, 5]), to: items([5, 1, 2, 3, 4]))
        #expect(changes == Changeset(sourceCount: 5, targetCount: 5, moves: [pair(4, 0)]))
    }

    @Test func swapIsOneMove() {
        let changes = Changeset(from: items([1, 2, 3]), to: items([1, 3, 2]))
        // Survivors' new offsets in old order are [0, 2, 1]; patience sorting keeps [0, 1]
        // (items 1 and 3), so item 2 moves.
        #expect(changes == Changeset(sourceCount: 3, targetCount: 3, moves: [pair(1, 2)]))
    }

    @Test func reversalKeepsOneItem() {
        let changes = Changeset(from: items([1, 2, 3, 4]), to: items([4, 3, 2, 1]))
        #expect(changes.moves.count == 3)
        #expect(changes == Changeset(sourceCount: 4, targetCount: 4, moves: [pair(2, 1), pair(1, 2), pair(0, 3)]))
    }

    @Test func movedAndUpdatedItemIsAMoveAndAnUpdate() {
        let old = [Item(id: 1), Item(id: 2), Item(id: 3)]
        let new = [Item(id: 3, content: 9), Item(id: 1), Item(id: 2)]
        #expect(
            Changeset(from: old, to: new)
                == Changeset(
                    sourceCount: 3, targetCount: 3, moves: [pair(2, 0)], updates: [pair(2, 0)]
                ))
    }

    @Test func duplicatesMatchInOrderOfOccurrence() {
        // Old: A B A; new: A A C. The first A stays, the second A (old 2) pairs with new 1,
        // B is deleted, C inserted: no move at all.
        let changes = Changeset(from: items([1, 2, 1]), to: items([1, 1, 3]))
        #expect(changes == Changeset(sourceCount: 3, targetCount: 3, deletes: [1], inserts: [2]))
        #expect(changes._checkInvariants().isEmpty)
    }

    @Test func surplusDuplicatesAreDeletesOrInserts() {
        #expect(Changeset(from: items([1, 1, 1]), to: items([1])) == Changeset(sourceCount: 3, targetCount: 1, deletes: [1, 2]))
        #expect(Changeset(from: items([1]), to: items([1, 1])) == Changeset(sourceCount: 1, targetCount: 2, inserts: [1]))
    }

    @Test func worksOnNonContiguousCollections() {
        let old = items([1, 2, 3])
        let changes = Changeset(from: old.reversed(), to: old.reversed())
        #expect(changes.isEmpty)
        let slice = Changeset(from: old[1...], to: old[0...1])
        #expect(slice == Changeset(sourceCount: 2, targetCount: 2, deletes: [1], inserts: [0]))
    }

    @Test func invariantsCatchBrokenChangesets() {
        #expect(!Changeset(sourceCount: 1, targetCount: 1, deletes: [0])._checkInvariants().isEmpty)
        #expect(!Changeset(sourceCount: 2, targetCount: 2, deletes: [1], inserts: [0], moves: [pair(1, 1)])._checkInvariants().isEmpty)
    }

    @Test func changesetsRoundTripThroughJSON() throws {
        let changes = Changeset(from: [Item(id: 1), Item(id: 2, content: 1)], to: [Item(id: 2, content: 2), Item(id: 3)])
        let decoded = try JSONRoundTrip.roundTrip(changes)
        #expect(decoded == changes)
    }
}
