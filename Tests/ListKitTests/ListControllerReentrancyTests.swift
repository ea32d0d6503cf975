import ListKit
import Testing

/// Requests made from inside the app's own `update` and `updateItem` closures: to the same
/// controller they stop the process with a message (they would make the closure run again
/// forever); to another controller, or later from a task the closure started, they work.
@MainActor @Suite struct ListControllerReentrancyTests {
    typealias Section = ListSection<Int, Item>

    static func page(_ items: [Int]) -> Section {
        ListSection(id: 0, elements: items.map { Item(id: $0, content: 0) })
    }

    @Test("apply from inside update stops with a precondition failure instead of looping")
    func applyInsideUpdate() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let controller = ListController(sections: [ListControllerReentrancyTests.page([1])])
                controller.update { _ in controller.apply([ListControllerReentrancyTests.page([2])]) }
            }
        }
    }

    @Test("updateItem from inside updateItem stops with a precondition failure instead of looping")
    func updateItemInsideUpdateItem() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let controller = ListController(sections: [ListControllerReentrancyTests.page([1, 2])])
                controller.updateItem(withID: 1) { _ in controller.updateItem(withID: 2) { $0.content = 1 } }
            }
        }
    }

    @Test("a closure may make requests to another controller, and a task it starts may request later")
    func otherControllersAndLaterTasks() async {
        let first = ListController(sections: [Self.page([1])])
        let second = ListController(sections: [Self.page([1])])
        var later: Task<Void, Never>?
        first.update { sections in
            second.apply([Self.page([5])])
            later = Task { @MainActor in first.apply([Self.page([7])]) }
            sections = [Self.page([1, 2])]
        }
        await later?.value
        #expect(second.latestSections.map { $0.elements.map(\.id) } == [[5]])
        #expect(first.latestSections.map { $0.elements.map(\.id) } == [[7]])
    }
}
