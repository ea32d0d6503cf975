import Foundation

/// A plain struct item: `id` is found by name, `thumbnail` is left out of content equality.
// listgen: item
struct Song: Sendable {
    let id: Int
    var title: String
    var artist: String
    var duration: Double
    // listgen: ignore
    var thumbnail: Data?
    static let placeholder = Song(id: 0, title: "", artist: "", duration: 0)
    var label: String { "\(artist) - \(title)" }
}

/// A final class whose ID property is not named `id`.
// listgen: item(id: isbn, ignore: [coverURL])
final class Novel: @unchecked Sendable {
    let isbn: String
    var title: String
    var pages: Int
    var coverURL: URL?

    init(isbn: String, title: String, pages: Int, coverURL: URL? = nil) {
        self.isbn = isbn
        self.title = title
        self.pages = pages
        self.coverURL = coverURL
    }
}

/// A non-final class with an ID marked on the property, plus synthesized `Equatable`.
// listgen: item
// listgen: equatable
class Account {
    // listgen: id
    let handle: String
    var displayName: String
    private(set) var followers: Int

    init(handle: String, displayName: String, followers: Int) {
        self.handle = handle
        self.displayName = displayName
        self.followers = followers
    }
}

/// Identity-only `Hashable` for diffable data sources, content equality for reloads.
// listgen: item
// listgen: hashable(identity)
struct Contact {
    let id: UUID
    var name: String
    var email: String
}

/// Hashable over chosen properties.
// listgen: hashable(ignore: [lastSeen])
struct Coordinate {
    var latitude: Double
    var longitude: Double
    var lastSeen: Date
}

/// A section whose items property is marked, with its own content.
// listgen: section
struct Playlist {
    let id: String
    var name: String
    // listgen: items
    var songs: [Song]
}

/// An item with nothing to compare but its identity.
// listgen: item
struct Marker {
    let id: Int
}
