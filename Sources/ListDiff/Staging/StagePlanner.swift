/// Splits a change into as few ``BatchUpdate`` stages as the rules on ``BatchUpdate`` allow,
/// straight from the ID matching, in one pass per stage over the items.
///
/// - If no moved section has item changes: one structural stage from old to new (with
///   every reload it allows), then, if some updated item or section moved, one
///   reload-only stage at the new positions.
/// - Otherwise (rule 5 forbids item changes in a moved section): first a stage that does
///   all item changes while sections keep their old order and the deleted ones still
///   exist ("middle" data), then a stage of section deletes, inserts and moves (and the
///   reloads it allows), then, if needed, the reload-only stage.
///
/// That last stage cannot be merged away: an updated item that moves into (or inside) a
/// section that moves needs its move, its reload and its section's move in three
/// different batches, since rule 5 keeps the item's move and its reload out of the
/// section's move, and rule 6 keeps the reload out of the item's move. Likewise for an
/// updated section that moves and has item changes.
@usableFromInline
package struct StagePlanner: Sendable {
    /// What a stage's data source shows.
    @usableFromInline
    enum StageData: Sendable, Equatable {
        /// The new data.
        case target
        /// The middle data: see ``middle``.
        case middle
    }

    /// How to build one section of the middle data.
    @usableFromInline
    enum MiddleSection: Sendable, Equatable {
        /// The new section at this index (a surviving section, already with its new items).
        case target(Int)
        /// The old section at `section` (which is deleted later), keeping only the listed
        /// item indices: those that leave with it or reach an inserted section.
        case leftover(section: Int, items: [Int])
    }

    /// The stages, in order.
    @usableFromInline var stages: [(update: BatchUpdate, data: StageData)] = []
    /// The middle data, one entry per old section; empty when no stage uses it.
    @usableFromInline var middle: [MiddleSection] = []
    /// New indices of the sections whose own content changed (see
    /// ``StagedChangeset/sectionRefreshes``): refreshed in place, never reloaded.
    @usableFromInline var sectionRefreshes: [Int] = []

    /// Stages for a sectioned list.
    @usableFromInline
    package init(sectioned matching: SectionedMatching) {
        var plan = SectionedStaging(matching)
        sectionRefreshes = matching.sections.updatedTargets
        if let direct = plan.directBatch() {
            append(direct, .target)
        } else {
            let (items, middle) = plan.itemBatchInOldSectionOrder()
            self.middle = middle
            append(items, .middle)
            append(plan.sectionBatch(), .target)
        }
        append(plan.reloadBatch(), .target)
    }

    /// Stages for a flat list shown as section 0: one batch of deletes, inserts, moves
    /// and the reloads of updated items that stay; then, if an updated item moved, a
    /// batch reloading it at its new position.
    @usableFromInline
    init(flat lists: ChangeLists<ItemPath, ItemPath, PositionPair<ItemPath>>) {
        // Updated items that stay reload at their old paths (ascending, as staying items
        // keep their order); moved ones only in a second batch, at their new paths.
        var update = BatchUpdate()
        update.itemDeletes = lists.deletes
        update.itemInserts = lists.inserts
        update.itemMoves = lists.moves
        var reloadMoved = BatchUpdate()
        var staying = 0
        for updated in lists.updates where updated.stays { staying &+= 1 }
        update.itemReloads.reserveCapacity(staying)
        reloadMoved.itemReloads.reserveCapacity(lists.updates.count - staying)
        for updated in lists.updates {
            if updated.stays {
                update.itemReloads.append(ItemPath(item: updated.source, section: 0))
            } else {
                reloadMoved.itemReloads.append(ItemPath(item: updated.target, section: 0))
            }
        }
        append(update, .target)
        append(reloadMoved, .target)
    }

    private mutating func append(_ update: BatchUpdate, _ data: StageData) {
        if !update.isEmpty { stages.append((update, data)) }
    }
}
