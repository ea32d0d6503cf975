import ListKit

/// What the notes screen decides, apart from UIKit: folders in a fixed order, newest notes
/// first, the search field's field. Used by `NotesViewController` and by the tests.
enum NotesScreen {
    static let folderNames = ["Inbox", "Archive"]

    /// The notes of `controller`, in folders.
    @MainActor
    static func folders(in controller: ListController<NoteFolder>) -> DerivedList<Note, NoteFolder> {
        controller.grouping(by: \.folder, order: folderNames, sortedBy: isNewer)
    }

    /// Newest first; the ID breaks ties, as the database's order does.
    @Sendable static func isNewer(_ a: Note, _ b: Note) -> Bool {
        (a.date, a.id) > (b.date, b.id)
    }

    /// The folder a note's Move action sends it to.
    static func otherFolder(of note: Note) -> String {
        note.folder == folderNames[0] ? folderNames[1] : folderNames[0]
    }
}

/// What the notes screen asks of the notes' store, without knowing it is a database.
@MainActor
protocol NotesSource: AnyObject {
    /// Feeds `folders` with the notes from now on: every write shows, from this app or
    /// elsewhere, and the user's swipe-deletes are written back.
    func feed(_ folders: DerivedList<Note, NoteFolder>)
    /// The user moved `note` to `folder`: shown at once and written back.
    func move(_ note: Note, to folder: String)
    /// The next page of notes.
    func loadMore() async
}
