import GRDB

/// A note as the tests' table keeps it: a GRDB record, annotated as an app annotates its
/// items (the plugin writes its `Diffable` conformance: identity by `id`, content by every
/// other stored property). Grouped by `folder`, ordered by `position` then `id`.
// listgen: item
struct Note: Codable, Equatable, Sendable, FetchableRecord, PersistableRecord, CustomStringConvertible {
    static let databaseTableName = "note"

    var id: Int64
    var folder: Int
    var position: Int
    var title: String
    /// Bumped by every write of the row: what a screen shows of it never goes back.
    var version = 0

    enum Columns {
        static let folder = Column(CodingKeys.folder)
        static let position = Column(CodingKeys.position)
        static let version = Column(CodingKeys.version)
    }

    var description: String { "\(id)" }

    /// The order the screens sort each folder in.
    static func areInIncreasingOrder(_ a: Note, _ b: Note) -> Bool {
        (a.position, a.id) < (b.position, b.id)
    }
}
