/// More items at an edge of the list: the next page as the user nears the end, older
/// messages at the start.
extension ListController {
    /// Sets how more items load at `edge` of the list: `load` runs when an item within
    /// `distance` of that edge is about to be shown (nil: only when ``loadMore(at:)`` is
    /// called, say by a tap on a "load more" row). The end pages forward (a feed); the start
    /// pages back (a chat's older messages: with ``ListDisplayOptions/keepsVisibleContentStill``, what the user
    /// reads stays put as they arrive). A load never starts while one at the same edge runs;
    /// `load` decides whether there is more (return at once when there is not). What counts
    /// is what the view shows at rest: a row shown only in the middle of a change (before the
    /// scroll position is restored) starts no load. A load is cancelled when the controller
    /// goes away.
    ///
    /// A list with nothing in it has no row to come near: while the list (shown and
    /// requested) holds no item, `load` runs once, on the next turn (the first page of a feed or
    /// a chat needs no call of its own), and again whenever the list comes to hold no item.
    ///
    /// ```swift
    /// list.controller.loadsMore(within: 5) { await self.loadNextPage() }
    /// list.controller.loadsMore(at: .start) { await self.loadOlderMessages() }
    /// ```
    public func loadsMore(at edge: ListEdge = .end, within distance: Int? = 5, _ load: @escaping @MainActor () async -> Void) {
        paginations[edge] = Pagination(distance: distance, load: load)
        if distance != nil { loadIfEmpty() }
    }

    /// The list may hold no item: on the next turn, if neither the view nor the record holds
    /// one, each edge that loads as rows come near loads (no row ever will).
    func loadIfEmpty() {
        Task { @MainActor [weak self] in
            guard let self, isEmpty, ListDisplay.showsNoItem(latestSections), derivation?.isIdle() != false else { return }
            for edge in [ListEdge.start, .end] where paginations[edge]?.distance != nil { loadMore(at: edge) }
        }
    }

    /// Starts loading more at `edge` (see ``loadsMore(at:within:_:)``), unless a load runs
    /// there or none is set; returns whether it started.
    @discardableResult
    public func loadMore(at edge: ListEdge = .end) -> Bool {
        guard let pagination = paginations[edge], !loading.contains(edge) else { return false }
        loading.insert(edge)
        tasks.start { [weak self] in
            await pagination.load()
            self?.loading.remove(edge)
        }
        return true
    }

    /// Whether more items are loading at `edge`.
    public func isLoadingMore(at edge: ListEdge) -> Bool {
        loading.contains(edge)
    }

    /// Notes that `cell` shows the item at `path`, near an edge with a pagination: checked
    /// again on the next turn, once the change that showed the cell is over and the scroll
    /// position restored, so that a cell that went meanwhile, or that shows a row farther from
    /// the edge now (cells are reused), starts nothing.
    func checkPaging(showing cell: ObjectIdentifier, at path: ItemPath) {
        var near: [ListEdge] = []
        if let distance = paginations[.end]?.distance, itemsAfter(path) < distance { near.append(.end) }
        if let distance = paginations[.start]?.distance, itemsBefore(path) < distance { near.append(.start) }
        guard !near.isEmpty else { return }
        let isFirst = pagingCandidates.isEmpty
        for edge in near { pagingCandidates.append((edge, cell)) }
        guard isFirst else { return }
        Task { @MainActor [weak self] in
            guard let self else { return }
            let candidates = pagingCandidates
            pagingCandidates.removeAll()
            for (edge, cell) in candidates where isNear(edge, showing: cell) { loadMore(at: edge) }
        }
    }

    /// Whether `cell` shows a row within its pagination's distance of `edge` now.
    private func isNear(_ edge: ListEdge, showing cell: ObjectIdentifier) -> Bool {
        guard let (item, path) = displayedCells[cell], contains(path), self.shownItem(at: path).id == item.id,
            let distance = paginations[edge]?.distance
        else { return false }
        return (edge == .end ? itemsAfter(path) : itemsBefore(path)) < distance
    }

    /// How many items the view shows before `path`.
    private func itemsBefore(_ path: ItemPath) -> Int {
        sections[..<path.section].reduce(path.item) { $0 + $1.elements.count }
    }

    /// How many items the view shows after `path`.
    private func itemsAfter(_ path: ItemPath) -> Int {
        var count = sections[path.section].elements.count - path.item - 1
        for section in sections[(path.section + 1)...] { count += section.elements.count }
        return count
    }
}

/// An end of a list, where more items may load (see ``ListController/loadsMore(at:within:_:)``).
public enum ListEdge: Hashable, Sendable {
    /// Before the first item: older items, in a list that grows upward.
    case start
    /// After the last item: the next page.
    case end
}

/// How more items load at an edge (see ``ListController/loadsMore(at:within:_:)``).
struct Pagination {
    var distance: Int?
    var load: @MainActor () async -> Void
}
