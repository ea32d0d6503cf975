import Foundation
import ListKitTestSupport
import ListKitTesting
import Testing

@testable import ListKit

/// Defects found by reading ListKit closely, each pinned by a test.
@Suite struct HardeningTests {
    @Test("the matcher matches alike with DiffHasher, 64-bit hash values and 32-bit ones (watchOS arm64_32)", arguments: FlatListShape.allCases)
    func thirtyTwoBitHashes(shape: FlatListShape) throws {
        var generator = SeededRandom(seed: 0x3232 &+ UInt64(FlatListShape.allCases.firstIndex(of: shape) ?? 0))
        for caseIndex in 0..<500 {
            let (old, new) = shape.make(size: randomSize(&generator), using: &generator)
            try requireSameMatchings(old, new, "\(shape) case \(caseIndex)")
            let names = { (items: [Item]) in items.map { StringItem(id: "item-\($0.id)", content: $0.content) } }
            try requireSameMatchings(names(old), names(new), "\(shape) case \(caseIndex), string IDs")
        }
    }

    private func requireSameMatchings<Element: Diffable>(_ old: [Element], _ new: [Element], _ label: String) throws {
        let fast = IDMatching.withBuffers(old, new) { IDMatching.matching($0, $1) }
        for bits in [64, 32] {
            let hashed = IDMatching.withBuffers(old, new) { IDMatching.matching($0, $1, hashValueBits: bits) }
            try #require(hashed.newForOld == fast.newForOld, "\(label), \(bits) bits")
            try #require(hashed.oldForNew == fast.oldForNew, "\(label), \(bits) bits")
            try #require(hashed.updatedTargets == fast.updatedTargets && hashed.matchedCount == fast.matchedCount, "\(label), \(bits) bits")
        }
    }

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

    @Test("decoding validates: a changeset that would crash a list view is a DecodingError naming the invariant")
    func decodingValidates() throws {
        let bad = #"{"sourceCount":2,"targetCount":2,"deletes":[5],"inserts":[],"moves":[],"updates":[]}"#
        #expect {
            try JSONDecoder().decode(Changeset.self, from: Data(bad.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription.hasPrefix("invalid Changeset: targetCount 2 != sourceCount 2 - 1 + 0")
        }
        let twice =
            #"{"sectionDeletes":[0],"sectionInserts":[],"sectionMoves":[{"source":0,"target":1}],"sectionReloads":[],"itemDeletes":[],"itemInserts":[],"itemMoves":[],"itemReloads":[]}"#
        #expect {
            try JSONDecoder().decode(BatchUpdate.self, from: Data(twice.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription == "invalid BatchUpdate: old sections: 0 used twice"
        }
        let good = SectionedChangeset(
            sectionsFrom: [TitledSection(id: 1, elements: [Item(id: 1)])], to: [TitledSection(id: 1, elements: [])])
        #expect(try JSONRoundTrip.roundTrip(good) == good)
        let unsorted =
            #"{"sectionDeletes":[1,0],"sectionInserts":[],"sectionMoves":[],"sectionUpdates":[],"itemDeletes":[],"itemInserts":[],"itemMoves":[],"itemUpdates":[]}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SectionedChangeset.self, from: Data(unsorted.utf8)) }
    }

    @Test("AnyDiffable's ID keeps the type, and derives its name only for display")
    func anyDiffableID() {
        let a = AnyDiffable(Item(id: 1))
        let b = AnyDiffable(StringItem(id: "1"))
        #expect(a.id != b.id)
        #expect(a.id.typeName == "TestItem<Int>" && "\(a.id)" == "TestItem<Int>(1)")
        #expect(
            MemoryLayout<AnyDiffable.ID>.size <= MemoryLayout<ObjectIdentifier>.size + MemoryLayout<any Hashable & Sendable>.size
                + MemoryLayout<any Any.Type>.size)
    }

    @Test("IDs crafted to collide under the fast hash fall back to Hasher and still diff exactly")
    func adversarialIDs() throws {
        // For this process's seed, find ASCII IDs whose fast hashes share their low 9 bits:
        // 200 IDs get a 512-slot table, so they all land on one slot.
        var colliding: [String] = []
        var target: UInt64?
        var candidate = 0
        while colliding.count < 200 {
            let id = "user-\(candidate)"
            candidate += 1
            var hasher = DiffHasher(seed: IDHashing.seed)
            id.diffHash(into: &hasher)
            let hash = hasher.value
            if target == nil { target = hash & 0x1FF }
            if hash & 0x1FF == target { colliding.append(id) }
        }
        let old = colliding.map { StringItem(id: $0) }
        var new = Array(old.reversed().dropFirst(10))
        new[0].content = 1
        let matching = IDMatching.withBuffers(old, new) { IDMatching.matching($0, $1) }
        #expect(matching.usedCollisionFallback)
        let changes = Changeset(from: old, to: new)
        let reference = ReferenceDiff.matching(old.map(\.id), new.map(\.id))
        #expect(changes.deletes == Array(old.indices.suffix(10)))
        #expect(changes.inserts.isEmpty && reference.allSatisfy { $0 != nil })
        #expect(changes.updates == [PositionPair(source: old.count - 11, target: 0)])
        // Random IDs never take the fallback.
        let plain = (0..<5_000).map { _ in StringItem(id: UUID().uuidString) }
        #expect(!IDMatching.withBuffers(plain, plain.shuffled()) { IDMatching.matching($0, $1) }.usedCollisionFallback)
    }
}

/// An item with a string ID.
struct StringItem: Diffable, Hashable, Sendable {
    var id: String
    var content: Int = 0
}

/// An item whose thumbnail is not content, as `// listgen: ignore` would make it.
struct Thumbnailed: Diffable, Sendable {
    var id: Int
    var title: String
    var thumbnail: Int

    func isContentEqual(to source: Thumbnailed) -> Bool {
        title == source.title
    }
}
