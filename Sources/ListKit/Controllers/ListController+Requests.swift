/// What the app asks of the list: each request changes the model of record at once and
/// returns its ticket; the display catches up on the main actor.
///
/// Requests are the main actor's, whatever the sections are: from another thread or actor,
/// `await` them (the controller is `Sendable`, and sections made there are handed over).
/// Where the sections are `Sendable`, large diffs still run off the main actor (see
/// ``init(sections:)``).
extension ListController {
    /// Makes `sections` the list's data, animated unless `animated` is false. `completion`
    /// runs on the main actor once they (or a later change containing them) are displayed,
    /// or, should the controller be released first, then. Returns the change's ticket:
    /// completions run in ticket order.
    @discardableResult
    public func apply(
        _ sections: [Section], animated: Bool = true,
        completion: (@MainActor @Sendable () -> Void)? = nil
    ) -> Int {
        request("apply") { $0.replace(with: sections, animated: animated, completion: completion) }
    }

    /// Changes the list's data in place: `change` gets the model of record (every earlier
    /// request and user edit included, even those not displayed yet), so "append this page
    /// to whatever the list will be" is `update { $0.append(page) }`. Returns the ticket.
    ///
    /// `change` runs once, now. A request to this same controller from inside it (which
    /// would change the record it is changing) stops with a precondition failure: change the
    /// sections it is given instead.
    @discardableResult
    public func update(
        animated: Bool = true, completion: (@MainActor @Sendable () -> Void)? = nil,
        _ change: (inout [Section]) throws -> Void
    ) rethrows -> Int {
        try request("update") { record in
            // Once: only the main actor changes the record, and not from inside `change`.
            // Should the closure's own side effects change it all the same (an item's deinit
            // that applies), the closure runs again on the newer record.
            while true {
                var (sections, expected) = record.read()
                try RequestNesting.run(changing: record, in: "update") { try change(&sections) }
                if let ticket = record.commit(sections, ifAt: expected, animated: animated, completion: completion) { return ticket }
            }
        }
    }

    /// Changes the first item with `id` in the model of record and shows the change (a
    /// content change reconfigures the item's cell in place). Returns the change's ticket,
    /// or nil when no item has that ID.
    @discardableResult
    public func updateItem(withID id: Item.ID, _ change: (inout Item) throws -> Void) rethrows -> Int? {
        try request("updateItem") { record in
            while true {
                var (sections, expected) = record.read()
                guard let path = UserEdit<Section>.path(of: id, occurrence: 0, in: sections) else { return nil }
                var elements = sections[path.section].elements
                try RequestNesting.run(changing: record, in: "updateItem") { try change(&elements[path.item]) }
                sections[path.section] = Section(source: sections[path.section], elements: elements)
                if let ticket = record.commit(sections, ifAt: expected, animated: true, completion: nil) { return ticket }
            }
        }
    }

    /// Replaces the first item with `id` by `item`, which has another ID, in the same place,
    /// and shows it as the same cell configured again rather than as a delete and an insert:
    /// an optimistic row (a local ID) confirmed by the server under its own ID. Returns the
    /// change's ticket, or nil when no item has `id`, or when another item already has
    /// `item`'s ID (then nothing changes, and a message says so: the list would show that ID
    /// twice).
    ///
    /// A user's edit of the row, made while the screen still shows the old ID, reaches the
    /// new item: a swipe-delete deletes it, a drop moves it.
    @discardableResult
    public func replaceItem(withID id: Item.ID, with item: Item) -> Int? {
        request("replaceItem") { record in
            while true {
                let (sections, expected) = record.read()
                guard let path = UserEdit<Section>.path(of: id, occurrence: 0, in: sections) else { return Int?.none }
                if item.id != id, UserEdit<Section>.path(of: item.id, occurrence: 0, in: sections) != nil {
                    ListDiagnostics.report(
                        "replaceItem(withID: \(id), with:) was given an item with the ID \(item.id), which the list already has; nothing changed. Give the new item an ID of its own, or remove the other item first"
                    )
                    return nil
                }
                if let ticket = handOver(at: path, in: sections, ifAt: expected, to: item) { return ticket }
            }
        }
    }

    /// A derived list's hand-over: the rows showing the record with `id` (the first of each
    /// kind of row, by `rows`) show `record` now, in the record, if it has them (the derivation
    /// that follows makes the same of the records), and the display keeps their cells, also
    /// where it shows such a row the record no longer has.
    func handOver<Record>(of id: Record.ID, to record: Record, rows: DerivedRows<Record, Item>) {
        // The selection follows now: the derivation that follows checks it against records
        // that no longer hold the old ID.
        if !selection.isEmpty {
            selectionRenamed(shownRenames(of: id, to: record, rows: rows).map { (old: $0.old, new: $0.row.id) })
            tellSelection()
        }
        request("replaceRecord") { current in
            while true {
                var (sections, expected) = current.read()
                let renames = Self.renames(of: id, to: record, in: sections, rows: rows)
                guard !renames.isEmpty else { break }
                for rename in renames {
                    var elements = sections[rename.path.section].elements
                    elements[rename.path.item] = rename.row
                    sections[rename.path.section] = Section(source: sections[rename.path.section], elements: elements)
                }
                if current.commit(sections, ifAt: expected, animated: true, completion: nil) != nil {
                    for rename in renames where rename.old != rename.row.id { display.handOvers.add(from: rename.old, to: rename.row) }
                    return
                }
            }
            for rename in shownRenames(of: id, to: record, rows: rows) where rename.old != rename.row.id {
                display.handOvers.add(from: rename.old, to: rename.row)
            }
        }
    }

