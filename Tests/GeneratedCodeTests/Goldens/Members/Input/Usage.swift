import Foundation
import ListKit

// How an app uses what listgen generates for Reader.swift, as GeneratedMembers.md shows it:
// compiled with the golden (on Linux by GeneratedCodeTests, for iOS in Swift 6 and 5 by
// Scripts/check-apple-platforms.sh) and run by GeneratedMembersTests.

/// Builds rows of every kind: a case per item type, and the payload-less case.
func readerRows(articles: [Article], sponsor: Sponsor, hasMore: Bool) -> [ReaderRow] {
    var rows = articles.map(ReaderRow.article)
    rows.insert(.sponsor(sponsor), at: min(2, rows.count))
    rows.append(hasMore ? .loadMore(LoadMore()) : .loading)
    return rows
}

/// Reads and changes an article inside the rows through the wrapper's case accessor.
func like(_ id: Article.ID, in rows: inout [ReaderRow]) {
    for index in rows.indices where rows[index].article?.id == id {
        rows[index].article?.likeCount += 1
    }
}

/// Asks which case a row is: `isX` exists for every case, in both forms of a row without a
/// model (`LoadMore` holds nothing; `loading` is a case of its own).
func waitsForMore(_ rows: [ReaderRow]) -> Bool {
    rows.contains { $0.isLoadMore || $0.isLoading }
}

/// Names rows by ID: the case and the wrapped item's ID, or the case alone for a row without
/// a model.
func readerIDs(article: Article, sponsor: Sponsor) -> [ReaderRow.ID] {
    [.article(article.id), .sponsor(sponsor.slug), .loadMore, .loading]
}

/// Changes one row of a list controller by its ID: its cell is reconfigured in place.
@MainActor func like(_ id: Article.ID, in list: ListController<Edition>) {
    list.updateItem(withID: .article(id)) { $0.article?.likeCount += 1 }
}

/// A section with other rows: `elements` and `init(source:elements:)` are generated.
func withoutPlaceholders(_ edition: Edition) -> Edition {
    Edition(source: edition, elements: edition.elements.filter { !$0.isLoading })
}

/// Remembers a view model's content as a list showed it, and tells whether it changed since.
@MainActor func hasChanged(_ author: AuthorModel, since shown: AuthorModel.ContentSnapshot) -> Bool {
    author.contentSnapshot != shown
}

/// Values compared and hashed by their generated `==` and `hash(into:)`.
func distinctTopics(_ topics: [Topic], pricedAt prices: [Price]) -> (topics: Set<Topic>, samePrice: Bool) {
    (Set(topics), prices.allSatisfy { $0 == prices.first })
}

#if canImport(UIKit)
import UIKit

/// The one line that connects a collection view to the cells and header the annotations name:
/// the controller registers and dequeues them through the generated conformances.
@MainActor func makeReaderList(in collectionView: UICollectionView) -> CollectionListController<Edition> {
    CollectionListController<Edition>(collectionView: collectionView)
}
#endif

#if canImport(SwiftUI)
import SwiftUI

/// A SwiftUI list of items that name their row: each shows itself with `listRow`.
@MainActor func bookmarkList(_ bookmarks: [Bookmark]) -> some View {
    List(bookmarks) { $0.listRow }
}
#endif
