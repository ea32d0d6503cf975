import ListKitTestSupport

/// The minimum number of changes, computed without ListKit: deletes + inserts + updates
/// + (surviving − longest increasing subsequence), with IDs matched by a dictionary.
/// (The benchmark IDs are unique, so the matching is unambiguous.)
enum DiffMinimum {
    static func flat<ID: DiffID>(_ old: [TestItem<ID>], _ new: [TestItem<ID>]) -> Int {
        var oldIndex: [ID: Int] = [:]
        oldIndex.reserveCapacity(old.count)
        for (index, item) in old.enumerated() { oldIndex[item.id] = index }
        var targetForOld = [Int](repeating: -1, count: old.count)
        var inserts = 0
        var updates = 0
        for (target, item) in new.enumerated() {
            guard let source = oldIndex[item.id] else {
                inserts += 1
                continue
            }
            targetForOld[source] = target
            if old[source] != item { updates += 1 }
        }
        let survivors = targetForOld.filter { $0 >= 0 }
        let deletes = old.count - survivors.count
        return deletes + inserts + updates + survivors.count - lisLength(survivors)
    }

    static func sectioned<ID: DiffID>(_ old: [TitledSection<ID, TestItem<ID>>], _ new: [TitledSection<ID, TestItem<ID>>]) -> Int {
        var sectionIndex: [ID: Int] = [:]
        for (index, section) in old.enumerated() { sectionIndex[section.id] = index }
        var sectionTargetForOld = [Int](repeating: -1, count: old.count)
        var changes = 0
        for (target, section) in new.enumerated() {
            guard let source = sectionIndex[section.id] else {
                changes += 1
                continue
            }
            sectionTargetForOld[source] = target
            if old[source].title != section.title { changes += 1 }
        }
        let sectionSurvivors = sectionTargetForOld.filter { $0 >= 0 }
        changes += old.count - sectionSurvivors.count + sectionSurvivors.count - lisLength(sectionSurvivors)

        var itemPlace: [ID: (section: Int, item: Int, value: TestItem<ID>)] = [:]
        for (section, value) in old.enumerated() {
            for (item, element) in value.elements.enumerated() { itemPlace[element.id] = (section, item, element) }
        }
        var staying = [[(source: Int, target: Int)]](repeating: [], count: old.count)
        var newIDs = Set<ID>()
        for (section, value) in new.enumerated() {
            let sectionIsNew = sectionIndex[value.id] == nil
            for (item, element) in value.elements.enumerated() {
                newIDs.insert(element.id)
                guard let place = itemPlace[element.id] else {
                    if !sectionIsNew { changes += 1 }  // insert (items of new sections come with them)
                    continue
                }
                if place.value != element { changes += 1 }  // update
                if sectionTargetForOld[place.section] == section {
                    staying[place.section].append((place.item, item))
                } else {
                    changes += 1  // cross-section move
                }
            }
        }
        for (section, value) in old.enumerated() where sectionTargetForOld[section] >= 0 {
            changes += value.elements.filter { !newIDs.contains($0.id) }.count  // deletes
            let targets = staying[section].sorted { $0.source < $1.source }.map(\.target)
            changes += targets.count - lisLength(targets)
        }
        return changes
    }

    static func lisLength(_ values: [Int]) -> Int {
        ReferenceDiff.longestIncreasingSubsequenceLength(values)
    }
}
