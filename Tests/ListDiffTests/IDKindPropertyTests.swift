import Foundation
import ListDiff
import ListKitTestSupport
import ListKitTesting
import Testing

/// The flat diff over every kind of ID the matcher treats differently: `Int` (hashValue),
/// ASCII strings (the fast byte hash), strings with non-ASCII and canonically-equivalent
/// IDs (the rehash with `hashValue`), and an ID type whose hashes collide on purpose (the
/// tag-mismatch re-probe). Sizes reach 10,000 here; `Scripts/stress.sh properties`
/// sets `LISTGEN_STRESS_SCALE` to reach 100,000 with more cases.
@Suite struct IDKindPropertyTests {
    /// 1 in CI; the nightly script raises it.
    static let scale = ProcessInfo.processInfo.environment["LISTGEN_STRESS_SCALE"].flatMap(Int.init) ?? 1

    enum Kind: CaseIterable { case int, ascii, unicode, colliding }

    @Test(arguments: Kind.allCases)
    func diffMatchesTheReference(kind: Kind) throws {
        var generator = SeededRandom(seed: 0x1D5 &+ UInt64(Kind.allCases.firstIndex(of: kind) ?? 0))
        for caseIndex in 0..<(300 * Self.scale) {
            let size = kind == .colliding ? min(Self.size(caseIndex, &generator), 10_000) : Self.size(caseIndex, &generator)
            let shape = FlatListShape.allCases[caseIndex % FlatListShape.allCases.count]
            let (old, new) = shape.make(size: size, using: &generator)
            let label = "\(kind) \(shape) case \(caseIndex) size \(size)"
            switch kind {
            case .int: try check(old, new, label)
            case .ascii:
                try check(
                    old.map { Keyed(id: "item-\($0.id)", content: $0.content) },
                    new.map { Keyed(id: "item-\($0.id)", content: $0.content) }, label)
            case .unicode:
                // Old IDs spell "K" with U+212A KELVIN SIGN for every third item, new ones with
                // "K": equal IDs with other bytes; some IDs are non-ASCII on both sides.
                let spell = { (id: Int, kelvin: Bool) -> String in
                    id % 3 == 0 ? (kelvin ? "\u{212A}-\(id)" : "K-\(id)") : (id % 5 == 0 ? "é-\(id)" : "k-\(id)")
                }
                try check(
                    old.map { Keyed(id: spell($0.id, true), content: $0.content) },
                    new.map { Keyed(id: spell($0.id, false), content: $0.content) }, label)
            case .colliding:
                try check(
                    old.map { Colliding(id: CollidingID(value: $0.id), content: $0.content) },
                    new.map { Colliding(id: CollidingID(value: $0.id), content: $0.content) }, label)
            }
        }
    }

    /// Mostly small lists, some medium, a few at 10,000 (100,000 at nightly scale).
    static func size(_ caseIndex: Int, _ generator: inout SeededRandom) -> Int {
        if caseIndex % 100 == 99 { return 10_000 * scale }
        if caseIndex % 10 == 9 { return Int.random(in: 200...2_000, using: &generator) }
        return Int.random(in: 0...40, using: &generator)
    }

    private func check<Element: Diffable & Equatable>(_ old: [Element], _ new: [Element], _ label: String) throws
    where Element.ID: Hashable {
        let changes = Changeset(from: old, to: new)
        try #require(changes._checkInvariants().isEmpty, "\(label): \(changes._checkInvariants())")
        let matching = ReferenceDiff.matching(old.map(\.id), new.map(\.id))
        var targetForOld = [Int: Int]()
        for (target, source) in matching.enumerated() { if let source { targetForOld[source] = target } }
        try #require(changes.deletes == old.indices.filter { targetForOld[$0] == nil }, "\(label): deletes")
        try #require(changes.inserts == new.indices.filter { matching[$0] == nil }, "\(label): inserts")
        let updates = new.indices.compactMap { target in
            matching[target].flatMap { old[$0].isContentEqual(to: new[target]) ? nil : PositionPair(source: $0, target: target) }
        }
        try #require(changes.updates == updates, "\(label): updates")
        let survivors = old.indices.compactMap { targetForOld[$0] }
        try #require(
            changes.moves.count == survivors.count - ReferenceDiff.longestIncreasingSubsequenceLength(survivors), "\(label): moves")
        try #require(changes.moves.allSatisfy { targetForOld[$0.source] == $0.target }, "\(label): move pairs")
        if old.count + new.count <= 4_000 {
            var list = SimulatedList(data: [ListSection(id: 0, elements: old)])
            try list.apply(StagedChangeset(from: old, to: new)) { [ListSection(id: 0, elements: $0)] }
            try #require(list.displaysData, "\(label): \(list.firstDifference() ?? "")")
        }
    }
}

/// A string-keyed item.
struct Keyed: Diffable, Equatable, Sendable {
    var id: String
    var content: Int
}

/// An ID whose hash takes only seven values: most probes meet other IDs with the same tag.
struct CollidingID: Hashable, Sendable {
    var value: Int

    func hash(into hasher: inout Hasher) {
        hasher.combine(value % 7)
    }
}

struct Colliding: Diffable, Equatable, Sendable {
    var id: CollidingID
    var content: Int
}
