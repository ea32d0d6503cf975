extension BatchUpdate {
    /// Where the items of ``itemReloads`` stand after the batch: the paths to reconfigure
    /// once it is applied.
    ///
    /// By the rules on ``BatchUpdate`` a reloaded item stays in an unmoved, undeleted section
    /// and is itself neither moved nor deleted, so it keeps its rank among the items that stay:
    /// its new index is the rank-th index not taken by an insert or a move target (likewise
    /// for its section). O(n log n) in the batch's size.
    package func reloadTargets() -> [ItemPath] {
        guard !itemReloads.isEmpty else { return [] }
        let removedSections = (sectionDeletes + sectionMoves.map(\.source)).sorted()
        let takenSections = (sectionInserts + sectionMoves.map(\.target)).sorted()
        var removedItems: [Int: [Int]] = [:]
        for path in itemDeletes + itemMoves.map(\.source) { removedItems[path.section, default: []].append(path.item) }
        var takenItems: [Int: [Int]] = [:]
        for path in itemInserts + itemMoves.map(\.target) { takenItems[path.section, default: []].append(path.item) }
        for key in removedItems.keys { removedItems[key]?.sort() }
        for key in takenItems.keys { takenItems[key]?.sort() }

        var sectionCache: [Int: Int] = [:]
        return itemReloads.map { path in
            let section =
                sectionCache[path.section]
                ?? {
                    let target = Self.freeSlot(
                        rank: path.section - Self.countBelow(path.section, in: removedSections), taken: takenSections)
                    sectionCache[path.section] = target
                    return target
                }()
            let rank = path.item - Self.countBelow(path.item, in: removedItems[path.section] ?? [])
            return ItemPath(item: Self.freeSlot(rank: rank, taken: takenItems[section] ?? []), section: section)
        }
    }

    /// How many of the ascending `values` are below `value` (binary search).
    static func countBelow(_ value: Int, in values: [Int]) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The `rank`-th (0-based) index not in the ascending, distinct `taken`: `rank` plus the
    /// number of taken indices with at most `rank` free indices below them. That count
    /// (`taken[j] - j` for the j-th) never decreases, so a binary search finds it; a scan
    /// from the start for every reload was quadratic in large batches.
    static func freeSlot(rank: Int, taken: [Int]) -> Int {
        var low = 0
        var high = taken.count
        while low < high {
            let middle = (low + high) / 2
            if taken[middle] - middle <= rank { low = middle + 1 } else { high = middle }
        }
        return rank + low
    }
}
