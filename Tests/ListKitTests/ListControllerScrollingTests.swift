@_spi(Instrumentation) @_spi(ListHost) import ListKit
import ListKitTesting
import Testing

/// The scroll position across changes, on the simulated view (whose position, as UIKit's,
/// stays put while items come and go above it unless the controller restores its anchor).
@MainActor @Suite struct ListControllerScrollingTests {
    typealias Section = ListSection<Int, Item>

    func make(_ ids: [Int], showing viewport: Range<Int>) -> (ListController<Section>, SimulatedListView<Section>) {
        let controller = ListController(sections: [page(ids)])
        let view = SimulatedListView<Section>(data: [])
        view.attach(controller)
        view.userScrolls(toShow: viewport.lowerBound, count: viewport.count)
        return (controller, view)
    }

    func page(_ ids: [Int]) -> Section { ListSection(id: 0, elements: ids.map { Item(id: $0, content: 0) }) }

    @Test("older items loaded above keep what the user reads still; without it, the view shows other items")
    func prependKeepsVisibleContent() async {
        for keeps in [true, false] {
            let (controller, view) = make(Array(100..<150), showing: 20..<30)
            controller.options.keepsVisibleContentStill = keeps
            let before = view.visibleItems
            controller.update { $0[0].elements.insert(contentsOf: (0..<10).map { Item(id: $0, content: 0) }, at: 0) }
            await settle(view, controller)
            #expect((view.visibleItems == before) == keeps, "keeps \(keeps): \(view.visibleItems) vs \(before)")
            #expect(view.violations.isEmpty && view.displaysData)
        }
    }

    @Test("the anchor holds when the prepend is merged with other waiting changes, above and below it")
    func anchorAcrossMergedChanges() async {
        let (controller, view) = make(Array(100..<150), showing: 20..<30)
        controller.options.keepsVisibleContentStill = true
        view.completesAnimationsImmediately = false
        controller.update { $0[0].elements.removeFirst(3) }
        await Task.yield()
        #expect(view.runningAnimations.count == 1)
        let anchor = view.visibleItems.first
        controller.update { $0[0].elements.insert(contentsOf: (0..<10).map { Item(id: $0, content: 0) }, at: 0) }
        controller.update { $0[0].elements.append(Item(id: 999, content: 0)) }
        controller.update { $0[0].elements.removeAll { $0.id == 110 } }
        await settle(view, controller)
        #expect(view.visibleItems.first == anchor, "\(view.visibleItems)")
        #expect(view.violations.isEmpty && view.displaysData)
    }

    @Test("a view at the end stays at the end when items are appended; one scrolled elsewhere stays put")
    func sticksToEnd() async {
        let (controller, view) = make(Array(0..<30), showing: 20..<30)
        controller.options.sticksToEnd = true
        controller.update { $0[0].elements.append(contentsOf: (30..<33).map { Item(id: $0, content: 0) }) }
        await settle(view, controller)
        #expect(view.visibleItems.last == 32 && view.isScrolledToEnd)
        view.userScrolls(toShow: 5, count: 10)
        controller.update { $0[0].elements.append(Item(id: 33, content: 0)) }
        await settle(view, controller)
        #expect(view.visibleItems.first == 5 && !view.isScrolledToEnd)
    }

    @Test("more items load at the start when the user nears it, and arrive without moving what is shown")
    func loadsAtTheStart() async {
        let (controller, view) = make(Array(100..<140), showing: 20..<30)
        controller.options.keepsVisibleContentStill = true
        var loads = 0
        controller.loadsMore(at: .start, within: 3) {
            loads += 1
            let first = controller.latestSections[0].elements.first?.id ?? 0
            controller.update { $0[0].elements.insert(contentsOf: (first - 10..<first).map { Item(id: $0, content: 0) }, at: 0) }
            await controller.waitUntilShown()
        }
        view.userScrolls(toShow: 0, count: 10)
        let shown = view.visibleItems
        await settle(view, controller)
        while controller.isLoadingMore(at: .start) { await Task.yield() }
        await settle(view, controller)
        #expect(loads == 1 && view.visibleItems == shown, "\(view.visibleItems)")
        #expect(controller.latestSections[0].elements.first?.id == 90 && view.violations.isEmpty)
    }

    @Test("a swipe-delete above the first visible row keeps what the user reads still, as a request's delete does")
    func userDeleteKeepsVisibleContent() async {
        let (controller, view) = make(Array(100..<150), showing: 20..<30)
        controller.options.keepsVisibleContentStill = true
        controller.hooks.canDeleteItem = { _, _ in true }
        let before = view.visibleItems
        #expect(view.userSwipesToDelete(at: ItemPath(item: 5, section: 0)))
        #expect(view.visibleItems == before, "\(view.visibleItems) vs \(before)")
        // Confirmed late, while a request waits to be shown.
        #expect(view.userBeginsSwipe(at: ItemPath(item: 2, section: 0)))
        controller.update { $0[0].elements.append(Item(id: 999, content: 0)) }
        #expect(view.userConfirmsSwipeDelete())
        await settle(view, controller)
        #expect(view.visibleItems == before, "\(view.visibleItems) vs \(before)")
        #expect(view.violations.isEmpty && view.displaysData)
    }

    @Test("one scroll to the top starts one load: rows seen only in the middle of a batch start none")
    func oneLoadPerScroll() async {
        let (controller, view) = make(Array(100..<140), showing: 20..<30)
        controller.options.keepsVisibleContentStill = true
        var loads = 0
        controller.loadsMore(at: .start, within: 3) {
            loads += 1
            // The page is asked for and the load returns before it is shown.
            let first = controller.latestSections[0].elements.first?.id ?? 0
            controller.update { $0[0].elements.insert(contentsOf: (first - 10..<first).map { Item(id: $0, content: 0) }, at: 0) }
        }
        view.userScrolls(toShow: 0, count: 10)
        for _ in 0..<20 { await Task.yield() }
        await settle(view, controller)
        while controller.isLoadingMore(at: .start) { await Task.yield() }
        await settle(view, controller)
        #expect(loads == 1, "\(loads) loads; shows \(view.visibleItems)")
        #expect(view.visibleItems.first == 100)
    }

    @Test("a completion runs after its change's scroll position is kept: a scroll it makes stays")
    func completionAfterAnchor() async {
        for animates in [false, true] {
            let (controller, view) = make(Array(0..<40), showing: 10..<20)
            controller.options.keepsVisibleContentStill = true
            view.completesAnimationsImmediately = !animates
            controller.update(completion: { view.scrollToEnd(animated: true) }) {
                $0[0].elements.append(Item(id: 100, content: 0))
            }
            await settle(view, controller)
            #expect(view.isScrolledToEnd && view.visibleItems.last == 100, "animates \(animates): \(view.visibleItems)")
        }
    }

    @Test("a change that asks for no animation is a batch without animation, not a reload, unless it is over the cap")
    func unanimatedBatches() async {
        let (controller, view) = make(Array(0..<20), showing: 0..<10)
        controller.apply([page(Array(1..<21))], animated: false)
        await settle(view, controller)
        #expect(view.unanimatedBatchCount == 1 && view.reloadAllCount == 0)
        controller.options.animationCap = 3
        controller.apply([page(Array(50..<70))], animated: false)
        await settle(view, controller)
        #expect(view.reloadAllCount == 1 && view.violations.isEmpty && view.displaysData)
    }
}
