import Foundation

// The reference screen's models: what the app has anyway. The annotations name the cells,
// rows and header that show them; listgen generates the rest (identity, content equality,
// the FeedRow wrapper enum, and the cell dispatch).

/// A post of the feed.
// listgen: item(in: FeedRow, cell: PostCell, row: PostRow)
public struct Post: Sendable {
    public let id: UUID
    public var author: String
    public var text: String
    public var likeCount: Int

    public init(id: UUID = UUID(), author: String, text: String, likeCount: Int = 0) {
        self.id = id
        self.author = author
        self.text = text
        self.likeCount = likeCount
    }
}

/// An ad between posts.
// listgen: item(in: FeedRow, cell: AdCell, row: AdRow)
public struct Ad: Sendable {
    public let id: UUID
    public var title: String
    public var imageURL: URL

    public init(id: UUID = UUID(), title: String, imageURL: URL) {
        self.id = id
        self.title = title
        self.imageURL = imageURL
    }
}

/// The "load more" row at the end of the last page: a row without a model.
// listgen: cases(in: FeedRow, cell: LoadMoreCell, row: LoadMoreRow)
public enum FeedControl {
    case loadMore
}

/// One loaded page: a section with a title header.
// listgen: section(items: rows, header: PageHeaderView)
public struct FeedPage: Sendable {
    public let id: Int
    public var title: String
    public var rows: [FeedRow]

    public init(id: Int, title: String, rows: [FeedRow]) {
        self.id = id
        self.title = title
        self.rows = rows
    }
}
