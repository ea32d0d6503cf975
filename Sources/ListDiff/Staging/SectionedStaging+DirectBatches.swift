extension SectionedStaging {
    /// The one batch from old to new when no moved section has item changes; nil otherwise.
    mutating func directBatch() -> BatchUpdate? {
        if movedSectionHasItemChanges() { return nil }
        var update = sectionOperations
        clearingStaleItems { stale, plan in
            // Items of a deleted section leave with it; the ones that land in a surviving
            // section are inserted there, and ones leaving for an inserted section are deleted.
            update.itemDeletes = plan.leavingItems
            update.itemInserts.reserveCapacity(plan.items.oldForNew.count - plan.items.matchedCount)
            update.itemMoves.reserveCapacity(plan.items.matchedCount - plan.stayCount)
            plan.items.oldForNew.withUnsafeBufferPointer { oldForNew in
                for (target, source) in plan.sections.oldForNew.enumerated() where source >= 0 {
                    let base = plan.newStarts[target]
                    for offset in base..<plan.newStarts[target + 1] {
                        let itemSource = Int(oldForNew[offset])
                        if itemSource < 0 || (!plan.isInOldSection(itemSource, source) && plan.comesFromDeletedSection(itemSource)) {
                            update.itemInserts.append(ItemPath(item: offset - base, section: target))
                            stale[offset] = false
                        } else if !plan.itemStays[offset] {
                            let from = plan.oldPath(itemSource, likely: source)
                            update.itemMoves.append(PositionPair(source: from, target: ItemPath(item: offset - base, section: target)))
                        }
                    }
                }
            }
        }
        let moved = sectionMoved
        // Staying items of unmoved sections keep their relative order, so ascending new
        // offsets give ascending old paths.
        clearingStaleItems { stale, plan in
            for target in plan.items.updatedTargets where stale[target] && plan.itemStays[target] {
                let source = Int(plan.items.oldForNew[target])
                guard !moved[Int(plan.oldSectionOf[source])] else { continue }
                update.itemReloads.append(plan.oldPath(source))
                stale[target] = false
            }
        }
        return update
    }

    /// The reload-only batch at the new positions for whatever is still stale.
    mutating func reloadBatch() -> BatchUpdate {
        var update = BatchUpdate()
        clearingStaleItems { stale, plan in
            for target in plan.items.updatedTargets where stale[target] {
                let section = Int(plan.newSectionOf[target])
                update.itemReloads.append(ItemPath(item: target - plan.newStarts[section], section: section))
                stale[target] = false
            }
        }
        return update
    }
}
