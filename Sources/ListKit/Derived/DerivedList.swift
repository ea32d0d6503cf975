#if canImport(Observation)
import Observation
#endif

/// Records shown as sections derived from them: the app keeps one flat list of records (the
/// source of record) and says how the list views them (which records show, in what order,
/// grouped into which sections); the list derives its sections again on every change of the
/// records and of the view of them, and shows the difference, animated. A record whose
/// grouping key changes moves to its new section; a search is a filter (``filter(matching:in:animated:completion:)``).
///
/// Made and owned by its ``ListController`` (``ListController/grouping(by:order:keepingEmpty:sortedBy:)``
/// or ``ListController/deriving(from:_:)``); keep it in a property to make requests of it. From
/// then on, make requests of the derived list, not of the controller: the controller's
/// sections are what the derivation made of the records. The user's swipe-deletes remove
/// the record; derived lists cannot be reordered by dragging.
///
/// **Lifetime.** The derived list does not keep its controller alive. Once the controller is
/// gone (the screen closed), the derived list still takes every request and keeps its
/// ``records`` as they say, derives and shows nothing, and runs each completion on the next
/// turn of the main actor: a task that outlives the screen may still use it.
///
/// **Its own closures** (the filter, the grouping key and order, the derivation) must not
/// make requests of the same list: that would derive again from inside a derivation, forever.
/// Such a request stops the program with a message, in every build.
///
/// Large sources (from the controller's ``ListDisplayOptions/backgroundDiffThreshold`` records)
/// are derived off the main actor, and the diff after it too: the main actor only hands
/// records over and shows the result.
@MainActor
public final class DerivedList<Record: Diffable & Sendable, Section: DiffableSection & Sendable> where Record.ID: Sendable {
    /// The source records: every request so far, user deletes included.
    public var records: [Record] {
        leaveOutPendingDeletes()
        if isChangingInPlace {
            ListDiagnostics.stop(
                """
                records was read from inside the update closure of the same list, which changes the records in place. \
                Read the records the closure is given instead.
                """)
        }
        return source
    }
    /// The records (see ``records``).
    private var source: [Record]
    /// Where each record of ``source`` is, while they stay where the last derivation found
    /// them (see `RecordPositions`); nil once they move.
    private var positions: RecordPositions<Record.ID>?
    /// The IDs of records the user deleted that ``source`` (a snapshot given to `apply`) may
    /// still hold, and the snapshots given before it since they were left out (each confirms
    /// the deletes it no longer holds, in turn): the next derivation leaves them out off the
    /// main actor (looking 100,000 records up by ID takes the main actor tens of
    /// milliseconds), and so does any request or read of ``records`` before it is back. Nil
    /// when ``source`` holds none of them.
    private var unfilteredDeletes: (ids: Set<Record.ID>, earlier: [[Record]])?
    /// Whether an `update` closure changes ``source`` in place now (reading ``records`` then
    /// would see it half changed).
    private var isChangingInPlace = false
    /// Which records show (a search), or nil for all (see ``filter(animated:completion:_:)``).
    private var isIncluded: (@Sendable (Record) -> Bool)?
    /// Whether a filter hides the records it does not include.
    var isFiltered: Bool { isIncluded != nil }

