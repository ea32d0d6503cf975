import Foundation
@_spi(Instrumentation) @_spi(ListHost) import ListKit
import ListKitTestSupport
import ListKitTesting
import Observation
import Testing

/// A row the screen adds: who is typing, a loading row.
struct Extra: Diffable, Hashable, Sendable {
    var id: String
    var text = ""
    func isContentEqual(to source: Extra) -> Bool { self == source }
}

/// State a screen keeps in a plain property.
@MainActor final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// State a screen keeps in an `@Observable` model.
@MainActor @Observable final class ChatState {
    var typing: String?
    var newestFirst = false
}

/// Derivations over the app's own state, and rows placed relative to derived groups: the
/// state is read on the main actor before each derivation; an `@Observable` change derives
/// again by itself, any other is told with `rederive()`.
@MainActor @Suite struct DerivedStateTests {
    typealias Row = ListRow<Note, Extra>
    typealias Section = ListGroup<Bool, Row>

    func shown<S: DiffableSection>(_ view: SimulatedListView<S>) -> [String] where S.Element == Row {
        view.displayed.map { section in
            section.elements.map { row in row.record.map { "\($0.id)" } ?? row.extra?.id ?? "?" }.joined(separator: " ")
        }
    }

    let notes = [
        Note(id: 1, title: "a", date: 5), Note(id: 2, title: "b", pinned: true, date: 3),
        Note(id: 3, title: "c", date: 9), Note(id: 4, title: "d", date: 1),
    ]

    @Test(
        "extra rows go after the last group, first or last in a group, above or under a record, and only where that place exists",
        arguments: [4_000, 1])
    func placements(threshold: Int) async {
        let controller = ListController<Section>()
        controller.options.backgroundDiffThreshold = threshold
        let view = SimulatedListView<Section>(data: [])
        view.attach(controller)
        let extras = Box([ListExtra<Extra, Bool, Int>(Extra(id: "typing"), at: .end)])
        let chat = controller.grouping(by: \.pinned, order: [true, false]) {
            $0.date > $1.date
        } adding: {
            extras.value
        }
        chat.apply(notes)
        await chat.waitUntilShown()
        #expect(shown(view) == ["2", "3 1 4 typing"])
        extras.value = [
            ListExtra(Extra(id: "first"), at: .start), ListExtra(Extra(id: "pinned-end"), at: .endOf(true)),
            ListExtra(Extra(id: "over-1"), at: .above(1)), ListExtra(Extra(id: "under-1"), at: .under(1)),
            ListExtra(Extra(id: "nowhere"), at: .under(99)), ListExtra(Extra(id: "recent-start"), at: .startOf(false)),
        ]
        chat.rederive()
        await chat.waitUntilShown()
        #expect(shown(view) == ["first 2 pinned-end", "recent-start 3 over-1 1 under-1 4"])
        chat.filter { !$0.pinned }
        await chat.waitUntilShown()
        #expect(shown(view) == ["first recent-start 3 over-1 1 under-1 4"], "the pinned group is gone, and its row with it")
        #expect(view.violations.isEmpty && view.displaysData)
    }

    @Test("state an @Observable model holds derives again by itself when it changes; other state with rederive()", arguments: [4_000, 1])
    func observedState(threshold: Int) async {
        let controller = ListController<Section>()
        controller.options.backgroundDiffThreshold = threshold
        let view = SimulatedListView<Section>(data: [])
        view.attach(controller)
        let state = ChatState()
        let chat = controller.grouping(by: \.pinned, order: [true, false]) {
            $0.date > $1.date
        } adding: {
            state.typing.map { [ListExtra(Extra(id: "typing", text: $0), at: .end)] } ?? []
        }
        chat.apply(notes)
        await chat.waitUntilShown()
        #expect(shown(view) == ["2", "3 1 4"])
        state.typing = "Ann"
        for _ in 0..<50 where shown(view).last?.hasSuffix("typing") != true {
            await Task.yield()
            await chat.waitUntilShown()
        }
        #expect(shown(view) == ["2", "3 1 4 typing"])
        state.typing = "Bob"
        for _ in 0..<50 where view.displayed.last?.elements.last?.extra?.text != "Bob" {
            await Task.yield()
            await chat.waitUntilShown()
        }
        #expect(view.displayed.last?.elements.last?.extra?.text == "Bob", "its cell is configured again")
        state.typing = nil
        for _ in 0..<50 where shown(view).last?.hasSuffix("typing") == true {
            await Task.yield()
            await chat.waitUntilShown()
        }
        #expect(shown(view) == ["2", "3 1 4"])
        #expect(view.violations.isEmpty && view.displaysData)
    }

    @Test("deriving(reading:) derives with the state read on the main actor, again on rederive()")
    func derivingReadsState() async {
        typealias Plain = ListSection<Int, Note>
        let controller = ListController<Plain>()
        let view = SimulatedListView<Plain>(data: [])
        view.attach(controller)
        let newestFirst = Box(false)
        let list = controller.deriving(reading: { newestFirst.value }) { notes, newestFirst in
            [ListSection(id: 0, elements: notes.sorted { newestFirst ? $0.date > $1.date : $0.date < $1.date })]
        }
        list.apply(notes)
        await list.waitUntilShown()
        #expect(view.displayed[0].elements.map(\.id) == [4, 2, 1, 3])
        newestFirst.value = true
        await list.waitUntilShown()
        #expect(view.displayed[0].elements.map(\.id) == [4, 2, 1, 3], "plain state is not observed")
        list.rederive()
        await list.waitUntilShown()
        #expect(view.displayed[0].elements.map(\.id) == [3, 1, 2, 4])
        #expect(view.violations.isEmpty && view.displaysData)
    }

    @Test("a user's delete of a record row deletes the record; selection and hand-overs follow the record rows")
    func recordRows() async {
        let controller = ListController<Section>()
        let view = SimulatedListView<Section>(data: [])
        view.attach(controller)
        controller.hooks.canDeleteItem = { row, _ in row.record != nil }
        controller.hooks.selectionMode = .multiple
        let chat = controller.grouping(by: \.pinned, order: [true, false]) {
            $0.date > $1.date
        } adding: {
            [ListExtra(Extra(id: "typing"), at: .end)]
        }
        chat.apply(notes)
        await chat.waitUntilShown()
        controller.selectedIDs = [.record(3), .record(1)]
        #expect(view.userSwipesToDelete(at: ItemPath(item: 0, section: 1)))
        await chat.waitUntilShown()
        #expect(chat.records.map(\.id) == [1, 2, 4] && controller.selectedIDs == [.record(1)])
        #expect(!view.userSwipesToDelete(at: ItemPath(item: 2, section: 1)), "the screen's row is not the app's to delete")
        #expect(chat.replaceRecord(withID: 1, with: Note(id: 11, title: "a", date: 5)))
        await chat.waitUntilShown()
        #expect(shown(view) == ["2", "11 4 typing"] && controller.selectedIDs == [.record(11)])
        #expect(view.violations.isEmpty && view.displaysData)
    }
}
