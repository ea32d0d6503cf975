// The list controllers with hand-written cells and headers (no generated bindings): every
// public call an app makes on CollectionListController and TableListController.
import ExampleModels
import ListKit
import UIKit

final class BookCell: UICollectionViewListCell, ConfigurableCell {
    func configure(with book: Book) {
        var content = defaultContentConfiguration()
        content.text = book.title
        content.secondaryText = book.author
        contentConfiguration = content
    }
}

final class ShelfHeader: UICollectionReusableView, ConfigurableSupplementaryView {
    private let label = UILabel()
    func configure(with shelf: Shelf) { label.text = shelf.name }
}

final class ShelvesListViewController: UICollectionViewController {
    private lazy var list = CollectionListController<Shelf>(collectionView: collectionView)

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.collectionViewLayout = list.listLayout(appearance: .insetGrouped)
        list.cells(BookCell.self)
        list.headers(ShelfHeader.self)
        list.footers(ShelfHeader.self)
        list.controller.hooks.allowsEditing { book, _ in !book.title.isEmpty }
        list.controller.hooks.allowsMovesAcrossSections = true
        list.controller.options.interactiveMoveTimeout = 5
        list.controller.hooks.didSelect = { [unowned self] book, _ in title = book.title }
        list.controller.hooks.didMove = { _, from, to in print(from.item, to.item) }
        list.controller.hooks.didDelete = { book, _ in print("deleted", book.isbn) }
        // A layout of the app's own, with the controller's swipe-to-delete.
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = list.swipeActions(leading: false, deleteTitle: "Remove")
        collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
        installsStandardGestureForInteractiveMovement = true
    }

    /// From any thread: the request awaits the main actor; requests made while the display
    /// is busy coalesce.
    func show(_ shelves: [Shelf]) {
        let list = self.list
        Task.detached {
            let ticket = await list.apply(shelves, animated: true) { print("shown") }
            print("queued as", ticket)
        }
    }

    func reload(_ shelves: [Shelf]) async {
        list.apply(shelves, animated: false)
        await list.controller.waitUntilShown()
        list.controller.updateItem(withID: "978-0451529060") { $0.title = "On the Origin of Species" }
    }
}

final class AuthorCell: UITableViewCell, ConfigurableCell {
    func configure(with author: Author) {
        var content = defaultContentConfiguration()
        content.text = author.name
        contentConfiguration = content
    }
}

final class AuthorsHeader: UITableViewHeaderFooterView, ConfigurableSupplementaryView {
    func configure(with section: ListSection<String, Author>) {
        var content = defaultContentConfiguration()
        content.text = section.id
        contentConfiguration = content
    }
}

final class AuthorsListViewController: UITableViewController {
    private lazy var list = TableListController<ListSection<String, Author>>(tableView: tableView)

    override func viewDidLoad() {
        super.viewDidLoad()
        list.cells(registering: { $0.register(AuthorCell.self) }) { dequeuer, author, indexPath in
            dequeuer.dequeue(AuthorCell.self, for: author, at: indexPath)
        }
        list.headers(AuthorsHeader.self)
        list.footers(AuthorsHeader.self)
        list.controller.hooks.canDeleteItem = { author, _ in author.bookCount == 0 }
        list.controller.hooks.canMoveItem = { _, path in path.section == 0 }
        list.controller.hooks.didDeselect = { author, _ in print("deselected", author.id) }
        list.updater.insertAnimation = .fade
        setEditing(true, animated: false)
    }

    func show(_ sections: [ListSection<String, Author>]) async {
        list.apply(sections)
        await list.controller.waitUntilShown()
        if list.controller.isIdle, !list.controller.sections.isEmpty {
            print(list.controller.sections[0].id, list.controller.item(at: ItemPath(item: 0, section: 0)) != nil)
        }
    }
}
