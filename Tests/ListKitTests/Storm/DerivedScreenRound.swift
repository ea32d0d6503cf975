import Foundation
@_spi(Instrumentation) import ListKit
import ListKitTestSupport
import ListKitTesting

/// One seeded round of an inbox screen built on a derived list, checked against a reference
/// written from the documentation (ListControllers.md, the derived list's and the hooks'
/// promises), not from ListKit's code. The app applies, updates (some of which throw),
/// hands records over to server IDs, removes, searches, receives a stream of snapshots and
/// runs row actions that wait on a service; the user reads a place in the list, swipes rows
/// and confirms later, taps; animations end at random, the view leaves its window, and
/// derivations and diffs run off the main actor. The screen may close in the middle: the
/// derived list, kept by the app, must go on taking requests.
///
/// The promises checked at rest:
/// - the screen shows exactly the reference records derived (filtered, grouped by `pinned`,
///   pinned first, each group by date, newest first), every header its count, no stale cell;
/// - the derived list's records are the reference's: every request in the order made, every
///   user delete of the row the user swiped (by identity, following hand-overs), nothing
///   undone by a request that threw;
/// - every completion ran once, also after the screen closed;
/// - with `keepsVisibleContentStill`, the row the user read first is still first on screen,
///   if every change left it shown.
@MainActor
final class DerivedScreenRound {
    typealias Section = ListGroup<Bool, Note>

    struct Thrown: Error {}

    private var random: SeededRandom
    private var controller: ListController<Section>?
    private var view: SimulatedListView<Section>?
    private let inbox: DerivedList<Note, Section>

