// Scroll position, unanimated batches, hand-overs and headers in place, as a custom host's
// code and ListKit's controllers use them through either UIKit updater (ListViewUpdater):
// written once for any kind of list view, called with a collection view's and a table view's.
// The batch protocol is the host interface, hence the SPI import.
import ExampleModels
@_spi(ListHost) import ListKit
import UIKit

/// Code for any kind of list view: keep the first visible item still across a change made by
/// hand, or follow the end.
@MainActor func showKeepingPosition<Kind: ListViewKind>(_ updater: ListViewUpdater<Kind>, change: () -> Void, inserted: [ItemPath]) {
    let anchor = updater.visibleAnchor()
    let wasAtEnd = updater.isScrolledToEnd
    updater.performBatchWithoutAnimation(
        {
            change()
            updater.insertItems(at: inserted)
        }, completion: nil)
    if wasAtEnd {
        updater.scrollToEnd(animated: true)
    } else if let anchor {
        let above = inserted.filter { $0.section == anchor.path.section && $0.item <= anchor.path.item }.count
        updater.restore(anchor, at: ItemPath(item: anchor.path.item + above, section: anchor.path.section))
    }
}

/// Headers configured again in place, and items handed over to another ID, through the
/// batch protocol both updaters adopt.
@MainActor func refreshInPlace(_ view: any BatchUpdatable) {
    view.refreshSupplementaryViews(inSections: [0])
    view.handOverItems(at: [ItemPath(item: 0, section: 0)])
    print(view.visibleAnchor()?.offset ?? 0, view.isScrolledToEnd)
}

final class ChatLikeViewController: UIViewController {
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private let tableView = UITableView()
    private lazy var messages = CollectionListController<Shelf>(collectionView: collectionView)
    private lazy var threads = TableListController<ListSection<String, Book>>(tableView: tableView)

    override func viewDidLoad() {
        super.viewDidLoad()
        messages.controller.options.keepsVisibleContentStill = true
        messages.controller.options.sticksToEnd = true
        threads.controller.options.keepsVisibleContentStill = true
        messages.controller.loadsMore(at: .start) { [weak self] in await self?.loadOlder() }
        showKeepingPosition(messages.updater, change: {}, inserted: [])
        showKeepingPosition(threads.updater, change: {}, inserted: [ItemPath(item: 0, section: 0)])
        refreshInPlace(messages.updater)
        refreshInPlace(threads.updater)
        // A standalone updater, without a list controller: headers are reloaded.
        CollectionViewUpdater(collectionView).refreshSupplementaryViews(inSections: [1])
        TableViewUpdater(tableView).scrollToEnd(animated: false)
    }

    private func loadOlder() async {
        messages.controller.update { $0.insert(Shelf(name: "Older", subtitle: "", books: []), at: 0) }
        await messages.controller.waitUntilShown()
        messages.controller.replaceItem(withID: "local-1", with: Book(isbn: "978-0141439518", title: "Persuasion", author: "Jane Austen"))
    }
}
