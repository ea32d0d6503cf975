import ListKit
import UIKit

/// The reference feed screen with listgen: one section per
/// page titled by the page, posts and ads interleaved, a "load more" row pinned last.
final class FeedViewController: UICollectionViewController {
    private let service: any FeedService
    private lazy var list = CollectionListController<ListSection<String, FeedRow>>(collectionView: collectionView)

    init(service: any FeedService) {
        self.service = service
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        list.headers(SectionHeaderView.self) { header, page in header.configure(title: page.id) }
        collectionView.collectionViewLayout = list.listLayout()
        list.controller.hooks.allowsEditing { row, _ in row.post != nil }
        list.controller.hooks.isPinnedToEnd = { $0.isLoadMore }
        list.controller.loadsMore(within: nil) { [weak self] in await self?.loadNextPage() }
        list.controller.hooks.didSelect = { [weak self] row, _ in
            if let post = row.post { self?.showPost(post) } else if row.isLoadMore { self?.list.controller.loadMore() }
        }
        list.controller.hooks.didDelete = { [service] row, _ in Task { if let post = row.post { await service.delete(post) } } }
        list.controller.hooks.didMove = { [service] row, _, to in Task { if let post = row.post { await service.move(post, toIndex: to.item) } } }
        list.controller.loadMore()
        list.controller.receive(service.likeUpdates) { [weak self] id, likes in
            self?.list.controller.updateItem(withID: .post(id)) { $0.post?.likeCount = likes }
        }
    }

    private func loadNextPage() async {
        guard let page = try? await service.loadPage(list.controller.latestSections.count) else { return }
        list.controller.update { pages in
            if let last = pages.indices.last { pages[last].elements.removeAll { $0.isLoadMore } }
            pages.append(ListSection(id: page.sectionTitle, elements: page.interleaved(post: FeedRow.post, ad: FeedRow.ad) + [.loadMore(LoadMore())]))
        }
    }
}
