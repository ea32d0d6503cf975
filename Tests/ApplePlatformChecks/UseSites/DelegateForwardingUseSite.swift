// The app's own delegates behind the list controllers, as apps write them: iOS 16 context-menu
// previews beside the controller's menu, a move target of the pre-iOS 15 form, a table
// delegate that decides editing styles and confirms insertions, separate drag and drop
// delegates, and a delegate object that goes away while its view stays.
import ExampleModels
import ListKit
import UIKit

/// A collection view's delegate with iOS 16 menu previews and the older move-target method
/// (an app that supports iOS 14 in another target, say). The controller's `menuActions` make
/// the menus; these previews and the move target are the app's.
final class ShelfMenuDelegate: NSObject, UICollectionViewDelegate {
    @available(iOS 16, *)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        collectionView.cellForItem(at: indexPath).map { UITargetedPreview(view: $0) }
    }

    // Menus for a multiple selection, which the controller's one-item menu leaves to the app.
    @available(iOS 16, *)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        indexPaths.count > 1 ? UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in nil } : nil
    }

    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        proposedIndexPath.item == 0 ? currentIndexPath : proposedIndexPath
    }
}

/// Dragged books leave the app as their titles; drops are the app's.
final class ShelfDragAndDrop: NSObject, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath)
        -> [UIDragItem]
    {
        [UIDragItem(itemProvider: NSItemProvider(object: "book \(indexPath.item)" as NSString))]
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {}

    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: NSString.self)
    }
}

final class ForwardingShelvesViewController: UICollectionViewController {
    private lazy var list = CollectionListController<Shelf>(collectionView: collectionView)
    private let menus = ShelfMenuDelegate()
    private let dragAndDrop = ShelfDragAndDrop()

    override func viewDidLoad() {
        super.viewDidLoad()
        list.delegate = menus
        list.dragDelegate = dragAndDrop
        list.dropDelegate = dragAndDrop
        list.controller.hooks.menuActions = { book in [ListAction("Lend \(book.title)") {}] }
        list.controller.hooks.canMoveItem = { _, _ in true }
    }

    /// A delegate the app lets go while the view stays: the controller stops forwarding to it
    /// and UIKit's defaults apply again, as with a delegate of UIKit's own that went away.
    func useShortLivedDelegate() {
        list.delegate = ShelfMenuDelegate()
        let stillThere: (any UICollectionViewDelegate)? = list.delegate
        print(stillThere == nil)
    }
}

/// A table whose delegate decides editing styles: an insert control on the last row of each
/// section, confirmed through the table data source method it implements as well.
final class EditingAuthorsViewController: UITableViewController {
    private lazy var list = TableListController<ListSection<String, Author>>(tableView: tableView)

    override func viewDidLoad() {
        super.viewDidLoad()
        list.delegate = self
        list.controller.hooks.canDeleteItem = { author, _ in author.bookCount == 0 }
        setEditing(true, animated: false)
    }

    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        indexPath.row == tableView.numberOfRows(inSection: indexPath.section) - 1 ? .insert : .delete
    }

    // The table's own rows are the controller's; a confirmed insertion reaches the app here.
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .insert else { return }
        list.controller.update { sections in
            sections[indexPath.section].elements.append(Author(id: -indexPath.section - 1, name: "New", bookCount: 0))
        }
    }

    // Swipe actions of the app's own: the rows are editable for them.
    override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Star") { _, _, done in done(true) }])
    }
}
