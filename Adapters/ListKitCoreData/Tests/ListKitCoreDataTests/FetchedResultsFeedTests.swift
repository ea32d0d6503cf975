import ListKit
import ListKitCoreData
import ListKitTesting
import Testing

/// A record of a note, as the app's `record` closure makes it from the managed object.
struct NoteRow: Diffable, Equatable, Sendable {
    var id: Int
    var folder: String
    var title: String
}

/// The Core Data adapter's record logic on Linux, fed by a fake fetched-results source: the
/// snapshots' sections and order become the list's, and the derived list's model-of-record
/// rules hold for the user's deletes.
@MainActor @Suite struct FetchedResultsFeedTests {
    typealias Folder = ListGroup<String, NoteRow>

    let controller = ListController<Folder>()
    let view = SimulatedListView<Folder>(data: [])
    let store = FakeFetchedResults([
        StoredNote(id: 1, folder: "Inbox", date: 3, title: "Lunch"), StoredNote(id: 2, folder: "Archive", date: 5, title: "Invoice"),
        StoredNote(id: 3, folder: "Inbox", date: 9, title: "Launch plan"), StoredNote(id: 4, folder: "Archive", date: 1, title: "Photos"),
    ])
    let feed: FetchedResultsFeed<Int, NoteRow, String>

    init() {
        view.attach(controller)
        feed = FetchedResultsFeed(controller, sectionedBy: \.folder)
        controller.hooks.canDeleteItem = { _, _ in true }
    }

    func fetch() {
        feed.show(store.snapshot()) { [store] id in store.objects[id].map { NoteRow(id: $0.id, folder: $0.folder, title: $0.title) } }
    }

    var shown: [String] {
        view.displayed.map { "\($0.id): \($0.elements.map { String($0.id) }.joined(separator: " "))" }
    }

    func settle() async {
        for _ in 0..<200 {
            view.finishAnimations()
            await Task.yield()
            if controller.isIdle, view.runningAnimations.isEmpty { return }
        }
    }

    @Test("the fetched sections and their order are the list's")
    func sectionsInOrder() async {
        fetch()
        await settle()
        #expect(shown == ["Archive: 2 4", "Inbox: 3 1"])
        store.foldersDescending = true
        store.objects[4]?.date = 10
        fetch()
        await settle()
        #expect(shown == ["Inbox: 3 1", "Archive: 4 2"])
        #expect(view.violations.isEmpty && view.displaysData)
    }

    @Test("an object that changes section moves to it; one deleted meanwhile is left out")
    func changes() async {
        fetch()
        await settle()
        store.objects[1]?.folder = "Archive"
        fetch()
        await settle()
        #expect(shown == ["Archive: 2 1 4", "Inbox: 3"])
        // The snapshot names 3, but the object is gone by the time its record is made.
        let snapshot = store.snapshot()
        store.objects[3] = nil
        feed.show(snapshot) { [store] id in store.objects[id].map { NoteRow(id: $0.id, folder: $0.folder, title: $0.title) } }
        await settle()
        #expect(shown == ["Archive: 2 1 4"])
    }

    @Test("a search filters the records and keeps the fetched order")
    func search() async {
        fetch()
        await settle()
        feed.derived.filter(matching: "la", in: \.title)
        await settle()
        #expect(shown == ["Inbox: 3"])
        feed.derived.filter(matching: "", in: \.title)
        await settle()
        #expect(shown == ["Archive: 2 4", "Inbox: 3 1"])
    }

    @Test("a swipe-delete shows at once, is written back, and a snapshot from before the save does not bring it back")
    func deleteWrittenBack() async throws {
        var saved: [Int] = []
        feed.deletesInStore { [store] note in
            store.objects[note.id] = nil
            saved.append(note.id)
        }
        fetch()
        await settle()
        let stale = store.snapshot()
        #expect(view.userSwipesToDelete(at: try #require(controller.path(of: 1))))
        #expect(shown == ["Archive: 2 4", "Inbox: 3"])
        // A snapshot taken before the delete was saved arrives.
        feed.show(stale) { id in NoteRow(id: id, folder: id % 2 == 1 ? "Inbox" : "Archive", title: "") }
        await settle()
        #expect(shown == ["Archive: 2 4", "Inbox: 3"])
        fetch()
        await settle()
        #expect(saved == [1] && shown == ["Archive: 2 4", "Inbox: 3"])
    }

    @Test("the groups follow the records' keys in order of first appearance; a key that comes back joins its group")
    func groups() {
        let rows = [("b", 1), ("b", 2), ("a", 3), ("b", 4)].map { NoteRow(id: $0.1, folder: $0.0, title: "") }
        let groups = FetchedGroups.groups(rows, by: \.folder)
        #expect(groups.map(\.id) == ["b", "a"] && groups.map { $0.elements.map(\.id) } == [[1, 2, 4], [3]])
    }
}
