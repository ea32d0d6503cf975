/// The `diff` benchmark's scenarios, all seeded: DifferenceKit's benchmark shape at 5k and
/// 100k items, random edits at 10k, 100k and 1M, two disjoint lists, and a sectioned list.
enum DiffScenario: String, CaseIterable {
    case dk5k, dk100k, rand10k, rand100k, rand1m, disjoint100k, sectioned

    /// Old and new data of a scenario.
    enum Input {
        case flat(old: [DiffItem], new: [DiffItem])
        case sectioned(old: [DiffSection], new: [DiffSection])
    }

    /// Scenarios whose `CollectionDifference` (Myers, O((N+M)·D) time) finishes within a
    /// minute. The others would not: rand10k takes about 1 s, so rand100k (10× the items,
    /// 10× the differences) needs about 100 s, rand1m and disjoint100k (D = 200,000) far
    /// more; sectioned changes 25% of 100,000 items.
    var runsCollectionDifference: Bool {
        switch self {
        case .dk5k, .rand10k, .dk100k: return true
        case .rand100k, .rand1m, .disjoint100k, .sectioned: return false
        }
    }

    /// Timed runs of `CollectionDifference` (dk100k alone takes about 16 s).
    var baselineRuns: Int {
        switch self {
        case .dk5k: return 5
        case .rand10k: return 3
        default: return 1
        }
    }

    /// Timed runs whose median is reported.
    var runs: Int {
        switch self {
        case .rand1m: return 5
        case .dk5k, .rand10k: return 21
        default: return 11
        }
    }

    func makeInput() -> Input {
        var random = DiffRandom(seed: 0x11_57_6E_4E + UInt64(Self.allCases.firstIndex(of: self) ?? 0))
        switch self {
        case .dk5k: return Self.flat(Self.differenceKitShape(count: 5_000, edits: 1_000, shuffled: 200, &random))
        case .dk100k: return Self.flat(Self.differenceKitShape(count: 100_000, edits: 10_000, shuffled: 2_000, &random))
        case .rand10k: return Self.flat(Self.randomShape(count: 10_000, &random))
        case .rand100k: return Self.flat(Self.randomShape(count: 100_000, &random))
        case .rand1m: return Self.flat(Self.randomShape(count: 1_000_000, &random))
        case .disjoint100k: return .flat(old: random.items(100_000), new: random.items(100_000))
        case .sectioned: return Self.sectionedShape(&random)
        }
    }

    static func flat(_ pair: ([DiffItem], [DiffItem])) -> Input {
        .flat(old: pair.0, new: pair.1)
    }

    /// DifferenceKit's benchmark: delete `edits` at 2·edits..<3·edits, insert `edits` new
    /// ones at 3·edits, shuffle the first `shuffled`.
    static func differenceKitShape(count: Int, edits: Int, shuffled: Int, _ random: inout DiffRandom) -> ([DiffItem], [DiffItem]) {
        let old = random.items(count)
        var new = old
        new.removeSubrange(2 * edits..<3 * edits)
        new.insert(contentsOf: random.items(edits), at: 3 * edits)
        new[0..<shuffled].shuffle(using: &random)
        return (old, new)
    }

    /// 10% deleted, 10% inserted, 10% moved and 10% updated, at random.
    static func randomShape(count: Int, _ random: inout DiffRandom) -> ([DiffItem], [DiffItem]) {
        let old = random.items(count)
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
        var keyed: [(key: Double, item: DiffItem)] = []
        keyed.reserveCapacity(count)
        for (index, item) in old.enumerated() {
            switch fate[index] {
            case 1: continue
            case 2: keyed.append((Double.random(in: 0..<Double(count), using: &random), item))
            case 3: keyed.append((Double(index), DiffItem(id: item.id, content: item.content + 1)))
            default: keyed.append((Double(index), item))
            }
        }
        for item in random.items(tenth) {
            keyed.append((Double.random(in: 0..<Double(count), using: &random), item))
        }
        keyed.sort { $0.key < $1.key }
        return (old, keyed.map(\.item))
    }

    /// 100 sections of 1,000 items; 5 section deletes, 5 inserts (of 1,000 new items each),
    /// 10 moves; 5% each of item deletes, inserts, cross-section moves, in-section moves and
    /// updates.
    static func sectionedShape(_ random: inout DiffRandom) -> Input {
        let old = (0..<100).map { _ in DiffSection(id: random.uuidString(), title: 0, elements: random.items(1_000)) }
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
            for item in random.items(twentieth) { items.insert(item, at: Int.random(in: 0...items.count, using: &random)) }
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
                DiffSection(id: random.uuidString(), title: 0, elements: random.items(1_000)),
                at: Int.random(in: 0...new.count, using: &random))
        }
        return .sectioned(old: old, new: new)
    }
}
