#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A `UITableView`'s data source and delegate, driven by a ``ListController``: typed cells
/// and headers, animated applies from any thread, selection, swipe-to-delete and
/// drag-to-reorder (in editing mode), with no index path or reuse identifier in app code.
@MainActor
public final class TableListController<Section: DiffableSection>: NSObject,
    UITableViewDataSource, UITableViewDelegate {
    /// The items the list shows.
    public typealias Item = Section.Element

    /// The view.
    public let tableView: UITableView
    /// The data, the queue and the edit rules (platform-neutral).
    public let controller: ListController<Section>
    /// Row animations of applied batches.
    public let updater: TableViewUpdater
    private var registered: Set<String> = []
    private var cellProvider: ((TableCellDequeuer, Item, IndexPath) -> UITableViewCell)?
    private var headerProvider: ((TableCellDequeuer, Section) -> UIView?)?
    private var footerProvider: ((TableCellDequeuer, Section) -> UIView?)?

    /// Becomes `tableView`'s data source and delegate, showing `sections`.
    public init(tableView: UITableView, sections: [Section] = []) {
        self.tableView = tableView
        controller = ListController(sections: sections)
        updater = TableViewUpdater(tableView, insertAnimation: .fade, deleteAnimation: .fade)
        super.init()
        controller.host = updater
        tableView.dataSource = self
        tableView.delegate = self
        if let items = Item.self as? any TableCellProviding.Type {
            cells(registering: { items.registerCells(in: $0) }, provider: { dequeuer, item, indexPath in
                guard let providing = item as? any TableCellProviding else { fatalError("ListKit: \(Item.self) provides no cell") }
                return providing.cell(from: dequeuer, at: indexPath)
            })
        }
    }

    private var registrar: TableCellRegistrar {
        TableCellRegistrar(tableView: tableView) { [unowned self] in registered.insert($0) }
    }

    private var dequeuer: TableCellDequeuer {
        TableCellDequeuer(tableView: tableView, registered: registered)
    }

    /// Registers cell types, then hands each item to `provider` to dequeue and configure one.
    public func cells(registering register: (TableCellRegistrar) -> Void,
                      provider: @escaping (TableCellDequeuer, Item, IndexPath) -> UITableViewCell) {
        register(registrar)
        cellProvider = provider
    }

    /// Shows every item with one cell type.
    public func cells<Cell: UITableViewCell & ConfigurableCell>(_ type: Cell.Type) where Cell.Item == Item {
        cells(registering: { $0.register(Cell.self) }, provider: { $0.dequeue(Cell.self, for: $1, at: $2) })
    }

    /// Shows each section's header with `type`.
    public func headers<View: UITableViewHeaderFooterView & ConfigurableSupplementaryView>(_ type: View.Type) where View.Section == Section {
        registrar.register(View.self)
        headerProvider = { $0.dequeue(View.self, for: $1) }
    }

    /// Shows each section's footer with `type`.
    public func footers<View: UITableViewHeaderFooterView & ConfigurableSupplementaryView>(_ type: View.Type) where View.Section == Section {
        registrar.register(View.self)
        footerProvider = { $0.dequeue(View.self, for: $1) }
    }

    /// Makes `sections` the list's data (see ``ListController/apply(_:animated:completion:)``).
    @discardableResult
    public func apply(_ sections: [Section], animated: Bool = true,
                      completion: (@MainActor @Sendable () -> Void)? = nil) -> Int {
        controller.apply(sections, animated: animated, completion: completion)
    }

    /// Makes `sections` the list's data and returns once they are displayed.
    public func applyAndWait(_ sections: [Section], animated: Bool = true) async {
        await controller.applyAndWait(sections, animated: animated)
    }

    // MARK: UITableViewDataSource

    public func numberOfSections(in tableView: UITableView) -> Int {
        controller.numberOfSections
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        controller.numberOfItems(inSection: section)
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let item = controller.item(at: ItemPath(item: indexPath.row, section: indexPath.section))
        guard let cellProvider else {
            fatalError("ListKit: no cell for items of type \(Item.self); call cells(_:) or use listgen's generated bindings")
        }
        return controller.configuringCell(for: item) { cellProvider(dequeuer, item, indexPath) }
    }

    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        guard let path = ItemPath(indexPath) else { return false }
        return controller.canDelete(at: path) || controller.canMove(at: path)
    }

    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let path = ItemPath(indexPath), controller.canDelete(at: path) else { return }
        controller.userDeletedItem(at: path)
    }

    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        ItemPath(indexPath).map(controller.canMove(at:)) ?? false
    }

    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let source = ItemPath(sourceIndexPath), let target = ItemPath(destinationIndexPath) else { return }
        controller.userMovedItem(from: source, to: target)
        controller.endInteractiveMove()
    }

    // MARK: UITableViewDelegate

    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        ItemPath(indexPath).map(controller.canDelete(at:)) == true ? .delete : .none
    }

    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        false
    }

    public func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                          toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        guard let source = ItemPath(sourceIndexPath), let proposed = ItemPath(proposedDestinationIndexPath) else {
            return proposedDestinationIndexPath
        }
        controller.beginInteractiveMove()
        return IndexPath(listKitPath: controller.moveTarget(from: source, proposed: proposed))
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if let path = ItemPath(indexPath) { controller.userSelectedItem(at: path) }
    }

    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        if let path = ItemPath(indexPath) { controller.userDeselectedItem(at: path) }
    }

    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        headerProvider?(dequeuer, controller.section(at: section))
    }

    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        footerProvider?(dequeuer, controller.section(at: section))
    }
}

extension TableListController where Section: Sendable, Section.Element: Sendable {
    /// Makes `sections` the list's data; callable from any thread (see
    /// ``ListController/apply(_:animated:completion:)``).
    @discardableResult
    public nonisolated func apply(_ sections: [Section], animated: Bool = true,
                                  completion: (@MainActor @Sendable () -> Void)? = nil) -> Int {
        controller.apply(sections, animated: animated, completion: completion)
    }

    /// Makes `sections` the list's data and returns once they are displayed.
    public func applyAndWait(_ sections: [Section], animated: Bool = true) async {
        await controller.applyAndWait(sections, animated: animated)
    }
}
#endif
