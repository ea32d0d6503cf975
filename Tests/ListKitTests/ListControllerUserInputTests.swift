import Foundation
@_spi(Instrumentation) @_spi(ListHost) import ListKit
import ListKitTesting
import Testing

/// What a user or the app's rules hand the controller: edits by identity, paths checked,
/// never a crash.
// Serialized: two tests redirect ListKit's debug diagnostics, a setting of the whole process.
@MainActor @Suite(.serialized) struct ListControllerUserInputTests {
    typealias Section = ListSection<Int, Item>

    func make(_ sections: [Section]) -> (ListController<Section>, SimulatedListView<Section>) {
        let controller = ListController(sections: sections)
        let view = SimulatedListView<Section>(data: [])
        view.attach(controller)
        controller.hooks.canMoveItem = { _, _ in true }
        controller.hooks.canDeleteItem = { item, _ in item.id != 99 }
        return (controller, view)
    }

    func page(_ id: Int, _ items: [Int]) -> Section {
        ListSection(id: id, elements: items.map { Item(id: $0, content: 0) })
    }

    func ids(_ sections: [Section]) -> [[Int]] { sections.map { $0.elements.map(\.id) } }

    @Test("a swipe-delete confirmed after an apply moved the row deletes the swiped item, not the one now at its path")
    func swipeDeletesBySwipedIdentity() async {
        let (controller, view) = make([page(0, [1, 2, 3])])
        #expect(view.userBeginsSwipe(at: ItemPath(item: 0, section: 0)))
        controller.apply([page(0, [2, 3, 1])])
        await settle(view, controller)
        #expect(view.userConfirmsSwipeDelete())
        await settle(view, controller)
        #expect(ids(view.displayed) == [[2, 3]])
        #expect(ids(controller.latestSections) == [[2, 3]])
        #expect(view.violations.isEmpty && view.displaysData)
    }

    @Test("a swipe-delete confirmed after the item left, or became undeletable, deletes nothing")
    func swipeRechecks() async {
        let (controller, view) = make([page(0, [1, 2, 3])])
        #expect(view.userBeginsSwipe(at: ItemPath(item: 0, section: 0)))
        controller.apply([page(0, [2, 3])])
        await settle(view, controller)
        #expect(!view.userConfirmsSwipeDelete())
        #expect(view.userBeginsSwipe(at: ItemPath(item: 0, section: 0)))
        controller.hooks.canDeleteItem = { _, _ in false }
        #expect(!view.userConfirmsSwipeDelete())
        await settle(view, controller)
        #expect(ids(view.displayed) == [[2, 3]] && view.violations.isEmpty)
    }

    @Test("deletes and moves at paths outside the list change nothing and do not crash")
    func outOfRangeUserEdits() async {
        let (controller, view) = make([page(0, [1, 2])])
        for path in [ItemPath(item: 5, section: 0), ItemPath(item: 0, section: 3), ItemPath(item: -1, section: 0), ItemPath(item: 0, section: -1)] {
            #expect(controller.userDeletedItem(at: path) == nil)
            #expect(controller.userMovedItem(from: path, to: ItemPath(item: 0, section: 0)) == nil)
            #expect(controller.userMovedItem(from: ItemPath(item: 0, section: 0), to: path) == nil)
            #expect(controller.moveTarget(from: path, proposed: ItemPath(item: 0, section: 0)) == path)
            #expect(controller.reference(at: path) == nil)
            controller.userSelectedItem(at: path)
            controller.userDeselectedItem(at: path)
            controller.cellWillDisplay(ObjectIdentifier(view), at: path)
        }
        #expect(
            controller.userMovedItem(from: ItemPath(item: 0, section: 0), to: ItemPath(item: 2, section: 0)) == nil, "past the end of its own section"
        )
        await settle(view, controller)
        #expect(ids(view.displayed) == [[1, 2]] && ids(controller.latestSections) == [[1, 2]])
        #expect(view.violations.isEmpty && view.displaysData)
    }

    @Test("a moveTargetRule that returns a path outside the list keeps the item where it was")
    func moveTargetRuleChecked() async {
        let (controller, view) = make([page(0, [1, 2, 3]), page(1, [4])])
        let collected = Collected()
        let reception = ListDiagnostics.receive { collected.append($0) }
        defer { ListDiagnostics.stopReceiving(reception) }
        for wild in [ItemPath(item: 7, section: 0), ItemPath(item: 0, section: 5), ItemPath(item: -2, section: 1), ItemPath(item: 3, section: 0)] {
            controller.hooks.moveTargetRule = { _, _, _ in wild }
            let source = ItemPath(item: 1, section: 0)
            #expect(controller.moveTarget(from: source, proposed: ItemPath(item: 0, section: 1)) == source)
            #expect(view.userDrags(from: source, to: ItemPath(item: 0, section: 1)) == source)
        }
        controller.hooks.moveTargetRule = { _, _, _ in ItemPath(item: 1, section: 1) }
        #expect(controller.moveTarget(from: ItemPath(item: 0, section: 0), proposed: ItemPath(item: 0, section: 0)) == ItemPath(item: 1, section: 1))
        await settle(view, controller)
        #expect(ids(view.displayed) == [[1, 2, 3], [4]] && view.violations.isEmpty)
        let reports = collected.values
        #if DEBUG
        #expect(reports.contains { $0.contains("moveTargetRule returned") }, "no debug diagnostic: \(reports)")
        #endif
    }

    @Test("a drop during a waiting update into the second of two sections with one ID lands in that section, and debug builds name the ID")
    func duplicateSectionIDs() async {
        let collected = Collected()
        let reception = ListDiagnostics.receive { collected.append($0) }
        defer { ListDiagnostics.stopReceiving(reception) }
        let (controller, view) = make([page(7, [1, 2]), page(7, [3, 4])])
        controller.hooks.allowsMovesAcrossSections = true
        controller.options.interactiveMoveTimeout = .infinity
        #expect(view.userBeginsDrag(at: ItemPath(item: 0, section: 0)))
        controller.update { $0[0].elements.append(Item(id: 9, content: 0)) }
        await Task.yield()
        #expect(view.userDrops(from: ItemPath(item: 0, section: 0), at: ItemPath(item: 1, section: 1)) == ItemPath(item: 1, section: 1))
        await settle(view, controller)
        #expect(ids(controller.latestSections) == [[2, 9], [3, 1, 4]])
        #expect(ids(view.displayed) == [[2, 9], [3, 1, 4]] && view.violations.isEmpty)
        #if DEBUG
        #expect(collected.values.contains { $0.contains("two sections have the ID 7") }, "\(collected.values)")
        #endif
    }

    @Test("the background threshold counts sections: 100,000 empty sections are diffed off the main actor")
    func thresholdCountsSections() async {
        let many = (0..<100_000).map { ListSection<Int, Item>(id: $0, elements: []) }
        let (controller, view) = make([])
        controller.apply(many)
        await settle(view, controller)
        #expect(controller.statistics.backgroundDiffs == 1)
        #expect(view.displayed.count == 100_000)
    }
}

/// Strings gathered from any thread.
final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []
    func append(_ value: String) { lock.withLock { storage.append(value) } }
    var values: [String] { lock.withLock { storage } }
}
