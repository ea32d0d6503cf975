@_spi(Instrumentation) @_spi(ListHost) import ListKit
import ListKitTestSupport
import ListKitTesting
import Testing

/// Selection by identity (ListControllers.md, "Selection"): the controller keeps the selected
/// IDs across every change and keeps the simulated view's selection, which follows UIKit's
/// rules, in step with them.
@MainActor @Suite struct SelectionTests {
    typealias Section = ListSection<Int, Item>

    func page(_ id: Int, _ items: [Int], content: Int = 0) -> Section {
        ListSection(id: id, elements: items.map { Item(id: $0, content: content) })
    }

    func make(_ sections: [Section], mode: ListSelectionMode = .multiple) -> (ListController<Section>, SimulatedListView<Section>, Recorder<Set<Int>>)
    {
        let controller = ListController(sections: sections)
        let view = SimulatedListView<Section>(data: [])
        view.attach(controller)
        controller.hooks.selectionMode = mode
        let told = Recorder<Set<Int>>()
        controller.hooks.selectionChanged = { told.append($0) }
        return (controller, view, told)
    }

    /// The IDs the view shows selected.
    func selectedOnScreen(_ view: SimulatedListView<Section>) -> Set<Int> {
        Set(view.selectedPaths.map { view.displayed[$0.section].elements[$0.item].id })
    }

    @Test("in multiple mode a tap selects, a second tap deselects, and the app is told each time")
    func multipleTaps() async {
        let (controller, view, told) = make([page(0, [1, 2, 3])])
        var selected: [Int] = []
        var deselected: [Int] = []
        controller.hooks.didSelect = { item, _ in selected.append(item.id) }
        controller.hooks.didDeselect = { item, _ in deselected.append(item.id) }
        #expect(view.allowsSelection && view.allowsMultipleSelection)
        view.userTaps(at: ItemPath(item: 0, section: 0))
        view.userTaps(at: ItemPath(item: 2, section: 0))
        #expect(controller.selectedIDs == [1, 3] && selectedOnScreen(view) == [1, 3])
        view.userTaps(at: ItemPath(item: 0, section: 0))
        #expect(controller.selectedIDs == [3] && selectedOnScreen(view) == [3])
        #expect(selected == [1, 3] && deselected == [1])
        #expect(told.values == [[1], [1, 3], [3]])
    }

    @Test("in single mode a tap on another item moves the selection; a tap on the selected one changes nothing")
    func singleTaps() {
        let (controller, view, told) = make([page(0, [1, 2, 3])], mode: .single)
        view.userTaps(at: ItemPath(item: 0, section: 0))
        view.userTaps(at: ItemPath(item: 1, section: 0))
        view.userTaps(at: ItemPath(item: 1, section: 0))
        #expect(controller.selectedIDs == [2] && selectedOnScreen(view) == [2])
        #expect(told.values.last == [2])
    }

    @Test("moves keep the selection on its items, deletes take it away, and the app hears of a removed selected item")
    func followsBatches() async {
        let (controller, view, told) = make([page(0, [1, 2, 3, 4]), page(1, [5, 6])])
        controller.selectedIDs = [2, 5, 6]
        #expect(selectedOnScreen(view) == [2, 5, 6])
        controller.apply([page(1, [6, 2]), page(0, [4, 3, 1])])
        await settle(view, controller)
        #expect(view.violations.isEmpty && view.displaysData)
        #expect(controller.selectedIDs == [2, 6] && selectedOnScreen(view) == [2, 6])
        #expect(told.values.last == [2, 6], "5 left the list")
    }

    @Test("a change over the animation cap reloads the view, which forgets its selection; the controller selects again")
    func reloadOverCap() async {
        let (controller, view, _) = make([page(0, Array(1...20))])
        controller.options.animationCap = 2
        controller.selectedIDs = [3, 7, 15]
        controller.apply([page(0, Array((1...20).reversed()).filter { $0 != 15 })])
        await settle(view, controller)
        #expect(view.reloadAllCount == 1)
        #expect(controller.selectedIDs == [3, 7] && selectedOnScreen(view) == [3, 7])
    }

    @Test("an item whose section is replaced in the same change keeps its selection")
    func replacedSection() async {
        let (controller, view, told) = make([page(0, [1, 2]), page(1, [3])])
        controller.selectedIDs = [2, 3]
        let count = told.values.count
        controller.apply([page(7, [2, 1]), page(1, [3])])
        await settle(view, controller)
        #expect(view.violations.isEmpty && view.displaysData)
        #expect(controller.selectedIDs == [2, 3] && selectedOnScreen(view) == [2, 3])
        #expect(told.values.count == count, "nothing changed for the app")
    }

    @Test("the app's selection shows at once, waits for items not shown yet, and leaves out what the list does not hold")
    func appSelects() async {
        let (controller, view, _) = make([page(0, [1, 2])])
        let messages = Recorder<String>()
        let reception = ListDiagnostics.receive { messages.append($0) }
        defer { ListDiagnostics.stopReceiving(reception) }
        view.completesAnimationsImmediately = false
        controller.apply([page(0, [1, 2, 3])])
        controller.apply([page(0, [1, 2, 3, 4])])
        controller.selectedIDs = [1, 4, 99]
        #expect(controller.selectedIDs == [1, 4] && selectedOnScreen(view) == [1])
        #expect(messages.values.contains { $0.contains("does not hold") && $0.contains("99") })
        await settle(view, controller)
        #expect(controller.selectedIDs == [1, 4] && selectedOnScreen(view) == [1, 4])
        controller.selectedIDs.remove(4)
        #expect(selectedOnScreen(view) == [1])
        controller.apply([page(0, [1, 5])])
        controller.selectedIDs.insert(5)
        controller.apply([page(0, [1])])
        await settle(view, controller)
        #expect(controller.selectedIDs == [1], "an item the list was asked to show and then not is forgotten")
    }

