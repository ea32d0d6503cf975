/// Which items the view shows (cells coming and going), the next page near the end, and
/// prefetching: typed, by item, for the adapters' `willDisplay`, `didEndDisplaying` and
/// prefetching calls.
extension ListController {
    /// Sets how the next page loads: `load` runs when an item within `distance` of the end of
    /// the list is about to be shown (nil: only when ``loadMore()`` is called, say by a tap on
    /// a "load more" row). A load never starts while one runs; `load` decides whether there
    /// is more (return at once when there is not).
    ///
    /// ```swift
    /// list.controller.loadsMore(within: 5) { await self.loadNextPage() }
    /// ```
    public func loadsMore(within distance: Int? = 5, _ load: @escaping @MainActor () async -> Void) {
        pagination = Pagination(distance: distance, load: load)
    }

    /// Starts loading the next page (see ``loadsMore(within:_:)``), unless a load runs or none
    /// is set; returns whether it started.
    @discardableResult
    public func loadMore() -> Bool {
        guard let pagination, !isLoadingMore else { return false }
        isLoadingMore = true
        Task { @MainActor [weak self] in
            await pagination.load()
            self?.isLoadingMore = false
        }
        return true
    }

    /// The view is about to show the item at `path` in `cell` (an identity the adapter
    /// chooses, the cell object's): calls ``ListHooks/willDisplay`` and may start the next page.
    public func cellWillDisplay(_ cell: ObjectIdentifier, at path: ItemPath) {
        guard contains(path) else { return }
        let item = self.item(at: path)
        displayedCells[cell] = (item, path)
        hooks.willDisplay?(item, path)
        if let distance = pagination?.distance, itemsAfter(path) < distance { loadMore() }
    }

    /// The view stopped showing `cell`: calls ``ListHooks/didEndDisplaying`` with the item it showed
    /// (UIKit reports this after the item may have left the data source, so the item is the
    /// one remembered for the cell, not the one at the path now).
    public func cellDidEndDisplaying(_ cell: ObjectIdentifier) {
        guard let (item, path) = displayedCells.removeValue(forKey: cell) else { return }
        hooks.didEndDisplaying?(item, path)
    }

    /// The items at `paths` that exist (prefetch paths the data source no longer has are
    /// skipped).
    public func items(at paths: [ItemPath]) -> [Item] {
        paths.compactMap { contains($0) ? item(at: $0) : nil }
    }

    /// The view may soon show the items at `paths`: calls ``ListHooks/prefetch``.
    public func prefetchItems(at paths: [ItemPath]) {
        guard let prefetch = hooks.prefetch else { return }
        let items = items(at: paths)
        if !items.isEmpty { prefetch(items) }
    }

    /// The view no longer expects to show the items at `paths`: calls ``ListHooks/cancelPrefetch``.
    public func cancelPrefetchingItems(at paths: [ItemPath]) {
        guard let cancelPrefetch = hooks.cancelPrefetch else { return }
        let items = items(at: paths)
        if !items.isEmpty { cancelPrefetch(items) }
    }

    /// How many items the view shows after `path`, counted up to `limit` sections' worth.
    private func itemsAfter(_ path: ItemPath) -> Int {
        var count = sections[path.section].elements.count - path.item - 1
        for section in sections[(path.section + 1)...] { count += section.elements.count }
        return count
    }
}

/// How the next page loads (see ``ListController/loadsMore(within:_:)``).
struct Pagination {
    var distance: Int?
    var load: @MainActor () async -> Void
}
