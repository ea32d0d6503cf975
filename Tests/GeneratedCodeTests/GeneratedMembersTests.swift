import Foundation
import ListKit
import ListKitTesting
import Testing

/// The `Members` golden, whose models and uses are the samples of GeneratedMembers.md: what
/// the article says each generated member does, each does.
@Suite struct GeneratedMembersTests {
    static let first = Article(id: UUID(), title: "First", likeCount: 0)
    static let second = Article(id: UUID(), title: "Second", likeCount: 3)
    static let sponsor = Sponsor(slug: "acme", name: "Acme")

    @Test("every item type is a case of the wrapper, with the row without a model last")
    func rowsOfEveryKind() {
        let rows = readerRows(articles: [Self.first, Self.second], sponsor: Self.sponsor, hasMore: true)
        #expect(rows.map(\.id) == [.article(Self.first.id), .article(Self.second.id), .sponsor("acme"), .loadMore])
        #expect(rows.map(\.isArticle) == [true, true, false, false])
        #expect(rows[2].sponsor?.name == "Acme" && rows[0].sponsor == nil)
        #expect(waitsForMore(rows))
        #expect(readerRows(articles: [], sponsor: Self.sponsor, hasMore: false).map(\.id) == [.sponsor("acme"), .loading])
        #expect(!waitsForMore([.article(Self.first)]))
    }

    @Test("a case accessor changes the wrapped item in place; IDs name rows by case and item ID")
    func accessorsAndIDs() {
        var rows = readerRows(articles: [Self.first, Self.second], sponsor: Self.sponsor, hasMore: false)
        like(Self.second.id, in: &rows)
        #expect(rows.compactMap(\.article?.likeCount) == [0, 4])
        #expect(!rows[1].isContentEqual(to: .article(Self.second)) && rows[1].id == .article(Self.second.id))
        let ids = readerIDs(article: Self.first, sponsor: Self.sponsor)
        #expect(Set(ids).count == 4)
        #expect(ids.last == ReaderRow.loading.id && ids[2] == ReaderRow.loadMore(LoadMore()).id)
    }

    @MainActor @Test("updateItem through the accessor reconfigures the one row in place")
    func controllerUpdate() async {
        let edition = Edition(id: 1, title: "Monday", rows: readerRows(articles: [Self.first], sponsor: Self.sponsor, hasMore: true))
        let list = ListController(sections: [edition])
        let view = SimulatedListView<Edition>(data: [])
        var likes: [ReaderRow.ID: Int] = [:]
        view.configureCell = { row in likes[row.id] = row.article?.likeCount }
        view.attach(list)
        like(Self.first.id, in: list)
        // The change reaches the main actor in a task of its own: its turn comes when the executor gives it.
        for _ in 0..<2_000 where !(likes[.article(Self.first.id)] == 1 && view.reconfiguredCount == 1) { await Task.yield() }
        #expect(likes[.article(Self.first.id)] == 1)
        #expect(view.reconfiguredCount == 1 && view.batchCount == 0 && view.violations.isEmpty)
    }

    @Test("a section keeps its identity and content with other elements")
    func sectionMembers() {
        let edition = Edition(id: 1, title: "Monday", rows: [.article(Self.first), .loading])
        let trimmed = withoutPlaceholders(edition)
        #expect(trimmed.id == 1 && trimmed.title == "Monday" && trimmed.elements.map(\.id) == [.article(Self.first.id)])
        #expect(trimmed.isContentEqual(to: edition), "a section's content is its own properties, not its rows")
    }

    @MainActor @Test("a class item's snapshot sees a change made in place")
    func snapshot() {
        let author = AuthorModel(id: 1, name: "Ada")
        let shown = author.contentSnapshot
        #expect(!hasChanged(author, since: shown))
        author.isFollowed = true
        #expect(hasChanged(author, since: shown))
    }

    @Test("equatable and hashable values compare and hash their properties; hashable(identity) its ID")
    func valueConformances() {
        let result = distinctTopics(
            [.tag("swift"), .tag("swift"), .section(1), .tag("ios")],
            pricedAt: [Price(cents: 100, currency: "EUR"), Price(cents: 100, currency: "EUR")])
        #expect(result.topics == [.tag("swift"), .tag("ios"), .section(1)] && result.samePrice)
        #expect(!distinctTopics([], pricedAt: [Price(cents: 100, currency: "EUR"), Price(cents: 100, currency: "USD")]).samePrice)
        let bookmark = Bookmark(id: 1, note: "a")
        var edited = bookmark
        edited.note = "b"
        #expect(bookmark == edited && bookmark.hashValue == edited.hashValue && !bookmark.isContentEqual(to: edited))
    }

    @Test("a hand-written wrapper gets its ID and content equality, case by case")
    func handWrittenWrapper() {
        let rows: [ArticleDetailRow] = [.article(Self.first), .comments]
        #expect(rows.map(\.id) == [.article(Self.first.id), .comments])
        #expect(rows[1].isContentEqual(to: .comments) && !rows[0].isContentEqual(to: .comments))
    }
}
