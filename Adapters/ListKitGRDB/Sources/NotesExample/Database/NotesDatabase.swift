import GRDB
import ListKit
import ListKitGRDB

extension Note: FetchableRecord, PersistableRecord {
    static let databaseTableName = "note"

    enum Columns {
        static let id = Column("id")
        static let folder = Column("folder")
        static let date = Column("date")
    }
}

/// The notes screen's store: a SQLite database through GRDB, shown by a ``DatabaseList``
/// 50 notes at a time (by keyset: a note written above the last one shown joins the screen).
@MainActor
final class NotesDatabase: NotesSource {
    let database: any DatabaseWriter
    private(set) var notes: DatabaseList<Note, NoteFolder>?

    /// The notes of `database`, whose table is made if missing.
    init(_ database: any DatabaseWriter) throws {
        self.database = database
        var migrator = DatabaseMigrator()
        migrator.registerMigration("notes") { db in
            try db.create(table: Note.databaseTableName) { table in
                table.primaryKey("id", .integer)
                table.column("folder", .text).notNull()
                table.column("title", .text).notNull()
                table.column("date", .integer).notNull().indexed()
            }
        }
        try migrator.migrate(database)
    }

    func feed(_ folders: DerivedList<Note, NoteFolder>) {
        let notes = DatabaseList(folders, in: database, paging: .keyset(pageSize: 50), tracking: [Note.all()]) { db, page in
            try Self.newestFirst(page).fetchAll(db)
        }
        notes.deletesInDatabase()
        self.notes = notes
    }

    func move(_ note: Note, to folder: String) {
        notes?.edit(recordWithID: note.id, { $0.folder = folder }) { db, before, after in
            try after.updateChanges(db, from: before)
        }
    }

    func loadMore() async {
        await notes?.loadMore()
    }

    /// The notes of `page`, newest first (the screen's order, ties broken by ID).
    nonisolated static func newestFirst(_ page: DatabasePage<Note>) -> QueryInterfaceRequest<Note> {
        let (date, id) = (Note.Columns.date, Note.Columns.id)
        var notes = Note.order(date.desc, id.desc)
        if let after = page.after {
            notes = notes.filter(date < after.date || (date == after.date && id < after.id))
        }
        if let last = page.through {
            notes = notes.filter(date > last.date || (date == last.date && id >= last.id))
        }
        return page.limit.map { notes.limit($0) } ?? notes
    }
}
