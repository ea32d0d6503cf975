extension IDMatching {
    /// Occurrence-by-occurrence matching with a dictionary of per-ID chains of old offsets;
    /// used only when an ID repeats in both lists, or IDs collide in the fast table.
    @inlinable
    static func matchingAllOccurrences<Store: MatchableElements>(_ old: Store, _ new: Store) -> IDMatching {
        var result = IDMatching(oldCount: old.count, newCount: new.count)
        var next = [Int](repeating: -1, count: old.count)
        var first: [Store.Element.ID: Int] = [:]
        first.reserveCapacity(old.count)
        for offset in (0..<old.count).reversed() {
            let id = old[offset].id
            next[offset] = first[id] ?? -1
            first[id] = offset
        }
        for offset in 0..<new.count {
            let element = new[offset]
            guard let source = first[element.id] else { continue }
            if next[source] >= 0 {
                first[element.id] = next[source]
            } else {
                first[element.id] = nil
            }
            result.newForOld[source] = offset
            result.oldForNew[offset] = source
            result.matchedCount += 1
            if !element.isContentEqual(to: old[source]) {
                result.updatedTargets.append(offset)
            }
        }
        return result
    }
}
