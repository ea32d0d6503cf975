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
        for (section, counterpart) in sections.newForOld.enumerated() {
            let range = oldStarts[section]..<oldStarts[section + 1]
            if counterpart >= 0 {
                middle.append(.target(counterpart))
                for offset in range where leavesSurvivingSections(offset) {
                    update.itemDeletes.append(ItemPath(item: offset - range.lowerBound, section: section))
                    touched[section] = true
                }
            } else {
                let kept = range.filter(leavesSurvivingSections).map { $0 - range.lowerBound }
                middle.append(.leftover(section: section, items: kept))
            }
        }
        // Middle paths of a surviving section's items: its old index, the new item index.
        let survivors = survivingSections
        for (section, counterpart) in survivors {
            let base = newStarts[counterpart]
            for offset in base..<newStarts[counterpart + 1] {
                let source = items.oldForNew[offset]
                let path = ItemPath(item: offset - base, section: section)
                if source < 0 {
                    update.itemInserts.append(path)
                    touched[section] = true
                } else if oldSectionOf[source] != section || !itemStays[offset] {
                    let from = oldPath(source)
                    update.itemMoves.append(PositionPair(source: from, target: path))
                    touched[section] = true
                    touched[from.section] = true
                }
            }
        }
        reloadSections(into: &update, survivors) { !touched[$0] }
        // Staying items at their old paths, section by section in old order.
        for (_, counterpart) in survivors {
            for offset in newStarts[counterpart]..<newStarts[counterpart + 1] where staleItems[offset] && itemStays[offset] {
                update.itemReloads.append(oldPath(items.oldForNew[offset]))
                staleItems[offset] = false
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
        for (section, counterpart) in survivors where !sectionMoved[section] {
            let base = newStarts[counterpart]
            for offset in base..<newStarts[counterpart + 1] where staleItems[offset] {
                update.itemReloads.append(ItemPath(item: offset - base, section: section))
                staleItems[offset] = false
            }
        }
        return update
    }
}
