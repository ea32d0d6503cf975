import ListKit

/// A note: what the notes screen shows, and a row of the notes table (its GRDB conformances
/// are in `Database/`, so that the screen's files build without GRDB).
// listgen: item
struct Note: Codable, Equatable, Sendable {
    var id: Int64
    /// "Inbox" or "Archive": the note's section.
    var folder: String
    var title: String
    /// When it was last written, in seconds: newest first.
    var date: Int
}

/// A folder of notes: its name, and its notes, newest first.
typealias NoteFolder = ListGroup<String, Note>
