@_spi(ListHost) import ListKit

/// A list view without pixels: a ``SimulatedList`` behind the `BatchUpdatable` protocol,
/// so the adapter (`reload(using:animatingAtMost:setData:)`) can drive it. It applies
/// batches by the rules documented on `BatchUpdate` and records every breach as a
/// ``BatchUpdateViolation`` instead of crashing: the test oracle for ListKit's changesets.
@MainActor
public final class SimulatedListView<Section: DiffableSection> {
    /// The displayed state and the data source, as of now: what the view shows, and what its
    /// data source answers (read through it, so it is current after a drop, which changes
    /// the data source without a batch).
    public var list: SimulatedList<Section> {
        var current = model
        current.data = data
        return current
    }
    /// What the view shows, and its data source as of the last batch (the data source is read
    /// through ``data``).
    var model: SimulatedList<Section>
    /// Every breach seen so far, in order.
    public private(set) var violations: [BatchUpdateViolation] = []
    /// Batches performed so far.
    public private(set) var batchCount = 0
    /// Batches shown without animation so far (also counted in ``batchCount``).
    public private(set) var unanimatedBatchCount = 0
    /// Unanimated full reloads so far.
    public private(set) var reloadAllCount = 0
    /// Items reconfigured in place so far.
    public private(set) var reconfiguredCount = 0
    /// Section headers and footers configured again in place so far (one per section).
    public private(set) var refreshedSectionCount = 0
    /// What a section's header shows of it: called whenever the view shows a section's
    /// supplementary views afresh (inserted, reloaded, or refreshed in place).
    public var configureHeader: (@MainActor (Section) -> Void)?
    /// Whether the view is in a window; out of one, batches do not animate (the adapter
    /// reloads instead), as with UIKit.
    public var isInWindow = true
    /// When false, a batch's completion waits for ``finishAnimations()``, as if its
    /// animations took time: what lets tests issue applies while a batch animates.
    public var completesAnimationsImmediately = true
    /// Completions of batches whose animations are still running, oldest first.
    public private(set) var runningAnimations: [((Bool) -> Void)?] = []
    /// Where the view asks for its data, as UIKit asks its data source after each batch;
    /// nil means the ``data`` property is the data source.
    public var dataProvider: (@MainActor () -> [Section])?
    /// The attached controller's user-edit entry points (see `attach(_:)`).
    var userActions: UserActions<Section>?
    /// What a cell shows of an item: called whenever the view shows an item afresh (inserted,
    /// reconfigured or reloaded), as UIKit asks for a cell. Reading an `@Observable` item's
    /// properties here is what an attached controller observes.
    public var configureCell: (@MainActor (Section.Element) -> Void)?
    /// Cells configured so far.
    public private(set) var configuredCount = 0
    /// The ticket of the last user edit the attached controller took in.
    public internal(set) var lastUserEditTicket: Int?
    /// The item whose swipe action shows, as the swipe began.
    var swipedItem: ItemReference<Section.Element.ID>?
    /// Where the user's drag stands, for the rule that nothing changes on screen meanwhile.
    var drag = DragState.none
    /// The paths selected now, kept as UIKit keeps them: moved with their items by batches and
    /// drags, dropped with deleted and reloaded items and by a full reload, set by taps (see
    /// ``userTaps(at:)``) and by the data source's calls.
    public internal(set) var selectedPaths: Set<ItemPath> = []
    /// Whether the user may select items (UIKit's `allowsSelection`), as the data source set it.
    public internal(set) var allowsSelection = true
    /// Whether the user may select more than one item (`allowsMultipleSelection`).
    public internal(set) var allowsMultipleSelection = false
    /// The flat positions that have cells (see `userScrolls(toShow:count:)`); nil: the view
    /// reports no cells coming and going.
    var viewport: Range<Int>?
    /// The cells for the items in the viewport, by item ID (a moved item keeps its cell).
    var visibleCells: [Section.Element.ID: SimulatedCell] = [:]
    private var pending: BatchUpdate?

