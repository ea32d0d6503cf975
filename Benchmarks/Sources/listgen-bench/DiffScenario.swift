import ListKitTestSupport

/// The `diff` benchmark's scenarios, all seeded: DifferenceKit's benchmark shape at 5k and
/// 100k items, random edits at 10k, 100k and 1M, two disjoint lists, and a sectioned list,
/// with UUID-string IDs; and the same shapes at 5k, 100k and 1M and sectioned with `Int` IDs
/// (the `-int` scenarios).
enum DiffScenario: String, CaseIterable {
    case dk5k, dk100k, rand10k, rand100k, rand1m, disjoint100k, sectioned
    case dk5kInt = "dk5k-int"
    case rand100kInt = "rand100k-int"
    case rand1mInt = "rand1m-int"
    case sectionedInt = "sectioned-int"

    /// Old and new data of a scenario.
    enum Input<ID: DiffID> {
        case flat(old: [TestItem<ID>], new: [TestItem<ID>])
        case sectioned(old: [TitledSection<ID, TestItem<ID>>], new: [TitledSection<ID, TestItem<ID>>])
    }

    /// Whether the IDs are `Int`s rather than UUID strings.
    var hasIntIDs: Bool {
        switch self {
        case .dk5kInt, .rand100kInt, .rand1mInt, .sectionedInt: return true
        default: return false
        }
    }

    /// Scenarios whose `CollectionDifference` (Myers, O((N+M)·D) time) finishes within a
    /// minute. The others would not: rand10k takes about 1 s, so rand100k (10× the items,
    /// 10× the differences) needs about 100 s, rand1m and disjoint100k (D = 200,000) far
    /// more; sectioned changes 25% of 100,000 items.
    var runsCollectionDifference: Bool {
        switch self {
        case .dk5k, .rand10k, .dk100k, .dk5kInt: return true
        case .rand100k, .rand1m, .disjoint100k, .sectioned, .rand100kInt, .rand1mInt, .sectionedInt: return false
        }
    }

    /// Timed runs of `CollectionDifference` (dk100k alone takes about 16 s).
    var baselineRuns: Int {
        switch self {
        case .dk5k, .dk5kInt: return 5
        case .rand10k: return 3
        default: return 1
        }
    }

    /// Timed runs whose median is reported.
    var runs: Int {
        switch self {
        case .rand1m, .rand1mInt: return 9
        case .dk5k, .rand10k, .dk5kInt: return 101
        default: return 21
        }
    }

    /// The scenario's data with IDs of type `ID` (see ``hasIntIDs``).
    func makeInput<ID: DiffID>(_ type: ID.Type) -> Input<ID> {
        var random = DiffRandom(seed: 0x11_57_6E_4E + UInt64(Self.allCases.firstIndex(of: self) ?? 0))
        switch self {
        case .dk5k, .dk5kInt: return Self.flat(Self.differenceKitShape(count: 5_000, edits: 1_000, shuffled: 200, &random))
        case .dk100k: return Self.flat(Self.differenceKitShape(count: 100_000, edits: 10_000, shuffled: 2_000, &random))
        case .rand10k: return Self.flat(Self.randomShape(count: 10_000, &random))
        case .rand100k, .rand100kInt: return Self.flat(Self.randomShape(count: 100_000, &random))
        case .rand1m, .rand1mInt: return Self.flat(Self.randomShape(count: 1_000_000, &random))
        case .disjoint100k: return .flat(old: random.items(100_000, of: ID.self), new: random.items(100_000, of: ID.self))
        case .sectioned, .sectionedInt: return Self.sectionedShape(&random)
        }
    }

    static func flat<ID: DiffID>(_ pair: ([TestItem<ID>], [TestItem<ID>])) -> Input<ID> {
        .flat(old: pair.0, new: pair.1)
    }

    /// DifferenceKit's benchmark: delete `edits` at 2·edits..<3·edits, insert `edits` new
    /// ones at 3·edits, shuffle the first `shuffled`.
    static func differenceKitShape<ID: DiffID>(
        count: Int, edits: Int, shuffled: Int, _ random: inout DiffRandom
    ) -> ([TestItem<ID>], [TestItem<ID>]) {
        let old = random.items(count, of: ID.self)
        var new = old
        new.removeSubrange(2 * edits..<3 * edits)
        new.insert(contentsOf: random.items(edits, of: ID.self), at: 3 * edits)
        new[0..<shuffled].shuffle(using: &random)
        return (old, new)
    }

