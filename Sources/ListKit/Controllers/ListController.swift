/// Owns a list's data, answers its view's data-source questions, and shows the app's
/// requests with animated, UIKit-safe batches: the logic of a list screen, independent of
/// UIKit so it runs and is tested on Linux against `ListKitTesting`'s simulated host.
/// `CollectionListController` and `TableListController` put it behind a `UICollectionView` or
/// `UITableView`.
///
/// **One model of record.** The controller keeps what the app has asked for, with every
/// change composed on it in the order it happened: ``apply(_:animated:completion:)-6hk6u``
/// replaces it, ``update(animated:completion:_:)-3lojz`` and ``updateItem(withID:_:)-6clzh``
/// edit it, and
/// the user's moves and deletes are carried into it. ``latestSections`` reads it. The
/// display only catches up: it shows the newest record when it can (never while a batch
/// animates, and never while the user drags), diffing from what it shows, off the main
/// actor for large lists (``backgroundDiffThreshold``). The final display is every request
/// and user edit applied in the order they happened; <doc:ListControllers> says how a user's
/// edit made while requests wait is carried into them.
///
/// **Completions** (and ``applyAndWait(_:animated:)-1uw72``) finish once the change they belong to,
/// or a later one that contains it, is displayed; each runs once, on the main actor, in
/// call order.
///
/// **Items.** Values are compared as given. Class items that adopt ``ContentSnapshotting``
/// (`@MainActor` and `@Observable` view models included) are remembered by a snapshot of
/// their content, so an instance changed in place is still reconfigured; class items
/// without a snapshot are compared as they are now. With Observation a cell is
/// reconfigured when an observed property it showed changes (``observesItemChanges``).
@MainActor
public final class ListController<Section: DiffableSection> {
    /// The items the list shows.
    public typealias Item = Section.Element

    /// What the view shows now, and the data source answers (during a batch: that batch's
    /// stage). The app's newest request is ``latestSections``.
    public internal(set) var sections: [Section]
    /// The view the controller updates; an adapter sets it.
    public weak var host: (any BatchUpdatable)?
    /// Above this many operations in one change, the view reloads instead of animating.
    public var animationCap: Int? = 1_000
    /// From this many sections and items (shown plus new, counted together), the diff runs
    /// off the main actor: for `Sendable` sections and for class items (``ContentSnapshotting``).
    public var backgroundDiffThreshold = 4_000
    /// Whether a cell showing an `@Observable` class item is reconfigured when a property it
    /// read while being configured changes, with no call from the app (iOS 17, macOS 14).
    public var observesItemChanges = true

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
    /// waiting changes are shown anyway. UIKit tells the data source nothing when a drag is
    /// cancelled, so without this limit a cancelled drag would hold back every later change.
    /// `.infinity` waits for the drop however long it takes.
    public var interactiveMoveTimeout: Double = 10
    /// Called after the user moved an item (the sections are already updated).
    public var didMove: ((Item, ItemPath, ItemPath) -> Void)?
    /// Called after the user deleted an item (the sections are already updated).
    public var didDelete: ((Item, ItemPath) -> Void)?
    /// Whether a tap selects an item only for the moment of ``didSelect`` (the adapter
    /// deselects it again, animated), as a list of navigation rows wants.
    public var deselectsAfterSelection = false
    /// Where a drag from the item at the first path may land when the user points at the
    /// second (nil: ``moveTarget(from:proposed:)``'s own rule).
    public var moveTargetRule: ((Item, ItemPath, ItemPath) -> ItemPath)?
    /// Items a drag never lands before when they start a section (a pinned first row).
    public var isPinnedToStart: ((Item) -> Bool)?
    /// Items a drag never lands after when they end a section (a "load more" row).
    public var isPinnedToEnd: ((Item) -> Bool)?
    /// Called when a cell is about to show an item.
    public var willDisplay: ((Item, ItemPath) -> Void)?
    /// Called when the view stopped showing an item (at the path it had then).
    public var didEndDisplaying: ((Item, ItemPath) -> Void)?
    /// Called with items the view will probably show soon (load their images now).
    public var prefetch: (([Item]) -> Void)?
    /// Called with items ``prefetch`` announced that the view no longer expects to show.
    public var cancelPrefetch: (([Item]) -> Void)?
    /// Called when the view comes to show no item at all, or stops: the adapters show their
    /// `emptyView` then.
    public var emptinessChanged: ((_ isEmpty: Bool) -> Void)?
    /// Whether a page is loading (see ``loadsMore(within:_:)``).
    public internal(set) var isLoadingMore = false

