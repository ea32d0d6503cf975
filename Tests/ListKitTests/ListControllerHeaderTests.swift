@_spi(Instrumentation) @_spi(ListHost) import ListKit
import ListKitTesting
import Testing

/// Headers and footers in place: a section whose own content changes (its count, in a
/// ``ListGroup``) has its header configured again, with neither the section nor its cells
/// reloaded, whether the app's request or the user's edit changed it.
@MainActor @Suite struct ListControllerHeaderTests {
    typealias Section = ListGroup<Int, Item>

    /// The controller, the simulated view, and what each section's header shows (by ID).
    @MainActor final class Screen {
        let controller: ListController<Section>
        let view = SimulatedListView<Section>(data: [])
        var headers: [Int: Int] = [:]

        init(_ sections: [Section]) {
            controller = ListController(sections: sections)
            view.configureHeader = { [unowned self] in headers[$0.id] = $0.elements.count }
            view.attach(controller)
            controller.hooks.canMoveItem = { _, _ in true }
            controller.hooks.canDeleteItem = { _, _ in true }
            controller.hooks.allowsMovesAcrossSections = true
        }

        /// Whether every header shows its section's count now.
        var headersAreCurrent: Bool {
            view.displayed.allSatisfy { headers[$0.id] == $0.elements.count }
        }
    }

    func group(_ id: Int, _ items: [Int], content: Int = 0) -> Section {
        ListGroup(id: id, elements: items.map { Item(id: $0, content: content) })
    }

    func settle(_ screen: Screen) async { await ListKitTests.settle(screen.view, screen.controller) }

    @Test("a request that changes a section's count configures its header again; no section or cell reloads")
    func requestRefreshesHeaderInPlace() async {
        let screen = Screen([group(0, [1, 2]), group(1, [3, 4, 5])])
        #expect(screen.headers == [0: 2, 1: 3])
        let configured = screen.view.configuredCount
        screen.controller.apply([group(0, [1, 2, 6]), group(1, [3, 5])])
        await settle(screen)
        #expect(screen.headers == [0: 3, 1: 2])
        #expect(screen.view.refreshedSectionCount == 2 && screen.view.reloadAllCount == 0)
        #expect(screen.view.configuredCount == configured + 1, "only the inserted item gets a cell")
        #expect(screen.view.displaysData && screen.view.violations.isEmpty)
    }

    @Test("items changing without changing a count leave the header alone; a changed item is reconfigured")
    func sameCountNoRefresh() async {
        let screen = Screen([group(0, [1, 2])])
        screen.controller.apply([group(0, [2, 1], content: 1)])
        await settle(screen)
        #expect(screen.view.refreshedSectionCount == 0 && screen.view.reconfiguredCount == 2)
        #expect(screen.headersAreCurrent && screen.view.displaysData && screen.view.violations.isEmpty)
    }

    @Test("the user's swipe-delete configures the section's header again with its new count")
    func userDeleteRefreshesHeader() async {
        let screen = Screen([group(0, [1, 2, 3]), group(1, [4])])
        #expect(screen.view.userSwipesToDelete(at: ItemPath(item: 1, section: 0)))
        #expect(screen.headers[0] == 2 && screen.view.refreshedSectionCount == 1)
        await settle(screen)
        #expect(screen.headersAreCurrent && screen.view.displaysData && screen.view.violations.isEmpty)
    }

    @Test("a drop across groups followed at once by another drag: both headers show their counts once the drag ends")
    func dropThenDrag() async {
        let screen = Screen([group(0, [1, 2, 3]), group(1, [4])])
        // Parallel suites may hold the main actor for seconds: the drag ends at the drop only.
        screen.controller.options.interactiveMoveTimeout = .infinity
        #expect(screen.view.userDrags(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 1, section: 1)) != nil)
        // The next drag starts before the drop's refresh had its turn.
        #expect(screen.view.userBeginsDrag(at: ItemPath(item: 0, section: 0)))
        for _ in 0..<5 { await Task.yield() }
        screen.view.userDrops(from: ItemPath(item: 0, section: 0), at: ItemPath(item: 0, section: 0))
        await settle(screen)
        #expect(screen.view.displayed.map { $0.elements.map(\.id) } == [[2, 3], [4, 1]])
        #expect(screen.headersAreCurrent, "headers \(screen.headers)")
        #expect(screen.view.violations.isEmpty && screen.view.displaysData, "\(screen.view.violations)")
    }

    @Test("a swipe-delete confirmed while a request waits keeps the headers current once it is shown")
    func userDeleteDuringWaitingRequest() async {
        let screen = Screen([group(0, [1, 2, 3]), group(1, [4])])
        screen.view.completesAnimationsImmediately = false
        screen.controller.apply([group(0, [1, 2, 3, 7]), group(1, [4])])
        await Task.yield()
        #expect(screen.view.userBeginsSwipe(at: ItemPath(item: 0, section: 1)))
        screen.controller.apply([group(0, [1, 3, 7]), group(1, [4, 8, 9])])
        #expect(screen.view.userConfirmsSwipeDelete())
        await settle(screen)
        #expect(screen.view.displayed.map { $0.elements.map(\.id) } == [[1, 3, 7], [8, 9]])
        #expect(screen.headersAreCurrent && screen.view.displaysData && screen.view.violations.isEmpty)
    }

    @Test("a drop into another section configures both headers again after the drop, not inside it")
    func userMoveAcrossSectionsRefreshesBoth() async {
        let screen = Screen([group(0, [1, 2, 3]), group(1, [4])])
        #expect(screen.view.userDrags(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 1, section: 1)) == ItemPath(item: 1, section: 1))
        #expect(screen.headers == [0: 3, 1: 1], "nothing is configured inside UIKit's drop")
        await settle(screen)
        #expect(screen.headers == [0: 2, 1: 2])
        #expect(screen.view.displaysData && screen.view.violations.isEmpty)
    }
}
