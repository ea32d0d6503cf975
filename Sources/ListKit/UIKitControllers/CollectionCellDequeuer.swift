#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Registers cell and supplementary view types on a collection view, by type.
public typealias CollectionCellRegistrar = ListCellRegistrar<CollectionViewKind>

/// Dequeues a registered cell for an item (or a supplementary view for a section) of a
/// collection view and configures it, in one call.
public typealias CollectionCellDequeuer = ListCellDequeuer<CollectionViewKind>

extension ListCellRegistrar where Kind == CollectionViewKind {
    /// Registers `type` for the items it shows.
    public func register<Cell: UICollectionViewCell & ConfigurableCell>(_ type: Cell.Type) {
        registerCell(Cell.self)
    }

    /// Registers `type` as the header (`UICollectionView.elementKindSectionHeader`) or footer
    /// of the sections it shows.
    public func register<View: UICollectionReusableView & ConfigurableSupplementaryView>(_ type: View.Type, kind: String) {
        registerSupplementaryView(View.self, ofKind: kind)
    }
}

extension ListCellDequeuer where Kind == CollectionViewKind {
    /// A `Cell` for `item` at `indexPath`, configured. A cell type that was never registered
    /// stops with a message naming the cell and the item type (a programming error UIKit
    /// would report less clearly).
    public func dequeue<Cell: UICollectionViewCell & ConfigurableCell>(_ type: Cell.Type, for item: Cell.Item, at indexPath: IndexPath) -> Cell {
        configuredCell(Cell.self, for: item, at: indexPath)
    }

    /// A header or footer `View` of `kind` for `section` at `indexPath`, configured.
    public func dequeue<View: UICollectionReusableView & ConfigurableSupplementaryView>(
        _ type: View.Type, kind: String, for section: View.Section, at indexPath: IndexPath
    ) -> View {
        configuredSupplementaryView(View.self, ofKind: kind, named: "\(kind) view", for: section, at: indexPath)
    }
}

/// An item type that knows its cells: what listgen's generated bindings add to an item or a
/// wrapper enum (`// listgen: item(cell: PostCell)`), so a controller needs no cell code.
@MainActor
public protocol CollectionCellProviding {
    /// Registers every cell type this item type uses.
    static func registerCells(in registrar: CollectionCellRegistrar)
    /// The configured cell for this item.
    func cell(from dequeuer: CollectionCellDequeuer, at indexPath: IndexPath) -> UICollectionViewCell
}

/// A section type that knows its header and footer views.
@MainActor
public protocol CollectionSupplementaryProviding {
    /// Registers every header and footer view type this section type uses.
    static func registerSupplementaryViews(in registrar: CollectionCellRegistrar)
    /// The configured view of `kind` for this section, or nil when it has none of that kind.
    func supplementaryView(ofKind kind: String, from dequeuer: CollectionCellDequeuer, at indexPath: IndexPath) -> UICollectionReusableView?
}
#endif
