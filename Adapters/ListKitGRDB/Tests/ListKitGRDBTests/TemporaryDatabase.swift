import Foundation
import GRDB

/// A SQLite file in a temporary folder, with two connections as an app has them: the app's
/// (`app`, a `DatabasePool`, which the list reads and writes back through) and another
/// (`other`, a `DatabaseQueue` on the same file: another process, a sync engine), whose
/// commits GRDB's observations of `app` do not see. The folder goes with the value.
final class TemporaryDatabase: Sendable {
    let folder: URL
    let app: DatabasePool
    let other: DatabaseQueue

    init(notes: [Note] = []) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-grdb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("notes.sqlite").path
        var configuration = Configuration()
        configuration.busyMode = .timeout(30)
        app = try DatabasePool(path: path, configuration: configuration)
        try app.write { db in
            try db.create(table: "note") { table in
                table.primaryKey("id", .integer)
                table.column("folder", .integer).notNull()
                table.column("position", .integer).notNull()
                table.column("title", .text).notNull()
                table.column("version", .integer).notNull()
            }
            for note in notes { try note.insert(db) }
        }
        other = try DatabaseQueue(path: path, configuration: configuration)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Every note, read through the other connection (what the database holds now).
    func notes() throws -> [Note] {
        try other.read { try Note.order(Column("id")).fetchAll($0) }
    }
}
