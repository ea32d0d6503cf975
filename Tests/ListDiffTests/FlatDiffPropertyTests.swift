import ListDiff
import ListKitTestSupport
import ListKitTesting
import Testing

/// Seeded randomized properties of the flat diff and its stages, checked against the
/// simulated view and independent reference computations.
@Suite struct FlatDiffPropertyTests {
    static let casesPerShape = 5_000

    @Test(arguments: FlatListShape.allCases)
    func stagedChangesetsAnimateOldIntoNew(shape: FlatListShape) throws {
        var generator = SeededRandom(seed: 0xF1A7 &+ UInt64(FlatListShape.allCases.firstIndex(of: shape) ?? 0))
        for caseIndex in 0..<Self.casesPerShape {
            let (old, new) = shape.make(size: randomSize(&generator), using: &generator)
            try check(old: old, new: new, label: "\(shape) case \(caseIndex)")
        }
    }

    private func check(old: [Item], new: [Item], label: String) throws {
        let changes = Changeset(from: old, to: new)
        try #require(changes._checkInvariants().isEmpty, "\(label): \(changes._checkInvariants())")

        // Exactly the changes the reference matching implies, with the minimum of moves.
        let matching = ReferenceDiff.matching(old.map(\.id), new.map(\.id))
        let matchedOld = Set(matching.compactMap { $0 })
        let expectedDeletes = old.indices.filter { !matchedOld.contains($0) }
        let expectedInserts = new.indices.filter { matching[$0] == nil }
        let expectedUpdates = new.indices.compactMap { target in
            matching[target].flatMap { old[$0].content == new[target].content ? nil : PositionPair(source: $0, target: target) }
        }
        var targetForOld = [Int: Int]()
        for (target, source) in matching.enumerated() { if let source { targetForOld[source] = target } }
        let survivorsInOldOrder = old.indices.compactMap { targetForOld[$0] }
        try #require(changes.deletes == expectedDeletes, "\(label): deletes")
        try #require(changes.inserts == expectedInserts, "\(label): inserts")
        try #require(changes.updates == expectedUpdates, "\(label): updates")
        try #require(
            changes.moves.count == survivorsInOldOrder.count - ReferenceDiff.longestIncreasingSubsequenceLength(survivorsInOldOrder),
            "\(label): \(changes.moves.count) moves"
        )
        try #require(changes.moves.allSatisfy { targetForOld[$0.source] == $0.target }, "\(label): moves pair matched items")

        // The stages, applied as the adapter does to the simulated list, show exactly the new list.
        var list = SimulatedList(data: [ListSection(id: 0, elements: old)])
        let staged = StagedChangeset(from: old, to: new)
        do {
            try list.apply(staged) { [ListSection(id: 0, elements: $0)] }
        } catch {
            Issue.record("\(label): \(error)")
            return
        }
        try #require(list.displaysData, "\(label): \(list.firstDifference() ?? "")")
        try #require(list.displayed.first?.elements == new, "\(label): displayed")
        // Fewest stages: none without changes, a second only for moved updated items.
        let movedAndUpdated = Set(changes.moves.map(\.target)).intersection(changes.updates.map(\.target))
        let expectedStages = changes.isEmpty ? 0 : (movedAndUpdated.isEmpty ? 1 : 2)
        try #require(staged.count == expectedStages, "\(label): \(staged.count) stages")
        for stage in staged { try #require(stage.update._checkInvariants().isEmpty, "\(label): stage invariants") }
    }
}
