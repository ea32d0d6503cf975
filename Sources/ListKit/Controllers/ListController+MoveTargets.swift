/// Where a dragged item may land (host interface).
extension ListController {
    /// Where a drag from `source` may land when the user points at `proposed`. Unless
    /// ``ListHooks/moveTargetRule`` decides (a path it returns that is no place in the list keeps the
    /// item where it was): in the same section unless ``ListHooks/allowsMovesAcrossSections``,
    /// never before the items at the start of a section that ``ListHooks/isPinnedToStart``, and never
    /// after those at its end that ``ListHooks/isPinnedToEnd`` (a "load more" row stays last).
    @_spi(ListHost) public func moveTarget(from source: ItemPath, proposed: ItemPath) -> ItemPath {
        guard contains(source) else { return source }
        if let moveTargetRule = hooks.moveTargetRule {
            let target = moveTargetRule(shownItem(at: source), source, proposed)
            guard edits.isInsertionPoint(target, movingFrom: source) else {
                ListDiagnostics.report("moveTargetRule returned \(target), which is not a place in the list; the item stays at \(source)")
                return source
            }
            return target
        }
        var section = proposed.section
        var index = proposed.item
        if !hooks.allowsMovesAcrossSections, section != source.section {
            index = section < source.section ? 0 : Int.max
            section = source.section
        }
        guard section >= 0, section < sections.count else { return source }
        // The section as it would be without the dragged item; the item lands at an index
        // of that list, between its pinned ends.
        let elements = sections[section].elements
        let skipped = section == source.section ? source.item : nil
        let others = elements.indices.filter { $0 != skipped }
        var first = 0
        if let isPinnedToStart = hooks.isPinnedToStart {
            while first < others.count, isPinnedToStart(elements[others[first]]) { first += 1 }
        }
        var last = others.count
        if let isPinnedToEnd = hooks.isPinnedToEnd {
            while last > first, isPinnedToEnd(elements[others[last - 1]]) { last -= 1 }
        }
        return ItemPath(item: min(max(index, first), last), section: section)
    }
}
