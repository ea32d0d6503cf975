/// The vertical geometry of a scrolling list view, in points: what scroll anchoring reads and
/// sets (`visibleAnchor()`, `restore(_:at:)`,
/// `isScrolledToEnd` of the host interface), worked out once for every kind of view from the
/// numbers UIKit gives (`contentOffset`, `bounds`, `adjustedContentInset`, `contentSize`).
@_spi(ListViews) public struct ScrollGeometry: Hashable, Sendable {
    /// How far the content is scrolled: the content offset's `y`.
    public var offset: Double
    /// The height of the view's bounds.
    public var viewportHeight: Double
    /// The adjusted content inset at the top (bars, safe area, the app's own inset).
    public var insetTop: Double
    /// The adjusted content inset at the bottom.
    public var insetBottom: Double
    /// The height of the content.
    public var contentHeight: Double

    /// How far from the end a view still counts as at its end: less than a point, so a
    /// fractional offset left by a layout still counts.
    public static let endTolerance = 0.5

    /// The geometry of a view scrolled to `offset`.
    public init(offset: Double, viewportHeight: Double, insetTop: Double, insetBottom: Double, contentHeight: Double) {
        self.offset = offset
        self.viewportHeight = viewportHeight
        self.insetTop = insetTop
        self.insetBottom = insetBottom
        self.contentHeight = contentHeight
    }

    /// The offsets the view rests at: from the top of the content under the top inset to
    /// where its end shows above the bottom inset (the top again when the content fits).
    public var offsets: ClosedRange<Double> {
        let top = -insetTop
        return top...max(top, contentHeight + insetBottom - viewportHeight)
    }

    /// The top of the visible area, in content coordinates (below the top inset).
    public var visibleTop: Double { offset + insetTop }

    /// The bottom of the visible area, in content coordinates (above the bottom inset).
    public var visibleBottom: Double { offset + viewportHeight - insetBottom }

    /// Whether the view shows the end of its content (also when there is nothing to scroll).
    public var isAtEnd: Bool { offset >= offsets.upperBound - Self.endTolerance }

    /// The offset nearest to ``offset`` at which an item whose frame spans `top` to `bottom`
    /// shows whole (its top, if it is taller than the visible area), within ``offsets``.
    public func offset(showing top: Double, _ bottom: Double) -> Double {
        var wanted = offset
        if bottom > visibleBottom { wanted = bottom - viewportHeight + insetBottom }
        if top < visibleTop + (wanted - offset) { wanted = top - insetTop }
        return min(max(wanted, offsets.lowerBound), offsets.upperBound)
    }

    /// The first of `items` (in display order, each with the top and bottom of its frame)
    /// that shows in the visible area, and how far the visible top is below its top (negative
    /// when it starts lower, under a header); nil when none shows.
    public func anchor(among items: [(path: ItemPath, top: Double, bottom: Double)]) -> ScrollAnchor? {
        let (top, bottom) = (visibleTop, visibleBottom)
        for item in items where item.bottom > top && item.top < bottom {
            return ScrollAnchor(path: item.path, offset: top - item.top)
        }
        return nil
    }

    /// The offset that puts an item whose frame's top is `itemTop` where `anchor` found its
    /// item, within ``offsets`` (content too short to allow it stays at its top or end).
    public func offset(restoring anchor: ScrollAnchor, itemTop: Double) -> Double {
        let wanted = itemTop + anchor.offset - insetTop
        return min(max(wanted, offsets.lowerBound), offsets.upperBound)
    }
}
