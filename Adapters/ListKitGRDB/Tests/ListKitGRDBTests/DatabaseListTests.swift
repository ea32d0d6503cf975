import Foundation
import GRDB
@_spi(Instrumentation) import ListKit
@_spi(Instrumentation) import ListKitGRDB
import ListKitTesting
import Testing

/// A derived list fed by a real SQLite file: what the app's connection and another
/// connection write shows; the user's deletes and edits show at once, are written back, and
/// are never undone by a snapshot taken before their write-back committed.
@MainActor @Suite struct DatabaseListTests {
    static func notes(_ count: Int) -> [Note] {
        (1...count).map { Note(id: Int64($0), folder: $0 % 2, position: $0, title: "note \($0)") }
    }

    @Test("the list shows the query's rows, derived into sections")
    func showsTheQuery() async throws {
        let database = try TemporaryDatabase(notes: Self.notes(6))
        let screen = Screen()
        screen.observe(database)
        #expect(await screen.wait { screen.shown == [[2, 4, 6], [1, 3, 5]] })
        #expect(screen.view.violations.isEmpty && screen.view.displaysData)
    }

    @Test("a commit of the app's connection shows at once, with no check for other connections")
    func ownWrites() async throws {
        let database = try TemporaryDatabase(notes: Self.notes(4))
        let screen = Screen()
        screen.observe(database, interval: nil)
        #expect(await screen.wait { screen.shown == [[2, 4], [1, 3]] })
        try await database.app.write { db in
            try Note(id: 9, folder: 1, position: 0, title: "new").insert(db)
            _ = try Note.deleteOne(db, id: 2)
        }
        #expect(await screen.wait { screen.shown == [[4], [9, 1, 3]] })
    }

    @Test("another connection's commit shows within the check interval, and not without the check")
    func otherConnections() async throws {
        let database = try TemporaryDatabase(notes: Self.notes(4))
        let watched = Screen()
        watched.observe(database, interval: 0.01)
        let unwatched = Screen()
        unwatched.observe(database, interval: nil)
        #expect(await watched.wait { watched.shown == [[2, 4], [1, 3]] })
        #expect(await unwatched.wait { unwatched.shown == [[2, 4], [1, 3]] })
        try await database.other.write { db in try Note(id: 9, folder: 0, position: 0, title: "elsewhere").insert(db) }
        #expect(await watched.wait { watched.shown == [[9, 2, 4], [1, 3]] })
        try await Task.sleep(nanoseconds: 200_000_000)
        #expect(unwatched.shown == [[2, 4], [1, 3]], "GRDB's observation of the app's connection does not see another connection's commits")
        await unwatched.notes.refresh()
        #expect(await unwatched.wait { unwatched.shown == [[9, 2, 4], [1, 3]] })
    }

    @Test("a burst of commits coalesces: the commits made while a fetch is out cost one more fetch for all of them")
    func burstsCoalesce() async throws {
        let database = try TemporaryDatabase(notes: Self.notes(100))
        let screen = Screen()
        screen.observe(database, interval: nil)
        #expect(await screen.wait { screen.shown.joined().count == 100 })
        let before = screen.notes.snapshotsShown
        // The first commit's snapshot is held on its way while 199 more commit.
        let gate = Gate()
        screen.notes.deliveryHold = { await gate.wait() }
        for id in 1...200 {
            try await database.app.write { db in try Note(id: Int64(1_000 + id), folder: 0, position: -id, title: "burst").insert(db) }
            while id == 1, gate.count == 0 { await Task.yield() }
        }
        screen.notes.deliveryHold = nil
        gate.open()
        #expect(await screen.wait { screen.shown.joined().count == 300 })
        #expect(screen.notes.snapshotsShown - before == 2, "200 commits were shown in \(screen.notes.snapshotsShown - before) snapshots")
    }

