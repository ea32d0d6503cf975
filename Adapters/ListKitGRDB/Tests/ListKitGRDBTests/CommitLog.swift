import Foundation

/// The writes both connections committed, in commit order: each is logged inside its
/// transaction, after its statement, while it holds SQLite's write lock (transactions begin
/// `IMMEDIATE`), so the log's order is the database's.
final class CommitLog: @unchecked Sendable {
    enum Write: Sendable, Equatable {
        case insert(Note)
        case update(id: Int64, title: String, position: Int)
        case move(id: Int64, folder: Int)
        case delete(id: Int64)
    }

    struct Entry: Sendable {
        var write: Write
        var byUser: Bool
    }

    private let lock = NSLock()
    private var entries: [Entry] = []

    func append(_ write: Write, byUser: Bool) {
        lock.withLock { entries.append(Entry(write: write, byUser: byUser)) }
    }

    /// The entries from `start` on.
    func entries(from start: Int = 0) -> ArraySlice<Entry> {
        lock.withLock { entries[min(start, entries.count)...] }
    }

    /// The database the log says there is: `initial`, then every write in commit order,
    /// with SQL's meaning (an update or delete of a missing row changes nothing; every
    /// write bumps the row's version).
    static func replay(_ initial: [Note], _ entries: some Sequence<Entry>) -> [Int64: Note] {
        var rows = Dictionary(uniqueKeysWithValues: initial.map { ($0.id, $0) })
        for entry in entries {
            switch entry.write {
            case .insert(let note):
                rows[note.id] = note
            case .update(let id, let title, let position):
                rows[id]?.title = title
                rows[id]?.position = position
                rows[id]?.version += 1
            case .move(let id, let folder):
                rows[id]?.folder = folder
                rows[id]?.version += 1
            case .delete(let id):
                rows[id] = nil
            }
        }
        return rows
    }
}
