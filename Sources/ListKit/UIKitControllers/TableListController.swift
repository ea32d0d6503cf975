#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A `UITableView`'s data source and delegate, driven by a ``ListController``: typed cells
/// and headers, animated changes, selection, swipe actions, drag-to-reorder (in editing
/// mode), pagination and the empty state, with no index path or reuse identifier in app code.
///
/// The app keeps its own delegates: set ``ListViewAdapter/delegate`` (a `UITableViewDelegate`,
/// which includes `UIScrollViewDelegate`), ``ListViewAdapter/prefetchDataSource``,
/// ``ListViewAdapter/dragDelegate`` or ``ListViewAdapter/dropDelegate`` here, not on the view.
/// Every call the controller does not answer goes to them; where it answers, they hear of it
/// afterwards or are asked first.
@MainActor
public final class TableListController<Section: DiffableSection>: ListViewAdapterBase<Section, TableViewKind>, ListViewAdapter {
    /// The kind of view: a table view.
    public typealias Kind = TableViewKind

    /// The view.
    public var tableView: UITableView { core.view }

    /// A controller for `tableView` showing `sections` (see the public initializers).
    init(showing sections: [Section], in tableView: UITableView) {
        // Rows fade in and out; reloads keep UIKit's automatic animation.
        let updater = TableViewUpdater(tableView, insertAnimation: .fade, deleteAnimation: .fade)
        super.init(core: ListViewCore(view: tableView, sections: sections, updater: updater, delegateMethods: TableDelegateMethods.self))
        connect(to: TableViewProxy(core: core))
    }
}
#endif