    @Test("a swipe-delete shows at once, is written back, and a snapshot taken before the write-back does not bring the row back")
    func deleteWrittenBack() async throws {
        let database = try TemporaryDatabase(notes: Self.notes(4))
        let screen = Screen()
        screen.observe(database)
        screen.notes.deletesInDatabase()
        #expect(await screen.wait { screen.shown == [[2, 4], [1, 3]] })
        // A snapshot is taken, and held on its way, before the user deletes 3.
        let gate = Gate()
        screen.notes.deliveryHold = { await gate.wait() }
        let refreshed = Task { await screen.notes.refresh() }
        while gate.count == 0 { await Task.yield() }
        let path = try #require(screen.path(of: 3))
        #expect(screen.view.userSwipesToDelete(at: path))
        #expect(screen.shown == [[2, 4], [1]], "shown at once")
        #expect(await wait { try database.notes().map(\.id) == [1, 2, 4] }, "written back")
        screen.notes.deliveryHold = nil
        gate.open()
        await refreshed.value
        #expect(await screen.wait(), "the older snapshot arrived")
        #expect(screen.shown == [[2, 4], [1]], "the older snapshot, which has 3, did not bring it back")
        await screen.notes.refresh()
        #expect(await screen.wait { screen.shown == [[2, 4], [1]] })
        #expect(screen.failures.isEmpty && screen.view.violations.isEmpty)
    }

    @Test("a user's edit shows at once and composes with another connection's write to the same row, in the list and in the database")
    func editComposes() async throws {
        let database = try TemporaryDatabase(notes: Self.notes(4))
        let screen = Screen()
        screen.observe(database, interval: nil)
        #expect(await screen.wait { screen.shown == [[2, 4], [1, 3]] })
        // Another connection renames 1; the snapshot that has it is held on its way.
        try await database.other.write { db in try db.execute(sql: "UPDATE note SET title = 'renamed', version = version + 1 WHERE id = 1") }
        // The first snapshot waits on `held`, later ones on `later`.
        let (held, later) = (Gate(), Gate())
        screen.notes.deliveryHold = { await (held.isOpen ? later : held).wait() }
        let refreshed = Task { await screen.notes.refresh() }
        while held.count == 0 { await Task.yield() }
        // The user moves 1 to folder 0 (a row action), seeing the old title.
        let moved = screen.notes.edit(recordWithID: 1, { $0.folder = 0 }) { db, before, after in
            try after.updateChanges(db, from: before)
        }
        #expect(moved)
        #expect(await screen.wait { screen.shown == [[1, 2, 4], [3]] }, "shown at once")
        #expect(await wait { try database.notes().first?.folder == 0 }, "written back")
        held.open()
        await refreshed.value
        // The held snapshot has the rename, not the move: shown with the move applied on top.
        let record = try #require(screen.folders.records.first { $0.id == 1 })
        #expect(record.folder == 0 && record.title == "renamed", "\(record)")
        screen.notes.deliveryHold = nil
        later.open()
        #expect(await screen.wait { screen.shown == [[1, 2, 4], [3]] })
        await screen.notes.refresh()
        #expect(await screen.wait { screen.shown == [[1, 2, 4], [3]] })
        let row = try #require(try database.notes().first)
        #expect(row.folder == 0 && row.title == "renamed", "the write-back wrote the folder only: \(row)")
    }

    @Test("a write-back that fails is undone on screen, and the app hears of it")
    func failedWriteBacks() async throws {
        struct Refused: Error {}
        let database = try TemporaryDatabase(notes: Self.notes(4))
        let screen = Screen()
        screen.observe(database)
        screen.notes.deletesInDatabase { _, _ in throw Refused() }
        #expect(await screen.wait { screen.shown == [[2, 4], [1, 3]] })
        #expect(screen.view.userSwipesToDelete(at: try #require(screen.path(of: 4))))
        #expect(screen.shown == [[2], [1, 3]])
        #expect(await screen.wait { screen.shown == [[2, 4], [1, 3]] }, "the row is back")
        screen.notes.edit(recordWithID: 1, { $0.folder = 0 }) { _, _, _ in throw Refused() }
        #expect(await screen.wait { screen.shown == [[2, 4], [1, 3]] && screen.failures.count == 2 }, "the move is undone")
        #expect(try database.notes().count == 4)
    }

