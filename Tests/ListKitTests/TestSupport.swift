import ListKit
import ListKitTestSupport
import ListKitTesting

/// The items and sections most tests use: Int IDs, and content that can change
/// (see `ListKitTesting`'s fixtures, which the benchmarks share).
typealias Item = TestItem<Int>
typealias TitledSection = ListKitTestSupport.TitledSection<Int, Item>

/// A skewed random size in 0...2,000: mostly small, some medium, a few large.
func randomSize(_ generator: inout SeededRandom) -> Int {
    switch Int.random(in: 0..<1000, using: &generator) {
    case 0..<900: return Int.random(in: 0...20, using: &generator)
    case 900..<994: return Int.random(in: 21...200, using: &generator)
    default: return Int.random(in: 301...2000, using: &generator)
    }
}

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

/// Animates `view` from what it displays to `new` with ListKit's stages, returning the
/// stage count.
@MainActor
func animate<Section: DiffableSection>(_ view: SimulatedListView<Section>, to new: [Section]) -> Int {
    let staged = StagedChangeset(sectionsFrom: view.displayed, to: new)
    view.reload(using: staged) { view.data = $0 }
    return staged.count
}

/// An item with a string ID.
struct StringItem: Diffable, Hashable, Sendable {
    var id: String
    var content: Int = 0
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
