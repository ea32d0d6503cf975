#if canImport(UIKit) && !os(watchOS)
import UIKit

/// What a table list controller does that differs from a collection's. A table's headers and
/// footers are views of two kinds, registered alike (by reuse identifier alone).
extension TableViewKind: UIKitListViewKind {
    /// The app's delegate: the table view's, which includes the scroll view's.
    public typealias Delegate = any UITableViewDelegate
    /// The app's prefetching data source.
    public typealias PrefetchDataSource = any UITableViewDataSourcePrefetching
    /// The app's drag delegate.
    public typealias DragDelegate = any UITableViewDragDelegate
    /// The app's drop delegate.
    public typealias DropDelegate = any UITableViewDropDelegate
    /// ``TableListController`` as the view calls it.
    public typealias Adapter = any UITableViewDataSource & UITableViewDelegate & UITableViewDataSourcePrefetching & UITableViewDragDelegate
        & UITableViewDropDelegate

    @_spi(ListViews) public static var headerKind: String { "header" }
    @_spi(ListViews) public static var footerKind: String { "footer" }

    @_spi(ListViews) public static var hostingCell: AnyClass { HostingTableCell.self }
    @_spi(ListViews) public static var outlinePlaceholderCell: AnyClass { OutlinePlaceholderTableCell.self }

    @_spi(ListViews) public static func registerCell(_ type: AnyClass, in view: UITableView) {
        view.register(type, forCellReuseIdentifier: listKitReuseIdentifier(type))
    }

    @_spi(ListViews) public static func dequeueCell(_ type: AnyClass, at indexPath: IndexPath, in view: UITableView) -> UITableViewCell {
        view.dequeueReusableCell(withIdentifier: listKitReuseIdentifier(type), for: indexPath)
    }

    @_spi(ListViews) public static func registerSupplementaryView(_ type: AnyClass, ofKind kind: String, in view: UITableView) {
        view.register(type, forHeaderFooterViewReuseIdentifier: listKitReuseIdentifier(type))
    }

    @_spi(ListViews) public static func registrationKey(ofSupplementaryView type: AnyClass, kind: String) -> String {
        listKitReuseIdentifier(type)
    }

    /// A header or footer of the type, whatever the kind and the index path (a table dequeues
    /// them by reuse identifier alone).
    @_spi(ListViews) public static func dequeueSupplementaryView(_ type: AnyClass, ofKind kind: String, at indexPath: IndexPath, in view: UITableView)
        -> UIView?
    {
        view.dequeueReusableHeaderFooterView(withIdentifier: listKitReuseIdentifier(type))
    }

    @_spi(ListViews) public static func generatedCells<Item>(of type: Item.Type)
        -> (register: (TableCellRegistrar) -> Void, cell: (Item, TableCellDequeuer, IndexPath) -> UITableViewCell?)?
    {
        guard let items = type as? any TableCellProviding.Type else { return nil }
        return (
            { items.registerCells(in: $0) },
            { item, dequeuer, indexPath in
                (item as? any TableCellProviding)?.cell(from: dequeuer, at: indexPath)
            }
        )
    }

    /// Headers and footers: the app's delegate may make them (views, or titles of the data
    /// source) where the controller has none.
    @_spi(ListViews) public static var appSupplementaryKinds: [String] { [headerKind, footerKind] }

    /// The section's header (`headerView(forSection:)`) or footer (`footerView(forSection:)`),
    /// when it shows one.
    @_spi(ListViews) public static func visibleSupplementaryViews(ofKind kind: String, inSection section: Int, in view: UITableView)
        -> [(view: UIView, indexPath: IndexPath)]
    {
        let shown = kind == headerKind ? view.headerView(forSection: section) : kind == footerKind ? view.footerView(forSection: section) : nil
        return shown.map { [($0, IndexPath(row: 0, section: section))] } ?? []
    }

    /// An empty batch: the table measures its headers and footers again, animated.
    @_spi(ListViews) public static func remeasureSupplementaryViews(_ refreshed: [(kind: String, indexPath: IndexPath)], in view: UITableView) {
        if !refreshed.isEmpty { view.performBatchUpdates(nil) }
    }

    @_spi(ListViews) public static func deselect(at indexPath: IndexPath, in view: UITableView) { view.deselectRow(at: indexPath, animated: true) }
    @_spi(ListViews) public static func connect(_ adapter: Adapter, to view: UITableView) { view.dataSource = adapter }

    @_spi(ListViews) public static func attach(_ adapter: Adapter, to view: UITableView, drag: Bool, drop: Bool) {
        reassign(\.delegate, of: view, to: adapter)
        reassign(\.prefetchDataSource, of: view, to: adapter)
        view.dragDelegate = drag ? adapter : nil
        view.dropDelegate = drop ? adapter : nil
        // Drags begin on iPhone too (UIKit enables them on iPad only by default).
        if drag { view.dragInteractionEnabled = true }
    }
}
#endif
