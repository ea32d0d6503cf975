/// How a grouping derives its groups from records (see
/// ``ListController/grouping(by:order:keepingEmpty:sortedBy:)``): linear after the sort, and
/// safe to run off the main actor.
struct Grouping<Key: Hashable & Sendable, Record>: Sendable {
    let key: @Sendable (Record) -> Key
    let areInIncreasingOrder: @Sendable (Record, Record) -> Bool
    /// The groups named in `order`, then those in `keepingEmpty`, each once.
    let fixed: [Key]
    /// The groups shown even without records.
    let kept: Set<Key>

    init(
        key: @escaping @Sendable (Record) -> Key, order: [Key], keepingEmpty: [Key],
        sortedBy areInIncreasingOrder: @escaping @Sendable (Record, Record) -> Bool
    ) {
        self.key = key
        self.areInIncreasingOrder = areInIncreasingOrder
        var named = Set<Key>()
        fixed = (order + keepingEmpty).filter { named.insert($0).inserted }
        kept = Set(keepingEmpty)
    }

    /// The groups of `records`, each sorted: those `order` and `keepingEmpty` name first, in
    /// that order, then the others in the order of their first record; empty ones only when kept.
    func groups(of records: [Record]) -> [(key: Key, records: [Record])] {
        var groups: [Key: [Record]] = [:]
        var others: [Key] = []
        let placed = Set(fixed)
        for record in records.sorted(by: areInIncreasingOrder) {
            let group = key(record)
            if groups[group] == nil, !placed.contains(group) { others.append(group) }
            groups[group, default: []].append(record)
        }
        return (fixed + others).compactMap { group in
            let elements = groups[group] ?? []
            return elements.isEmpty && !kept.contains(group) ? nil : (group, elements)
        }
    }

    /// `groups` as rows, with `extras` placed among them (each where its place exists), in one
    /// pass over the rows.
    static func placing<Extra: Diffable>(
        _ extras: [ListExtra<Extra, Key, Record.ID>], in groups: [(key: Key, records: [Record])]
    ) -> [ListGroup<Key, ListRow<Record, Extra>>] where Record: Diffable {
        guard !extras.isEmpty else {
            return groups.map { ListGroup(id: $0.key, elements: $0.records.map { .record($0) }) }
        }
        var heads: [Int: [ListRow<Record, Extra>]] = [:]
        var tails: [Int: [ListRow<Record, Extra>]] = [:]
        var above: [Record.ID: [ListRow<Record, Extra>]] = [:]
        var under: [Record.ID: [ListRow<Record, Extra>]] = [:]
        var index: [Key: Int] = [:]
        for (position, group) in groups.enumerated() where index[group.key] == nil { index[group.key] = position }
        for extra in extras {
            let row = ListRow<Record, Extra>.extra(extra.row)
            switch extra.placement {
            case .start: if !groups.isEmpty { heads[0, default: []].append(row) }
            case .end: if !groups.isEmpty { tails[groups.count - 1, default: []].append(row) }
            case .startOf(let key): if let position = index[key] { heads[position, default: []].append(row) }
            case .endOf(let key): if let position = index[key] { tails[position, default: []].append(row) }
            case .above(let id): above[id, default: []].append(row)
            case .under(let id): under[id, default: []].append(row)
            }
        }
        let anchored = !above.isEmpty || !under.isEmpty
        return groups.enumerated().map { position, group in
            var rows = heads[position] ?? []
            rows.reserveCapacity(rows.count + group.records.count)
            for record in group.records {
                if anchored, let extras = above[record.id] { rows += extras }
                rows.append(.record(record))
                if anchored, let extras = under[record.id] { rows += extras }
            }
            rows += tails[position] ?? []
            return ListGroup(id: group.key, elements: rows)
        }
    }
}