    /// The first row of each identity in `sections` showing the record with `id`, with the row
    /// that shows `record` instead. `current` gives the item a row stands for now.
    private static func renames<Record>(
        of id: Record.ID, to record: Record, in sections: [Section], rows: DerivedRows<Record, Item>,
        current: (Item) -> Item = { $0 }
    ) -> [(path: ItemPath, old: Item.ID, row: Item)] {
        var renamed: Set<Item.ID> = []
        var renames: [(path: ItemPath, old: Item.ID, row: Item)] = []
        for (section, value) in sections.enumerated() {
            for (index, element) in value.elements.enumerated() {
                let item = current(element)
                guard rows.recordID(item.id) == id, renamed.insert(item.id).inserted, let row = rows.replacing(item, record) else {
                    continue
                }
                renames.append((ItemPath(item: index, section: section), item.id, row))
            }
        }
        return renames
    }

    /// The renames of what the screen shows: a row already handed over but not shown so yet
    /// stands for its successor, so a second hand-over (2 to 22, then 22 to 222) follows the
    /// first even when the record no longer has the row (a filter left it out meanwhile).
    private func shownRenames<Record>(
        of id: Record.ID, to record: Record, rows: DerivedRows<Record, Item>
    ) -> [(path: ItemPath, old: Item.ID, row: Item)] {
        let handOvers = display.handOvers
        return Self.renames(of: id, to: record, in: display.sections, rows: rows) { handOvers.successor(of: $0.id) ?? $0 }
    }

    /// Commits `sections` with the item at `path` replaced by `item`, if the record is still
    /// at `expected`, and notes the hand-over for the display.
    private func handOver(at path: ItemPath, in sections: [Section], ifAt expected: Int, to item: Item) -> Int? {
        var sections = sections
        let id = sections[path.section].elements[path.item].id
        var elements = sections[path.section].elements
        elements[path.item] = item
        sections[path.section] = Section(source: sections[path.section], elements: elements)
        guard let ticket = record.commit(sections, ifAt: expected, animated: true, completion: nil) else { return nil }
        if id != item.id { display.handOvers.add(from: id, to: item) }
        return ticket
    }

    /// Runs a change of the record, then lets the display catch up.
    private func request<Result>(_ name: StaticString, _ change: (ListRecord<Section>) throws -> Result) rethrows -> Result {
        RequestNesting.check(display.record, request: name)
        let result = try change(display.record)
        display.scheduleDrain()
        return result
    }
}

/// Where the sections are `Sendable`, diffs from ``ListDisplayOptions/backgroundDiffThreshold``
/// run off the main actor.
extension ListController where Section: Sendable, Section.Element: Sendable {
    /// A controller showing `sections`, whose large diffs run off the main actor. The
    /// compiler picks this initializer wherever it knows the sections are `Sendable`: with
    /// concrete types, always; generic code states `Section: Sendable, Section.Element: Sendable`.
    public convenience init(sections: [Section] = []) {
        self.init(showing: sections)
        diffsOffMainActor()
    }

    /// From now on, large diffs run off the main actor (the adapters call it when they learn
    /// the sections are `Sendable`).
    func diffsOffMainActor() {
        display.record.installBackgroundDiff { Self.diffOffMainActor }
    }

    /// Diffs in a detached task. The compiler lets an isolated conformance through a
    /// `Sendable` requirement when a generic argument is inferred from a literal, so the task
    /// first checks that the items' conformances are usable off the main actor (a dynamic
    /// cast fails there when they are not) and otherwise hands back nil.
    private nonisolated static var diffOffMainActor: BackgroundDiff<Section> {
        { old, new, done in
            // The task holds the sections and the stages only in boxes, emptied by their
            // takers: when it ends (maybe on the main actor) it frees nothing large.
            let inputs = Handoff((old, new))
            Task.detached {
                // Nil: never again; the next large diff runs on the main actor at once.
                let staged = stage(inputs)
                await done(staged)
            }
        }
    }

    /// The stages between the sections in `inputs` (freed here, off the main actor), in a
    /// box for the main actor to take; nil when the items' conformances are not usable here.
    private nonisolated static func stage(_ inputs: Handoff<([Section], [Section])>) -> Handoff<StagedChangeset<[Section]>>? {
        guard let (old, new) = inputs.take(), usableHere(old), usableHere(new) else { return nil }
        return Handoff(StagedChangeset(sectionsFrom: old, to: new))
    }

    private nonisolated static func usableHere(_ sections: [Section]) -> Bool {
        guard let section = sections.first(where: { !$0.elements.isEmpty }) ?? sections.first else { return true }
        guard ConformanceProbe.isDiffableSection(section) else { return false }
        guard let item = section.elements.first else { return true }
        return ConformanceProbe.isDiffable(item)
    }
}
