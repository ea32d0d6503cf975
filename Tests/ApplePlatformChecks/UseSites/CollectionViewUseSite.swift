// A collection view screen driven by ListKit, written as an app writes it: sectioned
// shelves of books from the example models, animated stage by stage.
import ExampleModels
import ListKit
import UIKit

final class ShelvesViewController: UICollectionViewController {
    private var shelves: [Shelf] = []

    func show(_ newShelves: [Shelf]) {
        let staged = StagedChangeset(sectionsFrom: shelves, to: newShelves)
        collectionView.reload(using: staged, animatingAtMost: 500) { data in
            shelves = data
        }
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        shelves.count
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        shelves[section].books.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "book", for: indexPath)
        if let path = ItemPath(indexPath) {
            var content = UIListContentConfiguration.cell()
            content.text = shelves[path.section].books[path.item].title
            cell.contentConfiguration = content
        }
        return cell
    }
}

/// A flat list shown as section 0, with the cap left at its default.
@MainActor final class AnnouncementsController {
    let collectionView: UICollectionView
    private(set) var announcements: [Announcement] = []

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    func show(_ newAnnouncements: [Announcement]) {
        collectionView.reload(using: StagedChangeset(from: announcements, to: newAnnouncements)) { data in
            announcements = data
        }
        let firstPath = IndexPath(listKitPath: ItemPath(item: 0, section: 0))
        collectionView.scrollToItem(at: firstPath, at: .top, animated: true)
    }

    /// The adapter value itself, for code written against `BatchUpdatable`.
    func showThroughTheAdapter(_ newAnnouncements: [Announcement]) {
        // Out of a window, the updater sets the data and reloads by itself.
        let updater = CollectionViewUpdater(collectionView)
        updater.reload(using: StagedChangeset(from: announcements, to: newAnnouncements), animatingAtMost: 200) { data in
            announcements = data
        }
    }

    /// UIKit's own batch methods stay unambiguous with ListKit imported (ListKit adds none
    /// beside them: its batch protocol lives on adapter values).
    func uikitAlone() {
        collectionView.performBatchUpdates({
            collectionView.insertItems(at: [])
            collectionView.deleteItems(at: [])
            collectionView.reloadItems(at: [])
            collectionView.insertSections([])
        })
    }
}
