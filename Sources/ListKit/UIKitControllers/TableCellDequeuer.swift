#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Registers cell and header/footer view types on a table view, by type.
@MainActor
public struct TableCellRegistrar {
    let tableView: UITableView
    let record: (String) -> Void

    /// Registers `type` for the rows it shows.
    public func register<Cell: UITableViewCell & ConfigurableCell>(_ type: Cell.Type) {
        let identifier = listKitReuseIdentifier(Cell.self)
        tableView.register(Cell.self, forCellReuseIdentifier: identifier)
        record(identifier)
    }

    /// Registers `type` for the section headers or footers it shows.
    public func register<View: UITableViewHeaderFooterView & ConfigurableSupplementaryView>(_ type: View.Type) {
        let identifier = listKitReuseIdentifier(View.self)
        tableView.register(View.self, forHeaderFooterViewReuseIdentifier: identifier)
        record(identifier)
    }
}

/// Dequeues a registered cell for an item and configures it with that item, in one call.
@MainActor
public struct TableCellDequeuer {
    let tableView: UITableView
    let registered: Set<String>

    /// A `Cell` for `item` at `indexPath`, configured; an unregistered type stops with a
    /// message naming the cell and the item type.
    public func dequeue<Cell: UITableViewCell & ConfigurableCell>(_ type: Cell.Type, for item: Cell.Item, at indexPath: IndexPath) -> Cell {
        let identifier = listKitReuseIdentifier(Cell.self)
        guard registered.contains(identifier) else {
            fatalError("ListKit: no cell registered as \(Cell.self) for items of type \(Cell.Item.self); register \(Cell.self) first")
        }
        guard let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath) as? Cell else {
            fatalError("ListKit: the cell registered as \(identifier) is not a \(Cell.self)")
        }
        cell.configure(with: item)
        return cell
    }

    /// A header or footer `View` for `section`, configured.
    public func dequeue<View: UITableViewHeaderFooterView & ConfigurableSupplementaryView>(_ type: View.Type, for section: View.Section)
        -> View
    {
        let identifier = listKitReuseIdentifier(View.self)
        guard registered.contains(identifier), let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier) as? View
        else {
            fatalError(
                "ListKit: no header or footer registered as \(View.self) for sections of type \(View.Section.self); register \(View.self) first"
            )
        }
        view.configure(with: section)
        return view
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