    @Test("a record the user deleted that the database has again (its delete put it back) shows")
    func deletedThenBack() async throws {
        let database = try TemporaryDatabase(notes: Self.notes(4))
        let screen = Screen()
        screen.observe(database, interval: nil)
        // The delete writes the row back under the same ID, as an undo or a trigger might: no
        // snapshot ever lacks it.
        screen.notes.deletesInDatabase { db, note in
            _ = try Note.deleteOne(db, id: note.id)
            try Note(id: note.id, folder: note.folder, position: 100, title: "again").insert(db)
        }
        #expect(await screen.wait { screen.shown == [[2, 4], [1, 3]] })
        #expect(screen.view.userSwipesToDelete(at: try #require(screen.path(of: 3))))
        #expect(screen.shown == [[2, 4], [1]])
        #expect(await screen.wait { screen.shown == [[2, 4], [1, 3]] }, "the database has 3 again: \(screen.shown)")
    }

    @Test("LIMIT paging: pages load as asked, and a row inserted above pushes the last one out")
    func limitPaging() async throws {
        let database = try TemporaryDatabase(notes: (1...25).map { Note(id: Int64($0), folder: 0, position: $0, title: "") })
        let screen = Screen()
        screen.observe(database, paging: .limit(pageSize: 10)) { db, page in
            try Note.order(Note.Columns.position, Column("id")).limit(page.limit ?? -1).fetchAll(db)
        }
        #expect(await screen.wait { screen.shown == [Array(1...10)] })
        #expect(screen.notes.hasMore)
        #expect(await screen.notes.loadMore())
        #expect(await screen.wait { screen.shown == [Array(1...20)] })
        try await database.other.write { db in try Note(id: 100, folder: 0, position: 0, title: "").insert(db) }
        #expect(await screen.wait { screen.shown == [[100] + Array(1...19)] })
        #expect(await screen.notes.loadMore())
        #expect(await screen.wait { screen.shown == [[100] + Array(1...25)] })
        #expect(!screen.notes.hasMore)
        #expect(await screen.notes.loadMore() == false)
    }

    @Test("keyset paging: pages load after the last row, and a row inserted above joins the window")
    func keysetPaging() async throws {
        let database = try TemporaryDatabase(notes: (1...25).map { Note(id: Int64($0), folder: 0, position: $0, title: "") })
        let screen = Screen()
        screen.observe(database, paging: .keyset(pageSize: 10)) { db, page in
            var notes = Note.order(Note.Columns.position, Column("id"))
            if let after = page.after {
                notes = notes.filter(Note.Columns.position > after.position || (Note.Columns.position == after.position && Column("id") > after.id))
            }
            if let last = page.through {
                notes = notes.filter(Note.Columns.position < last.position || (Note.Columns.position == last.position && Column("id") <= last.id))
            }
            return try notes.limit(page.limit ?? -1).fetchAll(db)
        }
        #expect(await screen.wait { screen.shown == [Array(1...10)] })
        #expect(await screen.notes.loadMore())
        #expect(await screen.wait { screen.shown == [Array(1...20)] })
        try await database.other.write { db in try Note(id: 100, folder: 0, position: 0, title: "").insert(db) }
        #expect(await screen.wait { screen.shown == [[100] + Array(1...20)] }, "the window ends at 20 still")
        #expect(await screen.notes.loadMore())
        #expect(await screen.wait { screen.shown == [[100] + Array(1...25)] })
        #expect(await screen.notes.loadMore() == false)
        #expect(!screen.notes.hasMore)
    }

    @Test("a cancelled list shows what it had and reads nothing more")
    func cancelled() async throws {
        let database = try TemporaryDatabase(notes: Self.notes(2))
        let screen = Screen()
        screen.observe(database)
        #expect(await screen.wait { screen.shown == [[2], [1]] })
        screen.notes.cancel()
        try await database.app.write { db in try Note(id: 9, folder: 0, position: 0, title: "").insert(db) }
        await screen.notes.refresh()
        try await Task.sleep(nanoseconds: 100_000_000)
        #expect(await screen.wait { screen.shown == [[2], [1]] })
    }

    /// Polls `condition` (reading the database) for up to ten seconds.
    func wait(_ condition: () throws -> Bool) async -> Bool {
        for _ in 0..<1_000 {
            if (try? condition()) == true { return true }
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        return false
    }
}
