@_spi(Instrumentation) @_spi(ListHost) import ListKit
import ListKitTesting
import Testing

#if canImport(Observation)
import Observation
#endif

/// A main-actor view model as an app keeps its rows: isolated conformances (what listgen
/// generates for it), changed in place.
@MainActor
final class PostModel {
    nonisolated let id: Int
    var likes: Int

    init(id: Int, likes: Int = 0) {
        self.id = id
        self.likes = likes
    }
}

extension PostModel: @MainActor ContentSnapshotting {
    func isContentEqual(to source: PostModel) -> Bool { likes == source.likes }
    var contentSnapshot: Int { likes }
}

/// The same without a snapshot: compared only as it is now.
@MainActor
final class PlainModel {
    nonisolated let id: Int
    var likes = 0
    init(id: Int) { self.id = id }
}

extension PlainModel: @MainActor Diffable {
    func isContentEqual(to source: PlainModel) -> Bool { likes == source.likes }
}

/// Class items in a list controller: they compile (no `Sendable` requirement stands in the
/// way of an isolated conformance), in-place changes are seen, and large lists of them are
/// still diffed off the main actor.
@MainActor @Suite struct ListControllerClassItemTests {
    typealias Section = ListSection<Int, PostModel>

    func make(_ models: [PostModel]) -> (ListController<Section>, SimulatedListView<Section>, Box) {
        let controller = ListController(sections: [ListSection(id: 0, elements: models)])
        let view = SimulatedListView<Section>(data: [])
        let shown = Box()
        view.configureCell = { shown.likes[$0.id] = $0.likes }
        view.attach(controller)
        return (controller, view, shown)
    }

    /// What each cell showed when last configured, by item ID.
    final class Box { var likes: [Int: Int] = [:] }

    @Test("updateItem on a class item changes the instance in place and reconfigures its cell")
    func updateInPlace() async {
        let models = (0..<3).map { PostModel(id: $0) }
        let (controller, view, shown) = make(models)
        #expect(controller.updateItem(withID: 1) { $0.likes = 5 } != nil)
        await settle(view, controller)
        #expect(models[1].likes == 5)
        #expect(shown.likes[1] == 5, "the cell still shows the old count")
        #expect(view.reconfiguredCount == 1 && view.batchCount == 0 && view.violations.isEmpty)
    }

    @Test("an instance changed behind the controller's back is seen at the next apply")
    func changedBehindTheBack() async {
        let models = (0..<3).map { PostModel(id: $0) }
        let (controller, view, shown) = make(models)
        models[2].likes = 9
        controller.apply([ListSection(id: 0, elements: models)])
        await controller.waitUntilShown()
        #expect(shown.likes[2] == 9 && view.reconfiguredCount == 1)
    }

    @Test("a large list of main-actor items is diffed off the main actor, by snapshot")
    func backgroundSnapshotDiff() async {
        let models = (0..<3_000).map { PostModel(id: $0) }
        let (controller, view, shown) = make(models)
        controller.options.backgroundDiffThreshold = 1_000
        for index in stride(from: 0, to: 3_000, by: 7) { models[index].likes += 1 }
        let reordered = Array(models.reversed().dropFirst(5)) + [PostModel(id: 10_000)]
        controller.apply([ListSection(id: 0, elements: reordered)])
        await controller.waitUntilShown()
        #expect(controller.statistics.backgroundDiffs == 1)
        #expect(view.violations.isEmpty)
        #expect(view.displayed[0].elements.map(\.id) == reordered.map(\.id))
        #expect(reordered.allSatisfy { shown.likes[$0.id] == $0.likes })
    }

    @Test("class items without a snapshot work too, diffed on the main actor")
    func withoutSnapshot() async {
        let controller = ListController(sections: [ListSection(id: 0, elements: (0..<2_000).map(PlainModel.init))])
        let view = SimulatedListView<ListSection<Int, PlainModel>>(data: [])
        view.attach(controller)
        controller.options.backgroundDiffThreshold = 10
        controller.apply([ListSection(id: 0, elements: (0..<2_000).reversed().map(PlainModel.init))])
        await controller.waitUntilShown()
        #expect(controller.statistics.backgroundDiffs == 0)
        #expect(view.violations.isEmpty && view.displaysData)
    }

