#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Applies ListKit batches to a `UITableView` (a ``ListViewUpdater`` of ``TableViewKind``),
/// with the row animations it is given. Items are rows.
public typealias TableViewUpdater = ListViewUpdater<TableViewKind>

extension ListViewUpdater where Kind == TableViewKind {
    /// An updater for `tableView`; `.automatic` animations unless given.
    public convenience init(
        _ tableView: UITableView,
        insertAnimation: UITableView.RowAnimation = .automatic,
        deleteAnimation: UITableView.RowAnimation = .automatic,
        reloadAnimation: UITableView.RowAnimation = .automatic
    ) {
        self.init(view: tableView, rowAnimations: (insertAnimation, deleteAnimation, reloadAnimation))
    }

    /// The table view updated.
    var tableView: UITableView { view }

    /// Animation for inserted rows and sections.
    public var insertAnimation: UITableView.RowAnimation {
        get { rowAnimations.insert }
        set { rowAnimations.insert = newValue }
    }

    /// Animation for deleted rows and sections.
    public var deleteAnimation: UITableView.RowAnimation {
        get { rowAnimations.delete }
        set { rowAnimations.delete = newValue }
    }

    /// Animation for reloaded rows and sections.
    public var reloadAnimation: UITableView.RowAnimation {
        get { rowAnimations.reload }
        set { rowAnimations.reload = newValue }
    }
}
#endif
