@_spi(Instrumentation) @_spi(ListHost) import ListKit
import ListKitTestSupport
import ListKitTesting
import Testing

/// The chat's gaps, each as a general rule: one waiting form for every request, scrolling
/// asked of the controller after the app's own change, and the first page of an empty list.
@MainActor @Suite struct WaitingAndScrollingTests {
    typealias Section = ListSection<Int, Item>

    func page(_ ids: some Sequence<Int>) -> Section { ListSection(id: 0, elements: ids.map { Item(id: $0, content: 0) }) }

    func make(_ ids: some Sequence<Int>, showing viewport: Range<Int>? = nil) -> (ListController<Section>, SimulatedListView<Section>) {
        let controller = ListController(sections: [page(ids)])
        let view = SimulatedListView<Section>(data: [])
        view.attach(controller)
        if let viewport { view.userScrolls(toShow: viewport.lowerBound, count: viewport.count) }
        return (controller, view)
    }

    @Test("waitUntilShown returns once every request so far is shown and nothing animates")
    func waitUntilShown() async {
        let (controller, view) = make(0..<3)
        view.completesAnimationsImmediately = false
        controller.apply([page(0..<4)])
        controller.update { $0[0].elements.removeFirst() }
        let finished = Task { @MainActor in
            await controller.waitUntilShown()
            return view.displayed[0].elements.map(\.id)
        }
        for _ in 0..<20 {
            await Task.yield()
            view.finishAnimations()
        }
        #expect(await finished.value == [1, 2, 3])
        await controller.waitUntilShown()
    }

    @Test("a derived list's waitUntilShown waits for a derivation off the main actor", arguments: [1, 4_000])
    func derivedWaitUntilShown(threshold: Int) async {
        let controller = ListController<ListGroup<Bool, Note>>()
        controller.options.backgroundDiffThreshold = threshold
        let view = SimulatedListView<ListGroup<Bool, Note>>(data: [])
        view.attach(controller)
        let inbox = controller.grouping(by: \.pinned, order: [true, false]) { $0.date > $1.date }
        inbox.apply((0..<30).map { Note(id: $0, title: "n\($0)", date: $0) })
        inbox.filter { $0.id.isMultiple(of: 3) }
        await inbox.waitUntilShown()
        #expect(view.displayed.flatMap(\.elements).map(\.id) == stride(from: 27, through: 0, by: -3).map { $0 })
        inbox.updateRecord(withID: 3) { $0.pinned = true }
        await inbox.waitUntilShown()
        #expect(view.displayed.first?.elements.map(\.id) == [3])
    }

    @Test("scroll(to: .end) after the app's own change scrolls once it shows, after the kept position")
    func scrollToEndAfterSend() async {
        let (controller, view) = make(0..<40, showing: 5..<15)
        controller.options.keepsVisibleContentStill = true
        view.completesAnimationsImmediately = false
        controller.update { $0[0].elements.append(Item(id: 40, content: 0)) }
        controller.scroll(to: .end)
        #expect(view.visibleItems.first == 5, "nothing shown yet")
        for _ in 0..<20 {
            await Task.yield()
            view.finishAnimations()
        }
        #expect(view.visibleItems.last == 40 && view.isScrolledToEnd, "\(view.visibleItems)")
        controller.scroll(to: .start)
        #expect(view.visibleItems.first == 0, "at rest: at once")
        controller.scroll(toItemWithID: 25)
        #expect(view.visibleItems.contains(25) && view.visibleItems.last == 25)
        controller.scroll(toItemWithID: 99)
        #expect(view.visibleItems.last == 25, "an item the list does not show: nothing")
    }

    @Test("an empty list loads its first page at each paging edge, once per time it comes to hold nothing")
    func firstPageOfAnEmptyList() async {
        let (controller, view) = make([Int]())
        var loads: [ListEdge] = []
        var older = 100
        controller.loadsMore(at: .start) {
            loads.append(.start)
            controller.update { $0[0].elements.insert(contentsOf: (older - 5..<older).map { Item(id: $0, content: 0) }, at: 0) }
            older -= 5
        }
        controller.loadsMore(at: .end, within: nil) { loads.append(.end) }
        await settle(view, controller)
        #expect(loads == [.start], "the end loads only when asked")
        #expect(view.displayed[0].elements.map(\.id) == Array(95..<100))
        controller.apply([page([])])
        await settle(view, controller)
        #expect(loads == [.start, .start], "emptied: the first page again")
        let (quiet, quietView) = make([Int]())
        var quietLoads = 0
        quiet.loadsMore { quietLoads += 1 }
        await settle(quietView, quiet)
        quiet.apply([page([])])
        await settle(quietView, quiet)
        #expect(quietLoads == 1, "a load that brings nothing is not repeated")
    }
}
