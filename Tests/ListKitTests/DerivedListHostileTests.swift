import Foundation
@_spi(Instrumentation) import ListKit
import ListKitTestSupport
import ListKitTesting
import Testing

/// Derived lists under an app that does the unexpected: requests whose closures throw,
/// hand-overs racing derivations off the main actor, repeated IDs, grouping orders that name
/// a key twice or keep one they do not order, and a derived list kept after its controller
/// went away.
@MainActor @Suite struct DerivedListHostileTests {
    typealias Section = ListGroup<Bool, Note>

    struct Failure: Error {}

    func make(threshold: Int = 4_000) -> (ListController<Section>, SimulatedListView<Section>, DerivedList<Note, Section>) {
        let controller = ListController<Section>()
        controller.options.backgroundDiffThreshold = threshold
        let view = SimulatedListView<Section>(data: [])
        view.attach(controller)
        let inbox = controller.grouping(by: \.pinned, order: [true, false]) { ($0.date, $0.id) > ($1.date, $1.id) }
        controller.hooks.canDeleteItem = { _, _ in true }
        return (controller, view, inbox)
    }

    func shown(_ view: SimulatedListView<Section>) -> [[Int]] { view.displayed.map { $0.elements.map(\.id) } }

    let notes = (1...4).map { Note(id: $0, title: "n\($0)", date: $0) }

