@_spi(Instrumentation) @_spi(ListHost) import ListKit
import ListKitTesting
import Testing

#if canImport(Observation)
import Observation
#endif

/// A class or `@Observable` item's cell always ends showing the item as it is: changes that
/// cancel out do not disarm observation, and what a cell shows is remembered when the cell is
/// configured, not when a diff started.
@MainActor @Suite struct ListControllerCellContentTests {
    typealias Section = ListSection<Int, PostModel>

    /// What each cell showed when last configured, by item ID.
    final class Screen { var likes: [Int: Int] = [:] }

    @Test("a class item changed while its background diff runs, then changed back during the batch, ends shown as it is")
    func snapshotTakenWhenCellIsConfigured() async {
        let a = PostModel(id: 0)
        let x = PostModel(id: 1)
        let controller = ListController(sections: [ListSection(id: 0, elements: [a, x])])
        let view = SimulatedListView<Section>(data: [])
        let screen = Screen()
        view.configureCell = { screen.likes[$0.id] = $0.likes }
        view.attach(controller)
        controller.options.backgroundDiffThreshold = 1
        view.completesAnimationsImmediately = false
        var releaseDiff: CheckedContinuation<Void, Never>?
        var diffIsOut = false
        controller.backgroundDiffHold = {
            diffIsOut = true
            await withCheckedContinuation { releaseDiff = $0 }
        }

        x.likes = 1
        controller.apply([ListSection(id: 0, elements: [x, a])])
        while !diffIsOut { await Task.yield() }
        // The diff took its snapshot of x at 1; the app changes x again and says so.
        x.likes = 2
        controller.update { _ in }
        controller.backgroundDiffHold = nil
        releaseDiff?.resume()
        while view.runningAnimations.isEmpty { await Task.yield() }
        #expect(screen.likes[1] == 2, "the batch configures x's cell with x as it is")
        // During the batch's animation x goes back to 1, and the app says so.
        x.likes = 1
        controller.update { _ in }
        await settle(view, controller)
        #expect(screen.likes[1] == 1, "x's cell still shows \(screen.likes[1] ?? -1)")
        #expect(view.violations.isEmpty)
    }

    #if canImport(Observation)
    @Test("an @Observable item changed and changed back in one turn is still observed afterwards")
    func observationStaysArmed() async {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
        let rows = (0..<3).map { ObservedRow(id: $0, content: 0) }
        let controller = ListController(sections: [ListSection(id: 0, elements: rows)])
        let view = SimulatedListView<ListSection<Int, ObservedRow>>(data: [])
        let screen = Screen()
        view.configureCell = { screen.likes[$0.id] = $0.content }
        view.attach(controller)
        await settle(view, controller)

        rows[1].content = 5
        rows[1].content = 0
        await settle(view, controller)
        #expect(screen.likes[1] == 0)
        rows[1].content = 7
        await settle(view, controller)
        #expect(screen.likes[1] == 7, "the cell stopped following its item: shows \(screen.likes[1] ?? -1)")
        #expect(controller.isIdle && view.violations.isEmpty)
    }
    #endif
}
