#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Registers cell and header/footer view types on a table view, by type.
public typealias TableCellRegistrar = ListCellRegistrar<TableViewKind>

/// Dequeues a registered cell for an item (or a header or footer for a section) of a table
/// view and configures it, in one call.
public typealias TableCellDequeuer = ListCellDequeuer<TableViewKind>

extension ListCellRegistrar where Kind == TableViewKind {
    /// Registers `type` for the rows it shows.
    public func register<Cell: UITableViewCell & ConfigurableCell>(_ type: Cell.Type) {
        registerCell(Cell.self)
    }

    /// Registers `type` for the section headers or footers it shows.
    public func register<View: UITableViewHeaderFooterView & ConfigurableSupplementaryView>(_ type: View.Type) {
        registerSupplementaryView(View.self, ofKind: TableViewKind.headerKind)
    }
}

extension ListCellDequeuer where Kind == TableViewKind {
    /// A `Cell` for `item` at `indexPath`, configured; an unregistered type stops with a
    /// message naming the cell and the item type.
    public func dequeue<Cell: UITableViewCell & ConfigurableCell>(_ type: Cell.Type, for item: Cell.Item, at indexPath: IndexPath) -> Cell {
        configuredCell(Cell.self, for: item, at: indexPath)
    }

    /// A header or footer `View` for `section`, configured.
    public func dequeue<View: UITableViewHeaderFooterView & ConfigurableSupplementaryView>(_ type: View.Type, for section: View.Section)
        -> View
    {
        configuredSupplementaryView(View.self, ofKind: TableViewKind.headerKind, named: "header or footer", for: section, at: IndexPath())
    }
}

/// An item type that knows its table cells (listgen's generated bindings).
@MainActor
public protocol TableCellProviding {
    /// Registers every cell type this item type uses.
    static func registerCells(in registrar: TableCellRegistrar)
    /// The configured cell for this item.
    func cell(from dequeuer: TableCellDequeuer, at indexPath: IndexPath) -> UITableViewCell
}
#endif
