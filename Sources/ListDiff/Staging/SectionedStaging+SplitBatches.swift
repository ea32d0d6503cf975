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
        let survivors = survivingSections
        clearingStaleItems { stale, plan in
            var leftovers = plan.leftovers.makeIterator()
            for counterpart in plan.sections.newForOld {
                if counterpart >= 0 {
                    middle.append(.target(counterpart))
                } else if let leftover = leftovers.next() {
                    middle.append(.leftover(section: leftover.section, items: leftover.items))
                }
            }
            update.itemDeletes = plan.leavingItems
            update.itemInserts.reserveCapacity(plan.items.oldForNew.count - plan.items.matchedCount)
            update.itemMoves.reserveCapacity(plan.items.matchedCount - plan.stayCount)
            // Middle paths of a surviving section's items: its old index, the new item index.
            plan.items.oldForNew.withUnsafeBufferPointer { oldForNew in
                for (section, counterpart) in survivors {
                    let base = plan.newStarts[counterpart]
                    for offset in base..<plan.newStarts[counterpart + 1] {
                        let source = Int(oldForNew[offset])
                        if source < 0 {
                            update.itemInserts.append(ItemPath(item: offset - base, section: section))
                        } else if !plan.isInOldSection(source, section) || !plan.itemStays[offset] {
                            let from = plan.oldPath(source, likely: section)
                            update.itemMoves.append(PositionPair(source: from, target: ItemPath(item: offset - base, section: section)))
                        }
                    }
                }
            }
        }
        // Staying items at their old paths, in old order: read off the updated items (few),
        // then sorted, as a pass over every item of the surviving sections would give them.
        clearingStaleItems { stale, plan in
            for target in plan.items.updatedTargets where stale[target] && plan.itemStays[target] {
                update.itemReloads.append(plan.oldPath(Int(plan.items.oldForNew[target])))
                stale[target] = false
            }
        }
        update.itemReloads.sort()
        return (update, middle)
    }

    /// The second of the split stages, middle to new: section deletes, inserts and moves
    /// only, plus reloads of stale items in sections that don't move (at their
    /// middle positions: old section index, new item index).
    mutating func sectionBatch() -> BatchUpdate {
        var update = sectionOperations
        let moved = sectionMoved
        // Stale items of sections that don't move, at their middle paths (old section index,
        // new item index): read off the updated items (few), then sorted, as a pass over the
        // items of those sections in old section order would give them.
        clearingStaleItems { stale, plan in
            for target in plan.items.updatedTargets where stale[target] {
                let counterpart = Int(plan.newSectionOf[target])
                let section = plan.sections.oldForNew[counterpart]
                guard section >= 0 && !moved[section] else { continue }
                update.itemReloads.append(ItemPath(item: target - plan.newStarts[counterpart], section: section))
                stale[target] = false
            }
        }
        update.itemReloads.sort()
        return update
    }
}