    /// A view displaying `data`.
    public init(data: [Section]) {
        model = SimulatedList(data: data)
    }

    /// The data source: set it (in the adapter's `setData`) before a batch's operations.
    public var data: [Section] {
        get { dataProvider?() ?? model.data }
        set { model.data = newValue }
    }

    /// Ends every running animation: their completions run, oldest first.
    public func finishAnimations() {
        while !runningAnimations.isEmpty {
            let completion = runningAnimations.removeFirst()
            completion?(true)
        }
    }

    /// What the view displays now.
    public var displayed: [Section] { model.displayed }

    /// Whether the view displays exactly the data source's sections and items: no visible
    /// cell shows stale content.
    public var displaysData: Bool { firstDifference() == nil }

    /// The first position where the view and its data source differ, or nil.
    public func firstDifference() -> String? {
        var current = model
        current.data = data
        return current.firstDifference()
    }

    /// Animates `staged` into the view, stage by stage, each stage's data set by `setData`
    /// inside its batch (as `UICollectionView.reload(using:animatingAtMost:setData:)` does).
    public func reload<Data>(using staged: StagedChangeset<Data>, animatingAtMost cap: Int? = nil, setData: (Data) -> Void) {
        reload(using: staged, animatingAtMost: cap, animated: true, setData: setData, completion: nil)
    }

    /// The cells UIKit asks the data source for after a valid batch: inserted items, the
    /// items of inserted and reloaded sections, reloaded items. Moved items keep their cells.
    private func configureNewCells(of batch: BatchUpdate, oldSectionIDs: [Section.ID], reloadedItemIDs: [Section.Element.ID]) {
        let shown = model.displayed
        var sections = Set(batch.sectionInserts)
        let reloadedSections = Set(batch.sectionReloads.map { oldSectionIDs[$0] })
        for (index, section) in shown.enumerated() where reloadedSections.contains(section.id) { sections.insert(index) }
        for index in sections.sorted() { configureAll(of: index) }
        for path in batch.itemInserts where !sections.contains(path.section) {
            configure(shown[path.section].elements[path.item], at: path)
        }
        let reloaded = Set(reloadedItemIDs)
        for (index, section) in shown.enumerated() {
            for (item, element) in section.elements.enumerated() where reloaded.contains(element.id) {
                configure(element, at: ItemPath(item: item, section: index))
            }
        }
    }

    /// Cells for the items now in the viewport, ends for those that left it, as UIKit
    /// reports them (`willDisplay`, `didEndDisplaying`) after a change or a scroll.
    func updateVisibleCells() {
        guard let viewport, let actions = userActions else { return }
        var shown: [(Section.Element.ID, ItemPath)] = []
        var position = 0
        for (section, value) in model.displayed.enumerated() {
            for (item, element) in value.elements.enumerated() {
                if viewport.contains(position) { shown.append((element.id, ItemPath(item: item, section: section))) }
                position += 1
            }
        }
        let ids = Set(shown.map(\.0))
        for (id, cell) in visibleCells where !ids.contains(id) {
            visibleCells[id] = nil
            actions.didEndDisplaying(ObjectIdentifier(cell))
        }
        for (id, path) in shown where visibleCells[id] == nil {
            let cell = SimulatedCell()
            visibleCells[id] = cell
            actions.willDisplay(ObjectIdentifier(cell), path)
        }
    }

    /// Whether `call`, which UIKit takes outside a batch only, came outside one (else the
    /// breach is recorded as `breach`); a drag under way is checked too.
    private func isOutsideBatch(_ call: String, _ breach: String) -> Bool {
        guard pending == nil else {
            violations.append(BatchUpdateViolation(.outsideBatch, breach))
            return false
        }
        checkNoDrag(call)
        return true
    }

