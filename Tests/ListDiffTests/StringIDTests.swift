import ListDiff
import ListKitTestSupport
import Testing

/// An item with a string ID: the common case (UUID strings), which ListKit hashes with
/// its own byte hash while every ID is ASCII.
private struct Named: Diffable, Hashable, Sendable {
    var id: String
    var content: Int = 0
}

/// String IDs, including strings that are `==` without being byte-equal.
@Suite struct StringIDTests {
    private func named(_ ids: [String]) -> [Named] { ids.map { Named(id: $0) } }

    @Test func asciiIDsOfEveryLength() {
        let ids = (0..<40).map { String(repeating: "x", count: $0) + "\($0)" } + [""]
        let old = named(ids)
        let new = named(ids.reversed().filter { $0.count % 3 != 0 } + ["new"])
        let changes = Changeset(from: old, to: new)
        let matching = ReferenceDiff.matching(old.map(\.id), new.map(\.id))
        #expect(changes.inserts == new.indices.filter { matching[$0] == nil })
        #expect(changes.deletes.count == old.count - matching.compactMap { $0 }.count)
        #expect(changes._checkInvariants().isEmpty)
    }

    @Test func canonicallyEquivalentIDsMatch() {
        // U+212A KELVIN SIGN == "K" and U+00E9 == "e" + U+0301 in Swift, with other bytes.
        #expect(Changeset(from: named(["K", "a"]), to: named(["\u{212A}", "a"])).isEmpty)
        #expect(Changeset(from: named(["\u{212A}"]), to: named(["K"])).isEmpty)
        #expect(
            Changeset(from: named(["a", "\u{E9}"]), to: named(["e\u{301}", "a"]))
                == Changeset(
                    sourceCount: 2, targetCount: 2, moves: [PositionPair(source: 0, target: 1)]
                ))
    }

    @Test func nonASCIIOnlyInTheNewList() {
        let changes = Changeset(from: named(["a", "b"]), to: named(["b", "\u{E9}", "a"]))
        #expect(
            changes
                == Changeset(
                    sourceCount: 2, targetCount: 3, inserts: [1], moves: [PositionPair(source: 0, target: 2)]
                ))
    }

    @Test func randomStringIDsMatchTheReference() throws {
        let pool = (0..<30).map { "id-\($0)-\(String(repeating: "z", count: $0 % 11))" } + ["K", "\u{212A}", "\u{E9}", "e\u{301}", ""]
        var generator = SeededRandom(seed: 0x57)
        for caseIndex in 0..<2_000 {
            func randomList() -> [Named] {
                (0..<Int.random(in: 0...20, using: &generator)).map { _ in
                    Named(id: pool[Int.random(in: pool.indices, using: &generator)], content: Int.random(in: 0...1, using: &generator))
                }
            }
            let old = randomList()
            let new = randomList()
            let changes = Changeset(from: old, to: new)
            let matching = ReferenceDiff.matching(old.map(\.id), new.map(\.id))
            var targetForOld = [Int: Int]()
            for (target, source) in matching.enumerated() { if let source { targetForOld[source] = target } }
            let survivors = old.indices.compactMap { targetForOld[$0] }
            try #require(changes._checkInvariants().isEmpty, "case \(caseIndex)")
            try #require(changes.inserts == new.indices.filter { matching[$0] == nil }, "case \(caseIndex)")
            try #require(changes.deletes == old.indices.filter { targetForOld[$0] == nil }, "case \(caseIndex)")
            try #require(
                changes.moves.count == survivors.count - ReferenceDiff.longestIncreasingSubsequenceLength(survivors), "case \(caseIndex)")
            let updates = new.indices.filter { target in matching[target].map { old[$0].content != new[target].content } ?? false }
            try #require(changes.updates.map(\.target) == updates, "case \(caseIndex)")
        }
    }
}
