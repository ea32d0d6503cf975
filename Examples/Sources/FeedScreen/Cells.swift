#if canImport(UIKit)
import ListKit
import UIKit

// The reference screen's cells and header: each declares the item it shows.

public final class PostCell: UICollectionViewListCell, ConfigurableCell {
    public func configure(with post: Post) {
        var content = defaultContentConfiguration()
        content.text = post.author
        content.secondaryText = "\(post.text)  ♥ \(post.likeCount)"
        contentConfiguration = content
        accessories = [.reorder()]
    }
}

public final class AdCell: UICollectionViewListCell, ConfigurableCell {
    public func configure(with ad: Ad) {
        var content = defaultContentConfiguration()
        content.text = ad.title
        content.secondaryText = "Sponsored"
        contentConfiguration = content
    }
}

public final class LoadMoreCell: UICollectionViewListCell, ConfigurableCell {
    public func configure(with item: Void) {
        var content = defaultContentConfiguration()
        content.text = "Load more"
        content.textProperties.color = .systemBlue
        contentConfiguration = content
    }
}

public final class PageHeaderView: UICollectionViewListCell, ConfigurableSupplementaryView {
    public func configure(with page: FeedPage) {
        var content = UIListContentConfiguration.groupedHeader()
        content.text = page.title
        contentConfiguration = content
    }
}
#endif

#if canImport(SwiftUI)
import SwiftUI

// The same rows for SwiftUI.

public struct PostRow: View {
    let post: Post
    public init(item: Post) { post = item }
    public var body: some View {
        VStack(alignment: .leading) {
            Text(post.author).font(.headline)
            Text("\(post.text)  ♥ \(post.likeCount)")
        }
    }
}

public struct AdRow: View {
    let ad: Ad
    public init(item: Ad) { ad = item }
    public var body: some View { Text(ad.title) }
}

public struct LoadMoreRow: View {
    public init(item: Void) {}
    public var body: some View { Text("Load more").foregroundColor(.blue) }
}
#endif