    /// Shows every item of section `index` in a cell, and the section in its header.
    func configureAll(of index: Int) {
        configureHeader?(model.displayed[index])
        for (item, element) in model.displayed[index].elements.enumerated() { configure(element, at: ItemPath(item: item, section: index)) }
    }

    /// Shows `item`, at `path`, in a cell.
    func configure(_ item: Section.Element, at path: ItemPath) {
        configuredCount += 1
        if let configurator = userActions?.configureCell {
            configurator(item, path) { self.configureCell?(item) }
        } else {
            configureCell?(item)
        }
    }

    /// UIKit moves a dragged cell under the user's finger itself; a batch, reload or
    /// reconfigure meanwhile moves the dragged item or its neighbours away from where the user
    /// holds them. And the drop's data source call runs inside UIKit's own update, where a
    /// batch would nest in it.
    private func checkNoDrag(_ call: String) {
        switch drag {
        case .none: return
        case .dragging: violations.append(BatchUpdateViolation(.changedDuringDrag, "\(call) while the user drags an item"))
        case .dropping: violations.append(BatchUpdateViolation(.changedDuringDrag, "\(call) inside the drop's data source call"))
        }
    }

    private func record(_ change: (inout BatchUpdate) -> Void) {
        guard var batch = pending else {
            violations.append(BatchUpdateViolation(.outsideBatch, "operation outside performBatch"))
            return
        }
        // Release the stored copy first, so appending doesn't copy the batch's arrays
        // (one copy per operation was quadratic for a batch of many moves).
        pending = nil
        change(&batch)
        pending = batch
    }
}

/// The host interface: the batches a list controller shows on the view, by UIKit's rules.
@_spi(ListHost) extension SimulatedListView: BatchUpdatable {

    public func performBatch(_ updates: () -> Void, completion: ((Bool) -> Void)?) {
        checkNoDrag("performBatch")
        guard pending == nil else {
            violations.append(BatchUpdateViolation(.outsideBatch, "performBatch inside performBatch"))
            updates()
            return
        }
        pending = BatchUpdate()
        updates()
        let batch = pending ?? BatchUpdate()
        pending = nil
        batchCount += 1
        syncFromDataSource()
        let oldSectionIDs = model.displayed.map(\.id)
        let oldItemIDs = batch.itemReloads.map { model.displayed[$0.section].elements[$0.item].id }
        do {
            try model.apply(batch, carrying: &selectedPaths)
            configureNewCells(of: batch, oldSectionIDs: oldSectionIDs, reloadedItemIDs: oldItemIDs)
        } catch {
            violations.append(error)
            // UIKit would crash; start over from the data so later batches are judged alone.
            model.reloadAll()
            selectedPaths = []
        }
        updateVisibleCells()
        if completesAnimationsImmediately {
            completion?(true)
        } else {
            runningAnimations.append(completion)
        }
    }

    /// Reads the data source (as UIKit does for counts and new cells) when one is attached.
    private func syncFromDataSource() {
        if let dataProvider { model.data = dataProvider() }
    }

    public func refreshSupplementaryViews(inSections sections: [Int]) {
        guard isOutsideBatch("refreshSupplementaryViews", "supplementary refresh inside performBatch") else { return }
        refreshedSectionCount += sections.count
        syncFromDataSource()
        do {
            try model.refreshSections(at: sections)
            for index in sections { configureHeader?(model.displayed[index]) }
        } catch {
            violations.append(error)
        }
    }

    public func performBatchWithoutAnimation(_ updates: () -> Void, completion: ((Bool) -> Void)?) {
        unanimatedBatchCount += 1
        let completesAtOnce = completesAnimationsImmediately
        // Nothing animates: the completion comes at once.
        completesAnimationsImmediately = true
        defer { completesAnimationsImmediately = completesAtOnce }
        performBatch(updates, completion: completion)
    }

