import Foundation

// The models of GeneratedMembers.md, the reference of every member each annotation
// generates: a news reader's articles, a sponsor, a "load more" row in both forms of a row
// without a model, pages of them, a view model, and values compared by `==`.

/// An article: an item, and a case of the generated wrapper `ReaderRow`.
// listgen: item(in: ReaderRow, cell: ArticleCell)
struct Article: Sendable {
    let id: UUID
    var title: String
    var likeCount: Int
}

/// A sponsor, identified by a property not named `id`.
// listgen: item(id: slug, in: ReaderRow, cell: SponsorCell)
struct Sponsor: Sendable {
    let slug: String
    var name: String
}

/// The row that loads the next page: a struct that holds nothing, so its type is its identity.
// listgen: item(in: ReaderRow, cell: LoadMoreCell)
struct LoadMore: Sendable {}

/// The row shown while a page loads: a payload-less case of `ReaderRow`.
// listgen: cases(in: ReaderRow, cell: LoadingCell)
enum ReaderPlaceholder {
    case loading
}

/// A page of rows: a section, with a header and a footer.
// listgen: section(items: rows, header: EditionHeader, footer: EditionFooter)
struct Edition: Sendable {
    let id: Int
    var title: String
    var rows: [ReaderRow]
}

/// A view model changed in place: a class item, remembered by a snapshot of its content.
// listgen: item
@MainActor
final class AuthorModel {
    nonisolated let id: Int
    var name: String
    var isFollowed = false

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

/// A value compared by `==`.
// listgen: equatable
struct Price {
    var cents: Int
    var currency: String
}

/// A value compared and hashed: an enum, case by case.
// listgen: hashable
enum Topic {
    case tag(String)
    case section(Int)
}

/// An item that is `Hashable` by its ID, as `UICollectionViewDiffableDataSource` wants, shown
/// in a table view and in SwiftUI.
// listgen: item(tableCell: BookmarkTableCell, row: BookmarkRow)
// listgen: hashable(identity)
struct Bookmark: Sendable {
    let id: Int
    var note: String
}

/// A wrapper of the app's own: its cases are declared here, its conformance generated.
// listgen: wrapper
enum ArticleDetailRow {
    case article(Article)
    // listgen: case(cell: CommentsCell)
    case comments
}
