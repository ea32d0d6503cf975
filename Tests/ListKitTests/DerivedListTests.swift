import Foundation
@_spi(Instrumentation) @_spi(ListHost) import ListKit
import ListKitTestSupport
import ListKitTesting
import Testing

/// A record as an inbox keeps it: grouped by `pinned`, sorted by `date`, searched by `title`.
struct Note: Diffable, Hashable, Sendable, CustomStringConvertible {
    var id: Int
    var title: String
    var pinned = false
    var date = 0
    var unread = 0

    func isContentEqual(to source: Note) -> Bool { self == source }
    var description: String { "\(id)" }
}

/// Derived lists on the simulated host: sections derived from flat records by filter, order
/// and grouping, again after every change, with keys that move rows between sections.
@MainActor @Suite struct DerivedListTests {
    typealias Section = ListGroup<Bool, Note>

    func make(threshold: Int = 4_000) -> (ListController<Section>, SimulatedListView<Section>, DerivedList<Note, Section>) {
        let controller = ListController<Section>()
        controller.options.backgroundDiffThreshold = threshold
        let view = SimulatedListView<Section>(data: [])
        view.attach(controller)
        let inbox = controller.grouping(by: \.pinned, order: [true, false], keepingEmpty: [false]) { $0.date > $1.date }
        return (controller, view, inbox)
    }

    func shown(_ view: SimulatedListView<Section>) -> [String] {
        view.displayed.map { "\($0.id ? "pinned" : "recent"): \($0.elements.map(\.description).joined(separator: " "))" }
    }

    let notes = [
        Note(id: 1, title: "Lunch", date: 5), Note(id: 2, title: "Launch plan", pinned: true, date: 3),
        Note(id: 3, title: "Invoice", date: 9), Note(id: 4, title: "lunar photos", date: 1),
    ]

    @Test("records show grouped in the given order, each group sorted; an empty group shows only when kept")
    func grouped() async {
        let (controller, view, inbox) = make()
        inbox.apply(notes)
        await settle(view, controller)
        #expect(shown(view) == ["pinned: 2", "recent: 3 1 4"])
        inbox.updateRecord(withID: 2) { $0.pinned = false }
        await settle(view, controller)
        #expect(shown(view) == ["recent: 3 1 2 4"], "the pinned group, now empty, is not kept")
        #expect(view.violations.isEmpty && view.displaysData)
    }

    @Test("a record whose grouping key changes moves to its new section in an animated batch")
    func keyChangeMovesTheRow() async {
        let (controller, view, inbox) = make()
        inbox.apply(notes)
        await settle(view, controller)
        let (batches, reloads) = (view.batchCount, view.reloadAllCount)
        inbox.updateRecord(withID: 3) { $0.pinned = true }
        await settle(view, controller)
        #expect(shown(view) == ["pinned: 3 2", "recent: 1 4"])
        #expect(view.batchCount > batches && view.reloadAllCount == reloads && view.violations.isEmpty)
        #expect(controller.latestSections.map(\.elements.count) == [2, 2])
    }

    @Test("a search filters the records, and clearing it shows them all again")
    func search() async {
        let (controller, view, inbox) = make()
        inbox.apply(notes)
        inbox.filter(matching: " LUN ", in: \.title)
        await settle(view, controller)
        #expect(shown(view) == ["recent: 1 4"])
        inbox.updateRecord(withID: 3) { $0.title = "lunch invoice" }
        await settle(view, controller)
        #expect(shown(view) == ["recent: 3 1 4"], "a change makes a record match the search")
        inbox.filter(matching: "", in: \.title)
        await settle(view, controller)
        #expect(shown(view) == ["pinned: 2", "recent: 3 1 4"] && view.violations.isEmpty)
    }

    @Test("a search ignores case, diacritics (precomposed or combining) and the white space around the query")
    func searchFolds() async {
        let (controller, view, inbox) = make()
        let titles = ["Café crème", "ÅNGSTRÖM units", "naïve plan", "e\u{301}clair", "Ελληνικά άρθρα", "Ёлка", "plain"]
        inbox.apply(titles.enumerated().map { Note(id: $0.offset, title: $0.element, date: -$0.offset) })
        func search(_ query: String) async -> [Int] {
            inbox.filter(matching: query, in: \.title)
            await settle(view, controller)
            return view.displayed.flatMap { $0.elements.map(\.id) }
        }
        #expect(await search("cafe") == [0])
        #expect(await search("  CRÈME ") == [0])
        #expect(await search("angstrom") == [1])
        #expect(await search("NAIVE") == [2])
        #expect(await search("éclair") == [3])
        #expect(await search("eclair") == [3])
        #expect(await search("αρθρα") == [4])
        #expect(await search("елка") == [5])
        #expect(await search("zzz") == [])
        #expect(await search(" ") == Array(0..<7))
    }

    @Test("a swipe-delete removes the record, and a later change does not bring it back; derived lists cannot be dragged")
    func userDelete() async {
        let (controller, view, inbox) = make()
        controller.hooks.canDeleteItem = { _, _ in true }
        controller.hooks.canMoveItem = { _, _ in true }
        inbox.apply(notes)
        await settle(view, controller)
        #expect(view.userSwipesToDelete(at: ItemPath(item: 0, section: 1)))
        #expect(!inbox.records.contains { $0.id == 3 })
        inbox.updateRecord(withID: 1) { $0.unread = 2 }
        await settle(view, controller)
        #expect(shown(view) == ["pinned: 2", "recent: 1 4"])
        #expect(!controller.canMove(at: ItemPath(item: 0, section: 1)))
        #expect(view.violations.isEmpty && view.displaysData)
    }

    @Test("large sources derive off the main actor; changes made meanwhile all land, their completions run once shown")
    func offMainActor() async {
        let (controller, view, inbox) = make(threshold: 10)
        var random = SeededRandom(seed: 0xDE71)
        var expected = (0..<500).map { Note(id: $0, title: "n\($0)", pinned: Int.random(in: 0..<5, using: &random) == 0, date: $0) }
        var completed = 0
        inbox.apply(expected) { completed += 1 }
        for step in 0..<40 {
            let id = Int.random(in: 0..<500, using: &random)
            switch step % 4 {
            case 0:
                inbox.updateRecord(withID: id) { $0.pinned.toggle() }
                if let index = expected.firstIndex(where: { $0.id == id }) { expected[index].pinned.toggle() }
            case 1:
                inbox.removeRecord(withID: id)
                expected.removeAll { $0.id == id }
            case 2:
                inbox.update(completion: { completed += 1 }) { $0.append(Note(id: 1_000 + step, title: "new", date: 1_000 + step)) }
                expected.append(Note(id: 1_000 + step, title: "new", date: 1_000 + step))
            default:
                await Task.yield()
            }
        }
        await settle(view, controller)
        let pinned = expected.filter(\.pinned).sorted { $0.date > $1.date }.map(\.id)
        let recent = expected.filter { !$0.pinned }.sorted { $0.date > $1.date }.map(\.id)
        #expect(view.displayed.map { $0.elements.map(\.id) } == [pinned, recent])
        #expect(completed == 11 && view.violations.isEmpty && view.displaysData)
        #expect(controller.statistics.backgroundDiffs > 0)
    }
}
