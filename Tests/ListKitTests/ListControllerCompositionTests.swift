@_spi(Instrumentation) @_spi(ListHost) import ListKit
import ListKitTesting
import Testing

/// Requests, user edits and the display compose in the order they happened: item updates in
/// one turn, updates while a batch animates or a page waits, and drags racing updates and
/// background diffs.
@MainActor @Suite struct ListControllerCompositionTests {
    typealias Section = ListSection<Int, Item>

    func make(_ sections: [Section]) -> (ListController<Section>, SimulatedListView<Section>) {
        let controller = ListController(sections: sections)
        let view = SimulatedListView<Section>(data: sections)
        view.attach(controller)
        controller.hooks.canMoveItem = { _, _ in true }
        controller.options.interactiveMoveTimeout = .infinity
        return (controller, view)
    }

    func page(_ id: Int, _ items: [Int], content: Int = 0) -> Section {
        ListSection(id: id, elements: items.map { Item(id: $0, content: content) })
    }

    /// Lets queued main-actor work and background diffs run (parallel tests can starve both).
    func settle(
        _ view: SimulatedListView<Section>, _ controller: ListController<Section>,
        until done: (() -> Bool)? = nil
    ) async {
        let start = ContinuousClock.now
        for turn in 0... {
            await Task.yield()
            if done == nil { view.finishAnimations() }
            if turn > 4, done?() ?? (controller.isIdle && view.runningAnimations.isEmpty) { return }
            // Generous: the cooperative pool is shared with the other suites' work.
            if ContinuousClock.now - start > .seconds(done == nil ? 30 : 300) { return }
            if turn > 100 { try? await Task.sleep(for: .milliseconds(1)) }
        }
    }

    func contents(_ view: SimulatedListView<Section>) -> [[String]] {
        view.displayed.map { $0.elements.map(\.description) }
    }

    @Test("two updateItem calls in one main-actor turn both land")
    func twoUpdatesInOneTurn() async {
        let (controller, view) = make([page(0, [1, 2, 3])])
        controller.updateItem(withID: 1) { $0.content = 5 }
        controller.updateItem(withID: 2) { $0.content = 7 }
        await settle(view, controller)
        #expect(contents(view) == [["1'5", "2'7", "3"]])
        #expect(view.violations.isEmpty && view.displaysData)
    }

    @Test("an updateItem while a batch animates composes on the apply waiting behind it")
    func updateWhileAnimating() async {
        let (controller, view) = make([page(0, [1, 2])])
        view.completesAnimationsImmediately = false
        controller.apply([page(0, [1, 2, 3])], completion: nil)
        await Task.yield()
        #expect(view.runningAnimations.count == 1)
        controller.apply([page(0, [1, 2, 3, 9])], completion: nil)
        controller.updateItem(withID: 1) { $0.content = 4 }
        await settle(view, controller)
        #expect(contents(view) == [["1'4", "2", "3", "9"]])
        #expect(view.violations.isEmpty && view.displaysData)
    }

    @Test("apply(newPage) then updateItem before the page is shown: the page is shown, and only then completes")
    func applyThenUpdate() async {
        let (controller, view) = make([page(0, [1, 2])])
        var shownAtCompletion: [[String]]?
        controller.apply([page(0, [1, 2]), page(1, [3, 4])]) { shownAtCompletion = self.contents(view) }
        controller.updateItem(withID: 1) { $0.content = 6 }
        await settle(view, controller)
        #expect(contents(view) == [["1'6", "2"], ["3", "4"]])
        #expect(shownAtCompletion?.count == 2, "completion ran before the page was displayed: \(String(describing: shownAtCompletion))")
    }

    @Test("an updateItem during a drag does not undo the drag at the drop")
    func updateDuringDrag() async {
        let (controller, view) = make([page(0, [1, 2, 3])])
        var moved: [Int] = []
        controller.hooks.didMove = { item, _, _ in moved.append(item.id) }
        #expect(view.userBeginsDrag(at: ItemPath(item: 0, section: 0)))
        controller.updateItem(withID: 2) { $0.content = 3 }
        for _ in 0..<5 { await Task.yield() }
        view.userDrops(from: ItemPath(item: 0, section: 0), at: ItemPath(item: 2, section: 0))
        await settle(view, controller)
        #expect(moved == [1])
        #expect(contents(view) == [["2'3", "3", "1"]], "the drop was undone")
        #expect(view.violations.isEmpty && view.displaysData)
    }

    @Test("a background diff that finishes during a drag is not shown until the drop")
    func backgroundDiffDuringDrag() async {
        let (controller, view) = make([page(0, Array(0..<2_000))])
        controller.options.backgroundDiffThreshold = 10
        // The diff's result waits until the drag has begun, however the machine schedules.
        var release: CheckedContinuation<Void, Never>?
        var held = false
        controller.backgroundDiffHold = {
            held = true
            await withCheckedContinuation { release = $0 }
        }
        controller.apply([page(0, Array((0..<2_000).reversed()))], completion: nil)
        await settle(view, controller, until: { held })
        #expect(held && !controller.isIdle, "the diff went off the main actor")
        #expect(view.userBeginsDrag(at: ItemPath(item: 0, section: 0)))
        controller.backgroundDiffHold = nil
        release?.resume()
        // However long the machine takes to run the diff (other tests share its cores).
        await settle(view, controller, until: { controller.statistics.diffNanoseconds > 0 })
        #expect(controller.statistics.diffNanoseconds > 0, "the diff came back")
        #expect(view.batchCount == 0 && view.reloadAllCount == 0, "the list changed under the user's finger")
        view.userDrops(from: ItemPath(item: 0, section: 0), at: ItemPath(item: 5, section: 0))
        await settle(view, controller)
        #expect(view.violations.isEmpty && view.displaysData)
    }
}

/// Every request that proves the sections `Sendable` lets large diffs run off the main actor,
/// whichever the app happens to call first.
@MainActor @Suite struct BackgroundDiffEntryPointTests {
    typealias Section = ListSection<Int, Item>

    @Test(
        "apply, update and updateItem each enable background diffs",
        arguments: ["apply", "update", "updateItem"])
    func entry(_ entry: String) async {
        let old = [ListSection(id: 0, elements: (0..<3_000).map { Item(id: $0) })]
        let new = [ListSection(id: 0, elements: (0..<3_000).reversed().map { Item(id: $0) })]
        let controller = ListController(sections: old)
        controller.options.backgroundDiffThreshold = 100
        let view = SimulatedListView<Section>(data: [])
        view.attach(controller)
        switch entry {
        case "apply": controller.apply(new) {}
        case "update": controller.update { $0 = new }
        default: controller.updateItem(withID: 0) { $0.content = 9 }
        }
        for turn in 0..<2_000 where !controller.isIdle {
            await Task.yield()
            if turn > 50 { try? await Task.sleep(nanoseconds: 1_000_000) }
        }
        #expect(controller.statistics.backgroundDiffs == 1, "\(entry)")
        #expect(view.violations.isEmpty && view.displaysData)
    }
}
