import ListKit
import ListKitTestSupport
import ListKitTesting

/// The items and sections most tests use: Int IDs, and content that can change
/// (see `ListKitTesting`'s fixtures, which the benchmarks share).
typealias Item = TestItem<Int>
typealias TitledSection = ListKitTestSupport.TitledSection<Int, Item>

/// Lets queued main-actor work, background diffs and animations run until `controller` is
/// idle and nothing animates; false when it is still busy after a budget of main-actor turns
/// (not of time: parallel suites share the main actor, and one turn may wait long).
@MainActor @discardableResult
func settle<Section: DiffableSection>(_ view: SimulatedListView<Section>, _ controller: ListController<Section>) async -> Bool {
    for turn in 0...5_000 {
        await Task.yield()
        view.finishAnimations()
        if turn > 6, controller.isIdle, view.runningAnimations.isEmpty { return true }
        if turn > 100 { try? await Task.sleep(for: .milliseconds(1)) }
    }
    return false
}

/// Lets main-actor turns run until `done`, within a budget of them: a task another one
/// starts (an observation's change, a page load, a row action) gets its turn when the
/// executor gives it, which no fixed count of turns promises.
@MainActor
func yieldUntil(_ done: () -> Bool) async {
    for _ in 0..<2_000 where !done() { await Task.yield() }
}

/// Animates `view` from what it displays to `new` with ListKit's stages, returning the
/// stage count.
@MainActor
func animate<Section: DiffableSection>(_ view: SimulatedListView<Section>, to new: [Section]) -> Int {
    let staged = StagedChangeset(sectionsFrom: view.displayed, to: new)
    view.reload(using: staged) { view.data = $0 }
    return staged.count
}

/// An item whose thumbnail is not content, as `// listgen: ignore` would make it.
struct Thumbnailed: Diffable, Sendable {
    var id: Int
    var title: String
    var thumbnail: Int

    func isContentEqual(to source: Thumbnailed) -> Bool {
        title == source.title
    }
}
