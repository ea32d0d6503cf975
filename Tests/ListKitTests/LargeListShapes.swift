import ListKitTestSupport

/// Seeded old/new lists of up to hundreds of thousands of items, built in O(n log n): every
/// item draws its fate, moved and inserted items draw a random sort key, and each list is
/// sorted by key once (the small-list shapes insert and remove in arrays, quadratic here).
enum LargeListShapes {
    /// Random rates of each kind of change for one case, some of them zero.
    struct Rates {
        var delete: Double
        var update: Double
        var move: Double
        var insert: Double

        init(using generator: inout SeededRandom) {
            func rate() -> Double { Bool.random(using: &generator) ? 0 : Double.random(in: 0...0.4, using: &generator) }
            delete = rate()
            update = rate()
            move = rate()
            insert = rate()
        }
    }

    /// A flat old list of `size` items and a new one after random deletes, updates, moves
    /// and inserts; with `duplicates`, IDs repeat on both sides.
    static func flat(size: Int, duplicates: Bool, using generator: inout SeededRandom) -> (old: [Item], new: [Item]) {
        let pool = max(1, size / 3)
        let old = (0..<size).map { Item(id: duplicates ? Int.random(in: 0..<pool, using: &generator) : $0) }
        let rates = Rates(using: &generator)
        var keyed: [(key: Double, item: Item)] = []
        keyed.reserveCapacity(size * 2)
        for (index, item) in old.enumerated() {
            let draw = Double.random(in: 0..<1, using: &generator)
            var moved = item
            if draw < rates.delete { continue }
            if Double.random(in: 0..<1, using: &generator) < rates.update { moved.content += 1 }
            let key =
                Double.random(in: 0..<1, using: &generator) < rates.move
                ? Double.random(in: 0..<Double(size), using: &generator) : Double(index)
            keyed.append((key, moved))
        }
        let inserts = Int(Double(size) * rates.insert)
        for offset in 0..<inserts {
            let id = duplicates ? Int.random(in: 0..<pool, using: &generator) : size + offset
            keyed.append((Double.random(in: 0..<Double(max(1, size)), using: &generator), Item(id: id, content: 1)))
        }
        keyed.sort { $0.key < $1.key }
        return (old, keyed.map(\.item))
    }

    /// Sectioned lists of `size` items in 1 to size / 100 sections: random section deletes,
    /// inserts (with new items), moves and title updates; random item deletes, updates,
    /// moves inside their section and into other sections (inserted ones too), inserts.
    static func sectioned(size: Int, using generator: inout SeededRandom) -> (old: [TitledSection], new: [TitledSection]) {
        let sectionCount = Int.random(in: 1...max(1, min(400, size / 100)), using: &generator)
        var old = (0..<sectionCount).map { TitledSection(id: $0, elements: []) }
        for id in 0..<size {
            old[Int.random(in: 0..<sectionCount, using: &generator)].elements.append(Item(id: id))
        }
        let sectionRates = Rates(using: &generator)
        let rates = Rates(using: &generator)

        // New sections: survivors keep their rank unless moved; inserted ones land anywhere.
        var sectionKeys: [(key: Double, section: TitledSection)] = []
        for (index, section) in old.enumerated() where Double.random(in: 0..<1, using: &generator) >= sectionRates.delete {
            var kept = TitledSection(id: section.id, elements: [])
            if Double.random(in: 0..<1, using: &generator) < sectionRates.update { kept.title += 1 }
            let moves = Double.random(in: 0..<1, using: &generator) < sectionRates.move
            sectionKeys.append((moves ? Double.random(in: 0..<Double(sectionCount), using: &generator) : Double(index), kept))
        }
        for offset in 0..<Int(Double(sectionCount) * sectionRates.insert) + 1 where Bool.random(using: &generator) {
            sectionKeys.append(
                (Double.random(in: 0..<Double(sectionCount), using: &generator), TitledSection(id: sectionCount + offset, elements: [])))
        }
        sectionKeys.sort { $0.key < $1.key }
        var new = sectionKeys.map(\.section)
        guard !new.isEmpty else { return (old, new) }
        var newIndexOfID: [Int: Int] = [:]
        for (index, section) in new.enumerated() { newIndexOfID[section.id] = index }

        // Items: each lands in a new section with a sort key, or is deleted.
        var landing = [[(key: Double, item: Item)]](repeating: [], count: new.count)
        for section in old {
            let home = newIndexOfID[section.id]
            for (index, item) in section.elements.enumerated() {
                if Double.random(in: 0..<1, using: &generator) < rates.delete { continue }
                var moved = item
                if Double.random(in: 0..<1, using: &generator) < rates.update { moved.content += 1 }
                let moves = Double.random(in: 0..<1, using: &generator) < rates.move
                // Half the moves stay in their section at a new place; the other half, and
                // the surviving items of deleted sections, go to a random section.
                let target: Int
                if let home, !(moves && Bool.random(using: &generator)) {
                    target = home
                } else {
                    target = Int.random(in: new.indices, using: &generator)
                }
                let key = moves ? Double.random(in: 0..<Double(section.elements.count), using: &generator) : Double(index)
                landing[target].append((key, moved))
            }
        }
        for offset in 0..<Int(Double(size) * rates.insert) {
            let target = Int.random(in: new.indices, using: &generator)
            landing[target].append(
                (Double.random(in: 0..<Double(max(1, size / sectionCount)), using: &generator), Item(id: size + offset, content: 1)))
        }
        for index in new.indices {
            landing[index].sort { $0.key < $1.key }
            new[index].elements = landing[index].map(\.item)
        }
        return (old, new)
    }
}