    /// The controller that shows the derivations; nil once it is gone.
    private(set) weak var controller: ListController<Section>?
    /// What a derivation makes of its input: the sections, and the folders an outline's
    /// user expanded that the records no longer hold.
    typealias Deriving = @Sendable (DerivationInput<Record>) -> (sections: [Section], vanished: [Record.ID])
    /// Makes the next derivation, on the main actor: reads the app's state, if the list reads
    /// any, into a derivation that may run off the main actor.
    private let prepare: @MainActor () -> Deriving
    /// Whether `prepare` reads state of the app's (observed, where it is `@Observable`).
    private let readsState: Bool
    /// How the sections' rows stand for the records.
    let rows: DerivedRows<Record, Section.Element>
    /// An outline's expansion (nil for a list that is not an outline).
    var outline: OutlineState<Record>?
    /// Loads a folder's children on its first expansion (see `loadsChildren(_:)`).
    var loadChildren: (@MainActor (Record) async throws -> Void)?
    /// Bumped by every change; a derivation whose number is not the newest is dropped.
    private var changeNumber = 0
    /// Whether a derivation runs off the main actor now.
    private(set) var isDeriving = false
    /// What the derivations since the last shown one asked for: all their completions run
    /// with the next one shown, which contains their changes.
    private var waiting: (animated: Bool, completions: [@MainActor @Sendable () -> Void]) = (true, [])
    /// Records the user deleted that the source may not have seen yet (see ``apply(_:animated:completion:)``).
    private var pendingDeletes = PendingDeletes<Record>()
    /// Writes a record the user deleted back to the source (see ``deletesInSource(_:)``).
    private var writeDelete: (@MainActor (Record) async throws -> Void)?
    /// Awaited before a derivation made off the main actor is used, as if it took that long:
    /// lets a test act while one runs.
    @_spi(Instrumentation) public var derivationHold: (@MainActor @Sendable () async -> Void)?
    /// Main-actor CPU time spent here, for `listgen-bench apply`.
    @_spi(Instrumentation) public private(set) var mainActorNanoseconds: UInt64 = 0

    init(
        records: [Record], controller: ListController<Section>, rows: DerivedRows<Record, Section.Element>,
        outline: OutlineState<Record>? = nil, derive: @escaping Deriving
    ) {
        source = records
        self.controller = controller
        self.rows = rows
        self.outline = outline
        self.prepare = { derive }
        self.readsState = false
    }

    /// A derived list whose derivation reads the app's state: `prepare` reads it on the main
    /// actor before each derivation.
    init(
        records: [Record], controller: ListController<Section>, rows: DerivedRows<Record, Section.Element>,
        readingState prepare: @escaping @MainActor () -> Deriving
    ) {
        source = records
        self.controller = controller
        self.rows = rows
        self.outline = nil
        self.prepare = prepare
        self.readsState = true
    }

    // MARK: Requests

    /// Makes `records` the source; the list shows what they derive to, animated unless
    /// `animated` is false. `completion` runs once that (or a later change) is displayed.
    ///
    /// `records` is a snapshot of the source: one the user's latest deletes may not have
    /// reached yet. A record the user deleted is left out of every snapshot until one no
    /// longer holds it (the source has it deleted), so a snapshot taken before the delete
    /// never brings it back; see ``deletesInSource(_:)``.
    public func apply(_ records: [Record], animated: Bool = true, completion: (@MainActor @Sendable () -> Void)? = nil) {
        timed {
            RequestNesting.checkOnMainActor(self, request: "apply")
            if let unfiltered = unfilteredDeletes {
                unfilteredDeletes = (unfiltered.ids, unfiltered.earlier + [source])
            } else if !pendingDeletes.isEmpty {
                unfilteredDeletes = (pendingDeletes.ids, [])
            }
            replaceSource(with: records)
            changed(animated: animated, completion: completion)
        }
    }

    /// Returns once the screen shows every request of this list made so far (derived, and
    /// shown by its controller) and nothing animates, or at once when the controller is gone:
    /// the waiting form of every request, ``filter(animated:completion:_:)`` included.
    ///
    /// ```swift
    /// chat.update { $0 += olderMessages }
    /// await chat.waitUntilShown()
    /// ```
    public func waitUntilShown() async {
        await controller?.waitUntilShown()
    }

    /// Writes each record the user deletes (a swipe's Delete) back to the source: `delete` runs
    /// in a task of its own once the row is gone, and finishes even if the screen closes
    /// meanwhile. Until a snapshot of the source no longer holds the record, snapshots that
    /// still do (taken before the source saw the delete) do not bring it back. If `delete`
    /// throws, the record comes back where it was.
    ///
    /// ```swift
    /// files.deletesInSource { [service] node in try await service.delete(node.id) }
    /// ```
    public func deletesInSource(_ delete: @escaping @MainActor (Record) async throws -> Void) {
        writeDelete = delete
    }