    public func reloadAll() {
        checkNoDrag("reloadData")
        reloadAllCount += 1
        syncFromDataSource()
        model.reloadAll()
        // As `reloadData()`: the selection is gone.
        selectedPaths = []
        for index in model.displayed.indices { configureAll(of: index) }
        updateVisibleCells()
    }

    public var canAnimateBatches: Bool { isInWindow }

    public func reconfigureItems(at paths: [ItemPath]) {
        guard isOutsideBatch("reconfigureItems", "reconfigure inside performBatch: ListKit reconfigures after the batch, at new paths") else {
            return
        }
        reconfiguredCount += paths.count
        syncFromDataSource()
        do {
            try model.reconfigure(at: paths)
            for path in paths { configure(model.displayed[path.section].elements[path.item], at: path) }
        } catch {
            violations.append(error)
        }
    }

    public func handOverItems(at paths: [ItemPath]) {
        guard isOutsideBatch("handOverItems", "hand-over inside performBatch") else { return }
        reconfiguredCount += paths.count
        let shown = model.displayed
        let before = paths.map { path in
            path.section >= 0 && path.section < shown.count && path.item >= 0 && path.item < shown[path.section].elements.count
                ? shown[path.section].elements[path.item].id : nil
        }
        syncFromDataSource()
        do {
            try model.handOver(at: paths)
            // The cells stay: they are the new items' now.
            for (old, path) in zip(before, paths) {
                if let old, let cell = visibleCells.removeValue(forKey: old) {
                    visibleCells[model.displayed[path.section].elements[path.item].id] = cell
                }
            }
            for path in paths { configure(model.displayed[path.section].elements[path.item], at: path) }
        } catch {
            violations.append(error)
        }
    }

    public func insertSections(at indices: [Int]) { record { $0.sectionInserts += indices } }
    public func deleteSections(at indices: [Int]) { record { $0.sectionDeletes += indices } }
    public func moveSection(from source: Int, to target: Int) {
        record { $0.sectionMoves.append(PositionPair(source: source, target: target)) }
    }
    public func reloadSections(at indices: [Int]) { record { $0.sectionReloads += indices } }
    public func insertItems(at paths: [ItemPath]) { record { $0.itemInserts += paths } }
    public func deleteItems(at paths: [ItemPath]) { record { $0.itemDeletes += paths } }
    public func moveItem(from source: ItemPath, to target: ItemPath) {
        record { $0.itemMoves.append(PositionPair(source: source, target: target)) }
    }
    public func reloadItems(at paths: [ItemPath]) { record { $0.itemReloads += paths } }

    public func selectItems(at paths: [ItemPath]) {
        for path in paths where isShown(path, "selectItems") { selectedPaths.insert(path) }
    }

    public func deselectItems(at paths: [ItemPath]) {
        for path in paths where isShown(path, "deselectItems") { selectedPaths.remove(path) }
    }

    public func setSelectionRules(allowsSelection: Bool, allowsMultipleSelection: Bool) {
        self.allowsSelection = allowsSelection
        self.allowsMultipleSelection = allowsMultipleSelection
        // As UIKit: no selection left where none is allowed, at most one where one is.
        if !allowsSelection {
            selectedPaths = []
        } else if !allowsMultipleSelection, selectedPaths.count > 1 {
            selectedPaths = []
        }
    }

    /// Whether the view shows an item at `path`; a call naming another is recorded as a breach.
    func isShown(_ path: ItemPath, _ call: String) -> Bool {
        let shown = model.displayed
        guard path.section >= 0, path.section < shown.count, path.item >= 0, path.item < shown[path.section].elements.count else {
            violations.append(BatchUpdateViolation(.outOfRange, "\(call) at \(path): the view shows no item there"))
            return false
        }
        return true
    }
}

/// Where a simulated user's drag stands.
enum DragState {
    case none
    /// Lifted and moving: UIKit moves the cell; nothing else may change on screen.
    case dragging
    /// Dropped: UIKit is telling the data source (`moveItemAt`), inside its own update.
    case dropping
}
