#if canImport(UIKit)
import ListKit
import UIKit

// The views the models of Reader.swift name. Cells with a `configure(with:)` for what they
// show, or a plain `configure()` for a row without a model, are adopted by listgen.

final class ArticleCell: UICollectionViewListCell {
    func configure(with article: Article) {
        var content = defaultContentConfiguration()
        content.text = article.title
        content.secondaryText = "\(article.likeCount) likes"
        contentConfiguration = content
    }
}

final class SponsorCell: UICollectionViewListCell, ConfigurableCell {
    func configure(with sponsor: Sponsor) {
        var content = defaultContentConfiguration()
        content.text = sponsor.name
        contentConfiguration = content
    }
}

final class LoadMoreCell: UICollectionViewListCell {
    func configure() {
        var content = defaultContentConfiguration()
        content.text = "Load more"
        contentConfiguration = content
    }
}

final class LoadingCell: UICollectionViewListCell {
    func configure() {
        var content = defaultContentConfiguration()
        content.text = "Loading…"
        contentConfiguration = content
    }
}

final class CommentsCell: UICollectionViewListCell {
    func configure() {
        var content = defaultContentConfiguration()
        content.text = "Comments"
        contentConfiguration = content
    }
}

final class EditionHeader: UICollectionViewListCell {
    func configure(with edition: Edition) {
        var content = UIListContentConfiguration.groupedHeader()
        content.text = edition.title
        contentConfiguration = content
    }
}

final class EditionFooter: UICollectionViewListCell {
    func configure(with edition: Edition) {
        var content = UIListContentConfiguration.groupedFooter()
        content.text = "\(edition.rows.count) rows"
        contentConfiguration = content
    }
}

final class BookmarkTableCell: UITableViewCell {
    func configure(with bookmark: Bookmark) {
        textLabel?.text = bookmark.note
    }
}
#endif

#if canImport(SwiftUI)
import SwiftUI

struct BookmarkRow: View {
    let item: Bookmark

    var body: some View {
        Text(item.note)
    }
}
#endif
