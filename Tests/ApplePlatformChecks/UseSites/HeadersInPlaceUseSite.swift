// Headers that show their section's content (a count), configured again in place when it
// changes: a list layout made before the headers are registered still shows them, and the
// table's headers alike.
import ExampleModels
import ListKit
import UIKit

final class CountHeader: UICollectionReusableView {
    let label = UILabel()
}

final class CountTableHeader: UITableViewHeaderFooterView {}

final class GroupedBooksViewController: UICollectionViewController {
    private lazy var list = CollectionListController<ListGroup<String, Book>>(collectionView: collectionView)
    private lazy var books = list.controller.grouping(by: \.author, keepingEmpty: ["Anonymous"]) { $0.title < $1.title }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.collectionViewLayout = list.listLayout { $0.headerTopPadding = 8 }
        list.cells(BookCell.self)
        list.headers(CountHeader.self) { header, group in header.label.text = "\(group.id) (\(group.elements.count))" }
        list.footers(CountHeader.self) { footer, group in footer.label.text = "\(group.elements.count) books" }
        books.apply([Book(isbn: "1", title: "Emma", author: "Jane Austen")])
        let configuration = list.listConfiguration(appearance: .grouped)
        print(configuration.headerMode == .supplementary, configuration.footerMode == .supplementary)
    }
}

final class GroupedAuthorsViewController: UITableViewController {
    private lazy var list = TableListController<ListGroup<Bool, Book>>(tableView: tableView)
    private lazy var books = list.controller.grouping(by: { $0.lastOpened == nil }, order: [true, false]) { $0.title < $1.title }

    override func viewDidLoad() {
        super.viewDidLoad()
        list.headers(CountTableHeader.self) { header, group in
            var content = header.defaultContentConfiguration()
            content.text = group.id ? "Unread (\(group.elements.count))" : "Read"
            header.contentConfiguration = content
        }
        books.updateRecord(withID: "1") { $0.lastOpened = 2 }
    }
}
