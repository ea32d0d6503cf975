@_spi(Instrumentation) @_spi(ListHost) import ListKit
import ListKitTesting
import Testing

/// Row actions (swipes and context menus) described once as ListAction values.
@MainActor @Suite struct ListActionTests {
    typealias Section = ListGroup<Bool, Note>

    @Test("swipe and menu actions act on their item, through the derived list, and no swipe is offered without actions")
    func actionsOnADerivedList() async {
        let controller = ListController<Section>()
        let view = SimulatedListView<Section>(data: [])
        view.attach(controller)
        let inbox = controller.grouping(by: \.pinned, order: [true, false]) { $0.date > $1.date }
        var archived: [Int] = []
        controller.hooks.leadingActions = { note in
            [ListAction(note.pinned ? "Unpin" : "Pin") { inbox.updateRecord(withID: note.id) { $0.pinned.toggle() } }]
        }
        controller.hooks.trailingActions = { note in
            [
                ListAction("Archive", style: .destructive) {
                    inbox.removeRecord(withID: note.id)
                    archived.append(note.id)
                }
            ]
        }
        inbox.apply([Note(id: 1, title: "a", date: 3), Note(id: 2, title: "b", date: 2)])
        await settle(view, controller)
        let pin = view.userSwipes(at: ItemPath(item: 1, section: 0), leading: true)
        #expect(pin?.map(\.title) == ["Pin"])
        pin?.first?.run()
        await settle(view, controller)
        #expect(view.displayed.map { $0.elements.map(\.id) } == [[2], [1]])
        let archive = view.userSwipes(at: ItemPath(item: 0, section: 1))
        #expect(archive?.map(\.style) == [.destructive])
        archive?.first?.run()
        await settle(view, controller)
        #expect(view.displayed.map { $0.elements.map(\.id) } == [[2]] && archived == [1])
        #expect(view.userOpensMenu(at: ItemPath(item: 0, section: 0)) == nil)
        #expect(view.violations.isEmpty && view.displaysData)
    }

    @Test("an action's task is cancelled when its controller goes away")
    func actionCancelledWithController() async {
        var controller: ListController<ListSection<Int, Item>>? = ListController(sections: [ListSection(id: 0, elements: [Item(id: 1)])])
        let view = SimulatedListView<ListSection<Int, Item>>(data: [])
        controller.map(view.attach)
        let ended = Collected()
        controller?.hooks.trailingActions = { _ in
            [
                ListAction("Archive") {
                    try? await Task.sleep(for: .seconds(60))
                    ended.append(Task.isCancelled ? "cancelled" : "finished")
                }
            ]
        }
        view.userSwipes(at: ItemPath(item: 0, section: 0))?.first?.run()
        await Task.yield()
        controller = nil
        for _ in 0..<1_000 where ended.values.isEmpty { try? await Task.sleep(for: .milliseconds(1)) }
        #expect(ended.values == ["cancelled"])
    }

    @Test("without trailing actions, a deletable item offers Delete, which deletes it by identity after it moved")
    func defaultDelete() async {
        let controller = ListController(sections: [ListSection(id: 0, elements: [Item(id: 1), Item(id: 2), Item(id: 3)])])
        let view = SimulatedListView<ListSection<Int, Item>>(data: [])
        view.attach(controller)
        controller.hooks.canDeleteItem = { item, _ in item.id != 3 }
        #expect(view.userSwipes(at: ItemPath(item: 2, section: 0)) == nil)
        let delete = view.userSwipes(at: ItemPath(item: 0, section: 0))
        #expect(delete?.map(\.title) == ["Delete"])
        controller.apply([ListSection(id: 0, elements: [Item(id: 2), Item(id: 3), Item(id: 1)])])
        for _ in 0..<10 { await Task.yield() }
        delete?.first?.run()
        await yieldUntil { controller.latestSections.map { $0.elements.map(\.id) } == [[2, 3]] }
        #expect(controller.latestSections.map { $0.elements.map(\.id) } == [[2, 3]])
    }
}

extension ListAction.Style: CustomStringConvertible {
    public var description: String { self == .destructive ? "destructive" : "normal" }
}
