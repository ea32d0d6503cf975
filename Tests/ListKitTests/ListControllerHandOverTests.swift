@_spi(Instrumentation) import ListKit
import ListKitTesting
import Testing

/// Identity hand-over: an item replaced by one with another ID keeps its cell, which is
/// configured again, instead of a delete and an insert.
@MainActor @Suite struct ListControllerHandOverTests {
    typealias Section = ListSection<Int, Item>

    func make(_ sections: [Section]) -> (ListController<Section>, SimulatedListView<Section>, Box) {
        let controller = ListController(sections: sections)
        let view = SimulatedListView<Section>(data: [])
        let shown = Box()
        view.configureCell = { shown.configured.append($0.id) }
        view.attach(controller)
        return (controller, view, shown)
    }

    /// The items whose cells were configured, in order.
    final class Box { var configured: [Int] = [] }

    func page(_ items: [Int], content: Int = 0) -> Section {
        ListSection(id: 0, elements: items.map { Item(id: $0, content: content) })
    }

    @Test("an optimistic row confirmed under the server's ID is the same cell configured again")
    func handOverIsAReconfigure() async {
        let (controller, view, shown) = make([page([1, 2, -7])])
        shown.configured.removeAll()
        #expect(controller.replaceItem(withID: -7, with: Item(id: 70, content: 1)) != nil)
        await settle(view, controller)
        #expect(view.displayed.map { $0.elements.map(\.description) } == [["1", "2", "70'1"]])
        #expect(view.batchCount == 0 && view.reloadAllCount == 0, "a delete and an insert were animated")
        #expect(shown.configured == [70] && view.reconfiguredCount == 1)
        #expect(view.violations.isEmpty && view.displaysData)
        #expect(controller.replaceItem(withID: -7, with: Item(id: 71)) == nil, "no item has the local ID any more")
    }

    @Test("a hand-over merged with other waiting changes still keeps the cell, wherever the item moves")
    func handOverWithOtherChanges() async {
        let (controller, view, shown) = make([page([1, 2, -7])])
        view.completesAnimationsImmediately = false
        controller.apply([page([1, 2, -7, 3])])
        await Task.yield()
        controller.replaceItem(withID: -7, with: Item(id: 70))
        controller.update { $0[0].elements.insert(Item(id: 0, content: 0), at: 0) }
        controller.update { $0[0].elements.swapAt(1, 3) }
        shown.configured.removeAll()
        await settle(view, controller)
        #expect(view.displayed.map { $0.elements.map(\.id) } == [[0, 70, 2, 1, 3]])
        #expect(shown.configured.sorted() == [0, 70], "70 took -7's cell and was configured again; 0 was inserted")
        #expect(view.violations.isEmpty && view.displaysData)
    }
}
