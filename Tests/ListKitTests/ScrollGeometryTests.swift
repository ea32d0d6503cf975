@_spi(ListViews) @_spi(ListHost) import ListKit
import ListKitTestSupport
import Testing

/// The scroll arithmetic of UIKit's list views (first visible item, anchor restored, the end
/// of the content), on numbers as UIKit reports them: content offset, bounds height, adjusted
/// insets, content height.
@Suite struct ScrollGeometryTests {
    /// A list of rows `height` points tall, under a navigation bar of 100 points and above a
    /// home indicator of 34, scrolled to `offset`.
    func list(rows: Int, height: Double = 50, offset: Double) -> (ScrollGeometry, [(path: ItemPath, top: Double, bottom: Double)]) {
        let items = (0..<rows).map { (path: ItemPath(item: $0, section: 0), top: Double($0) * height, bottom: Double($0 + 1) * height) }
        let geometry = ScrollGeometry(offset: offset, viewportHeight: 800, insetTop: 100, insetBottom: 34, contentHeight: Double(rows) * height)
        return (geometry, items)
    }

    @Test("the anchor is the first item reaching below the top inset, and how far the visible top is below its top")
    func anchorIsTheFirstVisibleItem() {
        // Visible top at 130 + 100 = 230: row 4 (200..<250) shows its last 20 points.
        let (geometry, items) = list(rows: 40, offset: 130)
        #expect(geometry.visibleTop == 230)
        #expect(geometry.anchor(among: items) == ScrollAnchor(path: ItemPath(item: 4, section: 0), offset: 30))
        // A row that ends exactly at the visible top does not show.
        let (aligned, _) = list(rows: 40, offset: 150)
        #expect(aligned.anchor(among: items) == ScrollAnchor(path: ItemPath(item: 5, section: 0), offset: 0))
    }

    @Test("an item that starts below the visible top (under a header) has a negative offset")
    func anchorUnderAHeader() {
        let geometry = ScrollGeometry(offset: -100, viewportHeight: 800, insetTop: 100, insetBottom: 0, contentHeight: 1_000)
        let items = [(path: ItemPath(item: 0, section: 0), top: 44.0, bottom: 94.0)]
        #expect(geometry.anchor(among: items) == ScrollAnchor(path: ItemPath(item: 0, section: 0), offset: -44))
    }

    @Test("no anchor when no item shows in the visible area")
    func noAnchorWithoutVisibleItems() {
        let (geometry, items) = list(rows: 40, offset: 0)
        #expect(geometry.anchor(among: []) == nil)
        #expect(geometry.anchor(among: items.filter { $0.bottom <= geometry.visibleTop || $0.top >= geometry.visibleBottom }) == nil)
    }

    @Test("the offsets run from under the top inset to the end above the bottom inset, or stay at the top when the content fits")
    func offsetsRespectTheInsets() {
        let (long, _) = list(rows: 40, offset: 0)
        #expect(long.offsets == -100...(2_000 + 34 - 800))
        let (short, _) = list(rows: 3, offset: -100)
        #expect(short.offsets == -100...(-100))
        #expect(short.isAtEnd)
    }

    @Test("restoring puts the anchored item back where it was, also after items were prepended above it (seeded)")
    func restoreKeepsTheAnchorStill() {
        var random = SeededRandom(seed: 32)
        var checked = 0
        for _ in 0..<500 {
            let rows = 40 + random.below(200)  // taller than the view: nothing clamps
            let height = Double(20 + random.below(80))
            var (geometry, items) = list(rows: rows, height: height, offset: 0)
            geometry.offset = -100 + Double(random.below(Int(geometry.offsets.upperBound) + 101))
            guard let anchor = geometry.anchor(among: items) else { continue }
            checked += 1
            // Prepend some rows: every row moves down by as much, the content grows by as much.
            let prepended = Double(random.below(30)) * height
            let moved = items.map { (path: ItemPath(item: $0.path.item, section: 0), top: $0.top + prepended, bottom: $0.bottom + prepended) }
            var after = geometry
            after.contentHeight += prepended
            let anchored = moved[anchor.path.item]
            after.offset = after.offset(restoring: anchor, itemTop: anchored.top)
            #expect(after.offset == geometry.offset + prepended)
            #expect(after.anchor(among: moved) == ScrollAnchor(path: anchor.path, offset: anchor.offset))
        }
        #expect(checked == 500)
    }

    @Test("a restored offset stays within the content: short content keeps its top, an anchor past the end stops at the end")
    func restoreIsClamped() {
        let (short, _) = list(rows: 3, offset: -100)
        #expect(short.offset(restoring: ScrollAnchor(path: ItemPath(item: 2, section: 0), offset: 10), itemTop: 100) == -100)
        let (long, _) = list(rows: 40, offset: 0)
        let end = long.offsets.upperBound
        #expect(long.offset(restoring: ScrollAnchor(path: ItemPath(item: 39, section: 0), offset: 0), itemTop: 1_950) == end)
        #expect(long.offset(restoring: ScrollAnchor(path: ItemPath(item: 0, section: 0), offset: -50), itemTop: 0) == -100)
    }

    @Test("at the end means within half a point of the last offset")
    func atTheEnd() {
        var (geometry, _) = list(rows: 40, offset: 0)
        #expect(!geometry.isAtEnd)
        geometry.offset = geometry.offsets.upperBound - 0.4
        #expect(geometry.isAtEnd)
        geometry.offset = geometry.offsets.upperBound - 1
        #expect(!geometry.isAtEnd)
        geometry.offset = geometry.offsets.upperBound + 20  // bouncing past the end
        #expect(geometry.isAtEnd)
    }
}