    /// Makes each list of records `sequence` delivers the source (animated), until the
    /// sequence ends or the controller goes away: a service's stream of snapshots in one line.
    ///
    /// ```swift
    /// inbox.receive(service.snapshots)
    /// ```
    @discardableResult
    public func receive<Lists: AsyncSequence & Sendable>(_ sequence: Lists) -> Task<Void, Never> where Lists.Element == [Record] {
        // The controller gone, there is no screen to keep current: the task ends at once.
        guard let controller else { return Task {} }
        return controller.receive(sequence) { [weak self] records in self?.apply(records) }
    }

    /// Changes the source in place: `change` gets every record, every earlier request
    /// included. When `change` throws, nothing changes. A request of this list from inside
    /// `change`, or a read of ``records`` from inside a `change` that cannot throw, stops the
    /// program with a message.
    public func update<Failure: Error>(
        animated: Bool = true, completion: (@MainActor @Sendable () -> Void)? = nil,
        _ change: (inout [Record]) throws(Failure) -> Void
    ) throws(Failure) {
        try timed { () throws(Failure) in
            RequestNesting.checkOnMainActor(self, request: "update")
            leaveOutPendingDeletes()
            guard Failure.self == Never.self else {
                // A closure that may throw changes a copy, kept only if it returns.
                var changing = source
                try RequestNesting.runOnMainActor(changing: self, in: "update") { () throws(Failure) in try change(&changing) }
                replaceSource(with: changing)
                return changed(animated: animated, completion: completion)
            }
            // One that cannot throw changes the records themselves: no copy of every record
            // on the main actor (100,000 records: milliseconds, with the old ones' release).
            isChangingInPlace = true
            defer { isChangingInPlace = false }
            forgetPositions()
            try RequestNesting.runOnMainActor(changing: self, in: "update") { () throws(Failure) in try change(&source) }
            changed(animated: animated, completion: completion)
        }
    }

    /// Changes the first record with `id` (its cell is configured again in place, or it moves
    /// to another section when its grouping key changed); false when no record has that ID.
    /// When `change` throws, nothing changes.
    @discardableResult
    public func updateRecord(withID id: Record.ID, _ change: (inout Record) throws -> Void) rethrows -> Bool {
        try timed {
            RequestNesting.checkOnMainActor(self, request: "updateRecord")
            leaveOutPendingDeletes()
            guard let index = firstPosition(of: id) else { return false }
            var record = source[index]
            try RequestNesting.run(changing: self, in: "updateRecord") { try change(&record) }
            if record.id != id { forgetPositions() }
            source[index] = record
            changed(animated: true, completion: nil)
            return true
        }
    }

    /// Replaces the first record with `id` by `record`, which has another ID, and shows it as
    /// the same cell configured again (see ``ListController/replaceItem(withID:with:)``);
    /// false when no record has `id`, or when another record already has `record`'s ID (then
    /// nothing changes, and a message says so). A user's edit of the row made while the
    /// screen still shows the old ID reaches the new record.
    @discardableResult
    public func replaceRecord(withID id: Record.ID, with record: Record) -> Bool {
        timed {
            RequestNesting.checkOnMainActor(self, request: "replaceRecord")
            leaveOutPendingDeletes()
            guard let index = firstPosition(of: id) else { return false }
            if record.id != id, firstPosition(of: record.id) != nil {
                ListDiagnostics.report(
                    "replaceRecord(withID: \(id), with:) was given a record with the ID \(record.id), which the list already has; nothing changed. Give the new record an ID of its own, or remove the other record first"
                )
                return false
            }
            if record.id != id { forgetPositions() }
            source[index] = record
            // The controller's record and the screen take it over now, not once the derivation
            // is back: a derivation still running would otherwise show the old ID again.
            if record.id != id { outline?.renamed(from: id, to: record.id) }
            controller?.handOver(of: id, to: record, rows: rows)
            changed(animated: true, completion: nil)
            return true
        }
    }

