extension SectionedStaging {
    /// The first of the split stages, old to middle: every item change while sections keep
    /// their old order (none is deleted, inserted or moved yet), so no item operation falls
    /// in a changed section. In the middle data a surviving section holds its new items and
    /// a deleted one only the items that leave with it or go to an inserted section.
    /// Returns the batch and how to build the middle data.
    mutating func itemBatchInOldSectionOrder() -> (BatchUpdate, [StagePlanner.MiddleSection]) {
        var update = BatchUpdate()
        var middle: [StagePlanner.MiddleSection] = []
        middle.reserveCapacity(sectionMoved.count)
        var touched = [Bool](repeating: false, count: sectionMoved.count)
        let survivors = survivingSections
        clearingStaleItems { stale, plan in
            touched.withUnsafeMutableBufferPointer { touched in
                for (section, counterpart) in plan.sections.newForOld.enumerated() {
                    let range = plan.oldStarts[section]..<plan.oldStarts[section + 1]
                    if counterpart >= 0 {
                        middle.append(.target(counterpart))
                        for offset in range where plan.leavesSurvivingSections(offset, counterpart: counterpart) {
                            update.itemDeletes.append(ItemPath(item: offset - range.lowerBound, section: section))
                            touched[section] = true
                        }
                    } else {
                        let kept = range.filter { plan.leavesSurvivingSections($0) }.map { $0 - range.lowerBound }
                        middle.append(.leftover(section: section, items: kept))
                    }
                }
                // Middle paths of a surviving section's items: its old index, the new item index.
                plan.items.oldForNew.withUnsafeBufferPointer { oldForNew in
                    for (section, counterpart) in survivors {
                        let base = plan.newStarts[counterpart]
                        for offset in base..<plan.newStarts[counterpart + 1] {
                            let source = oldForNew[offset]
                            if source < 0 {
                                update.itemInserts.append(ItemPath(item: offset - base, section: section))
                                touched[section] = true
                            } else if !plan.isInOldSection(source, section) || !plan.itemStays[offset] {
                                let from = plan.oldPath(source, likely: section)
                                update.itemMoves.append(PositionPair(source: from, target: ItemPath(item: offset - base, section: section)))
                                touched[section] = true
                                touched[from.section] = true
                            }
                        }
                    }
                }
            }
        }
        reloadSections(into: &update, survivors) { !touched[$0] }
        // Staying items at their old paths, section by section in old order.
        clearingStaleItems { stale, plan in
            for (_, counterpart) in survivors {
                for offset in plan.newStarts[counterpart]..<plan.newStarts[counterpart + 1] where stale[offset] && plan.itemStays[offset] {
                    update.itemReloads.append(plan.oldPath(plan.items.oldForNew[offset]))
                    stale[offset] = false
                }
            }
        }
        return (update, middle)
    }

    /// The second of the split stages, middle to new: section deletes, inserts and moves
    /// only, plus reloads of stale sections and items in sections that don't move (at their
    /// middle positions: old section index, new item index).
    mutating func sectionBatch() -> BatchUpdate {
        var update = sectionOperations
        let survivors = survivingSections
        let moved = sectionMoved
        reloadSections(into: &update, survivors) { !moved[$0] }
        clearingStaleItems { stale, plan in
            for (section, counterpart) in survivors where !moved[section] {
                let base = plan.newStarts[counterpart]
                for offset in base..<plan.newStarts[counterpart + 1] where stale[offset] {
                    update.itemReloads.append(ItemPath(item: offset - base, section: section))
                    stale[offset] = false
                }
            }
        }
        return update
    }
}