    #if canImport(Observation)
    @Test("an @Observable item's cell is reconfigured when a property it showed changes, with no call")
    func observation() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
        let rows = (0..<3).map { ObservedPost(id: $0) }
        let controller = ListController(sections: [ListSection(id: 0, elements: rows)])
        let view = SimulatedListView<ListSection<Int, ObservedPost>>(data: [])
        var shown: [Int: Int] = [:]
        view.configureCell = { shown[$0.id] = $0.likes }
        view.attach(controller)
        rows[1].likes = 4
        rows[1].likes = 5
        await yieldUntil { shown[1] == 5 }
        #expect(shown[1] == 5 && view.reconfiguredCount == 1, "one reconfigure for both changes")
        // A property the cell did not read changes nothing.
        rows[2].draft = "typing"
        for _ in 0..<10 { await Task.yield() }
        #expect(view.reconfiguredCount == 1)
        // Off: the app reconfigures by itself.
        controller.options.observesItemChanges = false
        view.configureCell = { shown[$0.id] = $0.likes }
        _ = controller.updateItem(withID: 0) { $0.likes = 1 }
        await yieldUntil { shown[0] == 1 }
        #expect(shown[0] == 1)
        rows[0].likes = 2
        for _ in 0..<10 { await Task.yield() }
        #expect(shown[0] == 1, "observation is off")
        #expect(view.violations.isEmpty)
    }

    @Test("nothing is reconfigured by an observation during a drag; it is after the drop")
    func observationWaitsForTheDrop() async {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
        let rows = (0..<3).map { ObservedPost(id: $0) }
        let controller = ListController(sections: [ListSection(id: 0, elements: rows)])
        controller.hooks.canMoveItem = { _, _ in true }
        controller.options.interactiveMoveTimeout = .infinity
        let view = SimulatedListView<ListSection<Int, ObservedPost>>(data: [])
        var shown: [Int: Int] = [:]
        view.configureCell = { shown[$0.id] = $0.likes }
        view.attach(controller)
        #expect(view.userBeginsDrag(at: ItemPath(item: 0, section: 0)))
        rows[2].likes = 7
        for _ in 0..<10 { await Task.yield() }
        #expect(shown[2] == 0 && view.violations.isEmpty)
        view.userDrops(from: ItemPath(item: 0, section: 0), at: ItemPath(item: 1, section: 0))
        await yieldUntil { shown[2] == 7 }
        #expect(shown[2] == 7 && view.violations.isEmpty)
    }
    #endif
}

#if canImport(Observation)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable @MainActor
final class ObservedPost {
    nonisolated let id: Int
    var likes = 0
    var draft = ""
    init(id: Int) { self.id = id }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension ObservedPost: @MainActor ContentSnapshotting {
    func isContentEqual(to source: ObservedPost) -> Bool { likes == source.likes }
    var contentSnapshot: Int { likes }
}
#endif

/// App code with an initializer that asks for `Sendable` sections: the compiler (6.3) lets
/// main-actor items with isolated conformances through such a `where` clause when the
/// arguments are literals it infers the type from.
@MainActor
final class SendableScreen<S: DiffableSection> {
    let controller: ListController<S>
    let view: SimulatedListView<S>

    init(showing old: [S], thenApplying new: [S]) where S: Sendable, S.Element: Sendable {
        controller = ListController(sections: old)
        view = SimulatedListView<S>(data: [])
        view.attach(controller)
        controller.options.backgroundDiffThreshold = 10
        controller.apply(new)
    }
}

@MainActor @Suite struct IsolatedConformanceProbeTests {
    @Test("items whose conformances are main-actor isolated are never diffed off the main actor")
    func probe() async {
        // Literals, as the compiler lets through (with `.map` it rejects the call, as it should).
        let screen = SendableScreen(
            showing: [ListSection(id: 0, elements: [PlainModel(id: 1), PlainModel(id: 2), PlainModel(id: 3)])],
            thenApplying: [ListSection(id: 0, elements: [PlainModel(id: 3), PlainModel(id: 1), PlainModel(id: 4)])])
        screen.controller.options.backgroundDiffThreshold = 1
        for turn in 0..<2_000 where !screen.controller.isIdle {
            await Task.yield()
            if turn > 50 { try? await Task.sleep(nanoseconds: 1_000_000) }
        }
        #expect(screen.controller.sections[0].elements.map { $0.id } == [3, 1, 4])
        #expect(screen.view.violations.isEmpty && screen.view.displaysData)
        // The first attempt found out off the main actor and came back; none is made again.
        #expect(screen.controller.statistics.backgroundDiffs == 1)
        screen.controller.apply([ListSection(id: 0, elements: [PlainModel(id: 5), PlainModel(id: 3)])])
        await screen.controller.waitUntilShown()
        #expect(screen.controller.statistics.backgroundDiffs == 1)
        #expect(screen.controller.sections[0].elements.map { $0.id } == [5, 3])
    }
}
