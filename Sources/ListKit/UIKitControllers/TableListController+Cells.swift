#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Cells, headers and footers, by type.
extension TableListController {
    /// Items that carry listgen's generated table bindings (`TableCellProviding`) are wired
    /// up here.
    func useGeneratedBindings() {
        if let items = Item.self as? any TableCellProviding.Type {
            cells(
                registering: { items.registerCells(in: $0) },
                provider: { dequeuer, item, indexPath in
                    guard let providing = item as? any TableCellProviding else { fatalError("ListKit: \(Item.self) provides no cell") }
                    return providing.cell(from: dequeuer, at: indexPath)
                })
        }
    }

    var registrar: TableCellRegistrar {
        TableCellRegistrar(tableView: tableView) { [unowned self] in registered.insert($0) }
    }

    var dequeuer: TableCellDequeuer {
        TableCellDequeuer(tableView: tableView, registered: registered)
    }

    /// Registers cell types, then hands each item to `provider` to dequeue and configure one.
    public func cells(
        registering register: (TableCellRegistrar) -> Void,
        provider: @escaping (TableCellDequeuer, Item, IndexPath) -> UITableViewCell
    ) {
        register(registrar)
        cellProvider = provider
    }

    /// Shows every item with one cell type.
    public func cells<Cell: UITableViewCell & ConfigurableCell>(_ type: Cell.Type) where Cell.Item == Item {
        cells(registering: { $0.register(Cell.self) }, provider: { $0.dequeue(Cell.self, for: $1, at: $2) })
    }

    /// Shows every item with one cell type that `configure` sets up (a cell that does not
    /// adopt ``ConfigurableCell``).
    public func cells<Cell: UITableViewCell>(_ type: Cell.Type, configure: @escaping @MainActor (Cell, Item) -> Void) {
        let identifier = listKitReuseIdentifier(Cell.self)
        tableView.register(Cell.self, forCellReuseIdentifier: identifier)
        registered.insert(identifier)
        cellProvider = { [unowned self] _, item, indexPath in
            guard let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath) as? Cell else {
                fatalError("ListKit: the cell registered as \(identifier) is not a \(Cell.self)")
            }
            configure(cell, item)
            return cell
        }
    }

    /// Shows each section's header with `type`.
    public func headers<View: UITableViewHeaderFooterView & ConfigurableSupplementaryView>(_ type: View.Type)
    where View.Section == Section {
        headers(View.self) { $0.configure(with: $1) }
    }

    /// Shows each section's header with `type`, set up by `configure`.
    public func headers<View: UITableViewHeaderFooterView>(_ type: View.Type, configure: @escaping @MainActor (View, Section) -> Void) {
        headerProvider = headerFooterProvider(View.self, configure)
    }

    /// Shows each section's footer with `type`.
    public func footers<View: UITableViewHeaderFooterView & ConfigurableSupplementaryView>(_ type: View.Type)
    where View.Section == Section {
        footers(View.self) { $0.configure(with: $1) }
    }

    /// Shows each section's footer with `type`, set up by `configure`.
    public func footers<View: UITableViewHeaderFooterView>(_ type: View.Type, configure: @escaping @MainActor (View, Section) -> Void) {
        footerProvider = headerFooterProvider(View.self, configure)
    }

    private func headerFooterProvider<View: UITableViewHeaderFooterView>(
        _ type: View.Type, _ configure: @escaping @MainActor (View, Section) -> Void
    ) -> (TableCellDequeuer, Section) -> UIView? {
        let identifier = listKitReuseIdentifier(View.self)
        tableView.register(View.self, forHeaderFooterViewReuseIdentifier: identifier)
        registered.insert(identifier)
        return { [unowned self] _, section in
            guard let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier) as? View else {
                fatalError("ListKit: the header or footer registered as \(identifier) is not a \(View.self)")
            }
            configure(view, section)
            return view
        }
    }

    /// Shows the empty view while the table shows no row.
    func showEmptyView(_ isEmpty: Bool) {
        tableView.backgroundView = isEmpty ? emptyView : nil
    }
}

#if canImport(SwiftUI)
import SwiftUI

/// SwiftUI views as table cells (iOS 16).
extension TableListController {
    /// Shows every item in a cell whose content is the SwiftUI view `row` makes for it.
    @available(iOS 16, tvOS 16, visionOS 1, *)
    public func hostedCells<Row: View>(@ViewBuilder _ row: @escaping @MainActor (Item) -> Row) {
        cells(
            registering: { $0.register(HostingTableCell.self) },
            provider: { dequeuer, item, indexPath in
                let cell = dequeuer.dequeue(HostingTableCell.self, for: (), at: indexPath)
                cell.contentConfiguration = UIHostingConfiguration { row(item) }
                return cell
            })
    }
}

/// The cell ``TableListController/hostedCells(_:)`` fills with a SwiftUI view.
public final class HostingTableCell: UITableViewCell, ConfigurableCell {
    /// The content is set by the controller.
    public func configure(with item: Void) {}
}
#endif
#endif
