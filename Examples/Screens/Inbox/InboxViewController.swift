import ListKit
import UIKit

/// The inbox (../shared/screens/inbox/SPEC.md) with listgen: the service's conversations
/// grouped into "Pinned" and "Recent", headers counting their rows, row actions described
/// once for swipes and the menu, search, pull to refresh, prefetching.
final class InboxViewController: InboxViewControllerBase {
    private let service: any InboxService
    private lazy var list = CollectionListController<ListGroup<Bool, Conversation>>(collectionView: collectionView)
    private lazy var inbox = list.controller.grouping(by: \.isPinned, order: [true, false], keepingEmpty: [false]) { $0.updatedAt > $1.updatedAt }

    init(service: any InboxService) {
        self.service = service
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.collectionViewLayout = list.listLayout()
        list.headers(InboxHeaderView.self) { $0.configure(title: $1.id ? "Pinned" : "Recent", count: $1.elements.count) }
        list.emptyView = EmptyInboxView()
        list.delegate = self
        list.searches(in: navigationItem) { [inbox] in inbox.filter(matching: $0, in: \.title) }
        definesPresentationContext = true
        list.refreshes { [service] in await service.refresh() }
        list.controller.hooks.didSelect = { [weak self] c, _ in self?.open(c) }
        list.controller.hooks.prefetch = { [service] in service.prefetchAvatars(for: $0.map(\.id)) }
        list.controller.hooks.leadingActions = { [unowned self] c in [pin(c)] }
        list.controller.hooks.trailingActions = { [unowned self, service] c in
            [archive(c), ListAction(c.isMuted ? "Unmute" : "Mute") { await service.setMuted(c.id, !c.isMuted) }]
        }
        list.controller.hooks.menuActions = { [unowned self, service] c in
            [ListAction("Mark read") { await service.markRead(c.id) }, pin(c), archive(c)]
        }
        inbox.receive(service.snapshots)
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        composeButton.isHidden = scrollView.contentOffset.y > 100
    }

    private func pin(_ c: Conversation) -> ListAction {
        ListAction(c.isPinned ? "Unpin" : "Pin") { [inbox, service] in
            inbox.updateRecord(withID: c.id) { $0.isPinned.toggle() }
            await service.setPinned(c.id, !c.isPinned)
        }
    }

    private func archive(_ c: Conversation) -> ListAction {
        ListAction("Archive", style: .destructive) { [inbox, service] in
            inbox.removeRecord(withID: c.id)
            await service.archive(c.id)
        }
    }
}
