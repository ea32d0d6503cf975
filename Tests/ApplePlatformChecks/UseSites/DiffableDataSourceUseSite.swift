// UIKit's own diffable data source fed by listgen models: the snapshot diffs identity, and
// ChangedIDs names the items whose content changed, to reconfigure in place.
import ExampleModels
import ListKit
import UIKit

@MainActor final class BooksDataSourceController {
    private let dataSource: UICollectionViewDiffableDataSource<String, Book.ID>
    private var shelves: [Shelf] = []

    init(collectionView: UICollectionView) {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Book> { cell, _, book in
            var content = cell.defaultContentConfiguration()
            content.text = book.title
            content.secondaryText = book.author
            cell.contentConfiguration = content
        }
        var booksByID: () -> [Book.ID: Book] = { [:] }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, id in
            guard let book = booksByID()[id] else { return nil }
            return view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: book)
        }
        booksByID = { [unowned self] in
            Dictionary(self.shelves.flatMap(\.books).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    func show(_ newShelves: [Shelf]) {
        let changed = ChangedIDs.between(sectionsFrom: shelves, to: newShelves)
        let flatChanged = ChangedIDs.between(from: shelves.flatMap(\.books), to: newShelves.flatMap(\.books))
        precondition(changed == flatChanged)
        shelves = newShelves
        var snapshot = NSDiffableDataSourceSnapshot<String, Book.ID>()
        for shelf in newShelves {
            snapshot.appendSections([shelf.id])
            snapshot.appendItems(shelf.books.map(\.id), toSection: shelf.id)
        }
        snapshot.reconfigureItems(changed)
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}
