@_spi(Instrumentation) import ListKit
import ListKitTesting
import Testing

/// The rule: a user's edit follows the item's identity through hand-overs. What the screen
/// shows may still carry the old ID when the user deletes or moves the row; the edit reaches
/// the item that took it over, in the record and on screen, and is never undone.
@MainActor @Suite struct HandOverIdentityTests {
    typealias Section = ListSection<Int, Item>

    func page(_ items: [Int]) -> Section {
        ListSection(id: 0, elements: items.map { Item(id: $0, content: 0) })
    }

    func make(_ items: [Int]) -> (ListController<Section>, SimulatedListView<Section>) {
        let controller = ListController(sections: [page(items)])
        let view = SimulatedListView<Section>(data: [])
        view.attach(controller)
        controller.hooks.canDeleteItem = { _, _ in true }
        controller.hooks.canMoveItem = { _, _ in true }
        return (controller, view)
    }

    func ids(_ sections: [Section]) -> [[Int]] { sections.map { $0.elements.map(\.id) } }

    @Test("a row deleted while it still shows its old ID stays deleted once the new ID arrives")
    func deleteFollowsHandOver() async {
        let (controller, view) = make([1, 2, 3])
        #expect(controller.replaceItem(withID: 2, with: Item(id: 22)) != nil)
        // The screen still shows 2: the hand-over is shown on the next turn.
        #expect(view.userSwipesToDelete(at: ItemPath(item: 1, section: 0)))
        await settle(view, controller)
        #expect(ids(view.displayed) == [[1, 3]] && ids(controller.latestSections) == [[1, 3]])
        #expect(view.violations.isEmpty && view.displaysData)
    }

    @Test("a swipe begun on the old ID and confirmed after the hand-over is shown deletes the new item")
    func lateConfirmationFollowsHandOver() async {
        let (controller, view) = make([1, 2, 3])
        #expect(view.userBeginsSwipe(at: ItemPath(item: 1, section: 0)))
        controller.replaceItem(withID: 2, with: Item(id: 22))
        await settle(view, controller)
        #expect(ids(view.displayed) == [[1, 22, 3]])
        #expect(view.userConfirmsSwipeDelete(), "the swiped row is the same row under its new ID")
        await settle(view, controller)
        #expect(ids(view.displayed) == [[1, 3]] && ids(controller.latestSections) == [[1, 3]])
    }

    @Test("a swipe confirmed after its item was handed over and then removed deletes nothing, not a later item given the old ID")
    func lateConfirmationNeverReachesALaterItemWithTheOldID() async {
        let (controller, view) = make([1, 2, 3])
        #expect(view.userBeginsSwipe(at: ItemPath(item: 1, section: 0)))
        controller.replaceItem(withID: 2, with: Item(id: 22))
        await settle(view, controller)
        controller.apply([page([1, 3])])
        await settle(view, controller)
        // A snapshot from before the hand-over brings a record with the old ID back.
        controller.apply([page([1, 2, 3])])
        await settle(view, controller)
        #expect(!view.userConfirmsSwipeDelete(), "the swiped item is gone; the row showing 2 now is another")
        await settle(view, controller)
        #expect(ids(view.displayed) == [[1, 2, 3]] && ids(controller.latestSections) == [[1, 2, 3]])
        // A swipe begun on that row now deletes it.
        #expect(view.userSwipesToDelete(at: ItemPath(item: 1, section: 0)))
        await settle(view, controller)
        #expect(ids(view.displayed) == [[1, 3]] && view.violations.isEmpty && view.displaysData)
    }

    @Test("a row dropped while it still shows its old ID lands where the user put it")
    func moveFollowsHandOver() async {
        let (controller, view) = make([1, 2, 3, 4])
        controller.replaceItem(withID: 2, with: Item(id: 22))
        controller.replaceItem(withID: 4, with: Item(id: 44))
        // 2 dropped after 4: both still show their old IDs.
        #expect(view.userDrags(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 3, section: 0)) != nil)
        await settle(view, controller)
        #expect(ids(view.displayed) == [[1, 3, 44, 22]] && ids(controller.latestSections) == [[1, 3, 44, 22]])
        #expect(view.violations.isEmpty && view.displaysData)
    }

    @Test("two hand-overs in one turn keep the cell: 2 becomes 22, then 222, configured again in place")
    func chainedHandOvers() async {
        let (controller, view) = make([1, 2, 3])
        let before = (view.batchCount, view.reloadAllCount)
        controller.replaceItem(withID: 2, with: Item(id: 22))
        controller.replaceItem(withID: 22, with: Item(id: 222, content: 1))
        await settle(view, controller)
        #expect(ids(view.displayed) == [[1, 222, 3]])
        #expect(view.batchCount == before.0 && view.reloadAllCount == before.1, "the cell was deleted and inserted")
        #expect(view.violations.isEmpty && view.displaysData)
    }

    @Test("a hand-over to an ID the list already has is refused with a message; nothing changes")
    func handOverToUsedIDRefused() async {
        let (controller, view) = make([1, 2, 3])
        let messages = Collected()
        let reception = ListDiagnostics.receive { messages.append($0) }
        defer { ListDiagnostics.stopReceiving(reception) }
        #expect(controller.replaceItem(withID: 2, with: Item(id: 3)) == nil)
        await settle(view, controller)
        #expect(ids(view.displayed) == [[1, 2, 3]] && ids(controller.latestSections) == [[1, 2, 3]])
        #expect(messages.values.contains { $0.contains("replaceItem") && $0.contains("already") }, "\(messages.values)")
        #expect(controller.replaceItem(withID: 2, with: Item(id: 2, content: 5)) != nil, "the same ID is a plain replacement")
    }
}
