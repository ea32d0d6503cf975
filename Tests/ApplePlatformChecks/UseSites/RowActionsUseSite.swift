// Row actions described once as ListAction values (ListHooks.leadingActions, trailingActions,
// menuActions) on a collection list and a table list, as an app writes them; the UIKit-typed
// hooks beside them, which win where set.
import ExampleModels
import ListKit
import UIKit

final class ReadingListViewController: UICollectionViewController {
    private lazy var list = CollectionListController<ListGroup<Bool, Book>>(collectionView: collectionView)
    private lazy var books = list.controller.grouping(by: { $0.lastOpened != nil }, order: [false, true]) { $0.title < $1.title }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.collectionViewLayout = list.listLayout(appearance: .insetGrouped)
        list.cells(BookCell.self)
        list.controller.hooks.leadingActions = { [books] book in
            [ListAction("Read", systemImage: "book") { books.updateRecord(withID: book.id) { $0.lastOpened = 1 } }]
        }
        list.controller.hooks.trailingActions = { [books] book in
            [
                ListAction("Remove", systemImage: "trash", style: .destructive) { books.removeRecord(withID: book.id) },
                ListAction("Share") { await Self.share(book) },
            ]
        }
        list.controller.hooks.menuActions = { [books] book in
            [ListAction("Mark unread") { books.updateRecord(withID: book.id) { $0.lastOpened = nil } }]
        }
        // A list configuration of the app's own still gets the actions, and Delete by default.
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.trailingSwipeActionsConfigurationProvider = list.swipeActions(leading: false, deleteTitle: "Remove")
        print(configuration.appearance == .sidebar)
    }

    private static func share(_ book: Book) async {}
}

final class AuthorsActionsViewController: UITableViewController {
    private lazy var list = TableListController<ListSection<String, Author>>(tableView: tableView)

    override func viewDidLoad() {
        super.viewDidLoad()
        list.controller.hooks.leadingActions = { author in [ListAction("Follow", systemImage: "person.badge.plus") { print(author.id) }] }
        list.controller.hooks.trailingActions = { author in author.bookCount > 0 ? [] : [ListAction("Hide", style: .destructive) {}] }
        list.controller.hooks.menuActions = { author in [ListAction(author.name) {}] }
        // Without trailingActions, the table's own Delete for the rows canDeleteItem allows.
        list.controller.hooks.canDeleteItem = { author, _ in author.bookCount == 0 }
    }
}
