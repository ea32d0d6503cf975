// The list controllers opened up, as a real screen uses them: the app's own delegate still
// in charge (scrollViewDidScroll and the rest reach it through the controller), typed hooks
// for display, pagination, context menus, prefetching, move targets, swipe actions, the
// empty state, per-section layouts, and SwiftUI rows as cells.
import ExampleModels
import ListKit
import SwiftUI
import UIKit

final class OpenBookCell: UICollectionViewListCell, ConfigurableCell {
    func configure(with book: Book) {
        var content = defaultContentConfiguration()
        content.text = book.title
        contentConfiguration = content
    }
}

struct BookRow: View {
    let book: Book
    var body: some View { Text(book.title) }
}

final class OpenShelvesViewController: UICollectionViewController {
    private lazy var list = CollectionListController<Shelf>(collectionView: collectionView)
    private(set) var scrolledTo: CGFloat = 0
    private var thumbnails: [String: Task<Void, Never>] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        // The app's delegate: every call the controller does not answer goes to it.
        list.delegate = self
        list.cells(OpenBookCell.self)
        // Typed hooks.
        list.controller.hooks.willDisplay = { book, path in print("showing", book.isbn, path) }
        list.controller.hooks.didEndDisplaying = { book, _ in print("gone", book.isbn) }
        list.controller.loadsMore(within: 10) { [weak self] in await self?.loadNextShelf() }
        list.controller.hooks.prefetch = { [weak self] books in
            for book in books { self?.thumbnails[book.isbn] = Task { try? await Task.sleep(nanoseconds: 1_000) } }
        }
        list.controller.hooks.cancelPrefetch = { [weak self] books in
            for book in books { self?.thumbnails.removeValue(forKey: book.isbn)?.cancel() }
        }
        list.controller.hooks.menuActions = { book in [ListAction("Share \(book.title)", systemImage: "square.and.arrow.up") {}] }
        // A dragged book stays in its shelf and never lands below the last book (a
        // "load more" placeholder); or an app rule of its own.
        list.controller.hooks.canMoveItem = { book, _ in !book.isbn.isEmpty }
        list.controller.hooks.isPinnedToEnd = { $0.isbn.isEmpty }
        list.controller.hooks.moveTargetRule = nil
        list.controller.hooks.leadingActions = { book in [ListAction("Read") { print("read", book.isbn) }] }
        list.controller.hooks.selectionMode = .single
        list.controller.selectedIDs = ["0-00-000000-0"]
        let empty = UILabel()
        empty.text = "No books yet"
        list.emptyView = empty
        collectionView.collectionViewLayout = list.listLayout(appearance: .insetGrouped) { configuration in
            configuration.showsSeparators = false
        }
        installsStandardGestureForInteractiveMovement = true
    }

    /// A grid for one shelf, a list for the others: the typed section decides.
    func useGrid() {
        collectionView.collectionViewLayout = list.compositionalLayout { shelf, environment in
            if shelf.name == "Favourites" {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(120)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
                    subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
            return NSCollectionLayoutSection.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
        }
    }

    /// SwiftUI rows in the collection view (iOS 16): the row view an annotation's `row:`
    /// names works the same way (`{ $0.listRow }`).
    func useSwiftUIRows() {
        if #available(iOS 16, *) {
            list.hostedCells { book in BookRow(book: book) }
        }
    }

    private func loadNextShelf() async {
        list.controller.update { shelves in
            shelves.append(Shelf(name: "Shelf \(shelves.count)", subtitle: "", books: []))
        }
        await list.controller.waitUntilShown()
    }

    // The app's own delegate methods, reached through the controller.
    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrolledTo = scrollView.contentOffset.y
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        print("the app hears of the selection too", indexPath)
    }
}

/// The same for a table view, with a delegate that is not the view controller.
final class ScrollTracker: NSObject, UITableViewDelegate, UITableViewDataSourcePrefetching {
    var offset: CGFloat = 0
    func scrollViewDidScroll(_ scrollView: UIScrollView) { offset = scrollView.contentOffset.y }
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { print("prefetch", indexPaths) }
}

final class OpenAuthorCell: UITableViewCell, ConfigurableCell {
    func configure(with author: Author) {
        var content = defaultContentConfiguration()
        content.text = author.name
        contentConfiguration = content
    }
}

final class OpenAuthorsViewController: UITableViewController {
    private lazy var list = TableListController<ListSection<String, Author>>(tableView: tableView)
    private let tracker = ScrollTracker()

    override func viewDidLoad() {
        super.viewDidLoad()
        list.delegate = tracker
        list.prefetchDataSource = tracker
        list.cells(OpenAuthorCell.self)
        list.controller.hooks.willDisplay = { author, _ in print(author.name) }
        list.controller.loadsMore { print("next page") }
        list.controller.hooks.prefetch = { authors in print(authors.count) }
        list.controller.hooks.menuActions = { author in [ListAction(author.name) {}] }
        list.controller.hooks.leadingActions = { author in [ListAction("Pin") { print("pin", author.id) }] }
        list.controller.hooks.moveTargetRule = { _, source, proposed in proposed.section == source.section ? proposed : source }
        list.controller.hooks.selectionMode = .multiple
        list.controller.hooks.selectionChanged = { [weak self] ids in self?.title = "\(ids.count) Selected" }
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "All", primaryAction: UIAction { [list] _ in list.controller.selectAll() })
        list.emptyView = UILabel()
        if #available(iOS 16, *) {
            list.hostedCells { author in Text(author.name) }
        }
    }
}
