@_spi(Instrumentation) @_spi(ListHost) import ListKit
import ListKitTesting
import Testing

/// The list controller's rules, one by one, against the simulated host.
@MainActor @Suite struct ListControllerTests {
    typealias Section = ListSection<Int, Item>

    func make(_ sections: [Section] = []) -> (ListController<Section>, SimulatedListView<Section>) {
        let controller = ListController(sections: sections)
        let view = SimulatedListView<Section>(data: sections)
        view.attach(controller)
        return (controller, view)
    }

    func page(_ id: Int, _ items: [Int], content: Int = 0) -> Section {
        ListSection(id: id, elements: items.map { Item(id: $0, content: content) })
    }

    @Test("it answers the data source's questions from its sections")
    func dataSource() {
        let (controller, _) = make([page(0, [1, 2]), page(1, [3])])
        #expect(controller.numberOfSections == 2)
        #expect(controller.numberOfItems(inSection: 0) == 2 && controller.numberOfItems(inSection: 1) == 1)
        #expect(controller.item(at: ItemPath(item: 0, section: 1))?.id == 3)
        #expect(controller.item(at: ItemPath(item: 1, section: 1)) == nil && controller.item(at: ItemPath(item: 0, section: 2)) == nil)
        #expect(controller.path(of: 2) == ItemPath(item: 1, section: 0))
    }

    @Test("apply animates into the view and completes once displayed")
    func applyAnimates() async {
        let (controller, view) = make([page(0, [1, 2, 3])])
        controller.apply([page(0, [3, 1, 4], content: 0)])
        await controller.waitUntilShown()
        #expect(view.violations.isEmpty && view.displaysData)
        #expect(view.batchCount == 1 && view.reloadAllCount == 0)
        #expect(controller.sections == [page(0, [3, 1, 4])])
    }

    @Test("content-only changes reconfigure in place: no batch, no reload")
    func contentChangesReconfigure() async {
        let (controller, view) = make([page(0, [1, 2, 3])])
        controller.apply([ListSection(id: 0, elements: [Item(id: 1), Item(id: 2, content: 9), Item(id: 3)])])
        await controller.waitUntilShown()
        #expect(view.batchCount == 0 && view.reloadAllCount == 0 && view.reconfiguredCount == 1)
        #expect(view.displaysData && view.violations.isEmpty)
    }

    @Test("an apply issued while a batch animates waits; queued applies coalesce to the latest")
    func waitsAndCoalesces() async {
        let (controller, view) = make([page(0, [1])])
        view.completesAnimationsImmediately = false
        var order: [Int] = []
        controller.apply([page(0, [1, 2])]) { order.append(0) }
        await Task.yield()
        #expect(view.batchCount == 1 && view.runningAnimations.count == 1)
        for step in 1...50 { controller.apply([page(0, Array(1...(step + 2)))]) { order.append(step) } }
        for _ in 0..<5 { await Task.yield() }
        #expect(view.batchCount == 1, "nothing starts while the first batch animates")
        #expect(order.isEmpty)
        view.finishAnimations()
        await settle(view, controller)
        #expect(view.batchCount == 2, "the 50 waiting applies became one batch")
        #expect(order == Array(0...50))
        #expect(controller.sections == [page(0, Array(1...52))] && view.displaysData)
    }

    @Test("above the animation cap, and out of a window, the view reloads")
    func reloadsWhenNotAnimating() async {
        let (controller, view) = make([page(0, [1, 2])])
        controller.options.animationCap = 1
        controller.apply([page(0, [2, 1, 3])])
        await controller.waitUntilShown()
        #expect(view.reloadAllCount == 1 && view.batchCount == 0 && view.displaysData)
        controller.options.animationCap = nil
        view.isInWindow = false
        controller.apply([page(0, [3])])
        await controller.waitUntilShown()
        #expect(view.reloadAllCount == 2 && view.batchCount == 0 && view.displaysData)
        controller.apply([page(0, [4])], animated: false)
        await controller.waitUntilShown()
        #expect(view.reloadAllCount == 3)
    }

    @Test("large lists are diffed off the main actor and still displayed exactly")
    func backgroundDiff() async {
        let (controller, view) = make([page(0, Array(0..<3_000))])
        controller.options.backgroundDiffThreshold = 1_000
        controller.apply([page(0, Array((0..<3_000).reversed()) + [5_000])])
        await controller.waitUntilShown()
        #expect(view.displaysData && view.violations.isEmpty)
        #expect(controller.statistics.diffNanoseconds > 0)
    }

