// Given.swift: the app code every version of the reference screen starts from. Copy it verbatim;
// the only lines you may add to it are `// listgen:` annotations (they count as glue).
import UIKit

// MARK: Models

// listgen: item(in: FeedRow, cell: PostCell)
struct Post {
    let id: UUID
    var author: String
    var text: String
    var likeCount: Int
}

// listgen: item(in: FeedRow, cell: AdCell)
struct Ad {
    let id: UUID
    var title: String
    var imageURL: URL
}

/// The payload-less "load more" row (last section only).
// listgen: item(in: FeedRow, cell: LoadMoreCell)
struct LoadMore {}

struct FeedPage {
    var sectionTitle: String
    var posts: [Post]
    var ads: [Ad]
}

extension FeedPage {
    /// Rows of a section: posts interleaved with ads (one ad after every 3 posts, leftovers at the end).
    func interleaved<Row>(post: (Post) -> Row, ad: (Ad) -> Row) -> [Row] {
        var rows: [Row] = []
        var adIterator = ads.makeIterator()
        for (i, p) in posts.enumerated() {
            rows.append(post(p))
            if (i + 1) % 3 == 0, let a = adIterator.next() { rows.append(ad(a)) }
        }
        while let a = adIterator.next() { rows.append(ad(a)) }
        return rows
    }
}

// MARK: Service

protocol FeedService {
    func loadPage(_ n: Int) async throws -> FeedPage
    func delete(_ post: Post) async
    func move(_ post: Post, toIndex: Int) async
    var likeUpdates: AsyncStream<(UUID, Int)> { get }
}

// MARK: Views

class PostCell: UICollectionViewListCell {
    func configure(with post: Post) {
        var content = defaultContentConfiguration()
        content.text = post.author
        content.secondaryText = "\(post.text)\n♥ \(post.likeCount)"
        contentConfiguration = content
        accessories = [.reorder(displayed: .always)]
    }
}

class AdCell: UICollectionViewListCell {
    func configure(with ad: Ad) {
        var content = defaultContentConfiguration()
        content.text = ad.title
        content.secondaryText = ad.imageURL.absoluteString
        contentConfiguration = content
    }
}

class LoadMoreCell: UICollectionViewListCell {
    func configure(with _: LoadMore) {
        var content = defaultContentConfiguration()
        content.text = "Load more"
        content.textProperties.color = .tintColor
        contentConfiguration = content
    }
}

class SectionHeaderView: UICollectionReusableView {
    private let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .headline)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    func configure(title: String) { label.text = title }
}

// MARK: Navigation stub (the VC's showPost, not counted)

extension UIViewController {
    func showPost(_ post: Post) { _ = post }
}
