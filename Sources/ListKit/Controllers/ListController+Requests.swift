/// What the app asks of the list: each request changes the model of record at once and
/// returns its ticket; the display catches up on the main actor.
extension ListController {
    /// Makes `sections` the list's data, animated unless `animated` is false. `completion`
    /// runs on the main actor once they (or a later change containing them) are displayed.
    /// Returns the change's ticket: completions run in ticket order.
    ///
    /// With `Sendable` sections, callable from any thread.
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
    /// Should another thread change the record while `change` runs, `change` runs again on
    /// the newer record: keep it free of side effects. A request to this same controller
    /// from inside `change` (which would make it run again forever) stops with a
    /// precondition failure: change the sections it is given instead.
    @discardableResult
    public func update(
        animated: Bool = true, completion: (@MainActor @Sendable () -> Void)? = nil,
        _ change: (inout [Section]) throws -> Void
    ) rethrows -> Int {
        try request("update") { record in try Self.update(record, animated: animated, completion: completion, change) }
    }

    /// Changes the first item with `id` in the model of record and shows the change (a
    /// content change reconfigures the item's cell in place). Returns the change's ticket,
    /// or nil when no item has that ID.
    @discardableResult
    public func updateItem(withID id: Item.ID, _ change: (inout Item) throws -> Void) rethrows -> Int? {
        try request("updateItem") { record in try Self.updateItem(record, id: id, change) }
    }

    /// Makes `sections` the list's data and returns once they (or a later change containing
    /// them) are displayed.
    public func applyAndWait(_ sections: [Section], animated: Bool = true) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            apply(sections, animated: animated) { continuation.resume() }
        }
    }

    /// Like ``update(animated:completion:_:)-3lojz``, returning once the change is displayed.
    public func updateAndWait(animated: Bool = true, _ change: (inout [Section]) -> Void) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            update(animated: animated, completion: { continuation.resume() }, change)
        }
    }

    /// Runs a change of the record, then lets the display catch up.
    nonisolated func request<Result>(_ name: StaticString, _ change: (ListRecord<Section>) throws -> Result) rethrows -> Result {
        RequestNesting.check(display.record, request: name)
        let result = try change(display.record)
        display.scheduleDrain()
        return result
    }

    /// Runs `change` on the newest record until it commits (another thread may change the
    /// record meanwhile; the closure runs outside the record's lock).
    nonisolated static func update(
        _ record: ListRecord<Section>, animated: Bool, completion: (@MainActor @Sendable () -> Void)?,
        _ change: (inout [Section]) throws -> Void
    ) rethrows -> Int {
        while true {
            var (sections, version) = record.read()
            try RequestNesting.run(changing: record) { try change(&sections) }
            if let ticket = record.commit(sections, ifAt: version, animated: animated, completion: completion) { return ticket }
        }
    }

    nonisolated static func updateItem(_ record: ListRecord<Section>, id: Item.ID, _ change: (inout Item) throws -> Void) rethrows -> Int? {
        while true {
            var (sections, version) = record.read()
            guard let path = UserEdit<Section>.path(of: id, occurrence: 0, in: sections) else { return nil }
            var elements = sections[path.section].elements
            try RequestNesting.run(changing: record) { try change(&elements[path.item]) }
            sections[path.section] = Section(source: sections[path.section], elements: elements)
            if let ticket = record.commit(sections, ifAt: version, animated: true, completion: nil) { return ticket }
        }
    }
}

/// With `Sendable` sections (values, or classes whose conformances are not isolated), the
/// requests may come from any thread, and large diffs run off the main actor.
extension ListController where Section: Sendable, Section.Element: Sendable {
    /// Makes `sections` the list's data; callable from any thread. See
    /// ``apply(_:animated:completion:)-6hk6u``.
    @discardableResult
    public nonisolated func apply(
        _ sections: [Section], animated: Bool = true,
        completion: (@MainActor @Sendable () -> Void)? = nil
    ) -> Int {
        sendableRequest("apply") { $0.replace(with: sections, animated: animated, completion: completion) }
    }

    /// Changes the list's data in place; callable from any thread. See
    /// ``update(animated:completion:_:)-3lojz``.
    @discardableResult
    public nonisolated func update(
        animated: Bool = true, completion: (@MainActor @Sendable () -> Void)? = nil,
        _ change: (inout [Section]) throws -> Void
    ) rethrows -> Int {
        try sendableRequest("update") { record in try Self.update(record, animated: animated, completion: completion, change) }
    }

    /// Changes the first item with `id`; callable from any thread. See
    /// ``updateItem(withID:_:)-6clzh``.
    @discardableResult
    public nonisolated func updateItem(withID id: Item.ID, _ change: (inout Item) throws -> Void) rethrows -> Int? {
        try sendableRequest("updateItem") { record in try Self.updateItem(record, id: id, change) }
    }

    /// Makes `sections` the list's data and returns once they are displayed. See
    /// ``applyAndWait(_:animated:)-1uw72``.
    public func applyAndWait(_ sections: [Section], animated: Bool = true) async {
        display.record.installBackgroundDiff { Self.diffOffMainActor }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            apply(sections, animated: animated) { continuation.resume() }
        }
    }

    /// Changes the list's data in place and returns once the change is displayed. See
    /// ``updateAndWait(animated:_:)-3m14d``.
    public func updateAndWait(animated: Bool = true, _ change: (inout [Section]) -> Void) async {
        display.record.installBackgroundDiff { Self.diffOffMainActor }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            update(animated: animated, completion: { continuation.resume() }, change)
        }
    }

    /// A request from a context that proved the sections `Sendable`: from now on, large
    /// diffs may run off the main actor.
    private nonisolated func sendableRequest<Result>(
        _ name: StaticString, _ change: (ListRecord<Section>) throws -> Result
    ) rethrows -> Result {
        display.record.installBackgroundDiff { Self.diffOffMainActor }
        return try request(name, change)
    }

    /// Diffs in a detached task. The compiler lets an isolated conformance through a
    /// `Sendable` requirement when a generic argument is inferred from a literal, so the task
    /// first checks that the items' conformances are usable off the main actor (a dynamic
    /// cast fails there when they are not) and otherwise hands back nil.
    private nonisolated static var diffOffMainActor: BackgroundDiff<Section> {
        { old, new, done in
            Task.detached {
                guard usableHere(old), usableHere(new) else {
                    // Never again: the next large diff runs on the main actor at once.
                    await done(nil)
                    return
                }
                let staged = StagedChangeset(sectionsFrom: old, to: new)
                await done(staged)
            }
        }
    }

    private nonisolated static func usableHere(_ sections: [Section]) -> Bool {
        guard let section = sections.first(where: { !$0.elements.isEmpty }) ?? sections.first else { return true }
        guard (section as Any) is any DiffableSection else { return false }
        guard let item = section.elements.first else { return true }
        return (item as Any) is any Diffable
    }
}
