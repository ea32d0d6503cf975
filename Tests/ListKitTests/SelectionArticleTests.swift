import ListKit
import ListKitTesting
import Testing

/// The test Selection.md shows, run as written.
struct Photo: Diffable, Hashable, Sendable {
    var id: Int
    var caption: String
    func isContentEqual(to source: Photo) -> Bool { self == source }
}

@MainActor @Test("Selection.md: a selection survives a reload") func selectionSurvivesAReload() async {
    let controller = ListController(sections: [ListSection(id: 0, elements: (1...5).map { Photo(id: $0, caption: "") })])
    let view = SimulatedListView<ListSection<Int, Photo>>(data: [])
    view.attach(controller)
    controller.hooks.selectionMode = .multiple
    view.userTaps(at: ItemPath(item: 1, section: 0))
    view.userTaps(at: ItemPath(item: 3, section: 0))

    controller.options.animationCap = 0  // every change reloads
    controller.apply([ListSection(id: 0, elements: (1...5).reversed().map { Photo(id: $0, caption: "") })])
    await controller.waitUntilShown()

    #expect(controller.selectedIDs == [2, 4])
    #expect(view.selectedPaths == [ItemPath(item: 3, section: 0), ItemPath(item: 1, section: 0)])
    #expect(view.reloadAllCount == 1)
}
