import Foundation
import ListKitTestSupport
import ListKitTesting
import Testing

@testable import ListDiff

/// The matcher finds the same pairs whatever hashes it uses: DiffHasher, 64- and 32-bit hash
/// values, and Hasher after IDs crafted to collide.
@Suite struct IDMatchingHashTests {
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
        let fast = withContiguousBuffers(old, new) { IDMatching.matching($0, $1) }
        for bits in [64, 32] {
            let hashed = withContiguousBuffers(old, new) { IDMatching.matching($0, $1, hashValueBits: bits) }
            try #require(hashed.newForOld == fast.newForOld, "\(label), \(bits) bits")
            try #require(hashed.oldForNew == fast.oldForNew, "\(label), \(bits) bits")
            try #require(hashed.updatedTargets == fast.updatedTargets && hashed.matchedCount == fast.matchedCount, "\(label), \(bits) bits")
        }
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
        let matching = withContiguousBuffers(old, new) { IDMatching.matching($0, $1) }
        #expect(matching.usedCollisionFallback)
        let changes = Changeset(from: old, to: new)
        let reference = ReferenceDiff.matching(old.map(\.id), new.map(\.id))
        #expect(changes.deletes == Array(old.indices.suffix(10)))
        #expect(changes.inserts.isEmpty && reference.allSatisfy { $0 != nil })
        #expect(changes.updates == [PositionPair(source: old.count - 11, target: 0)])
        // Random IDs never take the fallback.
        let plain = (0..<5_000).map { _ in StringItem(id: UUID().uuidString) }
        #expect(!withContiguousBuffers(plain, plain.shuffled()) { IDMatching.matching($0, $1) }.usedCollisionFallback)
    }

    /// An ID whose fast hash is its value halved: every two IDs share the whole hash (tag
    /// and slot), so inserting the second meets an agreeing tag with an unequal ID.
    struct PairedID: DiffHashable, Sendable {
        var value: Int
        func diffHash(into hasher: inout DiffHasher) { hasher.combine(value >> 1) }
    }

    struct PairedItem: Diffable, Hashable, Sendable {
        var id: PairedID
        var content = 0
        func isContentEqual(to other: PairedItem) -> Bool { content == other.content }
    }

    @Test("IDs whose fast hashes agree in pairs are told apart by ==, with and without repeats")
    func agreeingTagsOfUnequalIDs() throws {
        var generator = SeededRandom(seed: 0x7A65)
        for round in 0..<200 {
            let count = Int.random(in: 1...400, using: &generator)
            var old = (0..<count).map { PairedItem(id: PairedID(value: $0)) }
            old.shuffle(using: &generator)
            // A few old IDs repeated, in some rounds, to take the duplicate path too.
            if round % 3 == 0 { old.append(contentsOf: old.prefix(Int.random(in: 0...3, using: &generator))) }
            var new = old.filter { _ in Int.random(in: 0..<5, using: &generator) != 0 }
            new.append(contentsOf: (count..<count + Int.random(in: 0...20, using: &generator)).map { PairedItem(id: PairedID(value: $0)) })
            new.shuffle(using: &generator)
            for index in new.indices where Int.random(in: 0..<7, using: &generator) == 0 { new[index].content = 1 }
            let changes = Changeset(from: old, to: new)
            try #require(changes._checkInvariants().isEmpty, "round \(round)")
            let matching = ReferenceDiff.matching(old.map(\.id), new.map(\.id))
            let matchedOld = Set(matching.compactMap { $0 })
            try #require(changes.deletes == old.indices.filter { !matchedOld.contains($0) }, "round \(round): deletes")
            try #require(changes.inserts == new.indices.filter { matching[$0] == nil }, "round \(round): inserts")
            var list = SimulatedList(data: [ListSection(id: 0, elements: old)])
            try list.apply(StagedChangeset(from: old, to: new)) { [ListSection(id: 0, elements: $0)] }
            try #require(list.displayed.first?.elements == new, "round \(round): displayed")
        }
    }
}
