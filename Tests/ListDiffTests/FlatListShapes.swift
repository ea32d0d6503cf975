import ListKitTestSupport

/// Seeded generators of old/new flat lists in many shapes.
enum FlatListShape: CaseIterable {
    case randomEdit, emptyToFull, fullToEmpty, identical, shuffled, reversed, duplicates, disjoint, updatesOnly, rotated

    /// An old and a new list of this shape around `size` items.
    func make(size: Int, using generator: inout SeededRandom) -> (old: [Item], new: [Item]) {
        let base = (0..<size).map { Item(id: $0, content: Int.random(in: 0...1, using: &generator)) }
        switch self {
        case .randomEdit:
            return (base, Self.edit(base, nextID: size, using: &generator))
        case .emptyToFull:
            return ([], base)
        case .fullToEmpty:
            return (base, [])
        case .identical:
            return (base, base)
        case .shuffled:
            return (base, base.shuffled(using: &generator))
        case .reversed:
            return (base, base.reversed())
        case .duplicates:
            // IDs from a pool smaller than the list: many repeats on both sides.
            let pool = max(1, size / 3)
            let old = (0..<size).map { _ in Item(id: Int.random(in: 0..<pool, using: &generator)) }
            let new = (0..<Int.random(in: 0...size + 2, using: &generator)).map { _ in
                Item(id: Int.random(in: 0..<pool, using: &generator), content: Int.random(in: 0...1, using: &generator))
            }
            return (old, new)
        case .disjoint:
            return (base, base.map { Item(id: $0.id + size, content: $0.content) })
        case .updatesOnly:
            return (base, base.map { Bool.random(using: &generator) ? Item(id: $0.id, content: $0.content + 1) : $0 })
        case .rotated:
            let split = size == 0 ? 0 : Int.random(in: 0..<size, using: &generator)
            return (base, Array(base[split...] + base[..<split]))
        }
    }

    /// Random deletes, inserts, moves and updates with random rates.
    static func edit(_ base: [Item], nextID: Int, using generator: inout SeededRandom) -> [Item] {
        let deleteRate = Double.random(in: 0...0.5, using: &generator)
        let updateRate = Double.random(in: 0...0.5, using: &generator)
        let moveRate = Double.random(in: 0...0.5, using: &generator)
        var result = base.filter { _ in Double.random(in: 0..<1, using: &generator) >= deleteRate }
        for index in result.indices where Double.random(in: 0..<1, using: &generator) < updateRate {
            result[index].content += 1
        }
        for _ in 0..<Int(Double(result.count) * moveRate) {
            let item = result.remove(at: Int.random(in: result.indices, using: &generator))
            result.insert(item, at: Int.random(in: 0...result.count, using: &generator))
        }
        var next = nextID
        for _ in 0..<Int.random(in: 0...max(1, base.count / 2), using: &generator) {
            result.insert(Item(id: next), at: Int.random(in: 0...result.count, using: &generator))
            next += 1
        }
        return result
    }
}
