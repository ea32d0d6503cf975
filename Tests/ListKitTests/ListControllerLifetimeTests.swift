import Foundation
@_spi(Instrumentation) @_spi(ListHost) import ListKit
import ListKitTesting
import Testing

/// An item whose `deinit` calls back into the app, as a view model that unsubscribes does.
final class DyingItem: Diffable, Sendable {
    let id: Int
    let onDeinit: @Sendable () -> Void

    init(id: Int, onDeinit: @escaping @Sendable () -> Void = {}) {
        self.id = id
        self.onDeinit = onDeinit
    }

    deinit { onDeinit() }

    func isContentEqual(to source: DyingItem) -> Bool { true }
}

/// Controllers and views that go away, and items whose release calls back: every waiting
/// call ends, nothing deadlocks or touches a released object.
@MainActor @Suite struct ListControllerLifetimeTests {
    typealias Section = ListSection<Int, Item>

    func page(_ id: Int, _ items: [Int]) -> Section {
        ListSection(id: id, elements: items.map { Item(id: $0, content: 0) })
    }

    /// Main-actor turns until `done`, or 10 s.
    func turns(until done: () -> Bool) async {
        let start = ContinuousClock.now
        while !done(), ContinuousClock.now - start < .seconds(10) {
            await Task.yield()
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    @Test("an item released by a request may call the controller from its deinit: the record's lock is not held then")
    func deinitCallsBack() async {
        // In a child process with a watchdog: with the lock held across the release, the
        // deinit's apply would wait for it forever.
        await #expect(processExitsWith: .success) {
            Thread.detachNewThread {
                Thread.sleep(forTimeInterval: 20)
                exit(3)
            }
            await MainActor.run {
                typealias DyingSection = ListSection<Int, DyingItem>
                let controller = ListController<DyingSection>()
                controller.apply([
                    ListSection(
                        id: 0,
                        elements: [
                            DyingItem(id: 1) {
                                // Released on the main actor, inside the apply below.
                                MainActor.assumeIsolated { _ = controller.apply([ListSection(id: 9, elements: [])]) }
                            }
                        ])
                ])
                // Not displayed yet: the record holds the only reference, and this apply drops it.
                controller.apply([ListSection(id: 1, elements: [])])
                precondition(controller.latestSections.map(\.id) == [9], "the deinit's apply did not land")
            }
        }
    }

    @Test("completions still waiting when the controller is released run, in order")
    func completionsRunWhenControllerGoes() async {
        var ran: [Int] = []
        do {
            let controller = ListController(sections: [page(0, [1])])
            let view = SimulatedListView<Section>(data: [])
            view.attach(controller)
            view.completesAnimationsImmediately = false
            controller.apply([page(0, [1, 2])]) { ran.append(1) }
            controller.apply([page(0, [1, 2, 3])]) { ran.append(2) }
        }
        await turns { ran.count == 2 }
        #expect(ran == [1, 2])
    }

    @Test("waitUntilShown returns when the view goes away in the middle of the batch's animation")
    func waitEndsWhenViewGoes() async {
        let controller = ListController(sections: [page(0, [1])])
        var view: SimulatedListView<Section>? = SimulatedListView<Section>(data: [])
        view?.attach(controller)
        view?.completesAnimationsImmediately = false
        var returned = false
        let waiting = Task { @MainActor in
            controller.apply([page(0, [1, 2])])
            await controller.waitUntilShown()
            returned = true
        }
        await turns { view?.runningAnimations.isEmpty == false }
        #expect(view?.batchCount == 1 && !returned)
        view = nil
        await turns { returned }
        await waiting.value
        #expect(returned && controller.isIdle)
        #expect(controller.sections.map { $0.elements.map(\.id) } == [[1, 2]])
    }

    @Test("a stream the controller receives is consumed on the main actor, and cancelled when the controller goes away")
    func receiveEndsWithTheController() async {
        let (stream, continuation) = AsyncStream.makeStream(of: [Int].self)
        let ended = Collected()
        continuation.onTermination = { _ in ended.append("ended") }
        var received: [[Int]] = []
        var controller: ListController<Section>? = ListController(sections: [])
        controller?.receive(stream) { received.append($0) }
        continuation.yield([1])
        continuation.yield([2, 3])
        await turns { received.count == 2 }
        #expect(received == [[1], [2, 3]])
        controller = nil
        await turns { !ended.values.isEmpty }
        #expect(ended.values == ["ended"], "the task outlived the controller")
    }

    @Test("a derived list receives a stream of snapshots")
    func derivedListReceives() async {
        let (stream, continuation) = AsyncStream.makeStream(of: [Item].self)
        let controller = ListController<ListSection<Int, Item>>()
        let list = controller.deriving { [ListSection(id: 0, elements: $0.sorted { $0.id < $1.id })] }
        list.receive(stream)
        continuation.yield([Item(id: 3), Item(id: 1)])
        await turns { controller.latestSections.first?.elements.count == 2 }
        #expect(controller.latestSections.map { $0.elements.map(\.id) } == [[1, 3]])
        continuation.finish()
    }

    @Test("a simulated view that outlives its controller shows nothing and ignores the user")
    func viewOutlivesController() {
        let view = SimulatedListView<Section>(data: [])
        do {
            let controller = ListController(sections: [page(0, [1, 2])])
            controller.hooks.canDeleteItem = { _, _ in true }
            controller.hooks.canMoveItem = { _, _ in true }
            view.attach(controller)
        }
        let path = ItemPath(item: 0, section: 0)
        view.userTaps(at: path)
        #expect(!view.userSwipesToDelete(at: path))
        #expect(view.userDrags(from: path, to: ItemPath(item: 1, section: 0)) == nil)
        view.reloadAll()
        #expect(view.displayed.isEmpty && view.violations.isEmpty)
    }
}
