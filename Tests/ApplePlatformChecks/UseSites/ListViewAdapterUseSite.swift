// What both list controllers share, used as an app uses it: one function that sets up either
// controller (ListViewAdapter), the collection controller's updater beside the table's, and
// batch code written once for any kind of list view (ListViewUpdater).
import ExampleModels
import ListKit
import SwiftUI
import UIKit

/// A screen's common setup, written once for a collection or a table list: an empty state, a
/// context menu, the app's delegate, a provider of cells of the app's own.
@MainActor func setUpList<List: ListViewAdapter>(_ list: List, delegate: List.Kind.Delegate, title: @escaping (List.Item) -> String)
where List.Kind: UIKitListViewKind {
    let empty = UILabel()
    empty.text = "Nothing yet"
    list.emptyView = empty
    list.delegate = delegate
    list.controller.hooks.menuActions = { item in [ListAction(title(item)) {}] }
    list.controller.hooks.trailingActions = nil
    list.controller.hooks.selectionMode = .momentary
    if #available(iOS 16, *) {
        list.hostedCells { item in Text(title(item)) }
    }
}

/// Applies the same sections through either controller, and waits for them.
@MainActor func show<List: ListViewAdapter>(_ sections: [List.Section], in list: List) async {
    let ticket = list.apply(sections, animated: false)
    list.apply(sections)
    await list.controller.waitUntilShown()
    print(ticket, list.controller.isIdle)
}

/// Batch code for any kind of list view: the same changes, shown in either.
@MainActor func showItems<Kind: ListViewKind, Item: Diffable>(_ new: [Item], after old: [Item], with updater: ListViewUpdater<Kind>) {
    updater.reload(using: StagedChangeset(from: old, to: new), animatingAtMost: 100) { _ in }
}

final class SharedSetupViewController: UIViewController, UICollectionViewDelegate, UITableViewDelegate {
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private let tableView = UITableView()
    private lazy var shelves = CollectionListController<Shelf>(collectionView: collectionView)
    private lazy var authors = TableListController<ListSection<String, Author>>(tableView: tableView)

    override func viewDidLoad() {
        super.viewDidLoad()
        setUpList(shelves, delegate: self) { $0.title }
        setUpList(authors, delegate: self) { $0.name }
        showItems([Author](), after: [], with: shelves.updater)
        showItems([Author](), after: [], with: authors.updater)
        let updater: TableViewUpdater = authors.updater
        updater.deleteAnimation = .left
        let collectionUpdater: CollectionViewUpdater = shelves.updater
        print(collectionUpdater.view === collectionView, updater.view === tableView)
        let dequeuers: (CollectionCellDequeuer?, TableCellDequeuer?) = (nil, nil)
        print(dequeuers.0 == nil)
    }
}
