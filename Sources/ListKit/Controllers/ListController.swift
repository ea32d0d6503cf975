/// Owns a list's data, answers its view's data-source questions, and shows the app's
/// requests with animated, UIKit-safe batches: the logic of a list screen, independent of
/// UIKit so it runs and is tested on Linux against `ListKitTesting`'s simulated host.
///
/// Inside, each concern has its own type: the model of record and the composition of
/// requests (`ListRecord`), display scheduling (`ListDisplay`), user edits (`ListUserEdits`)
/// and the app's decisions (``hooks``, `controller.hooks.didSelect = { ... }`).
/// `CollectionListController` and `TableListController` put it behind a `UICollectionView` or
/// `UITableView`.
///
/// **One model of record.** The controller keeps what the app has asked for, with every
/// change composed on it in the order it happened: ``apply(_:animated:completion:)``
/// replaces it, ``update(animated:completion:_:)`` and ``updateItem(withID:_:)``
/// edit it, and
/// the user's moves and deletes are carried into it. ``latestSections`` reads it. The
/// display only catches up: it shows the newest record when it can (never while a batch
/// animates, and never while the user drags), diffing from what it shows, off the main
/// actor for large lists (``ListDisplayOptions/backgroundDiffThreshold``). The final display is every request
/// and user edit applied in the order they happened; <doc:ListControllers> says how a user's
/// edit made while requests wait is carried into them.
///
/// **Completions** (and ``waitUntilShown()``) finish once the change they belong to,
/// or a later one that contains it, is displayed; each runs once, on the main actor, in
/// call order.
///
/// **Items.** Values are compared as given. Class items that adopt ``ContentSnapshotting``
/// (`@MainActor` and `@Observable` view models included) are remembered by a snapshot of
/// their content, so an instance changed in place is still reconfigured; class items
/// without a snapshot are compared as they are now. With Observation a cell is
/// reconfigured when an observed property it showed changes (``ListDisplayOptions/observesItemChanges``).
///
/// **Apps and hosts.** What an app calls is here. What the view that shows the list calls
/// (the data source's questions, the user's taps, drags and swipes, cells coming and going)
/// is the host interface, `@_spi(ListHost)`: the UIKit adapters and `ListKitTesting`'s
/// simulated view use it, and a custom host imports it with `@_spi(ListHost) import ListKit`.
@MainActor
public final class ListController<Section: DiffableSection> {
    /// The items the list shows.
    public typealias Item = Section.Element

    /// What the screen decides: what the user may do, what happens when they do it, what the
    /// app hears of the view (`controller.hooks.didSelect = { ... }`). Setting a hook tells
    /// the view at once when it changes what the view asks (a context menu, swipe actions).
    public var hooks = ListHooks<Section>() {
        didSet {
            if hooks.selectionMode != oldValue.selectionMode { selectionModeChanged() }
            hooksChanged?()
        }
    }
    /// Told when ``hooks`` changed (the adapter, which answers UIKit according to them).
    var hooksChanged: (() -> Void)?

    /// Display scheduling: what is shown and how it catches up with the record.
    let display: ListDisplay<Section>
    /// User edits, shown and carried into the record.
    let edits: ListUserEdits<Section>
    /// How more items load, at each edge.
    var paginations: [ListEdge: Pagination] = [:]
    /// The edges where a load runs.
    var loading: Set<ListEdge> = []
    /// Cells shown near an edge with a pagination, checked on the next turn (see
    /// ``cellWillDisplay(_:at:)``).
    var pagingCandidates: [(edge: ListEdge, cell: ObjectIdentifier)] = []
    /// What each cell the view shows was showing when it came, for `didEndDisplaying`.
    var displayedCells: [ObjectIdentifier: (Item, ItemPath)] = [:]
    /// The adapter's own emptiness hook (its `emptyView`), beside the app's.
    var adapterEmptinessChanged: ((Bool) -> Void)?
    /// The derived list this controller shows, if any (it keeps it).
    var derivation: DerivationLink<Item>?
    /// Tasks cancelled when the controller goes away (see ``receive(_:_:)``).
    let tasks = ListTasks()
    /// The selection, by identity (see ``selectedIDs``).
    var selection = ListSelection<Item.ID>()

    /// A controller showing `sections`, diffing on the main actor (where the sections are
    /// `Sendable`, the compiler picks the initializer that diffs large lists off it).
    public convenience init(sections: [Section] = []) {
        self.init(showing: sections)
    }

    init(showing sections: [Section]) {
        display = ListDisplay(showing: sections)
        edits = ListUserEdits(display: display)
        display.emptinessChanged = { [unowned self] empty in
            adapterEmptinessChanged?(empty)
            hooks.emptinessChanged?(empty)
            if empty { loadIfEmpty() }
        }
        display.showed = { [unowned self] in selectionFollows($0) }
    }

    /// How the controller shows its changes: animation cap, background diffing, drag
    /// timeout, scroll anchoring (`controller.options.sticksToEnd = true`).
    public var options: ListDisplayOptions {
        get { display.options }
        set { display.options = newValue }
    }

    /// The model of record.
    var record: ListRecord<Section> { display.record }

    /// What the view shows now, and the data source answers (during a batch: that batch's
    /// stage). The app's newest request is ``latestSections``.
    public var sections: [Section] { display.sections }

    /// Nanoseconds now, for the drag timeout; tests replace it to control time.
    @_spi(Instrumentation) public var interactionClock: @MainActor () -> UInt64 {
        get { display.interactionClock }
        set { display.interactionClock = newValue }
    }
    /// Where the controller's applies spent their time.
    @_spi(Instrumentation) public var statistics: ApplyStatistics { display.statistics }
    /// Awaited before a background diff's result is used, as if the diff took that long:
    /// lets a test start a drag while a diff is out.
    @_spi(Instrumentation) public var backgroundDiffHold: (@MainActor () async -> Void)? {
        get { display.backgroundDiffHold }
        set { display.backgroundDiffHold = newValue }
    }

    /// Whether the view shows no item (it may show empty sections).
    public var isEmpty: Bool { ListDisplay.showsNoItem(sections) }

    /// The item the view shows at `path` now (in ``sections``), or nil when it shows none
    /// there: what a delegate method given an index path asks (`ItemPath(indexPath)`).
    public func item(at path: ItemPath) -> Item? {
        contains(path) ? shownItem(at: path) : nil
    }

    /// The item shown at `path`, which the caller knows the view shows.
    func shownItem(at path: ItemPath) -> Item {
        sections[path.section].elements[path.item]
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

    /// Whether the display shows the newest record and nothing is animating, diffing or (for
    /// a ``DerivedList``) being derived.
    public var isIdle: Bool { display.isIdle && derivation?.isIdle() != false }

    /// The record's ticket that the view shows, for tests: completions of tickets up to it
    /// may run.
    @_spi(Instrumentation) public var displayedTicket: Int { display.shownTicket }

    /// Whether `path` is an item the view shows now.
    func contains(_ path: ItemPath) -> Bool { display.contains(path) }

    /// The ticket of the newest change of the record, for tests.
    @_spi(Instrumentation) public var latestTicket: Int { record.latestTicket }
}
