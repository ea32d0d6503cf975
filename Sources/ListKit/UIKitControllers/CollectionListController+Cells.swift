#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Cells, headers, footers and other supplementary views, by type.
extension CollectionListController {
    /// Items and sections that carry listgen's generated bindings (`CollectionCellProviding`,
    /// `CollectionSupplementaryProviding`) are wired up here: nothing to write.
    func useGeneratedBindings() {
        if let items = Item.self as? any CollectionCellProviding.Type {
            cells(registering: { items.registerCells(in: $0) }, provider: { dequeuer, item, indexPath in
                guard let providing = item as? any CollectionCellProviding else {
                    fatalError("ListKit: \(Item.self) provides no cell")
                }
                return providing.cell(from: dequeuer, at: indexPath)
            })
        }
        if let sections = Section.self as? any CollectionSupplementaryProviding.Type {
            sections.registerSupplementaryViews(in: registrar)
            supplementaryProvider = { dequeuer, kind, section, indexPath in
                (section as? any CollectionSupplementaryProviding)?.supplementaryView(ofKind: kind, from: dequeuer, at: indexPath)
            }
        }
    }

    var registrar: CollectionCellRegistrar {
        CollectionCellRegistrar(collectionView: collectionView) { [unowned self] identifier, _ in registered.insert(identifier) }
    }

    var dequeuer: CollectionCellDequeuer {
        CollectionCellDequeuer(collectionView: collectionView, registered: registered)
    }

    /// Registers cell types, then hands each item to `provider`, which dequeues and
    /// configures the right one (`dequeuer.dequeue(PostCell.self, for: post, at: indexPath)`).
    public func cells(registering register: (CollectionCellRegistrar) -> Void,
                      provider: @escaping (CollectionCellDequeuer, Item, IndexPath) -> UICollectionViewCell) {
        register(registrar)
        cellProvider = provider
    }

    /// Shows every item with one cell type.
    public func cells<Cell: UICollectionViewCell & ConfigurableCell>(_ type: Cell.Type) where Cell.Item == Item {
        cells(registering: { $0.register(Cell.self) }, provider: { $0.dequeue(Cell.self, for: $1, at: $2) })
    }

    /// Shows each section's header with `type`.
    public func headers<View: UICollectionReusableView & ConfigurableSupplementaryView>(_ type: View.Type) where View.Section == Section {
        supplementaryViews(View.self, kind: UICollectionView.elementKindSectionHeader)
    }

    /// Shows each section's footer with `type`.
    public func footers<View: UICollectionReusableView & ConfigurableSupplementaryView>(_ type: View.Type) where View.Section == Section {
        supplementaryViews(View.self, kind: UICollectionView.elementKindSectionFooter)
    }

    /// Shows the supplementary views of `kind` (a badge, a decoration your layout asks for)
    /// with `type`, configured with their section.
    public func supplementaryViews<View: UICollectionReusableView & ConfigurableSupplementaryView>(_ type: View.Type, kind: String)
        where View.Section == Section {
        registrar.register(View.self, kind: kind)
        let previous = supplementaryProvider
        supplementaryProvider = { dequeuer, requested, section, indexPath in
            if requested == kind { return dequeuer.dequeue(View.self, kind: kind, for: section, at: indexPath) }
            return previous?(dequeuer, requested, section, indexPath)
        }
    }

    /// Shows the empty view while the list shows no item.
    func showEmptyView(_ isEmpty: Bool) {
        collectionView.backgroundView = isEmpty ? emptyView : nil
    }
}
#endif
