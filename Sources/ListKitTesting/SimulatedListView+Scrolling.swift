@_spi(ListHost) import ListKit

/// The simulated view's scroll position: the flat positions that have cells
/// (``SimulatedListView/userScrolls(toShow:count:)``). As in UIKit, a change keeps the
/// position, not the items: items inserted above the visible ones push them down, unless the
/// controller restores its anchor.
extension SimulatedListView {
    /// The items the view shows now (the viewport), in display order; empty when no viewport
    /// was set.
    public var visibleItems: [Section.Element.ID] {
        guard let viewport else { return [] }
        let flat = model.displayed.flatMap { $0.elements.map(\.id) }
        return Array(flat[min(viewport.lowerBound, flat.count)..<min(viewport.upperBound, flat.count)])
    }

    @_spi(ListHost) public func visibleAnchor() -> ScrollAnchor? {
        guard let viewport, let path = path(atFlatPosition: viewport.lowerBound) else { return nil }
        return ScrollAnchor(path: path, offset: 0)
    }

    @_spi(ListHost) public func restore(_ anchor: ScrollAnchor, at path: ItemPath) {
        guard let viewport, let start = flatPosition(of: path) else { return }
        self.viewport = start..<start + viewport.count
        updateVisibleCells()
    }

    public var isScrolledToEnd: Bool {
        guard let viewport else { return false }
        return viewport.upperBound >= itemCount
    }

    public func scrollToEnd(animated: Bool) {
        guard let viewport else { return }
        let start = max(0, itemCount - viewport.count)
        self.viewport = start..<start + viewport.count
        updateVisibleCells()
    }

    public func scrollToStart(animated: Bool) {
        guard let viewport else { return }
        self.viewport = 0..<viewport.count
        updateVisibleCells()
    }

    /// Moves the viewport as little as brings the item at `path` into it.
    public func scrollToItem(at path: ItemPath, animated: Bool) {
        guard let viewport, let position = flatPosition(of: path), !viewport.contains(position) else { return }
        let start = position < viewport.lowerBound ? position : position - viewport.count + 1
        self.viewport = start..<start + viewport.count
        updateVisibleCells()
    }

    private var itemCount: Int { model.displayed.reduce(0) { $0 + $1.elements.count } }

    private func path(atFlatPosition position: Int) -> ItemPath? {
        var rest = position
        for (section, value) in model.displayed.enumerated() {
            if rest < value.elements.count { return ItemPath(item: rest, section: section) }
            rest -= value.elements.count
        }
        return nil
    }

    private func flatPosition(of path: ItemPath) -> Int? {
        guard path.section >= 0, path.section < model.displayed.count, path.item >= 0,
            path.item < model.displayed[path.section].elements.count
        else { return nil }
        return model.displayed[..<path.section].reduce(0) { $0 + $1.elements.count } + path.item
    }
}
