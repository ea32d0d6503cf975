import Foundation
import ListKit
import ListKitTestSupport

/// `listgen-bench dump DIR --random COUNT`: writes the changesets, stages (with each stage's
/// data), changed IDs and sectioned changesets of COUNT seeded random cases into
/// DIR/random.json. Cases repeat IDs in one list or both, use string IDs that are not ASCII
/// (the `Hasher` path) beside ASCII and integer ones, and empty lists and sections, so that
/// two builds of ListKit (say, before and after a change to the diff) can be compared byte for
/// byte on far more shapes than the benchmark's scenarios.
enum DiffDumpRandom {
    static func write(count: Int, to folder: String, _ encoder: JSONEncoder) throws {
        var random = SeededRandom(seed: 0xD1FF_5EED)
        var cases: [Case] = []
        for index in 0..<count {
            switch index % 6 {
            case 0: cases.append(flat(Int.self, &random) { $0 })
            case 1: cases.append(flat(String.self, &random) { "item-\($0)" })
            case 2: cases.append(flat(String.self, &random) { $0 % 7 == 0 ? "é-\($0)" : "item-\($0)" })
            case 3: cases.append(sectioned(Int.self, &random) { $0 })
            case 4: cases.append(sectioned(String.self, &random) { "item-\($0)" })
            default: cases.append(flat(Int.self, &random, large: true) { $0 })
            }
        }
        try encoder.encode(cases).write(to: URL(fileURLWithPath: folder).appendingPathComponent("random.json"))
    }

    struct Case: Encodable {
        var flat: Changeset?
        var sectioned: SectionedChangeset?
        var stages: [BatchUpdate]
        /// Each stage's data: per section, its ID, title and items (ID and content).
        var stageData: [String]
        var sectionRefreshes: [Int]
        var changedIDs: String
    }

    /// A list of `count` items drawn from `pool` IDs (so some repeat when the pool is small).
    private static func items<ID: Hashable & Sendable>(
        _ count: Int, pool: Int, _ random: inout SeededRandom, _ makeID: (Int) -> ID
    ) -> [TestItem<ID>] {
        (0..<count).map { _ in TestItem(id: makeID(random.below(pool)), content: random.below(3)) }
    }

    /// An edit of `old`: some items dropped, some changed, some new, some moved.
    private static func edited<ID: Hashable & Sendable>(
        _ old: [TestItem<ID>], pool: Int, _ random: inout SeededRandom, _ makeID: (Int) -> ID
    ) -> [TestItem<ID>] {
        var new = old.filter { _ in random.below(5) != 0 }
        for index in new.indices where random.below(4) == 0 { new[index].content = random.below(3) }
        for _ in 0..<random.below(old.count / 4 + 2) {
            new.insert(TestItem(id: makeID(random.below(pool)), content: 0), at: random.below(new.count + 1))
        }
        for _ in 0..<random.below(old.count / 4 + 2) where !new.isEmpty {
            let item = new.remove(at: random.below(new.count))
            new.insert(item, at: random.below(new.count + 1))
        }
        return new
    }

    private static func flat<ID: Hashable & Sendable>(
        _ type: ID.Type, _ random: inout SeededRandom, large: Bool = false, _ makeID: (Int) -> ID
    ) -> Case {
        let size = large ? random.below(3_000) : random.below(40)
        // A small pool repeats IDs; a large one rarely does.
        let pool = random.below(2) == 0 ? max(1, size / 2 + random.below(4)) : 1_000_000
        let old = items(size, pool: pool, &random, makeID)
        let new = random.below(8) == 0 ? items(random.below(40), pool: pool, &random, makeID) : edited(old, pool: pool, &random, makeID)
        let staged = StagedChangeset(from: old, to: new)
        return Case(
            flat: Changeset(from: old, to: new), sectioned: nil, stages: staged.map(\.update),
            stageData: staged.map { describe([$0.data]) }, sectionRefreshes: staged.sectionRefreshes,
            changedIDs: "\(ChangedIDs.between(from: old, to: new))")
    }

    private static func sectioned<ID: Hashable & Sendable>(
        _ type: ID.Type, _ random: inout SeededRandom, _ makeID: (Int) -> ID
    ) -> Case {
        let sectionPool = random.below(3) == 0 ? 3 : 1_000
        let pool = random.below(2) == 0 ? 12 : 1_000_000
        var old: [TitledSection<Int, TestItem<ID>>] = []
        for _ in 0..<random.below(7) {
            old.append(
                TitledSection(id: random.below(sectionPool), title: random.below(2), elements: items(random.below(9), pool: pool, &random, makeID)))
        }
        var new = old.filter { _ in random.below(5) != 0 }
        for index in new.indices {
            new[index].elements = edited(new[index].elements, pool: pool, &random, makeID)
            if random.below(4) == 0 { new[index].title += 1 }
        }
        for _ in 0..<random.below(3) {
            new.insert(
                TitledSection(id: random.below(sectionPool), title: 0, elements: items(random.below(6), pool: pool, &random, makeID)),
                at: random.below(new.count + 1))
        }
        for _ in 0..<random.below(3) where !new.isEmpty {
            let section = new.remove(at: random.below(new.count))
            new.insert(section, at: random.below(new.count + 1))
        }
        // Items that change section.
        for _ in 0..<random.below(6) where new.count > 1 {
            let from = random.below(new.count)
            guard !new[from].elements.isEmpty else { continue }
            let item = new[from].elements.remove(at: random.below(new[from].elements.count))
            let to = random.below(new.count)
            new[to].elements.insert(item, at: random.below(new[to].elements.count + 1))
        }
        let staged = StagedChangeset(sectionsFrom: old, to: new)
        return Case(
            flat: nil, sectioned: SectionedChangeset(sectionsFrom: old, to: new), stages: staged.map(\.update),
            stageData: staged.map { describe($0.data) }, sectionRefreshes: staged.sectionRefreshes,
            changedIDs: "\(ChangedIDs.between(sectionsFrom: old, to: new))")
    }

    private static func describe<ID>(_ sections: [[TestItem<ID>]]) -> String {
        sections.map { "[\($0.map(\.description).joined(separator: ","))]" }.joined(separator: " ")
    }

    private static func describe<ID, SectionID>(_ sections: [TitledSection<SectionID, TestItem<ID>>]) -> String {
        sections.map { "\($0.id)'\($0.title)[\($0.elements.map(\.description).joined(separator: ","))]" }.joined(separator: " ")
    }
}
