import ListKit
import ListKitTesting

/// An item with an ID and a separate content value.
struct Item: Diffable, Hashable, Codable, Sendable, CustomStringConvertible {
    var id: Int
    var content: Int = 0

    var description: String { content == 0 ? "\(id)" : "\(id)'\(content)" }
}

/// A section with its own content (`title`) besides its items.
struct TitledSection: DiffableSection, Hashable, Sendable {
    var id: Int
    var title: Int = 0
    var elements: [Item]

    init(id: Int, title: Int = 0, elements: [Item]) {
        self.id = id
        self.title = title
        self.elements = elements
    }

    init(source: TitledSection, elements: [Item]) {
        self.init(id: source.id, title: source.title, elements: elements)
    }

    func isContentEqual(to source: TitledSection) -> Bool {
        title == source.title
    }
}

/// SplitMix64: a small seeded generator so every randomized case can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// Length of a longest strictly increasing subsequence, computed independently of
/// ListKit: quadratic dynamic programming for short inputs, a value-based tails array
/// (binary search on values, no back pointers) for long ones.
func referenceLISLength(_ values: [Int]) -> Int {
    if values.count <= 64 {
        var best = [Int](repeating: 1, count: values.count)
        for right in values.indices {
            for left in 0..<right where values[left] < values[right] {
                best[right] = max(best[right], best[left] + 1)
            }
        }
        return best.max() ?? 0
    }
    var tails: [Int] = []
    for value in values {
        var low = 0
        var high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if tails[middle] < value { low = middle + 1 } else { high = middle }
        }
        if low == tails.count { tails.append(value) } else { tails[low] = value }
    }
    return tails.count
}

/// The k-th-occurrence matching of IDs, computed the obvious way: for each new position,
/// the matched old position or nil.
func referenceMatching<ID: Hashable>(_ oldIDs: [ID], _ newIDs: [ID]) -> [Int?] {
    var queues: [ID: [Int]] = [:]
    for (offset, id) in oldIDs.enumerated() { queues[id, default: []].append(offset) }
    var used: [ID: Int] = [:]
    return newIDs.map { id in
        let taken = used[id, default: 0]
        guard let queue = queues[id], taken < queue.count else { return nil }
        used[id] = taken + 1
        return queue[taken]
    }
}

/// A skewed random size in 0...2,000: mostly small, some medium, a few large.
func randomSize(_ generator: inout SeededGenerator) -> Int {
    switch Int.random(in: 0..<1000, using: &generator) {
    case 0..<900: return Int.random(in: 0...20, using: &generator)
    case 900..<994: return Int.random(in: 21...200, using: &generator)
    default: return Int.random(in: 301...2000, using: &generator)
    }
}

/// Animates `view` from what it displays to `new` with ListKit's stages, returning the
/// stage count.
@MainActor
func animate<Section: DiffableSection>(_ view: SimulatedListView<Section>, to new: [Section]) -> Int {
    let staged = StagedChangeset(sectionsFrom: view.displayed, to: new)
    view.reload(using: staged) { view.data = $0 }
    return staged.count
}
