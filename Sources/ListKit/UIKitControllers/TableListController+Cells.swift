#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Cells, headers and footers, by type.
extension TableListController {
    /// Shows every item with one cell type.
    public func cells<Cell: UITableViewCell & ConfigurableCell>(_ type: Cell.Type) where Cell.Item == Item {
        core.cells(Cell.self) { $0.configure(with: $1) }
    }

    /// Shows every item with one cell type that `configure` sets up (a cell that does not
    /// adopt ``ConfigurableCell``).
    public func cells<Cell: UITableViewCell>(_ type: Cell.Type, configure: @escaping @MainActor (Cell, Item) -> Void) {
        core.cells(Cell.self, configure: configure)
    }

    /// Shows each section's header with `type`.
    public func headers<View: UITableViewHeaderFooterView & ConfigurableSupplementaryView>(_ type: View.Type)
    where View.Section == Section {
        headers(View.self) { $0.configure(with: $1) }
    }

    /// Shows each section's header with `type`, set up by `configure`.
    public func headers<View: UITableViewHeaderFooterView>(_ type: View.Type, configure: @escaping @MainActor (View, Section) -> Void) {
        core.supplementaryViews(View.self, kind: Kind.headerKind, configure: configure)
    }

    /// Shows each section's footer with `type`.
    public func footers<View: UITableViewHeaderFooterView & ConfigurableSupplementaryView>(_ type: View.Type)
    where View.Section == Section {
        footers(View.self) { $0.configure(with: $1) }
    }

    /// Shows each section's footer with `type`, set up by `configure`.
    public func footers<View: UITableViewHeaderFooterView>(_ type: View.Type, configure: @escaping @MainActor (View, Section) -> Void) {
        core.supplementaryViews(View.self, kind: Kind.footerKind, configure: configure)
    }
}
#endif
