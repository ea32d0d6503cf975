// Search and pull to refresh in one line each, on both list controllers (ListViewAdapter),
// with UIKit's objects returned for the app to customize.
import ExampleModels
import ListKit
import UIKit

final class SearchableShelvesViewController: UICollectionViewController {
    private lazy var list = CollectionListController<ListGroup<String, Book>>(collectionView: collectionView)
    private lazy var books = list.controller.grouping(by: \.author) { $0.title < $1.title }

    override func viewDidLoad() {
        super.viewDidLoad()
        list.searches(in: navigationItem) { [books] in books.filter(matching: $0, in: \.title) }
        let search = list.searches(in: navigationItem, placeholder: "Title or author") { [books] text in
            books.filter(matching: text) { "\($0.title) \($0.author)" }
        }
        search.searchBar.scopeButtonTitles = ["All", "Unread"]
        definesPresentationContext = true
        list.refreshes { [books] in
            try? await Task.sleep(nanoseconds: 1_000)
            books.apply([])
        }
        let refresh = list.refreshes { await Self.reload() }
        refresh.tintColor = .systemBlue
    }

    private static func reload() async {}
}

/// The same calls, written once for either controller.
@MainActor func makeSearchable<List: ListViewAdapter>(_ list: List, in item: UINavigationItem, reload: @escaping @MainActor () async -> Void)
where List.Kind: UIKitListViewKind {
    list.searches(in: item) { print("searching", $0) }
    list.refreshes(reload)
}

final class SearchableAuthorsViewController: UITableViewController {
    private lazy var list = TableListController<ListSection<String, Author>>(tableView: tableView)

    override func viewDidLoad() {
        super.viewDidLoad()
        makeSearchable(list, in: navigationItem) { print("reloaded") }
    }
}
