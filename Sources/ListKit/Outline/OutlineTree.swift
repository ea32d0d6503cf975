/// An outline's tree as one derivation sees it (its sections closure gets it): the rows the
/// outline shows, by the expansion and the search, and the records in tree order for the
/// sections shown beside it. Built off the main actor for large sources, in time linear in the
/// records; a tree whose parents loop shows each record once.
public struct OutlineTree<Record: Diffable & Sendable>: Sendable where Record.ID: Sendable {
    /// The outline's rows: the top-level records and, under each expanded folder, its
    /// children, each at its depth; under an expanded folder whose children are not loaded
    /// yet, a placeholder. While a search shows (the list's filter), only the records it
    /// matches and the folders above them, those folders expanded, and no placeholder.
    public let rows: [OutlineRow<Record>]
    /// Every record of the tree in depth-first order, whether its folder is expanded or not,
    /// with whether the search matches it.
    private let order: [(record: Record, matches: Bool)]
    /// Folders expanded by the user that the tree no longer holds.
    let vanished: [Record.ID]

    /// The records `isIncluded` includes, in tree order, as flat rows (no depth, no children):
    /// a section beside the outline, such as the pinned items. While a search shows, only
    /// those it matches.
    public func flat(where isIncluded: (Record) -> Bool) -> [OutlineRow<Record>] {
        order.compactMap { $0.matches && isIncluded($0.record) ? OutlineRow($0.record, kind: .flat) : nil }
    }

    init(_ input: DerivationInput<Record>) {
        let state = input.outline
        let shape = state?.shape
        let records = input.records
        var index: [Record.ID: Int] = [:]
        index.reserveCapacity(records.count)
        for (position, record) in records.enumerated() where index[record.id] == nil { index[record.id] = position }

        // Children by position, and the top level.
        var children: [[Int]] = Array(repeating: [], count: records.count)
        var known = [Bool](repeating: true, count: records.count)
        var roots: [Int] = []
        for (position, record) in records.enumerated() where index[record.id] == position {
            let parent = shape?.parent(record)
            if parent == nil { roots.append(position) }
            if let listed = shape?.children {
                if let ids = listed(record) {
                    children[position] = ids.compactMap { index[$0] }
                } else {
                    known[position] = false
                }
            } else if let parent, let folder = index[parent] {
                children[folder].append(position)
            }
        }

        // The search: the records it matches, and every folder above one.
        let filter = input.filter
        var matches = [Bool](repeating: filter == nil, count: records.count)
        var leadsToMatch = [Bool](repeating: false, count: records.count)
        if let filter {
            for position in records.indices where index[records[position].id] == position && filter(records[position]) {
                matches[position] = true
                // Up the parents until a folder already marked: each is marked once.
                var visited = 0
                var current = shape?.parent(records[position]).flatMap { index[$0] }
                while let folder = current, !leadsToMatch[folder], visited < records.count {
                    leadsToMatch[folder] = true
                    visited += 1
                    current = shape?.parent(records[folder]).flatMap { index[$0] }
                }
            }
        }
        let searching = filter != nil

        // Depth first, iteratively (a deep tree must not overflow the stack), each record once.
        var rows: [OutlineRow<Record>] = []
        var order: [(record: Record, matches: Bool)] = []
        var seen = [Bool](repeating: false, count: records.count)
        // (position, depth, shown in the outline, shown whatever the search (a folder the user
        // expanded in it shows all its children))
        var stack: [(position: Int, depth: Int, shown: Bool, all: Bool)] = roots.reversed().map { ($0, 0, true, false) }
        while let (position, depth, shownAbove, all) = stack.popLast() {
            guard !seen[position] else { continue }
            seen[position] = true
            let record = records[position]
            order.append((record, matches[position]))
            let shown = shownAbove && (!searching || all || matches[position] || leadsToMatch[position])
            let expandable = shape?.expandable?(record) ?? (!children[position].isEmpty || !known[position])
            var expanded = false
            var toggled = false
            if expandable {
                if searching {
                    toggled = state?.searchToggles[record.id] == true
                    expanded = state?.searchToggles[record.id] ?? leadsToMatch[position]
                } else {
                    expanded = state?.expanded.contains(record.id) ?? false
                }
            }
            if shown {
                rows.append(OutlineRow(record, depth: depth, isExpandable: expandable, isExpanded: expanded))
                if expanded, !known[position], !searching {
                    rows.append(OutlineRow(record, kind: .placeholder, depth: depth + 1))
                }
            }
            let childrenShown = shown && expanded
            for child in children[position].reversed() {
                stack.append((child, depth + 1, childrenShown, toggled))
            }
        }
        self.rows = rows
        self.order = order
        vanished = state.map { state in state.expanded.filter { index[$0] == nil } } ?? []
    }
}
