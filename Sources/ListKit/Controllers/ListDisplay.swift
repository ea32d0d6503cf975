/// Display scheduling: what the view shows, and how it catches up with the model of record,
/// one change at a time, never while a batch animates, a diff runs (off the main actor for
/// large lists) or the user drags; above the animation cap it reloads instead.
@MainActor
final class ListDisplay<Section: DiffableSection> {
    typealias Item = Section.Element

    /// What the view shows now, and the data source answers (during a batch: that batch's
    /// stage).
    var sections: [Section]
    /// The view being updated.
    weak var host: (any BatchUpdatable)?
    /// The model of record the display catches up with.
    let record: ListRecord<Section>
    /// How shown and new data are compared (by value, or by class items' snapshots).
    let differ: ContentDiffer<Section>

    /// See ``ListController/options``.
    var options = ListDisplayOptions()

    /// The record's ticket that ``sections`` shows (user edits since then included).
    var shownTicket = 0
    var isAnimating = false
    var isDiffing = false
    /// Bumped by every user edit of what is shown, so a background diff can tell the
    /// display it started from went stale.
    var displayEdits = 0
    /// A drag is under way (see `ListDisplay+Dragging`).
    var isInteracting = false
    /// When the adapter last heard of the drag, and whether a watchdog waits for its end.
    var lastInteraction: UInt64 = 0
    var isWatchingInteraction = false
    /// Nanoseconds now, for the drag timeout; tests replace it to control time.
    var interactionClock: @MainActor () -> UInt64 = { MonotonicClock.now() }
    /// Class items an observation saw change, to reconfigure once the display is caught up.
    var observedChanges: Set<ObjectIdentifier> = []
    /// Where each observed item's cell was last configured: checked first, so an observed
    /// change costs no search of the whole list.
    var observedPaths: [ObjectIdentifier: ItemPath] = [:]
    /// Items that take over the cell of an item with another ID (old ID to the new item),
    /// renamed in what is shown before the next diff (see `ListDisplay+HandOver`).
    var handOvers = HandOvers<Item>()
    /// Sections (by ID and occurrence) whose headers and footers show a count a user's drop
    /// changed: configured again when the display may next change.
    var sectionsToRefresh: [(id: Section.ID, occurrence: Int)] = []
    var statistics = ApplyStatistics()
    /// Whether the debug diagnostic for a large diff on the main actor was given: once per
    /// controller, not once per change.
    var reportedMainActorDiff = false
    /// Awaited before a background diff's result is used, as if the diff took that long.
    var backgroundDiffHold: (@MainActor () async -> Void)?
    /// Whether the view showed no item when last told, for ``ListHooks/emptinessChanged``.
    private var wasEmpty: Bool
    /// Told when the view comes to show no item, or stops.
    var emptinessChanged: (@MainActor (Bool) -> Void)?
    /// Told what each change the view showed did to the identities it shows, right after the
    /// view shows it (the controller's selection follows).
    var showed: (@MainActor (ShownChange<Section>) -> Void)?

    init(showing sections: [Section]) {
        self.sections = sections
        record = ListRecord(sections)
        differ = Self.makeDiffer(showing: sections)
        wasEmpty = Self.showsNoItem(sections)
    }

    /// Whether the display shows the newest record and nothing is animating or diffing.
    var isIdle: Bool {
        !isAnimating && !isDiffing && record.latestTicket == shownTicket && observedChanges.isEmpty && sectionsToRefresh.isEmpty
    }

    /// Whether `path` is an item the view shows now.
    func contains(_ path: ItemPath) -> Bool {
        path.section >= 0 && path.section < sections.count && path.item >= 0 && path.item < sections[path.section].elements.count
    }

    /// What the view shows changed to `shown`: tells ``ListHooks/emptinessChanged`` when it became
    /// empty or stopped being.
    func shownChanged(to shown: [Section]) {
        let empty = Self.showsNoItem(shown)
        guard empty != wasEmpty else { return }
        wasEmpty = empty
        emptinessChanged?(empty)
    }

    /// Whether `sections` hold no item. (An indexed loop over the buffer: in code not
    /// specialized for the app's types, an iterator or a key path costs a metadata lookup per
    /// section, which 100,000 sections make felt.)
    static func showsNoItem(_ sections: [Section]) -> Bool {
        sections.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where !buffer[index].elements.isEmpty { return false }
            return true
        }
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
}
