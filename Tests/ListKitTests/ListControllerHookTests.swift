@_spi(Instrumentation) @_spi(ListHost) import ListKit
import ListKitTesting
import Testing

/// The typed hooks a screen uses (pagination, display, prefetching, move targets, selection,
/// the empty state), their logic checked against the simulated view; the UIKit lines that
/// call them are compiled by the Apple-platform check.
@MainActor @Suite struct ListControllerHookTests {
    typealias Section = ListSection<Int, Item>

    func make(_ sections: [Section]) -> (ListController<Section>, SimulatedListView<Section>) {
        let controller = ListController(sections: sections)
        let view = SimulatedListView<Section>(data: [])
        view.attach(controller)
        return (controller, view)
    }

    func page(_ id: Int, _ items: ClosedRange<Int>) -> Section {
        ListSection(id: id, elements: items.map { Item(id: $0) })
    }

    func turns(_ count: Int = 20) async {
        for _ in 0..<count { await Task.yield() }
    }

    @Test("display options read and write as one value and as the controller's members; a cap set to 0 reloads")
    func displayOptions() async {
        let (controller, view) = make([page(0, 0...3)])
        #expect(controller.options == ListDisplayOptions())
        #expect(controller.options.animationCap == 1_000 && controller.options.backgroundDiffThreshold == 4_000 && !controller.options.sticksToEnd)
        controller.options.sticksToEnd = true
        controller.options.animationCap = 0
        #expect(controller.options == ListDisplayOptions(animationCap: 0, sticksToEnd: true))
        controller.apply([page(0, 1...4)])
        await yieldUntil { controller.isIdle }
        #expect(view.reloadAllCount == 1 && view.batchCount == 0, "over the cap of 0: reloaded, not animated")
        controller.options = ListDisplayOptions()
        #expect(controller.options.animationCap == 1_000 && !controller.options.sticksToEnd)
        controller.apply([page(0, 2...5)])
        await yieldUntil { controller.isIdle }
        #expect(view.batchCount == 1 && view.displaysData && view.violations.isEmpty)
    }

    @Test("the next page loads when an item near the end is shown, never twice at once")
    func pagination() async {
        let (controller, view) = make([page(0, 0...29)])
        var loads = 0
        var release: CheckedContinuation<Void, Never>?
        controller.loadsMore(within: 5) {
            loads += 1
            await withCheckedContinuation { release = $0 }
            let next = loads
            controller.apply(controller.latestSections + [self.page(next, (next * 100)...(next * 100 + 9))])
            await controller.waitUntilShown()
        }
        view.userScrolls(toShow: 0, count: 10)
        await turns()
        #expect(loads == 0, "far from the end")
        view.userScrolls(toShow: 20, count: 10)
        await yieldUntil { loads == 1 }
        #expect(loads == 1 && controller.isLoadingMore(at: .end))
        view.userScrolls(toShow: 15, count: 10)
        view.userScrolls(toShow: 20, count: 10)
        #expect(!controller.loadMore(), "a tap on 'load more' while a page loads starts nothing")
        await turns()
        #expect(loads == 1, "no second load while one runs")
        release?.resume()
        await yieldUntil { !controller.isLoadingMore(at: .end) }
        #expect(!controller.isLoadingMore(at: .end) && controller.numberOfSections == 2)
        view.userScrolls(toShow: 36, count: 4)
        await yieldUntil { loads == 2 }
        #expect(loads == 2, "the next page, once the first arrived")
        release?.resume()
        await yieldUntil { !controller.isLoadingMore(at: .end) }
        #expect(controller.loadMore(), "by hand, as a 'load more' row's tap does")
        await yieldUntil { loads == 3 }
        #expect(loads == 3)
        release?.resume()
        await yieldUntil { !controller.isLoadingMore(at: .end) }
    }

    @Test("will-display and did-end-displaying hand over the items, the ended one as it was shown")
    func display() async {
        let (controller, view) = make([page(0, 1...10)])
        controller.hooks.canDeleteItem = { _, _ in true }
        var shown: [Int] = []
        var ended: [(Int, ItemPath)] = []
        controller.hooks.willDisplay = { item, _ in shown.append(item.id) }
        controller.hooks.didEndDisplaying = { item, path in ended.append((item.id, path)) }
        view.userScrolls(toShow: 0, count: 3)
        #expect(shown == [1, 2, 3])
        view.userSwipesToDelete(at: ItemPath(item: 1, section: 0))
        // Item 2 left; item 3 is now at 2's path, and item 4 came into view.
        #expect(ended.map(\.0) == [2] && ended.first?.1 == ItemPath(item: 1, section: 0))
        #expect(shown == [1, 2, 3, 4])
        // Nine items are left: positions 6-8 are items 8-10.
        view.userScrolls(toShow: 6, count: 3)
        #expect(Set(ended.map(\.0)) == [1, 2, 3, 4] && shown.suffix(3) == [8, 9, 10])
    }

