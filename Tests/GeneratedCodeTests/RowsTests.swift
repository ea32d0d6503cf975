@_spi(Instrumentation) import ListKit
import ListKitTesting
import Testing

/// The `Rows` golden: a row that holds nothing, cells adopted by their own
/// `configure(with:)` (compiled for iOS by the Apple-platform check), and a main-actor view
/// model remembered by its generated snapshot.
@MainActor @Suite struct RowsTests {
    @Test("a struct that holds nothing is one item: its type is its identity")
    func rowWithoutModel() {
        #expect(LoadEarlier().id == LoadEarlier().id)
        #expect(LoadEarlier().isContentEqual(to: LoadEarlier()))
        let old: [ThreadRow] = [.message(Message(id: 1, text: "a")), .loadEarlier(LoadEarlier())]
        let new: [ThreadRow] = [.loadEarlier(LoadEarlier()), .message(Message(id: 1, text: "a")), .message(Message(id: 2, text: "b"))]
        let changes = Changeset(from: old, to: new)
        #expect(changes.deletes.isEmpty && changes.inserts == [2] && changes.moves.count == 1)
        #expect(ThreadRow.loadEarlier(LoadEarlier()).id != ThreadRow.message(Message(id: 1, text: "")).id)
    }

    @Test("a main-actor view model's snapshot copies what it compares, and sees changes made in place")
    func snapshot() {
        let loader = AvatarLoader()
        let model = ParticipantModel(id: 1, name: "Ada")
        model.avatarLoader = loader
        let shown = model.contentSnapshot
        #expect(shown == model.contentSnapshot)
        model.isTyping = true
        #expect(shown != model.contentSnapshot, "the instance changed in place; the copy did not")
        model.isTyping = false
        let other = AvatarLoader()
        model.avatarLoader = other
        #expect(shown != model.contentSnapshot, "a reference is compared by identity")
        model.avatarLoader = loader
        #expect(shown == model.contentSnapshot)
    }

    @Test("a list controller reconfigures a generated view model changed in place")
    func controllerSeesInPlaceChanges() async {
        let models = (0..<4).map { ParticipantModel(id: $0, name: "P\($0)") }
        let controller = ListController(sections: [ListSection(id: 0, elements: models)])
        let view = SimulatedListView<ListSection<Int, ParticipantModel>>(data: [])
        var shown: [Int: String] = [:]
        view.configureCell = { shown[$0.id] = $0.name + ($0.isTyping ? " is typing" : "") }
        view.attach(controller)
        controller.updateItem(withID: 2) { $0.isTyping = true }
        models[3].name = "Q3"
        controller.apply([ListSection(id: 0, elements: models)])
        // The change reaches the main actor in a task of its own: its turn comes when the executor gives it.
        for _ in 0..<2_000 where !(shown[2] == "P2 is typing" && view.reconfiguredCount == 2) { await Task.yield() }
        #expect(shown[2] == "P2 is typing" && shown[3] == "Q3")
        #expect(view.reconfiguredCount == 2 && view.batchCount == 0 && view.violations.isEmpty)
    }
}
