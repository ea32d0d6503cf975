/// Plans one ``BatchUpdate`` between two skeletons, plus whatever reloads the rules allow
/// in it. The caller guarantees rule 5 for moved sections (see ``StagePlanner``).
enum BatchPlanner {
    /// The batch turning `pre` into `post`. Reloads every stale section that survives,
    /// doesn't move and has no item operation, and every stale item that stays in place
    /// in a section that doesn't move and isn't reloaded; clears their stale flags (and
    /// those of inserted items, which are fetched fresh).
    static func batch(
        from pre: Skeleton,
        to post: Skeleton,
        staleSections: inout [Bool],
        staleItems: inout [Bool]
    ) -> BatchUpdate {
        var update = BatchUpdate()
        let sectionKeyCount = staleSections.count
        let itemKeyCount = staleItems.count
        var preIndexOfSection = [Int](repeating: -1, count: sectionKeyCount)
        var postIndexOfSection = [Int](repeating: -1, count: sectionKeyCount)
        for (index, key) in pre.sectionKeys.enumerated() { preIndexOfSection[key] = index }
        for (index, key) in post.sectionKeys.enumerated() { postIndexOfSection[key] = index }

        // Sections: deletes, inserts, and moves off a longest increasing subsequence.
        var sectionMoved = [Bool](repeating: false, count: pre.sectionKeys.count)
        var survivorTargets: [Int] = []
        for (index, key) in pre.sectionKeys.enumerated() {
            let target = postIndexOfSection[key]
            if target < 0 { update.sectionDeletes.append(index) } else { survivorTargets.append(target) }
        }
        let staysAt = staying(survivorTargets, targetCount: post.sectionKeys.count)
        for (index, key) in post.sectionKeys.enumerated() {
            let source = preIndexOfSection[key]
            if source < 0 {
                update.sectionInserts.append(index)
            } else if !staysAt[index] {
                update.sectionMoves.append(PositionPair(source: source, target: index))
                sectionMoved[source] = true
            }
        }

        // Items.
        var postSection = [Int](repeating: -1, count: itemKeyCount)
        var postItem = [Int](repeating: -1, count: itemKeyCount)
        var preSection = [Int](repeating: -1, count: itemKeyCount)
        for (section, keys) in post.items.enumerated() {
            for (item, key) in keys.enumerated() {
                postSection[key] = section
                postItem[key] = item
                if preIndexOfSection[post.sectionKeys[section]] < 0 { staleItems[key] = false }
            }
        }
        var touched = [Bool](repeating: false, count: pre.sectionKeys.count)
        var steady: [(path: ItemPath, key: Int)] = []
        var survivors: [Int] = []
        var survivorPaths: [(path: ItemPath, key: Int)] = []
        for (section, keys) in pre.items.enumerated() {
            let counterpart = postIndexOfSection[pre.sectionKeys[section]]
            survivors.removeAll(keepingCapacity: true)
            survivorPaths.removeAll(keepingCapacity: true)
            for (item, key) in keys.enumerated() {
                preSection[key] = section
                // Items of a deleted section leave with it; the post loop inserts the ones that land in survivors.
                if counterpart < 0 { continue }
                let path = ItemPath(item: item, section: section)
                let target = postSection[key]
                let targetSectionSource = target < 0 ? -1 : preIndexOfSection[post.sectionKeys[target]]
                if targetSectionSource < 0 {
                    update.itemDeletes.append(path)
                    touched[section] = true
                } else if target == counterpart {
                    survivors.append(postItem[key])
                    survivorPaths.append((path, key))
                } else {
                    update.itemMoves.append(PositionPair(source: path, target: ItemPath(item: postItem[key], section: target)))
                    touched[section] = true
                    touched[targetSectionSource] = true
                }
            }
            let staysAtItem = staying(survivors, targetCount: counterpart < 0 ? 0 : post.items[counterpart].count)
            for (rank, entry) in survivorPaths.enumerated() {
                let target = survivors[rank]
                if staysAtItem[target] {
                    steady.append(entry)
                } else {
                    update.itemMoves.append(PositionPair(source: entry.path, target: ItemPath(item: target, section: counterpart)))
                    touched[section] = true
                }
            }
        }
        for (section, keys) in post.items.enumerated() {
            let source = preIndexOfSection[post.sectionKeys[section]]
            if source < 0 { continue }
            for (item, key) in keys.enumerated() {
                let from = preSection[key]
                if from < 0 || postIndexOfSection[pre.sectionKeys[from]] < 0 {
                    update.itemInserts.append(ItemPath(item: item, section: section))
                    touched[source] = true
                    staleItems[key] = false
                }
            }
        }
        update.itemMoves.sort { $0.target < $1.target }

        // Reloads the rules allow in this batch.
        var reloaded = [Bool](repeating: false, count: pre.sectionKeys.count)
        for (index, key) in pre.sectionKeys.enumerated() where staleSections[key] {
            let target = postIndexOfSection[key]
            guard target >= 0, !sectionMoved[index], !touched[index] else { continue }
            update.sectionReloads.append(index)
            reloaded[index] = true
            staleSections[key] = false
            for item in post.items[target] { staleItems[item] = false }
        }
        for entry in steady where staleItems[entry.key] {
            guard !sectionMoved[entry.path.section], !reloaded[entry.path.section] else { continue }
            update.itemReloads.append(entry.path)
            staleItems[entry.key] = false
        }
        return update
    }

    /// For targets (distinct, in `0..<targetCount`) listed in source order, flags by target
    /// the ones on a longest increasing subsequence: the ones that need no move.
    private static func staying(_ targets: [Int], targetCount: Int) -> [Bool] {
        var stays = [Bool](repeating: false, count: targetCount)
        var marks = [Bool](repeating: false, count: targets.count)
        targets.withUnsafeBufferPointer { values in
            marks.withUnsafeMutableBufferPointer { _ = LongestIncreasingSubsequence.mark(values, into: $0) }
        }
        for (rank, target) in targets.enumerated() where marks[rank] { stays[target] = true }
        return stays
    }
}
