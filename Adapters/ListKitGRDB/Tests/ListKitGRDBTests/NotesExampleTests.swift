import Foundation
import GRDB
import ListKit
import ListKitTesting
import Testing

@testable import NotesExample

/// The article's example screen, on Linux: `NotesDatabase` feeding the screen's folders on the
/// simulated view, with the search, the swipe-delete, the Move action, pages, and a write
/// from another connection.
@MainActor @Suite struct NotesExampleTests {
    @Test("the notes screen: folders, search, swipe-delete, move, pages and live writes from elsewhere")
    func notesScreen() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-notes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("notes.sqlite").path
        // Two connections write to the file: each waits for the other's transactions.
        var configuration = Configuration()
        configuration.busyMode = .timeout(30)
        let store = try NotesDatabase(DatabasePool(path: path, configuration: configuration))
        try await store.database.write { db in
            for id in 1...60 {
                try NotesExample.Note(
                    id: Int64(id), folder: id % 3 == 0 ? "Archive" : "Inbox", title: id % 10 == 0 ? "Plan \(id)" : "Note \(id)", date: id
                )
                .insert(db)
            }
        }
        let controller = ListController<NoteFolder>()
        let view = SimulatedListView<NoteFolder>(data: [])
        view.attach(controller)
        controller.hooks.canDeleteItem = { _, _ in true }
        let folders = NotesScreen.folders(in: controller)
        store.feed(folders)
        let screen = Shown(view: view, controller: controller)

        // The first page: the 50 newest notes, by folder.
        #expect(await screen.wait { screen.ids.joined().count == 50 && screen.ids.joined().max() == 60 })
        #expect(view.displayed.map(\.id) == ["Inbox", "Archive"])
        await store.loadMore()
        #expect(await screen.wait { screen.ids.joined().count == 60 })

        // Search, then clear it.
        folders.filter(matching: "plan", in: \.title)
        #expect(await screen.wait { screen.ids == [[50, 40, 20, 10], [60, 30]] })
        folders.filter(matching: "", in: \.title)

        // Swipe-delete 60 and move 59 to the archive: shown at once, written back.
        #expect(await screen.wait { screen.ids.joined().count == 60 })
        #expect(view.userSwipesToDelete(at: try #require(controller.path(of: 60))))
        let note = try #require(folders.records.first { $0.id == 59 })
        store.move(note, to: NotesScreen.otherFolder(of: note))
        #expect(await screen.wait { screen.ids[1].first == 59 && !screen.ids.joined().contains(60) })

        // Another connection writes a note.
        let other = try DatabaseQueue(path: path, configuration: configuration)
        try await other.write { db in try NotesExample.Note(id: 100, folder: "Inbox", title: "Written elsewhere", date: 100).insert(db) }
        #expect(await screen.wait { screen.ids[0].first == 100 })
        let stored = try await other.read { db in try NotesExample.Note.order(Column("id")).fetchAll(db) }
        #expect(!stored.contains { $0.id == 60 } && stored.first { $0.id == 59 }?.folder == "Archive")
        #expect(view.violations.isEmpty && view.displaysData)
    }

    /// The simulated screen's IDs, and a wait for them.
    @MainActor
    struct Shown {
        let view: SimulatedListView<NoteFolder>
        let controller: ListController<NoteFolder>

        var ids: [[Int64]] { view.displayed.map { $0.elements.map(\.id) } }

        func wait(until condition: () -> Bool) async -> Bool {
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline {
                view.finishAnimations()
                await Task.yield()
                if controller.isIdle, condition() { return true }
                try? await Task.sleep(nanoseconds: 1_000_000)
            }
            return false
        }
    }
}
