/// Owns a list's sections, answers its view's data-source questions, and shows new
/// snapshots with animated, UIKit-safe batches: the logic of a list screen, independent of
/// UIKit so it runs and is tested on Linux against `ListKitTesting`'s simulated host.
/// `CollectionListController` and `TableListController` put it behind a `UICollectionView` or
/// `UITableView`.
///
/// **Applying.** ``apply(_:animated:completion:)`` may be called from any thread or actor.
/// Calls are recorded in order; the main actor shows only the latest snapshot of those
/// waiting (coalescing), never starts a batch while one animates (the next waits for its
/// completion), and diffs off the main actor when the lists are large
/// (``backgroundDiffThreshold``). Every completion fires exactly once, on the main actor, in
/// call order, once the snapshot it belongs to (or a later one) is displayed. Content-only
/// changes reconfigure cells in place; above ``animationCap`` operations, or out of a
/// window, the view reloads instead.
///
/// **User edits.** A move the user made by dragging is already on screen: the controller
/// updates its sections in place, with no diff and no batch, then calls ``didMove``. A
/// swipe-delete removes the item in one batch of that delete alone, then calls ``didDelete``.
/// A later apply diffs from the edited state, so nothing snaps back. While the user drags
/// (``beginInteractiveMove()`` to ``endInteractiveMove()``), applies wait; after the drop
/// they are shown, diffed from the moved state. UIKit does not report a cancelled drag, so a
/// drag with no news for ``interactiveMoveTimeout`` seconds counts as ended.
@MainActor
public final class ListController<Section: DiffableSection & Sendable>: ListDataSource where Section.Element: Sendable {
    /// The items the list shows.
    public typealias Item = Section.Element

    /// What the data source answers now (during a batch: that batch's stage).
    public internal(set) var sections: [Section]
    /// The view the controller updates; an adapter sets it.
    public weak var host: (any BatchUpdatable)?
    /// Above this many operations in one apply, the view reloads instead of animating.
    public var animationCap: Int? = 1_000
    /// From this many items (old plus new), the diff runs off the main actor.
    public var backgroundDiffThreshold = 4_000

    /// Called when the user selects an item.
    public var didSelect: ((Item, ItemPath) -> Void)?
    /// Called when the user deselects an item.
    public var didDeselect: ((Item, ItemPath) -> Void)?
    /// Whether the user may drag an item (nil: none may).
    public var canMoveItem: ((Item, ItemPath) -> Bool)?
    /// Whether the user may delete an item by swiping (nil: none may).
    public var canDeleteItem: ((Item, ItemPath) -> Bool)?
    /// Whether a dragged item may land in another section; false keeps drags in their section.
    public var allowsMovesAcrossSections = false
    /// Seconds a drag may go without news (a new proposed position, or the drop) before
    /// waiting applies are shown anyway. UIKit tells the data source nothing when a drag is
    /// cancelled, so without this limit a cancelled drag would hold back every later apply.
    /// `.infinity` waits for the drop however long it takes.
    public var interactiveMoveTimeout: Double = 10
    /// Called after the user moved an item (the sections are already updated).
    public var didMove: ((Item, ItemPath, ItemPath) -> Void)?
    /// Called after the user deleted an item (the sections are already updated).
    public var didDelete: ((Item, ItemPath) -> Void)?

    private let queue = ApplyQueue<Section>()
    private var isAnimating = false
    private var isDiffing = false
    /// A drag is under way (see `ListController+Dragging`).
    var isInteracting = false
    /// When the adapter last heard of the drag, and whether a watchdog waits for its end.
    var lastInteraction: UInt64 = 0
    var isWatchingInteraction = false
    /// Nanoseconds now, for the drag timeout; tests replace it to control time.
    @_spi(Instrumentation) public var interactionClock: @MainActor () -> UInt64 = { MonotonicClock.now() }
    private var drainScheduled = false
    /// Bumped on every change of `sections` outside a displayed apply (user edits), so a
    /// background diff can tell its old list went stale.
    var editVersion = 0
    @_spi(Instrumentation) public private(set) var statistics = ApplyStatistics()

    /// A controller showing `sections`.
    public init(sections: [Section] = []) {
        self.sections = sections
    }

    // MARK: Data source

    public var numberOfSections: Int { sections.count }

    public func numberOfItems(inSection section: Int) -> Int {
        sections[section].elements.count
    }

    public func item(at path: ItemPath) -> Item {
        sections[path.section].elements[path.item]
    }

    /// The section at `index`.
    public func section(at index: Int) -> Section {
        sections[index]
    }

    /// The path of the first item with `id`, or nil (linear).
    public func path(of id: Item.ID) -> ItemPath? {
        for (section, value) in sections.enumerated() {
            if let item = value.elements.firstIndex(where: { $0.id == id }) { return ItemPath(item: item, section: section) }
        }
        return nil
    }