    /// Removes every record with `id`; false when none has it.
    @discardableResult
    public func removeRecord(withID id: Record.ID) -> Bool {
        timed {
            RequestNesting.checkOnMainActor(self, request: "removeRecord")
            leaveOutPendingDeletes()
            let found: [Int]
            switch positions?[id] {
            case .absent: found = []
            case .only(let index): found = [index]
            case .repeated, nil: found = source.indices(ofID: id)
            }
            guard let position = found.first else { return false }
            forgetPositions()
            // One record (IDs are mostly unique) is removed where it is, without a new array.
            if found.count == 1 {
                source.remove(at: position)
            } else {
                source.removeAll { $0.id == id }
            }
            changed(animated: true, completion: nil)
            return true
        }
    }

    /// Shows only the records `isIncluded` includes (it may run off the main actor, for large
    /// sources: give it only `Sendable` state), until another filter or ``removeFilter(animated:completion:)``;
    /// the sections are derived again. `completion` runs once that is displayed.
    ///
    /// ```swift
    /// inbox.filter { $0.isUnread }
    /// ```
    public func filter(
        animated: Bool = true, completion: (@MainActor @Sendable () -> Void)? = nil, _ isIncluded: @escaping @Sendable (Record) -> Bool
    ) {
        setFilter(isIncluded, animated: animated, completion: completion)
    }

    /// Shows every record again.
    public func removeFilter(animated: Bool = true, completion: (@MainActor @Sendable () -> Void)? = nil) {
        setFilter(nil, animated: animated, completion: completion)
    }

    /// Shows only the records whose `field` contains `text` (ignoring case and diacritics,
    /// as a search field does, and white space around `text`), or every record when `text` is
    /// empty: a search in one line.
    public func filter(
        matching text: String, in field: @escaping @Sendable (Record) -> String, animated: Bool = true,
        completion: (@MainActor @Sendable () -> Void)? = nil
    ) {
        guard let query = SearchText.query(text) else {
            return setFilter(nil, animated: animated, completion: completion)
        }
        let isIncluded: @Sendable (Record) -> Bool = { query.isFound(in: field($0)) }
        setFilter(isIncluded, animated: animated, completion: completion)
    }

    private func setFilter(_ filter: (@Sendable (Record) -> Bool)?, animated: Bool, completion: (@MainActor @Sendable () -> Void)?) {
        timed {
            RequestNesting.checkOnMainActor(self, request: "filter")
            // A search begins or ends: an outline shows the search's own expansion, and gives
            // the user's back when it ends.
            if (filter == nil) != (isIncluded == nil) { outline?.searchToggles = [:] }
            isIncluded = filter
            changed(animated: animated, completion: completion)
        }
    }

    // MARK: Deriving

    /// The user deleted `row` on screen, which shows the record with `id` (its own, or its
    /// successor's after a hand-over): that record goes too (in an outline, with every record
    /// under it), and the sections are derived again (which changes nothing on screen, but
    /// drops a derivation in flight that still had it). Where records share the ID, the one
    /// with the row's content goes.
    func userDeleted(_ row: Section.Element, id rowID: Section.Element.ID) {
        guard let shown = rows.record(row), let id = rows.recordID(rowID) else { return }
        leaveOutPendingDeletes()
        var first: Int?
        var index: Int?
        var position = firstPosition(of: id)
        while let at = position {
            if first == nil { first = at }
            if id != shown.id || source[at].isContentEqual(to: shown) {
                index = at
                break
            }
            position = source.firstIndex(ofID: id, from: at + 1)
        }
        guard let index = index ?? first else { return }
        let removed = outline.map { OutlineEdits.subtree(of: index, in: source, shape: $0.shape) } ?? [index]
        let deleted = source[index]
        pendingDeletes.add(removed.map { (source[$0], $0) })
        forgetPositions()
        // One record is removed where it is, without a new array.
        if removed.count == 1 {
            source.remove(at: index)
        } else {
            replaceSource(with: OutlineEdits.removing(removed, from: source))
        }
        changed(animated: true, completion: nil)
        guard let writeDelete else { return }
        Task { @MainActor [weak self] in
            do {
                try await writeDelete(deleted)
            } catch {
                self?.deleteFailed(deleted.id)
            }
        }
    }

