/// Identity hand-over: an item replaced by one with another ID (an optimistic row the server
/// confirmed under its own ID) keeps its cell. Before the next diff the shown item is renamed
/// to the new one in place and its cell configured again with it, so the diff then sees the
/// same item where a delete and an insert would have made the cell flicker.
///
/// Until then the screen shows the old ID while the record has the new one, so a user's edit
/// of that row is carried into the record under the new ID (`HandOvers.recordID(of:occurrence:)`),
/// and a swipe begun on the old ID and confirmed after the hand-over is shown deletes the new
/// item (`HandOvers.forwarded(_:)`): a user edit follows the item's identity through hand-overs.
struct HandOvers<Item: Diffable> {
    /// The item that takes over each ID the screen may show (chains resolved: 2 handed to 22,
    /// then 22 to 222, is 2 handed to 222).
    private var successors: [Item.ID: Item] = [:]
    /// For each successor's ID, the shown ID it takes over.
    private var origins: [Item.ID: Item.ID] = [:]
    /// For hand-overs already shown: the ID that replaced each ID on screen, for references
    /// taken before (a swipe's Delete confirmed later). Kept while the successor is shown.
    private var forwards: [Item.ID: Item.ID] = [:]
    /// How many times hand-overs were shown; a reference remembers the count it was taken at.
    private(set) var shownCount = 0
    /// For each ID a shown hand-over replaced, the count at which it was: a reference taken
    /// before names the item that took the cell, never a later item given the old ID (a
    /// record the source sends again under it). The oldest are forgotten past a bound, which
    /// only a swipe left pending through thousands of hand-overs could notice.
    private var retiredAt: [Item.ID: Int] = [:]
    private static var retiredBound: Int { 4_096 }

    var isEmpty: Bool { successors.isEmpty }

    /// `item` takes over the item with `id`, which may itself be a successor not shown yet.
    mutating func add(from id: Item.ID, to item: Item) {
        let origin = origins.removeValue(forKey: id) ?? id
        successors[origin] = item
        origins[item.id] = origin
    }

    /// The item taking over the shown ID `id`, if any.
    func successor(of id: Item.ID) -> Item? { successors[id] }

    /// The ID and occurrence in the record of the shown item with `id` (its `occurrence`-th):
    /// the successor's for the first occurrence of a handed-over ID (a hand-over replaces the
    /// first item with the ID), one occurrence fewer of the old ID for later ones.
    func recordID(of id: Item.ID, occurrence: Int) -> (id: Item.ID, occurrence: Int) {
        guard let successor = successors[id] else { return (id, occurrence) }
        return occurrence == 0 ? (successor.id, 0) : (id, occurrence - 1)
    }

    /// The ID shown now in place of `id`, which a shown hand-over replaced; nil if none did.
    func forwarded(_ id: Item.ID) -> Item.ID? { forwards[id] }

    /// Whether a hand-over of the shown ID `id` was shown after `count` hand-overs had been.
    func retired(_ id: Item.ID, after count: Int) -> Bool {
        retiredAt[id].map { $0 > count } ?? false
    }

    /// The pending hand-overs were shown, `placed` (old ID to new ID), on a screen that
    /// now shows `shown`: forwards follow them, and those to IDs no longer shown go.
    mutating func shown(_ placed: [(Item.ID, Item.ID)], showing shown: Set<Item.ID>) {
        successors.removeAll()
        origins.removeAll()
        // Earlier forwards to an ID handed over again now follow it.
        var placedAt: [Item.ID: Item.ID] = [:]
        for (old, new) in placed { placedAt[old] = new }
        for (origin, target) in forwards {
            if let next = placedAt[target] { forwards[origin] = next }
        }
        for (old, new) in placed { forwards[old] = new }
        forwards = forwards.filter { shown.contains($0.value) }
        guard !placed.isEmpty else { return }
        shownCount += 1
        for (old, _) in placed { retiredAt[old] = shownCount }
        if retiredAt.count > 2 * Self.retiredBound {
            let oldest = shownCount - Self.retiredBound
            retiredAt = retiredAt.filter { $0.value > oldest }
        }
    }
}

extension ListDisplay {
    /// Puts each handed-over item in the place of the item it replaces in what is shown, and
    /// has the view configure those cells again (outside any batch: the display is idle).
    func applyHandOvers() {
        guard !handOvers.isEmpty else { return }
        var renamed = sections
        var placedIDs: Set<Item.ID> = []
        var placed: [(Item.ID, Item.ID)] = []
        var paths: [ItemPath] = []
        var shownIDs: Set<Item.ID> = []
        for (section, value) in sections.enumerated() {
            var elements = value.elements
            var changed = false
            for (index, element) in elements.enumerated() {
                guard let successor = handOvers.successor(of: element.id), !placedIDs.contains(successor.id) else {
                    shownIDs.insert(element.id)
                    continue
                }
                elements[index] = successor
                placedIDs.insert(successor.id)
                shownIDs.insert(successor.id)
                placed.append((element.id, successor.id))
                let path = ItemPath(item: index, section: section)
                paths.append(path)
                changed = true
                differ.handedOver(to: successor, at: path)
            }
            if changed { renamed[section] = Section(source: value, elements: elements) }
        }
        handOvers.shown(placed, showing: shownIDs)
        guard !paths.isEmpty else { return }
        sections = renamed
        host?.handOverItems(at: paths)
        showed?(.handedOver(placed.map { (old: $0.0, new: $0.1) }))
    }
}
