#if canImport(UIKit) && !os(watchOS)
import UIKit

/// `UITableView` as a kind of list view, whose items are rows: what ``TableViewUpdater`` and
/// ``TableListController`` need that differs from other views.
public enum TableViewKind: ListViewKind {
    /// The view.
    public typealias View = UITableView
    /// A table animates inserted, deleted and reloaded rows and sections as it is told.
    public typealias RowAnimation = UITableView.RowAnimation

    @_spi(ListViews) public static var automaticRowAnimation: UITableView.RowAnimation { .automatic }

    @_spi(ListViews) public static func apply(_ operation: ListViewOperation, animation: UITableView.RowAnimation, to view: UITableView) {
        switch operation {
        case .insertSections(let sections): view.insertSections(sections, with: animation)
        case .deleteSections(let sections): view.deleteSections(sections, with: animation)
        case .moveSection(let section, let target): view.moveSection(section, toSection: target)
        case .reloadSections(let sections): view.reloadSections(sections, with: animation)
        case .insertItems(let paths): view.insertRows(at: paths, with: animation)
        case .deleteItems(let paths): view.deleteRows(at: paths, with: animation)
        case .moveItem(let path, let target): view.moveRow(at: path, to: target)
        case .reloadItems(let paths): view.reloadRows(at: paths, with: animation)
        case .reconfigureItems(let paths): view.reconfigureRows(at: paths)
        }
    }

    @_spi(ListViews) public static func visibleItemPaths(in view: UITableView) -> [IndexPath] {
        view.indexPathsForVisibleRows ?? []
    }

    @_spi(ListViews) public static func setSelected(_ selected: Bool, at indexPaths: [IndexPath], in view: UITableView) {
        for indexPath in indexPaths {
            if selected {
                view.selectRow(at: indexPath, animated: false, scrollPosition: .none)
            } else {
                view.deselectRow(at: indexPath, animated: false)
            }
        }
    }

    @_spi(ListViews) public static func setSelectionRules(allowsSelection: Bool, allowsMultipleSelection: Bool, on view: UITableView) {
        view.allowsSelection = allowsSelection
        view.allowsMultipleSelection = allowsMultipleSelection
        view.allowsSelectionDuringEditing = allowsSelection
        view.allowsMultipleSelectionDuringEditing = allowsMultipleSelection
    }

    /// The row's rectangle.
    @_spi(ListViews) public static func itemFrame(at indexPath: IndexPath, in view: UITableView) -> CGRect? {
        guard (0..<view.numberOfSections).contains(indexPath.section),
            (0..<view.numberOfRows(inSection: indexPath.section)).contains(indexPath.row)
        else { return nil }
        return view.rectForRow(at: indexPath)
    }
}
#endif
