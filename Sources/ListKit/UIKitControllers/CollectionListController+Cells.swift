#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Cells, headers, footers and other supplementary views, by type.
extension CollectionListController {
    /// Shows every item with one cell type.
    public func cells<Cell: UICollectionViewCell & ConfigurableCell>(_ type: Cell.Type) where Cell.Item == Item {
        core.cells(Cell.self) { $0.configure(with: $1) }
    }

    /// Shows every item with one cell type that `configure` sets up: for a cell of the app's
    /// own that does not adopt ``ConfigurableCell``
    /// (`list.cells(NoteCell.self) { cell, note in cell.show(note) }`).
    public func cells<Cell: UICollectionViewCell>(_ type: Cell.Type, configure: @escaping @MainActor (Cell, Item) -> Void) {
        core.cells(Cell.self, configure: configure)
    }

    /// Shows each section's header with `type`.
    public func headers<View: UICollectionReusableView & ConfigurableSupplementaryView>(_ type: View.Type) where View.Section == Section {
        supplementaryViews(View.self, kind: Kind.headerKind)
    }

    /// Shows each section's header with `type`, set up by `configure`
    /// (`list.headers(TitleView.self) { view, section in view.configure(title: section.id) }`).
    /// A title makes a good section ID only where no two sections share one: the ID is what
    /// the diff and the user's drags tell sections apart by (debug builds report a repeated one).
    public func headers<View: UICollectionReusableView>(_ type: View.Type, configure: @escaping @MainActor (View, Section) -> Void) {
        supplementaryViews(View.self, kind: Kind.headerKind, configure: configure)
    }

    /// Shows each section's footer with `type`.
    public func footers<View: UICollectionReusableView & ConfigurableSupplementaryView>(_ type: View.Type) where View.Section == Section {
        supplementaryViews(View.self, kind: Kind.footerKind)
    }

    /// Shows each section's footer with `type`, set up by `configure`.
    public func footers<View: UICollectionReusableView>(_ type: View.Type, configure: @escaping @MainActor (View, Section) -> Void) {
        supplementaryViews(View.self, kind: Kind.footerKind, configure: configure)
    }

    /// Shows the supplementary views of `kind` (a badge, a decoration your layout asks for)
    /// with `type`, configured with their section.
    public func supplementaryViews<View: UICollectionReusableView & ConfigurableSupplementaryView>(_ type: View.Type, kind: String)
    where View.Section == Section {
        supplementaryViews(View.self, kind: kind) { $0.configure(with: $1) }
    }

    /// Shows the supplementary views of `kind` with `type`, set up by `configure`.
    public func supplementaryViews<View: UICollectionReusableView>(
        _ type: View.Type, kind: String, configure: @escaping @MainActor (View, Section) -> Void
    ) {
        core.supplementaryViews(View.self, kind: kind, configure: configure)
    }
}
#endif