    /// Writing a user's delete back failed: the records it took come back where they were,
    /// unless a snapshot already showed the source without them.
    private func deleteFailed(_ id: Record.ID) {
        leaveOutPendingDeletes()
        var returned = false
        for (record, index) in pendingDeletes.failed(id) where firstPosition(of: record.id) == nil {
            forgetPositions()
            source.insert(record, at: min(index, source.count))
            returned = true
        }
        if returned { changed(animated: true, completion: nil) }
    }

    /// Notes a change of the records or of their view; the sections are derived again.
    private func changed(animated: Bool, completion: (@MainActor @Sendable () -> Void)?) {
        changeNumber += 1
        waiting.animated = waiting.animated && animated
        if let completion { waiting.completions.append(completion) }
        deriveNewest()
    }

    /// Derives the sections from the newest records, off the main actor for large sources,
    /// and applies them to the controller in the order the changes were made.
    private func deriveNewest() {
        guard let controller else { return show(nil) }
        let large = source.count >= controller.options.backgroundDiffThreshold
        if !large { leaveOutPendingDeletes() }
        let input = DerivationInput(records: source, filter: isIncluded, outline: outline?.snapshot)
        // The records of the selected rows: the derivation says which the source lost.
        let selected = selectedRecords(of: controller)
        guard large else {
            let derive = preparedDerivation()
            // On the main actor, inside the list's own closures: a request of this list from
            // them stops (it would derive again from inside this derivation, forever).
            let derived = RequestNesting.run(changing: self, in: "filter, grouping or derivation") { derive(input) }
            show(derived, gone: Self.missing(selected, from: input.records))
            return
        }
        // One derivation off the main actor at a time; when it is back, the newest records
        // are derived again if they changed meanwhile.
        guard !isDeriving else { return }
        isDeriving = true
        let (number, derive, hold, deletes) = (changeNumber, preparedDerivation(), derivationHold, unfilteredDeletes)
        // The task holds the records and the sections only in boxes, emptied by their takers:
        // when it ends (maybe on the main actor) it frees nothing large.
        let records = Handoff(input)
        Task.detached { [weak self] in
            let derived = Self.derivation(records, leavingOut: deletes, selected: selected, derive)
            await hold?()
            await self?.finish(number, derived)
        }
    }

    /// What a derivation off the main actor hands back: the sections, and the records
    /// without the user's pending deletes when it left them out.
    private typealias Derivation = (
        derived: (sections: [Section], vanished: [Record.ID]), kept: (records: [Record], held: Set<Record.ID>)?,
        positions: RecordPositions<Record.ID>, gone: Set<Record.ID>
    )

    /// Derives the sections from the input in `records` (freed here, off the main actor),
    /// first leaving out the records with the IDs `deletes`, and finds which of the `selected`
    /// records the source no longer holds; in a box for the main actor.
    private nonisolated static func derivation(
        _ records: Handoff<DerivationInput<Record>>, leavingOut deletes: (ids: Set<Record.ID>, earlier: [[Record]])?,
        selected: Set<Record.ID>, _ derive: @Sendable (DerivationInput<Record>) -> (sections: [Section], vanished: [Record.ID])
    ) -> Handoff<Derivation>? {
        guard var input = records.take() else { return nil }
        guard let deletes else {
            return Handoff((derive(input), nil, RecordPositions(input.records), missing(selected, from: input.records)))
        }
        let kept = PendingDeletes<Record>.leavingOut(deletes.ids, after: deletes.earlier, from: input.records)
        input.records = kept.kept
        return Handoff((derive(input), (kept.kept, kept.held), RecordPositions(kept.kept), missing(selected, from: kept.kept)))
    }

    private func finish(_ number: Int, _ result: Handoff<Derivation>?) {
        timed {
            isDeriving = false
            // Changed meanwhile: derive the newest records (the completions wait for them);
            // this derivation is freed off the main actor.
            guard number == changeNumber else {
                OffMainActor.release(result?.take())
                return deriveNewest()
            }
            // Taken once, here (nil only if the derivation got no records: then the waiting
            // completions still run).
            let derivation = result?.take()
            if let kept = derivation?.kept, let deletes = unfilteredDeletes.moveOut() {
                // The records are still the snapshot it derived from (any change since was
                // newer): they become what it kept.
                pendingDeletes.confirm(holding: kept.held)
                replaceSource(with: kept.records)
                if !deletes.earlier.isEmpty { OffMainActor.release(deletes.earlier) }
            }
            // The records are what it derived from: its positions hold.
            if let found = derivation?.positions {
                forgetPositions()
                positions = found
            }
            show(derivation?.derived, gone: derivation?.gone ?? [])
        }
    }