    @Test("a user's drag moves the data in place, with no diff and no batch; a later apply diffs from there")
    func userMove() async {
        let (controller, view) = make([page(0, [1, 2, 3])])
        controller.hooks.canMoveItem = { item, _ in item.id != 3 }
        var moves: [(Int, ItemPath, ItemPath)] = []
        controller.hooks.didMove = { moves.append(($0.id, $1, $2)) }
        #expect(view.userDrags(from: ItemPath(item: 2, section: 0), to: ItemPath(item: 0, section: 0)) == nil, "item 3 stays put")
        let landed = view.userDrags(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 2, section: 0))
        #expect(landed == ItemPath(item: 2, section: 0))
        #expect(controller.sections == [page(0, [2, 3, 1])])
        #expect(view.batchCount == 0 && view.displaysData)
        #expect(moves.count == 1 && moves[0].0 == 1)
        // The next apply starts from the moved state: only the insert animates, nothing snaps back.
        controller.apply([page(0, [2, 3, 1, 4])])
        await controller.waitUntilShown()
        #expect(view.batchCount == 1 && view.displaysData && view.violations.isEmpty)
    }

    @Test("drags stay in their section unless moves across sections are allowed")
    func moveTargets() {
        let (controller, view) = make([page(0, [1, 2]), page(1, [3, 4])])
        controller.hooks.canMoveItem = { _, _ in true }
        #expect(view.userDrags(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 1, section: 1)) == ItemPath(item: 1, section: 0))
        controller.hooks.allowsMovesAcrossSections = true
        #expect(view.userDrags(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 1, section: 1)) == ItemPath(item: 1, section: 1))
        #expect(controller.sections == [page(0, [1]), page(1, [3, 2, 4])])
        #expect(view.displaysData)
    }

    @Test("a swipe-delete removes the item in one batch of that delete, then calls back")
    func userDelete() {
        let (controller, view) = make([page(0, [1, 2, 3])])
        #expect(!view.userSwipesToDelete(at: ItemPath(item: 0, section: 0)), "nothing deletable by default")
        controller.hooks.canDeleteItem = { item, _ in item.id == 2 }
        var deleted: [Int] = []
        controller.hooks.didDelete = { item, _ in deleted.append(item.id) }
        #expect(view.userSwipesToDelete(at: ItemPath(item: 1, section: 0)))
        #expect(deleted == [2] && view.batchCount == 1 && controller.sections == [page(0, [1, 3])])
        #expect(view.displaysData && view.violations.isEmpty)
    }

    @Test("applies queued during a drag wait for the drop, which is carried into them")
    func applyDuringDrag() async {
        let (controller, view) = make([page(0, [1, 2, 3])])
        controller.hooks.canMoveItem = { _, _ in true }
        // However busy the machine (parallel tests can starve the main actor), the drag
        // must not time out here.
        controller.options.interactiveMoveTimeout = .infinity
        #expect(view.userBeginsDrag(at: ItemPath(item: 0, section: 0)))
        controller.apply([page(0, [1, 2, 3, 4])], completion: nil)
        for _ in 0..<5 { await Task.yield() }
        #expect(view.batchCount == 0, "nothing animates under the user's finger")
        // The drop is carried into the waiting apply (item 1 after item 3, where the user
        // put it), which then animates from the moved state: only the insert of 4.
        view.userDrops(from: ItemPath(item: 0, section: 0), at: ItemPath(item: 2, section: 0))
        await settle(view, controller)
        #expect(view.batchCount == 1)
        #expect(controller.sections == [page(0, [2, 3, 1, 4])])
        #expect(view.violations.isEmpty)
    }

    @Test("a cancelled drag, which UIKit does not report, holds applies back only until the drag goes quiet")
    func cancelledDrag() async throws {
        let (controller, view) = make([page(0, [1, 2, 3])])
        controller.hooks.canMoveItem = { _, _ in true }
        // Time is the test's: however slow the machine, only these steps move it.
        final class Clock { var now: UInt64 = 0 }
        let clock = Clock()
        controller.interactionClock = { clock.now }
        controller.options.interactiveMoveTimeout = 1
        let millisecond: UInt64 = 1_000_000
        #expect(view.userBeginsDrag(at: ItemPath(item: 0, section: 0)))
        controller.apply([page(0, [1, 2, 3, 4])], completion: nil)
        // While the drag goes on, the apply waits, however long the drag lasts (3 s here).
        for _ in 0..<150 {
            clock.now += 20 * millisecond
            view.userKeepsDragging(from: ItemPath(item: 0, section: 0), toward: ItemPath(item: 1, section: 0))
            try await Task.sleep(for: .milliseconds(1))
            #expect(view.batchCount == 0, "nothing animates under the user's finger")
        }
        view.userCancelsDrag()
        clock.now += 999 * millisecond
        try await Task.sleep(for: .milliseconds(300))
        #expect(view.batchCount == 0, "not before the drag has been quiet for the whole timeout")
        clock.now += millisecond
        let start = ContinuousClock.now
        while view.batchCount == 0, ContinuousClock.now - start < .seconds(20) {
            try await Task.sleep(for: .milliseconds(5))
        }
        await settle(view, controller)
        #expect(view.batchCount == 1 && controller.sections == [page(0, [1, 2, 3, 4])])
        #expect(view.displaysData && view.violations.isEmpty)
    }

    @Test("selection hands over the typed item")
    func selection() {
        let (controller, view) = make([page(0, [7, 8])])
        var selected: [Int] = []
        controller.hooks.didSelect = { item, _ in selected.append(item.id) }
        view.userTaps(at: ItemPath(item: 1, section: 0))
        #expect(selected == [8])
    }
}
