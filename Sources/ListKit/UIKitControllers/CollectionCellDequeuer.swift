#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Registers cell and supplementary view types on a collection view, by type: the reuse
/// identifier is the type's name, so no string is ever written.
@MainActor
public struct CollectionCellRegistrar {
    let collectionView: UICollectionView
    let record: (String, String) -> Void

    /// Registers `type` for the items it shows.
    public func register<Cell: UICollectionViewCell & ConfigurableCell>(_ type: Cell.Type) {
        let identifier = listKitReuseIdentifier(Cell.self)
        collectionView.register(Cell.self, forCellWithReuseIdentifier: identifier)
        record(identifier, String(reflecting: Cell.Item.self))
    }

    /// Registers `type` as the header (`UICollectionView.elementKindSectionHeader`) or footer
    /// of the sections it shows.
    public func register<View: UICollectionReusableView & ConfigurableSupplementaryView>(_ type: View.Type, kind: String) {
        let identifier = listKitReuseIdentifier(View.self)
        collectionView.register(View.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        record(kind + "/" + identifier, String(reflecting: View.Section.self))
    }
}

/// Dequeues a registered cell for an item and configures it with that item, in one call.
@MainActor
public struct CollectionCellDequeuer {
    let collectionView: UICollectionView
    let registered: Set<String>

    /// A `Cell` for `item` at `indexPath`, configured. A cell type that was never registered
    /// stops with a message naming the cell and the item type (a programming error UIKit
    /// would report less clearly).
    public func dequeue<Cell: UICollectionViewCell & ConfigurableCell>(
        _ type: Cell.Type, for item: Cell.Item,
        at indexPath: IndexPath
    ) -> Cell {
        let identifier = listKitReuseIdentifier(Cell.self)
        guard registered.contains(identifier) else {
            fatalError("ListKit: no cell registered as \(Cell.self) for items of type \(Cell.Item.self); register \(Cell.self) first")
        }
        guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as? Cell else {
            fatalError("ListKit: the cell registered as \(identifier) is not a \(Cell.self)")
        }
        cell.configure(with: item)
        return cell
    }

    /// A header or footer `View` of `kind` for `section` at `indexPath`, configured.
    public func dequeue<View: UICollectionReusableView & ConfigurableSupplementaryView>(
        _ type: View.Type, kind: String, for section: View.Section, at indexPath: IndexPath
    ) -> View {
        let identifier = listKitReuseIdentifier(View.self)
        guard registered.contains(kind + "/" + identifier) else {
            fatalError(
                "ListKit: no \(kind) view registered as \(View.self) for sections of type \(View.Section.self); register \(View.self) first"
            )
        }
        guard
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
                as? View
        else {
            fatalError("ListKit: the view registered as \(identifier) is not a \(View.self)")
        }
        view.configure(with: section)
        return view
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
