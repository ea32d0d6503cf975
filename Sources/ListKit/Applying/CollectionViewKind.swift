#if canImport(UIKit) && !os(watchOS)
import UIKit

/// `UICollectionView` as a kind of list view: what ``CollectionViewUpdater`` and
/// ``CollectionListController`` need that differs from other views.
public enum CollectionViewKind: ListViewKind {
    /// The view.
    public typealias View = UICollectionView
    /// A collection view animates changed items its own way (its layout's).
    public typealias RowAnimation = Void

    @_spi(ListViews) public static var automaticRowAnimation: Void { () }

    @_spi(ListViews) public static func apply(_ operation: ListViewOperation, animation: Void, to view: UICollectionView) {
        switch operation {
        case .insertSections(let sections): view.insertSections(sections)
        case .deleteSections(let sections): view.deleteSections(sections)
        case .moveSection(let section, let target): view.moveSection(section, toSection: target)
        case .reloadSections(let sections): view.reloadSections(sections)
        case .insertItems(let paths): view.insertItems(at: paths)
        case .deleteItems(let paths): view.deleteItems(at: paths)
        case .moveItem(let path, let target): view.moveItem(at: path, to: target)
        case .reloadItems(let paths): view.reloadItems(at: paths)
        case .reconfigureItems(let paths): view.reconfigureItems(at: paths)
        }
    }

    @_spi(ListViews) public static func visibleItemPaths(in view: UICollectionView) -> [IndexPath] {
        view.indexPathsForVisibleItems
    }

    @_spi(ListViews) public static func setSelected(_ selected: Bool, at indexPaths: [IndexPath], in view: UICollectionView) {
        for indexPath in indexPaths {
            if selected {
                view.selectItem(at: indexPath, animated: false, scrollPosition: [])
            } else {
                view.deselectItem(at: indexPath, animated: false)
            }
        }
    }

    @_spi(ListViews) public static func setSelectionRules(allowsSelection: Bool, allowsMultipleSelection: Bool, on view: UICollectionView) {
        view.allowsSelection = allowsSelection
        view.allowsMultipleSelection = allowsMultipleSelection
        view.allowsSelectionDuringEditing = allowsSelection
        view.allowsMultipleSelectionDuringEditing = allowsMultipleSelection
    }

    /// The frame the layout gives the item.
    @_spi(ListViews) public static func itemFrame(at indexPath: IndexPath, in view: UICollectionView) -> CGRect? {
        guard (0..<view.numberOfSections).contains(indexPath.section),
            (0..<view.numberOfItems(inSection: indexPath.section)).contains(indexPath.item)
        else { return nil }
        return view.layoutAttributesForItem(at: indexPath)?.frame
    }
}
#endif
