/// The host interface: what the view that shows the list calls, and only it (a UIKit
/// adapter, `ListKitTesting`'s simulated view, a custom host): the data source's questions,
/// cells coming and going, prefetching, drags beginning and ending. Apps do not call these;
/// a custom host imports them with `@_spi(ListHost) import ListKit`. The user's edits, taps
/// and actions are in `ListController+UserEdits`.
extension ListController {
    /// The view the controller updates; the host sets itself.
    @_spi(ListHost) public var host: (any BatchUpdatable)? {
        get { display.host }
        set {
            display.host = newValue
            hostAttached()
        }
    }

    /// The number of sections shown.
    @_spi(ListHost) public var numberOfSections: Int { sections.count }

    /// The number of items shown in `section`.
    @_spi(ListHost) public func numberOfItems(inSection section: Int) -> Int {
        sections[section].elements.count
    }

    /// The section shown at `index`.
    @_spi(ListHost) public func section(at index: Int) -> Section {
        sections[index]
    }

    /// Configures a cell showing `item` at `path` (`configure` does it) and, for an
    /// `@Observable` class item when ``ListDisplayOptions/observesItemChanges`` is on,
    /// reconfigures the item when a property `configure` read changes. Hosts call it around
    /// every cell configuration: it is also where the controller learns what a class item's
    /// cell shows.
    @_spi(ListHost) public func configuringCell<Result>(for item: Item, at path: ItemPath, _ configure: () -> Result) -> Result {
        display.configuringCell(for: item, at: path, configure)
    }

    /// The user is dragging (the host calls this whenever the view asks where a dragged item
    /// may land): changes wait until ``endInteractiveMove()``, or until
    /// ``ListDisplayOptions/interactiveMoveTimeout`` passes without another call, since a
    /// cancelled drag ends without any data source call.
    @_spi(ListHost) public func beginInteractiveMove() { display.beginInteractiveMove() }

    /// The drag ended (dropped or cancelled): waiting changes are shown on the next turn of
    /// the main actor, not from inside the view's drop callback, which runs within its own
    /// update of the view.
    @_spi(ListHost) public func endInteractiveMove() { display.endInteractiveMove() }

    /// The view is about to show the item at `path` in `cell` (an identity the adapter
    /// chooses, the cell object's): calls ``ListHooks/willDisplay`` and may start the next page.
    @_spi(ListHost) public func cellWillDisplay(_ cell: ObjectIdentifier, at path: ItemPath) {
        guard contains(path) else { return }
        let item = self.shownItem(at: path)
        displayedCells[cell] = (item, path)
        hooks.willDisplay?(item, path)
        checkPaging(showing: cell, at: path)
    }

    /// The view stopped showing `cell`: calls ``ListHooks/didEndDisplaying`` with the item it showed
    /// (UIKit reports this after the item may have left the data source, so the item is the
    /// one remembered for the cell, not the one at the path now).
    @_spi(ListHost) public func cellDidEndDisplaying(_ cell: ObjectIdentifier) {
        guard let (item, path) = displayedCells.removeValue(forKey: cell) else { return }
        hooks.didEndDisplaying?(item, path)
    }

    /// The items at `paths` that exist (prefetch paths the data source no longer has are
    /// skipped).
    @_spi(ListHost) public func items(at paths: [ItemPath]) -> [Item] {
        paths.compactMap { contains($0) ? shownItem(at: $0) : nil }
    }

    /// The view may soon show the items at `paths`: calls ``ListHooks/prefetch``.
    @_spi(ListHost) public func prefetchItems(at paths: [ItemPath]) {
        guard let prefetch = hooks.prefetch else { return }
        let items = items(at: paths)
        if !items.isEmpty { prefetch(items) }
    }

    /// The view no longer expects to show the items at `paths`: calls ``ListHooks/cancelPrefetch``.
    @_spi(ListHost) public func cancelPrefetchingItems(at paths: [ItemPath]) {
        guard let cancelPrefetch = hooks.cancelPrefetch else { return }
        let items = items(at: paths)
        if !items.isEmpty { cancelPrefetch(items) }
    }
}
