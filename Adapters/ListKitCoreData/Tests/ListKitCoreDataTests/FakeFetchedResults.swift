import ListKitCoreData

/// A stored note of the fake store.
struct StoredNote: Sendable {
    var id: Int
    var folder: String
    var date: Int
    var title: String
}

/// What a fetched-results controller does, without Core Data: objects in a store, fetched
/// sorted by section key then `date` (newest first), its snapshots grouped by folder, and the
/// lookup of an object by ID (nil once it is deleted).
@MainActor
final class FakeFetchedResults {
    var objects: [Int: StoredNote] = [:]
    /// Folders sort descending when set, as a sort descriptor may say.
    var foldersDescending = false

    init(_ notes: [StoredNote]) {
        for note in notes { objects[note.id] = note }
    }

    func snapshot() -> FetchedSnapshot<Int> {
        let sorted = objects.values.sorted { a, b in
            if a.folder != b.folder { return foldersDescending ? a.folder > b.folder : a.folder < b.folder }
            return (a.date, a.id) > (b.date, b.id)
        }
        var sections: [FetchedSnapshot<Int>.Section] = []
        for note in sorted {
            if sections.last?.name != note.folder { sections.append(.init(name: note.folder, objectIDs: [])) }
            sections[sections.count - 1].objectIDs.append(note.id)
        }
        return FetchedSnapshot(sections: sections)
    }
}
