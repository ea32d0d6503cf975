/// A list view that applies batch updates: the platform-neutral face of a list view, which
/// ListKit's updaters (`CollectionViewUpdater`, `TableViewUpdater`, `NSCollectionViewUpdater`)
/// and the simulated view in ListKitTesting implement, and which a list controller shows its
/// changes on. Part of the host interface (`@_spi(ListHost)`, see <doc:CustomHosts>): a view
/// of your own adopts it to show a list; apps apply staged changesets with
/// `reload(using:animatingAtMost:setData:)` on the view or its updater.
///
/// The requirements live on adapter values, never on UIKit's classes, so they add nothing
/// beside `UICollectionView`'s own `insertItems(at:)` and friends.
///
/// Old indices/paths and new ones follow the rules documented on ``BatchUpdate``.
@MainActor @_spi(ListHost)
public protocol BatchUpdatable: AnyObject {
    /// Runs `updates` as one animated batch (`performBatchUpdates`), then calls
    /// `completion` with whether the animations finished.
    func performBatch(_ updates: () -> Void, completion: ((Bool) -> Void)?)
    /// Discards the displayed state and shows the data source's data, unanimated.
    func reloadAll()
    /// Whether a batch can animate now. A view that is not in a window cannot (UIKit would
    /// do the work for nothing, and may assert): the adapter then sets the data and reloads.
    var canAnimateBatches: Bool { get }

    /// Inserts sections at new indices.
    func insertSections(at indices: [Int])
    /// Deletes sections at old indices.
    func deleteSections(at indices: [Int])
    /// Moves a section from an old index to a new index.
    func moveSection(from source: Int, to target: Int)
    /// Reloads sections at old indices.
    func reloadSections(at indices: [Int])
    /// Inserts items at new paths.
    func insertItems(at paths: [ItemPath])
    /// Deletes items at old paths.
    func deleteItems(at paths: [ItemPath])
    /// Moves an item from an old path to a new path.
    func moveItem(from source: ItemPath, to target: ItemPath)
    /// Reloads items at old paths (inside a batch). ListKit's adapter reconfigures instead.
    func reloadItems(at paths: [ItemPath])
    /// Refreshes the content of the items at these paths in place, outside any batch, in
    /// the current (new) positions: the cell stays (no flicker, no lost state), only its
    /// configuration is redone from the data source (`reconfigureItems(at:)`,
    /// `reconfigureRows(at:)` on iOS 15 and later).
    func reconfigureItems(at paths: [ItemPath])
    /// The data source now has another item (another ID) at these paths, which takes over
    /// the cell shown there: configure those cells again, outside any batch. A list view that
    /// does not track identity (UIKit's) reconfigures them; the default does that.
    func handOverItems(at paths: [ItemPath])

    /// Configures the supplementary views (headers, footers) of these sections again from the
    /// data source, in place, outside any batch: their sections' own content changed (see
    /// ``StagedChangeset/sectionRefreshes``). The default, for a view that cannot, reloads
    /// those sections in a batch of their own.
    func refreshSupplementaryViews(inSections sections: [Int])

    /// Like ``performBatch(_:completion:)``, with no animation: the change is shown at once,
    /// as a batch still (cells that stay keep their state; nothing is reloaded). The default
    /// animates.
    func performBatchWithoutAnimation(_ updates: () -> Void, completion: ((Bool) -> Void)?)
    /// Where the view is scrolled, by the first item it shows; nil when it shows none or
    /// cannot tell. The default is nil: no anchoring.
    func visibleAnchor() -> ScrollAnchor?
    /// Scrolls so that the item at `path` is where `anchor` found its item, without
    /// animation. The default does nothing.
    func restore(_ anchor: ScrollAnchor, at path: ItemPath)
    /// Whether the view shows the end of its content (the last item, or nothing to scroll).
    /// The default is false.
    var isScrolledToEnd: Bool { get }
    /// Scrolls to the end of the content. The default does nothing.
    func scrollToEnd(animated: Bool)
    /// Scrolls to the start of the content. The default does nothing.
    func scrollToStart(animated: Bool)
    /// Scrolls as little as shows the whole item at `path` (what the view shows now), if it
    /// does not show already. The default does nothing.
    func scrollToItem(at path: ItemPath, animated: Bool)

    /// Selects the items at these paths of what the view shows now, without animation or
    /// scrolling and without telling the delegate (`selectItem(at:animated:scrollPosition:)`):
    /// the list controller keeps the selection by identity and shows it. The default does
    /// nothing, for a view without selection.
    func selectItems(at paths: [ItemPath])
    /// Deselects the items at these paths, likewise. The default does nothing.
    func deselectItems(at paths: [ItemPath])
    /// What the user may select by tapping: nothing, one item at a time, or any number
    /// (`allowsSelection`, `allowsMultipleSelection`). The default does nothing.
    func setSelectionRules(allowsSelection: Bool, allowsMultipleSelection: Bool)
}

@_spi(ListHost) extension BatchUpdatable {
    public func handOverItems(at paths: [ItemPath]) {
        reconfigureItems(at: paths)
    }

    public func refreshSupplementaryViews(inSections sections: [Int]) {
        performBatch({ reloadSections(at: sections) }, completion: nil)
    }

    public func performBatchWithoutAnimation(_ updates: () -> Void, completion: ((Bool) -> Void)?) {
        performBatch(updates, completion: completion)
    }

    public func visibleAnchor() -> ScrollAnchor? { nil }

    public func restore(_ anchor: ScrollAnchor, at path: ItemPath) {}

    public var isScrolledToEnd: Bool { false }

    public func scrollToEnd(animated: Bool) {}

    public func scrollToStart(animated: Bool) {}

    public func scrollToItem(at path: ItemPath, animated: Bool) {}

    public func selectItems(at paths: [ItemPath]) {}

    public func deselectItems(at paths: [ItemPath]) {}

    public func setSelectionRules(allowsSelection: Bool, allowsMultipleSelection: Bool) {}

    /// Issues every operation of `update`, in the order UIKit documents for a batch
    /// (deletes, inserts, moves, reloads); call it inside ``performBatch(_:completion:)``.
    public func apply(_ update: BatchUpdate) {
        if !update.sectionDeletes.isEmpty { deleteSections(at: update.sectionDeletes) }
        if !update.sectionInserts.isEmpty { insertSections(at: update.sectionInserts) }
        for move in update.sectionMoves { moveSection(from: move.source, to: move.target) }
        if !update.sectionReloads.isEmpty { reloadSections(at: update.sectionReloads) }
        if !update.itemDeletes.isEmpty { deleteItems(at: update.itemDeletes) }
        if !update.itemInserts.isEmpty { insertItems(at: update.itemInserts) }
        for move in update.itemMoves { moveItem(from: move.source, to: move.target) }
        if !update.itemReloads.isEmpty { reloadItems(at: update.itemReloads) }
    }
}