    // The reference.
    private var records: [Note] = []
    private var query = ""
    /// Hand-overs made: a record's old ID to the ID that replaced it.
    private var renames: [Int: Int] = [:]
    /// Old IDs of hand-overs that a snapshot taken before brought back as records of their own.
    private var reused: Set<Int> = []
    /// Records the user deleted that no snapshot since has left out: the documented rule is
    /// that a snapshot still holding one does not bring it back.
    private var userDeleted: Set<Int> = []
    private var nextServerID = 1_000
    private var calls = 0
    private var completed = 0
    /// The ID the swiped row showed when the swipe began.
    private var swiped: Int?
    /// The first row the user read, and whether every change so far left it shown.
    private var read: Int?
    private var readAlwaysShown = true
    private let keepsStill: Bool
    /// What each header shows, by section ID.
    private var headers: [Bool: Int] = [:]
    /// Row actions and pages waiting on a service, opened at random later steps.
    private var services: [Gate] = []
    private let stream: AsyncStream<[Note]>.Continuation
    private var steps: [String] = []

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
        let controller = ListController<Section>()
        controller.options.backgroundDiffThreshold = Int.random(in: 3...40, using: &random)
        controller.options.animationCap = Bool.random(using: &random) ? nil : Int.random(in: 2...20, using: &random)
        keepsStill = Bool.random(using: &random)
        controller.options.keepsVisibleContentStill = keepsStill
        let view = SimulatedListView<Section>(data: [])
        view.completesAnimationsImmediately = Bool.random(using: &random)
        view.attach(controller)
        inbox = controller.grouping(by: \.pinned, order: [true, false]) { ($0.date, $0.id) > ($1.date, $1.id) }
        let (stream, continuation) = AsyncStream.makeStream(of: [Note].self)
        self.stream = continuation
        self.controller = controller
        self.view = view
        view.configureHeader = { [unowned self] in headers[$0.id] = $0.elements.count }
        controller.hooks.canDeleteItem = { note, _ in note.id % 3 != 1 }
        controller.hooks.leadingActions = { [unowned self] note in [archive(note.id)] }
        // What the app writes to consume a service's snapshots.
        controller.receive(stream) { [unowned self] snapshot in
            records = arriving(snapshot)
            inbox.apply(snapshot)
            note("stream \(snapshot.map(\.id))")
        }
    }

    // MARK: The reference

    /// The documented derivation, written here: the search keeps titles containing the query
    /// (ignoring case), pinned records first, each group newest first; a group without
    /// records is not shown.
    static func derive(_ records: [Note], query: String) -> [[Int]] {
        let shown = records.filter { query.isEmpty || $0.title.lowercased().contains(query.lowercased()) }
            .sorted { ($0.date, $0.id) > ($1.date, $1.id) }
        let pinned = shown.filter(\.pinned).map(\.id)
        let others = shown.filter { !$0.pinned }.map(\.id)
        return [pinned, others].filter { !$0.isEmpty }
    }

    /// The records a snapshot leaves, by the documented rule: those the user deleted stay out
    /// until a snapshot no longer holds them.
    private func arriving(_ snapshot: [Note]) -> [Note] {
        let held = Set(snapshot.map(\.id))
        // Taken before a hand-over, a snapshot may hold the old ID, as a record of its own.
        reused.formUnion(held.filter { renames[$0] != nil })
        userDeleted.formIntersection(held)
        return snapshot.filter { !userDeleted.contains($0.id) }
    }

    /// The ID a record shown as `id` has now, following every hand-over.
    private func current(_ id: Int) -> Int {
        var id = id
        while let next = renames[id] { id = next }
        return id
    }

    private func note(_ step: String) {
        steps.append(step)
        if readAlwaysShown, let read, !Self.derive(records, query: query).joined().contains(current(read)) { readAlwaysShown = false }
    }

    private func makeNote(_ id: Int) -> Note {
        let titles = ["alpha", "beta", "Alphabet", "gamma", "delta"]
        return Note(
            id: id, title: titles[Int.random(in: 0..<titles.count, using: &random)], pinned: Int.random(in: 0..<4, using: &random) == 0,
            date: Int.random(in: 0..<12, using: &random))
    }

    private func snapshot() -> [Note] {
        (0..<Int.random(in: 0...30, using: &random)).map { _ in Int.random(in: 0..<60, using: &random) }
            .reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }
            .filter { renames[$0] == nil }  // an ID handed over is never used again
            .map(makeNote)
    }

    /// The Archive action: asks a service, then removes the record (unless the screen closed
    /// meanwhile, which cancels it).
    private func archive(_ id: Int) -> ListAction {
        let service = Gate()
        services.append(service)
        return ListAction("Archive", style: .destructive) { [unowned self] in
            await service.wait()
            guard !Task.isCancelled else { return }
            let target = current(id)
            records.removeAll { $0.id == target }
            inbox.removeRecord(withID: target)
            note("archived \(target)")
        }
    }

    // MARK: The round

    func run() async -> String? {
        records = snapshot()
        inbox.apply(records)
        await settleScreen()
        if let view, keepsStill {
            let count = view.displayed.reduce(0) { $0 + $1.elements.count }
            if count > 0 {
                view.userScrolls(toShow: Int.random(in: 0..<count, using: &random), count: Int.random(in: 1...6, using: &random))
                read = view.visibleItems.first
            }
        }
        for _ in 0..<Int.random(in: 1...30, using: &random) {
            await step()
            if let violation = view?.violations.first { return "\(violation); steps \(steps)" }
        }
        for service in services { service.open() }
        stream.finish()
        view?.isInWindow = true
        return await check()
    }

    private func step() async {
        switch Int.random(in: 0..<20, using: &random) {
        case 0:
            let next = snapshot()
            records = arriving(next)
            calls += 1
            inbox.apply(next, animated: Bool.random(using: &random)) { [unowned self] in completed += 1 }
            note("apply \(next.map(\.id))")
        case 1, 2:
            // An update, which sometimes throws halfway: then nothing changes.
            let throwing = Int.random(in: 0..<3, using: &random) == 0
            let added = makeNote(60 + Int.random(in: 0..<40, using: &random))
            let removing = records.randomElement(using: &random)?.id
            var expected = records
            if !expected.contains(where: { $0.id == added.id }), renames[added.id] == nil { expected.append(added) }
            if let removing { expected.removeAll { $0.id == removing } }
            if !throwing { calls += 1 }
            do {
                try inbox.update(completion: { [unowned self] in completed += 1 }) { records in
                    if !records.contains(where: { $0.id == added.id }), renames[added.id] == nil { records.append(added) }
                    if let removing { records.removeAll { $0.id == removing } }
                    if throwing { throw Thrown() }
                }
                records = expected
            } catch {}
            note("update +\(added.id) -\(removing ?? -1)\(throwing ? " threw" : "")")
        case 3, 4:
            guard let id = records.randomElement(using: &random)?.id else { return }
            let throwing = Int.random(in: 0..<4, using: &random) == 0
            let (pinned, date) = (Bool.random(using: &random), Int.random(in: 0..<12, using: &random))
            let changed = try? inbox.updateRecord(withID: id) {
                $0.pinned = pinned
                $0.date = date
                if throwing { throw Thrown() }
            }
            if !throwing, let index = records.firstIndex(where: { $0.id == id }) {
                records[index].pinned = pinned
                records[index].date = date
            }
            note("updateRecord \(id)\(throwing ? " threw" : changed == true ? "" : " missing")")
        case 5, 6:
            // The server confirms a record under its own ID; now and then under one the list
            // already has (refused), or twice in one turn.
            guard let id = records.randomElement(using: &random)?.id else { return }
            if Int.random(in: 0..<6, using: &random) == 0, let used = records.first(where: { $0.id != id }) {
                let refused = !inbox.replaceRecord(withID: id, with: Note(id: used.id, title: "dup"))
                note("replace \(id) by used \(used.id)\(refused ? " refused" : " TAKEN")")
                if !refused { records = [] }  // breaks the check: a refusal was promised
                return
            }
            for _ in 0..<(Bool.random(using: &random) ? 1 : 2) {
                let old = current(id)
                guard let index = records.firstIndex(where: { $0.id == old }) else { return }
                let new = Note(id: nextServerID, title: records[index].title, pinned: records[index].pinned, date: records[index].date, unread: 1)
                nextServerID += 1
                guard inbox.replaceRecord(withID: old, with: new) else { return note("replace \(old) REFUSED") }
                records[index] = new
                renames[old] = new.id
                note("replace \(old) by \(new.id)")
            }
        case 7:
            guard let id = records.randomElement(using: &random)?.id else { return }
            records.removeAll { $0.id == id }
            inbox.removeRecord(withID: id)
            note("remove \(id)")
        case 8:
            query = ["", "alp", "BET", "zzz", " a "].randomElement(using: &random) ?? ""
            inbox.filter(matching: query, in: \.title)
            query = query.trimmingCharacters(in: .whitespaces)
            note("search '\(query)'")
        case 9, 10:
            swipe()
        case 11:
            // A row action, taken now, run now or later.
            guard let view, let path = randomPath(), let actions = view.userSwipes(at: path, leading: true) else { return }
            note("archive swipe on \(view.displayed[path.section].elements[path.item].id)")
            actions.first?.run()
        case 12:
            // The service answers a waiting action.
            guard !services.isEmpty else { return }
            services.remove(at: Int.random(in: 0..<services.count, using: &random)).open()
        case 13:
            stream.yield(snapshot())
        case 14, 15:
            view?.finishAnimations()
        case 16:
            if let view, Int.random(in: 0..<3, using: &random) == 0 { view.isInWindow.toggle() }
            if let view, let path = randomPath() { view.userTaps(at: path) }
        case 17 where Int.random(in: 0..<6, using: &random) == 0:
            // The screen closes, maybe mid-animation or mid-derivation; the app keeps the list.
            controller = nil
            view = nil
            note("screen closed")
        default:
            await Task.yield()
        }
    }

    /// A swipe's Delete: begun now, confirmed now or at a later step.
    private func swipe() {
        guard let view else { return }
        if let shown = swiped, Bool.random(using: &random) {
            swiped = nil
            // The documented rule: the swiped row is deleted wherever it is shown now (under
            // its new ID if it was handed over), if the delete rule still allows it.
            let chain = Array(sequence(first: shown) { [renames] in renames[$0] })
            let row = view.displayed.flatMap(\.elements).first { chain.contains($0.id) }
            let expectDelete = row.map { $0.id % 3 != 1 } ?? false
            // A snapshot taken before a hand-over may bring the old ID back as a record of its
            // own. The screen's row with that ID is then the swiped item (its hand-over not
            // shown yet) or that record, which the reference cannot tell apart: either
            // outcome keeps the rule, if the one record deleted is the swiped item's or that
            // row's, whichever the screen showed.
            let ambiguous = chain.dropLast().contains { reused.contains($0) }
            let deleted = view.userConfirmsSwipeDelete()
            if deleted {
                // A record the source still had: pending until a snapshot leaves it out. (A row
                // the screen still showed after a snapshot without it is gone already.)
                let candidates = ambiguous ? chain.filter { id in !inbox.records.contains { $0.id == id } } : [current(shown)]
                for target in candidates {
                    if records.contains(where: { $0.id == target }) { userDeleted.insert(target) }
                    records.removeAll { $0.id == target }
                }
            }
            let unexpected = !ambiguous && deleted != expectDelete
            note("confirm swipe of \(shown): \(deleted ? "deleted" : "nothing")\(ambiguous ? " (ambiguous)" : "")\(unexpected ? " UNEXPECTED" : "")")
            if unexpected { records = [Note(id: -1, title: "unexpected")] }
        } else if let path = randomPath() {
            let id = view.displayed[path.section].elements[path.item].id
            guard view.userBeginsSwipe(at: path) else { return }
            swiped = id
            note("swipe \(id)")
        }
    }

    private func randomPath() -> ItemPath? {
        guard let view else { return nil }
        let paths = view.displayed.enumerated().flatMap { s, v in v.elements.indices.map { ItemPath(item: $0, section: s) } }
        return paths.randomElement(using: &random)
    }

    /// Lets animations, derivations, diffs and waiting actions run until nothing is left to do.
    private func settleScreen() async {
        for turn in 0..<3_000 {
            view?.finishAnimations()
            await Task.yield()
            let idle = controller?.isIdle ?? true
            if turn >= 4, idle, view?.runningAnimations.isEmpty ?? true { return }
            if turn > 100 { try? await Task.sleep(nanoseconds: 1_000_000) }
        }
    }

    private func check() async -> String? {
        await settleScreen()
        // Completions of a closed screen's list run on a later turn, or when a diff or a
        // derivation still running off the main actor (slow on a loaded machine) lets go of
        // the list's record: waited for up to five seconds.
        for turn in 0..<5_050 where completed < calls {
            if turn < 50 { await Task.yield() } else { try? await Task.sleep(nanoseconds: 1_000_000) }
        }
        await settleScreen()
        let expected = Self.derive(records, query: query)
        guard inbox.records.map(\.id) == records.map(\.id), inbox.records == records else {
            return "records \(inbox.records.map(\.id)), expected \(records.map(\.id)); steps \(steps)"
        }
        guard completed == calls else { return "\(completed) of \(calls) completions ran; steps \(steps)" }
        guard let controller, let view else { return nil }
        guard controller.isIdle else { return "did not settle; steps \(steps)" }
        let screen = view.displayed.map { $0.elements.map(\.id) }
        guard screen == expected else { return "screen \(screen), expected \(expected); steps \(steps)" }
        if let violation = view.violations.first { return "\(violation); steps \(steps)" }
        guard view.displaysData else { return "stale cell: \(view.firstDifference() ?? ""); steps \(steps)" }
        for section in view.displayed where headers[section.id] != section.elements.count {
            return "the header of \(section.id) shows \(headers[section.id] ?? -1), not \(section.elements.count); steps \(steps)"
        }
        if keepsStill, readAlwaysShown, let read, view.visibleItems.first != current(read) {
            return "read \(current(read)) first, now \(view.visibleItems.first ?? -1); steps \(steps)"
        }
        return nil
    }
}
