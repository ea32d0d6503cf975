/// What a change the view showed did to the items it shows, by identity: what the selection
/// follows (the view keeps its selection by index path, and forgets it where UIKit does).
enum ShownChange<Section: DiffableSection> {
    typealias Item = Section.Element

    /// Batches from `old`, stage by stage. The view carried its selection along with moved
    /// items and sections, dropped it with deleted ones, and selects nothing inserted.
    case batches(from: [Section], staged: StagedChangeset<[Section]>)
    /// The view reloaded all of it, and forgot its selection.
    case reload
    /// The user deleted a row: the view removed it, with its selection.
    case userDeleted(Item.ID)
    /// Items took over the cells of items with other IDs (old ID to new ID), keeping their
    /// selection on screen.
    case handedOver([(old: Item.ID, new: Item.ID)])
}

/// The identities a run of batches took away and brought, read off their operations: as
/// long as the change, not the list.
struct BatchIdentities<Section: DiffableSection> {
    typealias Item = Section.Element

    /// IDs of the items the batches deleted, also with their sections.
    private(set) var deleted: Set<Item.ID> = []
    /// IDs of the items the batches inserted, also with their sections.
    private(set) var inserted: Set<Item.ID> = []
    /// Whether a batch reloaded a section: the view forgot the selection in it.
    private(set) var reloadedSections = false

    init(from old: [Section], staged: StagedChangeset<[Section]>) {
        var before = old
        for stage in staged {
            let update = stage.update
            for index in update.sectionDeletes {
                for element in before[index].elements { deleted.insert(element.id) }
            }
            for path in update.itemDeletes { deleted.insert(before[path.section].elements[path.item].id) }
            let after = stage.data
            for index in update.sectionInserts {
                for element in after[index].elements { inserted.insert(element.id) }
            }
            for path in update.itemInserts { inserted.insert(after[path.section].elements[path.item].id) }
            if !update.sectionReloads.isEmpty { reloadedSections = true }
            before = after
        }
    }

    /// IDs deleted and not inserted again: items the view no longer shows.
    var removed: Set<Item.ID> { deleted.subtracting(inserted) }
}