    @Test("prefetching hands over the items that exist")
    func prefetching() {
        let (controller, view) = make([page(0, 1...5)])
        var prefetched: [[Int]] = []
        var cancelled: [[Int]] = []
        view.viewPrefetches(at: [ItemPath(item: 3, section: 0)])
        controller.hooks.prefetch = { prefetched.append($0.map(\.id)) }
        controller.hooks.cancelPrefetch = { cancelled.append($0.map(\.id)) }
        view.viewPrefetches(
            at: [ItemPath(item: 3, section: 0), ItemPath(item: 9, section: 0), ItemPath(item: 0, section: 4)], cancelled: true)
        #expect(prefetched == [[4]] && cancelled == [[4]])
        view.viewPrefetches(at: [ItemPath(item: 9, section: 0)])
        #expect(prefetched == [[4]], "nothing to prefetch, no call")
    }

    @Test("a row pinned to the end of its section stays last: drags land before it")
    func pinnedToEnd() {
        // Posts 1-3, then "load more" (99), in section 0; section 1 has 4-5.
        let (controller, view) = make([page(0, 1...3) + Item(id: 99), page(1, 4...5)])
        controller.hooks.canMoveItem = { item, _ in item.id != 99 }
        controller.hooks.isPinnedToEnd = { $0.id == 99 }
        #expect(view.userDrags(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 3, section: 0)) == ItemPath(item: 2, section: 0))
        #expect(controller.sections[0].elements.map(\.id) == [2, 3, 1, 99])
        // Another section's drop is kept in the item's own section, before the pinned row.
        #expect(view.userDrags(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 1, section: 1)) == ItemPath(item: 2, section: 0))
        #expect(
            view.userDrags(from: ItemPath(item: 99, section: 0), to: ItemPath(item: 0, section: 0)) == nil,
            "the pinned row itself does not move")
        // Across sections when allowed, still before a pinned row there.
        controller.hooks.allowsMovesAcrossSections = true
        #expect(
            controller.moveTarget(from: ItemPath(item: 0, section: 1), proposed: ItemPath(item: 9, section: 0))
                == ItemPath(item: 3, section: 0))
        #expect(view.violations.isEmpty && view.displaysData)
    }

    @Test("a row pinned to the start stays first; a rule of the app's own overrides both")
    func pinnedToStartAndRules() {
        let (controller, view) = make([ListSection(id: 0, elements: [Item(id: 0)] + (1...4).map { Item(id: $0) })])
        controller.hooks.canMoveItem = { item, _ in item.id != 0 }
        controller.hooks.isPinnedToStart = { $0.id == 0 }
        #expect(view.userDrags(from: ItemPath(item: 3, section: 0), to: ItemPath(item: 0, section: 0)) == ItemPath(item: 1, section: 0))
        #expect(controller.sections[0].elements.map(\.id) == [0, 3, 1, 2, 4])
        controller.hooks.moveTargetRule = { _, source, _ in source }
        #expect(
            controller.moveTarget(from: ItemPath(item: 1, section: 0), proposed: ItemPath(item: 4, section: 0))
                == ItemPath(item: 1, section: 0))
    }

    @Test("a momentary tap calls didSelect and leaves nothing selected; a single selection stays")
    func deselection() {
        let (controller, view) = make([page(0, 1...3)])
        var selected: [Int] = []
        controller.hooks.didSelect = { item, _ in selected.append(item.id) }
        view.userTaps(at: ItemPath(item: 0, section: 0))
        #expect(view.selectedPaths.isEmpty && controller.selectedIDs.isEmpty, "momentary by default")
        controller.hooks.selectionMode = .single
        view.userTaps(at: ItemPath(item: 2, section: 0))
        #expect(selected == [1, 3] && view.selectedPaths == [ItemPath(item: 2, section: 0)] && controller.selectedIDs == [3])
        view.userTaps(at: ItemPath(item: 7, section: 0))
        #expect(selected == [1, 3], "a path the data source does not have selects nothing")
    }

    @Test("the empty state follows what the view shows, told once per change")
    func emptyState() async {
        let (controller, view) = make([ListSection(id: 0, elements: [])])
        controller.hooks.canDeleteItem = { _, _ in true }
        var changes: [Bool] = []
        controller.hooks.emptinessChanged = { changes.append($0) }
        #expect(controller.isEmpty)
        controller.apply([page(0, 1...2)])
        await controller.waitUntilShown()
        controller.apply([page(0, 1...3)])
        await controller.waitUntilShown()
        #expect(changes == [false])
        view.userSwipesToDelete(at: ItemPath(item: 0, section: 0))
        view.userSwipesToDelete(at: ItemPath(item: 0, section: 0))
        #expect(changes == [false])
        view.userSwipesToDelete(at: ItemPath(item: 0, section: 0))
        #expect(changes == [false, true] && controller.isEmpty)
        controller.apply([ListSection(id: 0, elements: []), ListSection(id: 1, elements: [])])
        await controller.waitUntilShown()
        #expect(changes == [false, true], "empty sections are still empty")
    }
}

private func + (section: ListSection<Int, Item>, item: Item) -> ListSection<Int, Item> {
    ListSection(id: section.id, elements: section.elements + [item])
}