    /// 10% deleted, 10% inserted, 10% moved and 10% updated, at random.
    static func randomShape<ID: DiffID>(count: Int, _ random: inout DiffRandom) -> ([TestItem<ID>], [TestItem<ID>]) {
        let old = random.items(count, of: ID.self)
        let tenth = count / 10
        // Decide each old item's fate by drawing disjoint random sets.
        var fate = [UInt8](repeating: 0, count: count)  // 0 stays, 1 deleted, 2 moved, 3 updated
        for kind in UInt8(1)...3 {
            var chosen = 0
            while chosen < tenth {
                let index = Int.random(in: 0..<count, using: &random)
                if fate[index] == 0 {
                    fate[index] = kind
                    chosen += 1
                }
            }
        }
        // Order by a sort key: staying items keep their rank, moved and inserted ones get
        // random ranks, so moved items really land elsewhere.
        var keyed: [(key: Double, item: TestItem<ID>)] = []
        keyed.reserveCapacity(count)
        for (index, item) in old.enumerated() {
            switch fate[index] {
            case 1: continue
            case 2: keyed.append((Double.random(in: 0..<Double(count), using: &random), item))
            case 3: keyed.append((Double(index), TestItem(id: item.id, content: item.content + 1)))
            default: keyed.append((Double(index), item))
            }
        }
        for item in random.items(tenth, of: ID.self) {
            keyed.append((Double.random(in: 0..<Double(count), using: &random), item))
        }
        keyed.sort { $0.key < $1.key }
        return (old, keyed.map(\.item))
    }

    /// 100 sections of 1,000 items; 5 section deletes, 5 inserts (of 1,000 new items each),
    /// 10 moves; 5% each of item deletes, inserts, cross-section moves, in-section moves and
    /// updates.
    static func sectionedShape<ID: DiffID>(_ random: inout DiffRandom) -> Input<ID> {
        let old = (0..<100).map { _ in
            TitledSection(id: ID.random(using: &random), title: 0, elements: random.items(1_000, of: ID.self))
        }
        var new = old
        for _ in 0..<5 { new.remove(at: Int.random(in: new.indices, using: &random)) }
        for _ in 0..<10 {
            let section = new.remove(at: Int.random(in: new.indices, using: &random))
            new.insert(section, at: Int.random(in: 0...new.count, using: &random))
        }
        for index in new.indices {
            var items = new[index].elements
            let count = items.count
            let twentieth = count / 20
            for _ in 0..<twentieth { items.remove(at: Int.random(in: items.indices, using: &random)) }
            for _ in 0..<twentieth {
                let item = items[Int.random(in: items.indices, using: &random)]
                items.removeAll { $0.id == item.id }
                items.insert(item, at: Int.random(in: 0...items.count, using: &random))
            }
            for _ in 0..<twentieth {
                let position = Int.random(in: items.indices, using: &random)
                items[position].content += 1
            }
            for item in random.items(twentieth, of: ID.self) { items.insert(item, at: Int.random(in: 0...items.count, using: &random)) }
            new[index].elements = items
        }
        // Cross-section moves: 5% of all items move to another section.
        let total = new.reduce(0) { $0 + $1.elements.count }
        for _ in 0..<total / 20 {
            let from = Int.random(in: new.indices, using: &random)
            var to = Int.random(in: new.indices, using: &random)
            if to == from { to = (to + 1) % new.count }
            guard !new[from].elements.isEmpty else { continue }
            let item = new[from].elements.remove(at: Int.random(in: new[from].elements.indices, using: &random))
            new[to].elements.insert(item, at: Int.random(in: 0...new[to].elements.count, using: &random))
        }
        for _ in 0..<5 {
            new.insert(
                TitledSection(id: ID.random(using: &random), title: 0, elements: random.items(1_000, of: ID.self)),
                at: Int.random(in: 0...new.count, using: &random))
        }
        return .sectioned(old: old, new: new)
    }
}