    // MARK: Applying

    /// Shows `sections`, animated unless `animated` is false; callable from any thread.
    /// `completion` runs on the main actor once these sections (or later ones) are displayed.
    /// Returns the call's ticket: completions fire in ticket order.
    @discardableResult
    public nonisolated func apply(_ sections: [Section], animated: Bool = true,
                                  completion: (@MainActor @Sendable () -> Void)? = nil) -> Int {
        let ticket = queue.enqueue(sections, animated: animated, completion: completion)
        Task { @MainActor [weak self] in self?.drain() }
        return ticket
    }

    /// Shows `sections` and returns once they (or later ones) are displayed.
    public func apply(_ sections: [Section], animated: Bool = true) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            apply(sections, animated: animated) { continuation.resume() }
        }
    }

    /// Whether no apply is waiting, diffing or animating.
    public var isIdle: Bool { !isAnimating && !isDiffing && queue.isEmpty }

    /// Shows the waiting applies, unless a batch animates, a diff runs or the user drags.
    func drain() {
        guard !isAnimating, !isDiffing, !isInteracting else { return }
        let start = MonotonicClock.now()
        defer { statistics.mainActorNanoseconds += MonotonicClock.since(start) }
        let waiting = queue.takeAll()
        guard let latest = waiting.last else { return }
        let completions = waiting.compactMap(\.completion)
        let target = latest.sections
        let canAnimate = latest.animated && (host?.canAnimateBatches ?? false)
        let itemCount = Self.itemCount(sections) + Self.itemCount(target)
        guard canAnimate, itemCount >= backgroundDiffThreshold else {
            display(target, staged: canAnimate ? diff(from: sections, to: target) : nil, completions: completions)
            return
        }
        // Large: diff off the main actor, then show it unless the user edited meanwhile.
        isDiffing = true
        let old = sections
        let version = editVersion
        Task.detached { [weak self] in
            let clock = MonotonicClock.now()
            let staged = StagedChangeset(sectionsFrom: old, to: target)
            let elapsed = MonotonicClock.since(clock)
            await self?.finishBackgroundDiff(staged, target: target, version: version, diffNanoseconds: elapsed, completions: completions)
        }
    }

    private func finishBackgroundDiff(_ staged: StagedChangeset<[Section]>, target: [Section], version: Int,
                                      diffNanoseconds: UInt64, completions: [@MainActor @Sendable () -> Void]) {
        let start = MonotonicClock.now()
        statistics.diffNanoseconds += diffNanoseconds
        isDiffing = false
        let current = version == editVersion ? staged : diff(from: sections, to: target)
        display(target, staged: current, completions: completions)
        statistics.mainActorNanoseconds += MonotonicClock.since(start)
    }

    private func diff(from old: [Section], to new: [Section]) -> StagedChangeset<[Section]> {
        let start = MonotonicClock.now()
        defer { statistics.diffNanoseconds += MonotonicClock.since(start) }
        return StagedChangeset(sectionsFrom: old, to: new)
    }

    /// Shows `target`: through `staged` batches, or (nil) by setting it and reloading.
    private func display(_ target: [Section], staged: StagedChangeset<[Section]>?,
                         completions: [@MainActor @Sendable () -> Void]) {
        statistics.displayedApplies += 1
        guard let host, let staged else {
            sections = target
            host?.reloadAll()
            finish(completions)
            return
        }
        isAnimating = true
        statistics.batches += staged.count
        host.reload(using: staged, animatingAtMost: animationCap, setData: { [unowned self] data in
            sections = data
        }, completion: { [weak self] in
            self?.batchesFinished(completions)
        })
    }

    private func batchesFinished(_ completions: [@MainActor @Sendable () -> Void]) {
        isAnimating = false
        finish(completions)
    }

    private func finish(_ completions: [@MainActor @Sendable () -> Void]) {
        for completion in completions { completion() }
        if !queue.isEmpty { scheduleDrain() }
    }

    private func scheduleDrain() {
        guard !drainScheduled else { return }
        drainScheduled = true
        Task { @MainActor [weak self] in
            self?.drainScheduled = false
            self?.drain()
        }
    }

    private static func itemCount(_ sections: [Section]) -> Int {
        sections.reduce(0) { $0 + $1.elements.count }
    }

    /// Changes the item with `id` (the first one) and shows the change: a content change
    /// reconfigures its cell in place. Does nothing when no item has that ID.
    public func updateItem(withID id: Item.ID, _ change: (inout Item) -> Void) {
        guard let path = path(of: id) else { return }
        var edited = sections
        var elements = edited[path.section].elements
        change(&elements[path.item])
        edited[path.section] = Section(source: edited[path.section], elements: elements)
        apply(edited, animated: true, completion: nil)
    }
}
