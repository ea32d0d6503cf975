/// What a user's edit of an outline takes: a folder with everything under it.
enum OutlineEdits {
    /// The positions in `records` of the record at `position` and of every record under it,
    /// by `shape` (linear in the records; a loop of parents takes each record once).
    static func subtree<Record: Diffable & Sendable>(of position: Int, in records: [Record], shape: OutlineShape<Record>) -> [Int]
    where Record.ID: Sendable {
        var index: [Record.ID: Int] = [:]
        for (at, record) in records.enumerated() where index[record.id] == nil { index[record.id] = at }
        var children: [Int: [Int]] = [:]
        for (at, record) in records.enumerated() {
            if let listed = shape.children {
                if let ids = listed(record) { children[at] = ids.compactMap { index[$0] } }
            } else if let parent = shape.parent(record), let folder = index[parent] {
                children[folder, default: []].append(at)
            }
        }
        var taken = Set<Int>()
        var stack = [position]
        var order: [Int] = []
        while let at = stack.popLast() {
            guard taken.insert(at).inserted else { continue }
            order.append(at)
            stack.append(contentsOf: children[at] ?? [])
        }
        return order
    }

    /// `records` without those at `positions`.
    static func removing<Record>(_ positions: [Int], from records: [Record]) -> [Record] {
        guard positions.count > 1 else {
            var kept = records
            if let position = positions.first { kept.remove(at: position) }
            return kept
        }
        let gone = Set(positions)
        return records.enumerated().compactMap { gone.contains($0.offset) ? nil : $0.element }
    }
}

extension OutlineState {
    /// A record was handed over to a new ID: an expanded folder stays expanded under it.
    mutating func renamed(from old: Record.ID, to new: Record.ID) {
        if expanded.remove(old) != nil { expanded.insert(new) }
        if let toggle = searchToggles.removeValue(forKey: old) { searchToggles[new] = toggle }
    }
}