    @Test("select all and deselect all; the mode refuses what it cannot keep")
    func allAndModes() {
        let (controller, view, told) = make([page(0, [1, 2]), page(1, [3])])
        controller.selectAll()
        #expect(controller.selectedIDs == [1, 2, 3] && selectedOnScreen(view) == [1, 2, 3] && told.values.last == [1, 2, 3])
        controller.selectedIDs = []
        #expect(controller.selectedIDs.isEmpty && view.selectedPaths.isEmpty && told.values.last == [])
        let messages = Recorder<String>()
        let reception = ListDiagnostics.receive { messages.append($0) }
        defer { ListDiagnostics.stopReceiving(reception) }
        controller.selectedIDs = [1, 2]
        controller.hooks.selectionMode = .single
        #expect(controller.selectedIDs.isEmpty && view.selectedPaths.isEmpty && !view.allowsMultipleSelection)
        controller.selectedIDs = [1, 2]
        #expect(controller.selectedIDs.isEmpty && messages.values.contains { $0.contains(".single") })
        controller.selectedIDs = [2]
        controller.hooks.selectionMode = .momentary
        #expect(controller.selectedIDs.isEmpty && view.selectedPaths.isEmpty)
        controller.selectedIDs = [2]
        #expect(controller.selectedIDs.isEmpty && messages.values.contains { $0.contains(".momentary") })
        controller.hooks.selectionMode = .none
        view.userTaps(at: ItemPath(item: 0, section: 0))
        #expect(!view.allowsSelection && view.selectedPaths.isEmpty)
    }

    @Test("a swipe-delete of a selected item deselects it; a hand-over selects the new ID")
    func userDeleteAndHandOver() async {
        let (controller, view, told) = make([page(0, [1, 2, 3])])
        controller.hooks.canDeleteItem = { _, _ in true }
        controller.selectedIDs = [1, 2]
        #expect(view.userSwipesToDelete(at: ItemPath(item: 1, section: 0)))
        #expect(controller.selectedIDs == [1] && told.values.last == [1])
        #expect(controller.replaceItem(withID: 1, with: Item(id: 11)) != nil)
        await settle(view, controller)
        #expect(controller.selectedIDs == [11] && selectedOnScreen(view) == [11])
    }

    @Test("a drag carries the selection with the dragged item and the items it passes")
    func dragKeepsSelection() async {
        let (controller, view, _) = make([page(0, [1, 2, 3, 4])])
        controller.hooks.canMoveItem = { _, _ in true }
        controller.selectedIDs = [1, 3]
        #expect(view.userDrags(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 3, section: 0)) != nil)
        await settle(view, controller)
        #expect(view.displayed[0].elements.map(\.id) == [2, 3, 4, 1])
        #expect(selectedOnScreen(view) == [1, 3] && controller.selectedIDs == [1, 3])
    }
}

/// Selection in a derived list follows its source: a filter hides selected rows without
/// deselecting them.
@MainActor @Suite struct DerivedSelectionTests {
    typealias Section = ListGroup<Bool, Note>

    let notes = [
        Note(id: 1, title: "Lunch", date: 5), Note(id: 2, title: "Launch plan", pinned: true, date: 3),
        Note(id: 3, title: "Invoice", date: 9), Note(id: 4, title: "lunar photos", date: 1),
    ]

    func make(threshold: Int = 4_000) -> (ListController<Section>, SimulatedListView<Section>, DerivedList<Note, Section>) {
        let controller = ListController<Section>()
        controller.options.backgroundDiffThreshold = threshold
        let view = SimulatedListView<Section>(data: [])
        view.attach(controller)
        controller.hooks.selectionMode = .multiple
        let inbox = controller.grouping(by: \.pinned, order: [true, false]) { $0.date > $1.date }
        return (controller, view, inbox)
    }

    func selectedOnScreen(_ view: SimulatedListView<Section>) -> Set<Int> {
        Set(view.selectedPaths.map { view.displayed[$0.section].elements[$0.item].id })
    }

    @Test(
        "a filter hides selected records without deselecting them; they show selected again; a removed record leaves the selection",
        arguments: [4_000, 1])
    func filterKeepsSelection(threshold: Int) async {
        let (controller, view, inbox) = make(threshold: threshold)
        inbox.apply(notes)
        await settle(view, controller)
        controller.selectedIDs = [1, 2, 3]
        inbox.filter(matching: "lun", in: \.title)
        await settle(view, controller)
        #expect(controller.selectedIDs == [1, 2, 3] && selectedOnScreen(view) == [1])
        controller.selectedIDs.insert(4)
        controller.selectedIDs.remove(3)
        #expect(controller.selectedIDs == [1, 2, 4], "a hidden record can be deselected, a shown one selected")
        inbox.removeFilter()
        await settle(view, controller)
        #expect(controller.selectedIDs == [1, 2, 4] && selectedOnScreen(view) == [1, 2, 4])
        inbox.updateRecord(withID: 2) { $0.pinned = false }
        inbox.removeRecord(withID: 4)
        await settle(view, controller)
        #expect(controller.selectedIDs == [1, 2] && selectedOnScreen(view) == [1, 2])
        #expect(view.violations.isEmpty && view.displaysData)
    }
}
