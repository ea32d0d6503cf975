import ListKit
import ListKitTesting
import Testing

/// The members of a generated wrapper enum, as apps use them: an `isX` for every case, a
/// settable `x` for every case with a payload, and `ID` cases. A row without a model agrees
/// in both forms: a struct that holds nothing (the Rows golden's `ThreadRow.loadEarlier`)
/// and a payload-less case (the RealModels golden's `StoreRow.spinner`) each have `isX` and
/// an `ID` case without payload.
@Suite struct WrapperAccessorTests {
    @Test("every case has isX, true for that case only, in the struct form and the enum form alike")
    func isCase() {
        let structForm: [ThreadRow] = [.loadEarlier(LoadEarlier()), .message(Message(id: 1, text: "a"))]
        #expect(structForm.map(\.isLoadEarlier) == [true, false])
        #expect(structForm.map(\.isMessage) == [false, true])
        let enumForm: [StoreRow] = [.spinner, .loadMore, .post(Post(id: 1, text: "a"))]
        #expect(enumForm.map(\.isSpinner) == [true, false, false])
        #expect(enumForm.map(\.isLoadMore) == [false, true, false])
        #expect(enumForm.map(\.isPost) == [false, false, true])
    }

    @Test("a row without a model has an ID case without payload in both forms, and in a hand-written wrapper")
    func payloadlessIDs() {
        #expect(ThreadRow.loadEarlier(LoadEarlier()).id == .loadEarlier)
        #expect(StoreRow.spinner.id == .spinner)
        #expect(HistoryRow.loadEarlier(LoadEarlier()).id == .loadEarlier)
        #expect(ThreadRow.message(Message(id: 7, text: "a")).id == .message(7))
        #expect(HistoryRow.message(Message(id: 7, text: "a")).id == .message(7))
        let ids: Set<ThreadRow.ID> = [.loadEarlier, .message(1), .message(2)]
        #expect(ids.count == 3)
    }

    @Test("a case's accessor reads its payload, changes it in place, and setting one makes the row that case")
    func settableAccessor() {
        var row = ThreadRow.message(Message(id: 1, text: "a"))
        #expect(row.message?.text == "a" && row.loadEarlier == nil)
        row.message?.text = "b"
        #expect(row.message?.text == "b" && row.id == .message(1))
        row.loadEarlier = nil
        #expect(row.isMessage, "setting nil changes nothing")
        row.loadEarlier = LoadEarlier()
        #expect(row.isLoadEarlier && row.message == nil)
        row.message?.text = "c"
        #expect(row.isLoadEarlier, "a change through another case's accessor does nothing")
    }

    @MainActor @Test("updateItem through the accessor reconfigures the row in place; the row without a model is left alone")
    func updateThroughAccessor() async {
        let rows: [ThreadRow] = [.message(Message(id: 1, text: "a")), .message(Message(id: 2, text: "b")), .loadEarlier(LoadEarlier())]
        let controller = ListController(sections: [ListSection(id: 0, elements: rows)])
        let view = SimulatedListView<ListSection<Int, ThreadRow>>(data: [])
        var shown: [ThreadRow.ID: String] = [:]
        view.configureCell = { row in shown[row.id] = row.message?.text ?? "load earlier" }
        view.attach(controller)
        controller.updateItem(withID: .message(2)) { $0.message?.text = "changed" }
        controller.updateItem(withID: .loadEarlier) { $0.message?.text = "ignored" }
        // The change reaches the main actor in a task of its own: its turn comes when the executor gives it.
        for _ in 0..<2_000 where !(shown[.message(2)] == "changed" && view.reconfiguredCount == 1) { await Task.yield() }
        #expect(shown[.message(2)] == "changed" && shown[.loadEarlier] == "load earlier")
        #expect(view.reconfiguredCount == 1 && view.batchCount == 0 && view.violations.isEmpty)
    }
}
