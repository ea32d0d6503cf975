extension SectionedChangeset {
    /// Writes the changes of a sectioned matching: the sections' changes as a flat diff of the
    /// sections writes them, then the items, section by section.
    @usableFromInline
    init(matching: SectionedMatching) {
        let sectionChanges = Changeset(matching: matching.sections)
        let items = matching.items
        let oldSectionOf = matching.oldSectionOf
        let sectionNewForOld = matching.sections.newForOld
        let sectionOldForNew = matching.sections.oldForNew
        let oldStarts = matching.oldStarts
        let newStarts = matching.newStarts
        func oldPath(_ offset: Int) -> ItemPath {
            let section = Int(oldSectionOf[offset])
            return ItemPath(item: offset - oldStarts[section], section: section)
        }

        // Old items gone from a surviving section, section by section.
        var itemDeletes: [ItemPath] = []
        items.newForOld.withUnsafeBufferPointer { newForOld in
            for (section, counterpart) in sectionNewForOld.enumerated() where counterpart >= 0 {
                let start = oldStarts[section]
                for offset in start..<oldStarts[section + 1] where newForOld[offset] < 0 {
                    itemDeletes.append(ItemPath(item: offset - start, section: section))
                }
            }
        }
        // New items, section by section: inserts into surviving sections, and moves of the
        // matched ones that do not stay.
        let stays = matching.itemStays()
        var itemInserts: [ItemPath] = []
        var itemMoves: [PositionPair<ItemPath>] = []
        items.oldForNew.withUnsafeBufferPointer { oldForNew in
            stays.withUnsafeBufferPointer { stays in
                for (section, source) in sectionOldForNew.enumerated() {
                    let start = newStarts[section]
                    for offset in start..<newStarts[section + 1] {
                        let itemSource = Int(oldForNew[offset])
                        if itemSource < 0 {
                            if source >= 0 { itemInserts.append(ItemPath(item: offset - start, section: section)) }
                        } else if !stays[offset] {
                            // Most moves stay inside the section's counterpart, whose range tells the path.
                            let from =
                                source >= 0 && oldStarts[source] <= itemSource && itemSource < oldStarts[source + 1]
                                ? ItemPath(item: itemSource - oldStarts[source], section: source) : oldPath(itemSource)
                            itemMoves.append(PositionPair(source: from, target: ItemPath(item: offset - start, section: section)))
                        }
                    }
                }
            }
        }
        let newSectionOf = matching.newSectionOf
        let itemUpdates = items.updatedTargets.map { target in
            let section = Int(newSectionOf[target])
            return PositionPair(source: oldPath(Int(items.oldForNew[target])), target: ItemPath(item: target - newStarts[section], section: section))
        }
        self.init(
            sectionDeletes: sectionChanges.deletes,
            sectionInserts: sectionChanges.inserts,
            sectionMoves: sectionChanges.moves,
            sectionUpdates: sectionChanges.updates,
            itemDeletes: itemDeletes,
            itemInserts: itemInserts,
            itemMoves: itemMoves,
            itemUpdates: itemUpdates
        )
    }
}
