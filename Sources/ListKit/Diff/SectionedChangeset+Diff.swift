extension SectionedChangeset {
    /// The minimal sectioned changeset from `old` to `new`, in expected linear time plus
    /// O(s log s) for the surviving sections and items.
    ///
    /// Items of a deleted section that appear nowhere in `new` leave with their section and
    /// are not listed as item deletes; likewise the new items of an inserted section are
    /// not listed as item inserts.
    ///
    /// The labels follow one rule across ListKit: `from:to:` for flat lists,
    /// `sectionsFrom:to:` for sectioned ones (as in ``StagedChangeset``).
    @inlinable
    public init<Section: DiffableSection>(sectionsFrom old: [Section], to new: [Section]) {
        self.init(matching: SectionedMatching(from: old, to: new))
    }

    @usableFromInline
    init(matching: SectionedMatching) {
        let sectionChanges = Changeset(matching: matching.sections)
        let items = matching.items
        let oldSectionOf = matching.oldSectionOf
        let newSectionOf = matching.newSectionOf
        let sectionNewForOld = matching.sections.newForOld
        let sectionOldForNew = matching.sections.oldForNew
        func oldPath(_ offset: Int) -> ItemPath {
            let section = oldSectionOf[offset]
            return ItemPath(item: offset - matching.oldStarts[section], section: section)
        }
        func newPath(_ offset: Int) -> ItemPath {
            let section = newSectionOf[offset]
            return ItemPath(item: offset - matching.newStarts[section], section: section)
        }

        var itemDeletes: [ItemPath] = []
        for (offset, target) in items.newForOld.enumerated() where target < 0 {
            if sectionNewForOld[oldSectionOf[offset]] >= 0 { itemDeletes.append(oldPath(offset)) }
        }
        // Per surviving old section, the items staying in its new counterpart, in old order;
        // the ones on a longest increasing subsequence of their new offsets don't move.
        var stays = [Bool](repeating: false, count: items.oldForNew.count)
        var survivors: [Int] = []
        for section in 0..<max(0, matching.oldStarts.count - 1) {
            let counterpart = sectionNewForOld[section]
            guard counterpart >= 0 else { continue }
            survivors.removeAll(keepingCapacity: true)
            for offset in matching.oldStarts[section]..<matching.oldStarts[section + 1] {
                let target = items.newForOld[offset]
                if target >= 0 && newSectionOf[target] == counterpart { survivors.append(target) }
            }
            LongestIncreasingSubsequence.mark(survivors, base: 0, in: &stays)
        }

        var itemInserts: [ItemPath] = []
        var itemMoves: [PositionPair<ItemPath>] = []
        for (offset, source) in items.oldForNew.enumerated() {
            if source < 0 {
                if sectionOldForNew[newSectionOf[offset]] >= 0 { itemInserts.append(newPath(offset)) }
            } else if !stays[offset] {
                itemMoves.append(PositionPair(source: oldPath(source), target: newPath(offset)))
            }
        }
        let itemUpdates = items.updatedTargets.map {
            PositionPair(source: oldPath(items.oldForNew[$0]), target: newPath($0))
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
