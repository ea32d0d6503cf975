import Foundation

/// What the screen loads and changes: the app's networking layer, given.
public protocol FeedService: Sendable {
    /// Page `number` (0 first): posts interleaved with ads.
    func loadPage(_ number: Int) async throws -> FeedPageContent
    /// Deletes a post.
    func delete(_ post: Post) async
    /// Moves a post to a new index within its page.
    func move(_ post: Post, toIndex index: Int) async
    /// Like counts as they change, by post ID.
    var likeUpdates: AsyncStream<(UUID, Int)> { get }
}

/// One page as the service returns it.
public struct FeedPageContent: Sendable {
    public var number: Int
    public var title: String
    public var rows: [FeedRow]
    public var hasMore: Bool

    public init(number: Int, title: String, rows: [FeedRow], hasMore: Bool) {
        self.number = number
        self.title = title
        self.rows = rows
        self.hasMore = hasMore
    }
}