    /// The model of record.
    let record: ListRecord<Section>
    /// How shown and new data are compared (by value, or by class items' snapshots).
    let differ: ContentDiffer<Section>
    /// Set by the first request that proves the sections `Sendable`.
    var backgroundDiff: BackgroundDiff<Section>? {
        record.backgroundDiff
    }
    /// The record's ticket that ``sections`` shows (user edits since then included).
    var shownVersion = 0
    var isAnimating = false
    var isDiffing = false
    /// Bumped by every user edit of what is shown, so a background diff can tell the
    /// display it started from went stale.
    var displayEdits = 0
    /// A drag is under way (see `ListController+Dragging`).
    var isInteracting = false
    /// When the adapter last heard of the drag, and whether a watchdog waits for its end.
    var lastInteraction: UInt64 = 0
    var isWatchingInteraction = false
    /// Nanoseconds now, for the drag timeout; tests replace it to control time.
    @_spi(Instrumentation) public var interactionClock: @MainActor () -> UInt64 = { MonotonicClock.now() }
    /// Class items an observation saw change, to compare once the display is caught up.
    var observedChanges: Set<ObjectIdentifier> = []
    /// Where each observed item's cell was last configured: checked first, so an observed
    /// change costs no search of the whole list.
    var observedPaths: [ObjectIdentifier: ItemPath] = [:]
    /// What each cell the view shows was showing when it came, for `didEndDisplaying`.
    var displayedCells: [ObjectIdentifier: (Item, ItemPath)] = [:]
    /// How the next page loads.
    var pagination: Pagination?
    /// Whether the view showed no item when last told, for ``emptinessChanged``.
    var wasEmpty: Bool
    /// The adapter's own emptiness hook (its `emptyView`), beside the app's.
    var adapterEmptinessChanged: ((Bool) -> Void)?
    @_spi(Instrumentation) public internal(set) var statistics = ApplyStatistics()
    /// Awaited before a background diff's result is used, as if the diff took that long:
    /// lets a test start a drag while a diff is out.
    @_spi(Instrumentation) public var backgroundDiffHold: (@MainActor () async -> Void)?

    /// A controller showing `sections`.
    public init(sections: [Section] = []) {
        self.sections = sections
        record = ListRecord(sections)
        differ = Self.makeDiffer(showing: sections)
        wasEmpty = Self.showsNoItem(sections)
    }

    /// Whether the view shows no item (it may show empty sections).
    public var isEmpty: Bool { Self.showsNoItem(sections) }

    /// Whether `sections` hold no item. (An indexed loop over the buffer: in code not
    /// specialized for the app's types, an iterator or a key path costs a metadata lookup per
    /// section, which 100,000 sections make felt.)
    static func showsNoItem(_ sections: [Section]) -> Bool {
        sections.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where !buffer[index].elements.isEmpty { return false }
            return true
        }
    }

    /// What the view shows changed to `shown`: tells ``emptinessChanged`` when it became
    /// empty or stopped being.
    func shownChanged(to shown: [Section]) {
        let empty = Self.showsNoItem(shown)
        guard empty != wasEmpty else { return }
        wasEmpty = empty
        adapterEmptinessChanged?(empty)
        emptinessChanged?(empty)
    }

    /// A snapshot differ for class items, else a value differ.
    private static func makeDiffer(showing sections: [Section]) -> ContentDiffer<Section> {
        guard let snapshotting = Item.self as? any ContentSnapshotting.Type else { return ContentDiffer() }
        return snapshotDiffer(snapshotting, showing: sections)
    }

    private static func snapshotDiffer<Snapshotting: ContentSnapshotting>(
        _ type: Snapshotting.Type,
        showing sections: [Section]
    ) -> ContentDiffer<Section> {
        // The cast above opened `Item`'s own metatype, so the two are one type.
        guard Snapshotting.self == Item.self else { return ContentDiffer() }
        return SnapshotDiffer<Section, Snapshotting>(showing: sections)
    }

    // MARK: Data source

    /// The number of sections shown.
    public var numberOfSections: Int { sections.count }

    /// The number of items shown in `section`.
    public func numberOfItems(inSection section: Int) -> Int {
        sections[section].elements.count
    }

    /// The item shown at `path`.
    public func item(at path: ItemPath) -> Item {
        sections[path.section].elements[path.item]
    }

    /// The section shown at `index`.
    public func section(at index: Int) -> Section {
        sections[index]
    }

    /// The path where the first item with `id` is shown, or nil (linear).
    public func path(of id: Item.ID) -> ItemPath? {
        for (section, value) in sections.enumerated() {
            if let item = value.elements.firstIndex(where: { $0.id == id }) { return ItemPath(item: item, section: section) }
        }
        return nil
    }

    /// The model of record: what the list shows once the display catches up with every
    /// request and user edit so far.
    public var latestSections: [Section] { record.read().sections }

    /// Whether the display shows the newest record and nothing is animating or diffing.
    public var isIdle: Bool {
        !isAnimating && !isDiffing && record.currentVersion == shownVersion && observedChanges.isEmpty
    }

    /// The record's ticket that the view shows, for tests: completions of tickets up to it
    /// may run.
    @_spi(Instrumentation) public var displayedTicket: Int { shownVersion }

    /// The ticket of the newest change of the record, for tests.
    @_spi(Instrumentation) public var latestTicket: Int { record.currentVersion }
}
