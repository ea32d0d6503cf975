import ListDiff
import ListKitTestSupport
import ListKitTesting
import Testing

/// Seeded randomized properties of the sectioned diff and its stages, checked against
/// the simulated view and independent reference computations.
@Suite struct SectionedDiffPropertyTests {
    static let casesPerShape = 5_000

    @Test(arguments: SectionedListShape.allCases)
    func stagedChangesetsAnimateOldIntoNew(shape: SectionedListShape) throws {
        var generator = SeededRandom(seed: 0x5EC7 &+ UInt64(SectionedListShape.allCases.firstIndex(of: shape) ?? 0))
        var stageCounts = Set<Int>()
        for caseIndex in 0..<Self.casesPerShape {
            let (old, new) = shape.make(size: randomSize(&generator), using: &generator)
            stageCounts.insert(try check(old: old, new: new, label: "\(shape) case \(caseIndex)"))
        }
        // Every staging path (one stage; reloads after; items, then sections, then reloads) is exercised.
        if shape == .randomEdit || shape == .sectionUpdates {
            #expect(stageCounts.isSuperset(of: [1, 2, 3]), "\(stageCounts)")
        }
    }

    /// Checks one case; returns its stage count.
    private func check(old: [TitledSection], new: [TitledSection], label: String) throws -> Int {
        let changes = SectionedChangeset(sectionsFrom: old, to: new)
        try #require(changes._checkInvariants().isEmpty, "\(label): \(changes._checkInvariants())")

        // Sections: exactly the reference's deletes, inserts and updates; minimal moves.
        let sectionMatch = ReferenceDiff.matching(old.map(\.id), new.map(\.id))
        var sectionTargetForOld = [Int: Int]()
        for (target, source) in sectionMatch.enumerated() { if let source { sectionTargetForOld[source] = target } }
        try #require(changes.sectionDeletes == old.indices.filter { sectionTargetForOld[$0] == nil }, "\(label): section deletes")
        try #require(changes.sectionInserts == new.indices.filter { sectionMatch[$0] == nil }, "\(label): section inserts")
        let sectionSurvivors = old.indices.compactMap { sectionTargetForOld[$0] }
        try #require(
            changes.sectionMoves.count == sectionSurvivors.count - ReferenceDiff.longestIncreasingSubsequenceLength(sectionSurvivors),
            "\(label): section moves")
        let expectedSectionUpdates = new.indices.filter { target in sectionMatch[target].map { old[$0].title != new[target].title } ?? false
        }
        try #require(changes.sectionUpdates.map(\.target) == expectedSectionUpdates, "\(label): section updates")

        // Items, matched across sections.
        let oldPaths = old.enumerated().flatMap { section, value in value.elements.indices.map { ItemPath(item: $0, section: section) } }
        let newPaths = new.enumerated().flatMap { section, value in value.elements.indices.map { ItemPath(item: $0, section: section) } }
        let oldItems = old.flatMap(\.elements)
        let newItems = new.flatMap(\.elements)
        let itemMatch = ReferenceDiff.matching(oldItems.map(\.id), newItems.map(\.id))
        var itemTargetForOld = [Int: Int]()
        for (target, source) in itemMatch.enumerated() { if let source { itemTargetForOld[source] = target } }
        let expectedDeletes = oldItems.indices.filter { itemTargetForOld[$0] == nil && sectionTargetForOld[oldPaths[$0].section] != nil }
        let expectedInserts = newItems.indices.filter { itemMatch[$0] == nil && sectionMatch[newPaths[$0].section] != nil }
        try #require(changes.itemDeletes == expectedDeletes.map { oldPaths[$0] }, "\(label): item deletes")
        try #require(changes.itemInserts == expectedInserts.map { newPaths[$0] }, "\(label): item inserts")
        let expectedUpdates = newItems.indices.compactMap { target in
            itemMatch[target].flatMap {
                oldItems[$0].content == newItems[target].content ? nil : PositionPair(source: oldPaths[$0], target: newPaths[target])
            }
        }
        try #require(changes.itemUpdates == expectedUpdates, "\(label): item updates")
        var crossSection = 0
        var staying: [Int: [Int]] = [:]
        for (source, target) in itemTargetForOld.sorted(by: { $0.key < $1.key }) {
            let oldSection = oldPaths[source].section
            if sectionTargetForOld[oldSection] == newPaths[target].section {
                staying[oldSection, default: []].append(newPaths[target].item)
            } else {
                crossSection += 1
            }
        }
        let inSectionMoves = staying.values.reduce(0) { $0 + $1.count - ReferenceDiff.longestIncreasingSubsequenceLength($1) }
        try #require(changes.itemMoves.count == crossSection + inSectionMoves, "\(label): \(changes.itemMoves.count) item moves")
        // Every move pairs an old item with the new item the reference matches it with.
        var oldFlat: [ItemPath: Int] = [:]
        for (offset, path) in oldPaths.enumerated() { oldFlat[path] = offset }
        var newFlat: [ItemPath: Int] = [:]
        for (offset, path) in newPaths.enumerated() { newFlat[path] = offset }
        try #require(
            changes.itemMoves.allSatisfy { move in
                oldFlat[move.source].flatMap { itemTargetForOld[$0] } == newFlat[move.target]
            }, "\(label): item moves pair other items than the reference matching")
        let sectionPairs = changes.sectionMoves.allSatisfy { sectionTargetForOld[$0.source] == $0.target }
        try #require(sectionPairs, "\(label): section moves pair other sections than the reference matching")

        // The stages, applied as the adapter does to the simulated list, show exactly the new list.
        var list = SimulatedList(data: old)
        let staged = StagedChangeset(sectionsFrom: old, to: new)
        let stageCount = staged.count
        do {
            try list.apply(staged) { $0 }
        } catch {
            Issue.record("\(label): \(error)")
            return stageCount
        }
        try #require(list.displaysData, "\(label): \(list.firstDifference() ?? "")")
        try #require(list.displayed == new, "\(label): displayed")
        for stage in staged { try #require(stage.update._checkInvariants().isEmpty, "\(label): stage invariants") }
        // A change of sections' own content alone needs no batch: they are refreshed in place.
        try #require((stageCount == 0) == (changes.changeCount == changes.sectionUpdates.count), "\(label): \(stageCount) stages")
        try #require(staged.sectionRefreshes == changes.sectionUpdates.map(\.target), "\(label): refreshes")
        try #require(stageCount <= 3, "\(label): \(stageCount) stages")
        return stageCount
    }
}
