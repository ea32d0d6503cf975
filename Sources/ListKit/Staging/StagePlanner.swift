/// Splits a change into as few ``BatchUpdate`` stages as the rules on ``BatchUpdate`` allow.
///
/// - If no moved section has item changes: one structural stage from old to new (with
///   every reload it allows), then, if some updated item or section moved, one
///   reload-only stage at the new positions.
/// - Otherwise (rule 5 forbids item changes in a moved section): first a stage that does
///   all item changes while sections keep their old order and the deleted ones still
///   exist ("middle" data), then a stage of section deletes, inserts and moves only,
///   then, if needed, the reload-only stage.
@usableFromInline
struct StagePlanner: Sendable {
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

    /// Stages for a flat list shown as one section.
    @usableFromInline
    init(flat matching: IDMatching) {
        let oldCount = matching.newForOld.count
        let old = Skeleton(sectionKeys: [0], items: [Array(0..<oldCount)])
        let newKeys = matching.oldForNew.enumerated().map { $1 >= 0 ? $1 : oldCount + $0 }
        let new = Skeleton(sectionKeys: [0], items: [newKeys])
        var staleItems = [Bool](repeating: false, count: oldCount + newKeys.count)
        for target in matching.updatedTargets { staleItems[matching.oldForNew[target]] = true }
        var staleSections = [false]
        planDirect(old, new, &staleSections, &staleItems)
    }

    /// Stages for a sectioned list.
    @usableFromInline
    init(sectioned matching: SectionedMatching) {
        let sections = matching.sections
        let items = matching.items
        let oldSectionCount = sections.newForOld.count
        let oldItemCount = items.newForOld.count
        let oldStarts = matching.oldStarts
        let newStarts = matching.newStarts
        let old = Skeleton(
            sectionKeys: Array(0..<oldSectionCount),
            items: (0..<oldSectionCount).map { Array(oldStarts[$0]..<oldStarts[$0 + 1]) }
        )
        let new = Skeleton(
            sectionKeys: sections.oldForNew.enumerated().map { $1 >= 0 ? $1 : oldSectionCount + $0 },
            items: (0..<sections.oldForNew.count).map { section in
                (newStarts[section]..<newStarts[section + 1]).map { items.oldForNew[$0] >= 0 ? items.oldForNew[$0] : oldItemCount + $0 }
            }
        )
        var staleSections = [Bool](repeating: false, count: oldSectionCount + sections.oldForNew.count)
        for target in sections.updatedTargets { staleSections[sections.oldForNew[target]] = true }
        var staleItems = [Bool](repeating: false, count: oldItemCount + items.oldForNew.count)
        for target in items.updatedTargets { staleItems[items.oldForNew[target]] = true }

        // Rule 5: does a section that must move have item changes?
        var probeSections = staleSections
        var probeItems = staleItems
        let direct = BatchPlanner.batch(from: old, to: new, staleSections: &probeSections, staleItems: &probeItems)
        let conflict = direct.sectionMoves.contains { old.items[$0.source] != new.items[$0.target] }
        if !conflict {
            planDirect(old, new, &staleSections, &staleItems)
            return
        }

        // Middle: old section order; survivors already hold their new items; deleted
        // sections keep the items that don't land in a surviving section.
        let newSectionOf = matching.newSectionOf
        var middleSkeleton = Skeleton(sectionKeys: old.sectionKeys, items: [])
        for section in 0..<oldSectionCount {
            let counterpart = sections.newForOld[section]
            if counterpart >= 0 {
                middle.append(.target(counterpart))
                middleSkeleton.items.append(new.items[counterpart])
            } else {
                let kept = (oldStarts[section]..<oldStarts[section + 1]).filter { offset in
                    let target = items.newForOld[offset]
                    return target < 0 || sections.oldForNew[newSectionOf[target]] < 0
                }
                middle.append(.leftover(section: section, items: kept.map { $0 - oldStarts[section] }))
                middleSkeleton.items.append(kept)
            }
        }
        let first = BatchPlanner.batch(from: old, to: middleSkeleton, staleSections: &staleSections, staleItems: &staleItems)
        let second = BatchPlanner.batch(from: middleSkeleton, to: new, staleSections: &staleSections, staleItems: &staleItems)
        stages = [(first, .middle), (second, .target)].filter { !$0.update.isEmpty }
        appendReloads(new, &staleSections, &staleItems)
    }

    private mutating func planDirect(_ old: Skeleton, _ new: Skeleton, _ staleSections: inout [Bool], _ staleItems: inout [Bool]) {
        let update = BatchPlanner.batch(from: old, to: new, staleSections: &staleSections, staleItems: &staleItems)
        if !update.isEmpty { stages.append((update, .target)) }
        appendReloads(new, &staleSections, &staleItems)
    }

    /// The reload-only stage for whatever is still stale, at the new positions.
    private mutating func appendReloads(_ new: Skeleton, _ staleSections: inout [Bool], _ staleItems: inout [Bool]) {
        guard staleSections.contains(true) || staleItems.contains(true) else { return }
        let update = BatchPlanner.batch(from: new, to: new, staleSections: &staleSections, staleItems: &staleItems)
        if !update.isEmpty { stages.append((update, .target)) }
    }
}