    /// The position of the first record with `id`, or nil.
    private func firstPosition(of id: Record.ID) -> Int? {
        switch positions?[id] {
        case .absent: return nil
        case .only(let index): return index
        case .repeated, nil: return source.firstIndex(ofID: id)
        }
    }

    /// The records move: their positions are forgotten (a dictionary of every ID, freed off
    /// the main actor).
    private func forgetPositions() {
        if let old = positions.moveOut() { OffMainActor.release(old) }
    }

    /// Leaves the user's pending deletes out of the records now, if a snapshot brought them
    /// back and no derivation has left them out yet.
    private func leaveOutPendingDeletes() {
        guard let deletes = unfilteredDeletes.moveOut() else { return }
        let kept = PendingDeletes<Record>.leavingOut(deletes.ids, after: deletes.earlier, from: source)
        pendingDeletes.confirm(holding: kept.held)
        replaceSource(with: kept.kept)
        if !deletes.earlier.isEmpty { OffMainActor.release(deletes.earlier) }
    }

    /// Makes `records` the source; the old records, when many, are freed off the main actor.
    private func replaceSource(with records: [Record]) {
        forgetPositions()
        let old = source
        source = records
        if old.count >= OffMainActor.worthwhile { OffMainActor.release(consume old) }
    }

    /// Shows `derived` with the waiting completions; without a controller (nil), runs them on
    /// the next turn: a waiting call always ends. `gone` are the selected rows' records the
    /// source no longer holds: those rows are deselected.
    private func show(_ derived: (sections: [Section], vanished: [Record.ID])?, gone: Set<Record.ID> = []) {
        // A folder the user expanded stays so for as long as it exists.
        for id in derived?.vanished ?? [] { outline?.expanded.remove(id) }
        if !gone.isEmpty { deselectRows(of: gone) }
        let (animated, completions) = waiting
        waiting = (true, [])
        let completion: (@MainActor @Sendable () -> Void)? =
            completions.isEmpty ? nil : { @MainActor in for completion in completions { completion() } }
        guard let controller, let derived else {
            if let completion { Task { @MainActor in completion() } }
            return
        }
        controller.apply(derived.sections, animated: animated, completion: completion)
    }

    /// Runs `completion` with the completions of the derivation under way, once it is shown.
    func afterDerivation(_ completion: @escaping @MainActor @Sendable () -> Void) {
        waiting.completions.append(completion)
    }

    /// Derives the sections again: the state a derivation reads changed where the list cannot
    /// observe it (state that is not `@Observable`; see
    /// ``ListController/deriving(from:reading:_:)``). `completion` runs once that is displayed.
    public func rederive(animated: Bool = true, completion: (@MainActor @Sendable () -> Void)? = nil) {
        timed {
            RequestNesting.checkOnMainActor(self, request: "rederive")
            changed(animated: animated, completion: completion)
        }
    }

    /// Derives the sections again (an outline's expansion changed).
    func deriveAgain(animated: Bool = true) {
        changed(animated: animated, completion: nil)
    }

    /// The derivation for the newest change, with the app's state read now: inside the list's
    /// own closures (a request of the list from it stops), and observed where it is
    /// `@Observable`, so a change of what it read derives again.
    private func preparedDerivation() -> Deriving {
        let prepare = prepare
        guard readsState else { return prepare() }
        return RequestNesting.run(changing: self, in: "state reading") {
            #if canImport(Observation)
            if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
                return withObservationTracking(prepare) {
                    Task { @MainActor [weak self] in self?.deriveAgain() }
                }
            }
            #endif
            return prepare()
        }
    }

    private func timed<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        let start = MonotonicClock.threadCPU()
        defer { mainActorNanoseconds += MonotonicClock.threadCPU() - start }
        return try body()
    }
}
