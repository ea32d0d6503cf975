#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Cells, headers and footers, by type.
extension TableListController {
    /// Items that carry listgen's generated table bindings (`TableCellProviding`) are wired
    /// up here.
    func useGeneratedBindings() {
        if let items = Item.self as? any TableCellProviding.Type {
            cells(registering: { items.registerCells(in: $0) }, provider: { dequeuer, item, indexPath in
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
        cells(registering: { $0.register(HostingTableCell.self) }, provider: { dequeuer, item, indexPath in
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