    @Test("an update or updateRecord whose closure throws halfway changes nothing, as on a list controller")
    func throwingRequestsChangeNothing() async throws {
        let (controller, view, inbox) = make()
        inbox.apply(notes)
        await settle(view, controller)
        #expect(throws: Failure.self) {
            try inbox.update { records in
                records.removeFirst()
                throw Failure()
            }
        }
        #expect(throws: Failure.self) {
            try inbox.updateRecord(withID: 2) { record in
                record.pinned = true
                throw Failure()
            }
        }
        await settle(view, controller)
        #expect(inbox.records == notes)
        #expect(shown(view) == [[4, 3, 2, 1]])
        // The list controller's own update: the same rule.
        let before = controller.latestSections
        #expect(throws: Failure.self) {
            try controller.update { sections in
                sections.removeAll()
                throw Failure()
            }
        }
        #expect(controller.latestSections == before)
    }

    @Test("a hand-over while a derivation runs off the main actor never shows the old ID again")
    func handOverOverBackgroundDerivation() async {
        let (controller, view, inbox) = make(threshold: 3)
        inbox.apply(notes)
        await settle(view, controller)
        let seen = Collected()
        view.configureCell = { seen.append("\($0.id)") }
        view.completesAnimationsImmediately = false
        // A derivation is shown in a batch that animates; the next waits for it, shown later.
        inbox.updateRecord(withID: 1) { $0.unread = 1 }
        await yieldUntil { view.runningAnimations.count == 1 }
        inbox.updateRecord(withID: 2) { $0.unread = 1 }
        await yieldUntil { inbox.records[1].unread == 1 && controller.latestSections != controller.sections && !controller.isIdle }
        // The hand-over comes while a derivation is held off the main actor, and the batch ends
        // (the display catches up) before that derivation is back.
        let gate = Gate()
        inbox.derivationHold = { await gate.wait() }
        inbox.replaceRecord(withID: 3, with: Note(id: 33, title: "n33", date: 3))
        inbox.derivationHold = nil
        view.finishAnimations()
        for _ in 0..<20 {
            await Task.yield()
            view.finishAnimations()
        }
        gate.open()
        await settle(view, controller)
        #expect(shown(view) == [[4, 33, 2, 1]])
        #expect(!seen.values.contains("3"), "the old row was shown again: \(seen.values)")
        #expect(view.violations.isEmpty && view.displaysData)
    }

    @Test("a swipe confirmed after two hand-overs of its row, made while a filter left the row out of the record, deletes the newest record")
    func swipeAfterTwoHandOversOfAFilteredRow() async {
        let (controller, view, inbox) = make()
        inbox.apply(notes)
        await settle(view, controller)
        #expect(shown(view) == [[4, 3, 2, 1]])
        #expect(view.userBeginsSwipe(at: ItemPath(item: 1, section: 0)))
        // In one turn: the record loses the row (the screen still shows it), then the row's
        // record is handed over twice (3 to 33, then 33 to 333).
        inbox.filter { $0.date != 3 }
        inbox.replaceRecord(withID: 3, with: Note(id: 33, title: "n33", date: 3))
        inbox.replaceRecord(withID: 33, with: Note(id: 333, title: "n333", date: 3))
        #expect(view.userConfirmsSwipeDelete())
        await settle(view, controller)
        #expect(inbox.records.map(\.id) == [1, 2, 4], "the swiped row's record, 333 now, is gone")
        inbox.removeFilter()
        await settle(view, controller)
        #expect(shown(view) == [[4, 2, 1]])
        #expect(view.violations.isEmpty && view.displaysData)
    }

    @Test("deleting the second of two rows with the same ID removes that record, not the first")
    func repeatedIDs() async {
        let (controller, view, inbox) = make()
        inbox.apply([Note(id: 1, title: "newer", date: 2), Note(id: 1, title: "older", date: 1), Note(id: 2, title: "x", date: 0)])
        await settle(view, controller)
        #expect(view.userSwipesToDelete(at: ItemPath(item: 1, section: 0)))
        await settle(view, controller)
        #expect(inbox.records.map(\.title) == ["newer", "x"])
        #expect(view.displayed.flatMap { $0.elements.map(\.title) } == ["newer", "x"])
    }

    @Test("a snapshot taken before the source saw a user's delete does not bring the record back; one without it confirms")
    func staleSnapshotAfterUserDelete() async {
        let (controller, view, inbox) = make()
        inbox.apply(notes)
        await settle(view, controller)
        #expect(view.userSwipesToDelete(at: ItemPath(item: 1, section: 0)))  // note 3
        inbox.apply(notes)  // the source had not seen the delete yet
        await settle(view, controller)
        #expect(shown(view) == [[4, 2, 1]] && inbox.records.map(\.id) == [1, 2, 4])
        inbox.apply(notes.filter { $0.id != 3 })  // it has now
        inbox.apply(notes)  // and 3 is created again: a new record, shown
        await settle(view, controller)
        #expect(shown(view) == [[4, 3, 2, 1]])
    }

    @Test("deletesInSource writes the user's delete back; when it fails, the record comes back where it was")
    func deleteWrittenBack() async {
        let (controller, view, inbox) = make()
        inbox.apply(notes)
        await settle(view, controller)
        let written = Collected()
        inbox.deletesInSource { note in
            written.append("\(note.id)")
            if note.id == 2 { throw Failure() }
        }
        #expect(view.userSwipesToDelete(at: ItemPath(item: 0, section: 0)))  // note 4: written
        #expect(view.userSwipesToDelete(at: ItemPath(item: 1, section: 0)))  // note 2: fails
        for _ in 0..<20 { await Task.yield() }
        await settle(view, controller)
        #expect(written.values == ["4", "2"])
        #expect(inbox.records.map(\.id) == [1, 2, 3] && shown(view) == [[3, 2, 1]])
        inbox.apply(notes)  // a snapshot from before the delete of 4
        await settle(view, controller)
        #expect(shown(view) == [[3, 2, 1]])
    }

    @Test("a key kept empty but not in the order shows after the ordered groups; a key named twice shows once")
    func groupingOrder() async {
        let controller = ListController<ListGroup<Int, Note>>()
        let view = SimulatedListView<ListGroup<Int, Note>>(data: [])
        view.attach(controller)
        let list = controller.grouping(by: \.date, order: [2, 1, 2], keepingEmpty: [7, 1]) { $0.id < $1.id }
        list.apply([Note(id: 1, title: "a", date: 1), Note(id: 2, title: "b", date: 2), Note(id: 3, title: "c", date: 3)])
        await settle(view, controller)
        #expect(view.displayed.map(\.id) == [2, 1, 7, 3])
        list.apply([])
        await settle(view, controller)
        #expect(view.displayed.map(\.id) == [1, 7])
        #expect(view.violations.isEmpty)
    }

    @Test("a derived list kept after its controller went away takes requests, runs completions and shows nothing")
    func outlivesItsController() async {
        var controller: ListController<Section>? = ListController<Section>()
        weak let gone = controller
        let inbox = controller?.grouping(by: \.pinned) { $0.date > $1.date }
        inbox?.apply(notes)
        controller = nil
        #expect(gone == nil, "the derived list kept its controller alive")
        guard let inbox else { return }
        var completed = 0
        inbox.apply(notes.reversed()) { completed += 1 }
        inbox.update(completion: { completed += 1 }) { $0.removeFirst() }
        #expect(inbox.updateRecord(withID: 2) { $0.pinned = true })
        #expect(inbox.replaceRecord(withID: 3, with: Note(id: 33, title: "n33")))
        #expect(inbox.removeRecord(withID: 1))
        inbox.filter(matching: "n", in: \.title)
        inbox.apply(inbox.records) { completed += 1 }
        for _ in 0..<20 where completed < 3 { await Task.yield() }
        #expect(completed == 3, "a waiting call always ends")
        #expect(inbox.records.map(\.id).sorted() == [2, 33])
        let task = inbox.receive(AsyncStream { $0.yield([]) })
        await task.value
    }

    @Test("a derivation in flight when the screen closes, and an action that awaits then removes a record, end quietly")
    func closesMidFlight() async {
        var controller: ListController<Section>? = ListController<Section>()
        controller?.options.backgroundDiffThreshold = 2
        let inbox = controller?.grouping(by: \.pinned) { $0.date > $1.date }
        inbox?.apply((0..<200).map { Note(id: $0, title: "n", date: $0) })
        let (gate, open) = AsyncStream.makeStream(of: Void.self)
        let action = ListAction("Archive") { [weak inbox] in
            for await _ in gate { break }
            inbox?.removeRecord(withID: 5)
        }
        action.run()
        controller = nil
        open.yield()
        await yieldUntil { inbox?.records.contains { $0.id == 5 } == false }
        #expect(inbox?.records.contains { $0.id == 5 } == false)
    }
}

/// A gate tasks wait at until it opens.
@MainActor final class Gate {
    private var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func open() {
        isOpen = true
        for continuation in waiting { continuation.resume() }
        waiting.removeAll()
    }
}
