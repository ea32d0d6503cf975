import ListKit
import UIKit

/// The outline (the shared workloads' file browser) with listgen: pinned nodes flat above an
/// outline the service replaces whole, folders expanded by identity, children loaded on demand,
/// drops into folders, swipe to delete, a menu, and a search over the tree.
final class OutlineViewController: OutlineViewControllerBase {
    private let service: any FileService
    private lazy var list = CollectionListController<ListGroup<String, OutlineRow<Node>>>(collectionView: collectionView)
    private lazy var files = list.controller.outline(parent: \.parentID, children: \.childIDs, expandable: { $0.kind == .folder }) { tree in
        [ListGroup(id: "Pinned", elements: tree.flat(where: \.isPinned)), ListGroup(id: "All Files", elements: tree.rows)].filter {
            !$0.elements.isEmpty
        }
    }

    init(service: any FileService) {
        self.service = service
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.collectionViewLayout = list.listLayout()
        list.headers(SectionHeaderView.self) { $0.configure(title: $1.id) }
        list.searches(in: navigationItem) { [files] in files.filter(matching: $0, in: \.name) }
        list.controller.hooks.canDeleteItem = { _, _ in true }
        list.controller.hooks.canMoveItem = { row, _ in row.record.kind == .document }
        list.controller.hooks.canDrop = { row, folder in folder.record.kind == .folder && row.record.parentID != folder.record.id }
        list.controller.hooks.didDrop = { [service] row, folder in Task { await service.move(row.record.id, into: folder.record.id) } }
        list.controller.hooks.menuActions = { [unowned self, service] row in
            [
                ListAction("Rename") { if let name = await self.promptRename(row.record) { await service.rename(row.record.id, to: name) } },
                ListAction(row.record.isPinned ? "Unpin" : "Pin") { await service.setPinned(row.record.id, !row.record.isPinned) },
            ]
        }
        files.loadsChildren { [service] in try await service.loadChildren(of: $0.id) }
        files.deletesInSource { [service] in await service.delete($0.id) }
        files.receive(service.tree)
    }
}
