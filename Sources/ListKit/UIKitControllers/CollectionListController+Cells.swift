#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Cells, headers, footers and other supplementary views, by type.
extension CollectionListController {
    /// Items and sections that carry listgen's generated bindings (`CollectionCellProviding`,
    /// `CollectionSupplementaryProviding`) are wired up here: nothing to write.
    func useGeneratedBindings() {
        if let items = Item.self as? any CollectionCellProviding.Type {
            cells(
                registering: { items.registerCells(in: $0) },
                provider: { dequeuer, item, indexPath in
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
    public func cells(
        registering register: (CollectionCellRegistrar) -> Void,
        provider: @escaping (CollectionCellDequeuer, Item, IndexPath) -> UICollectionViewCell
    ) {
        register(registrar)
        cellProvider = provider
    }

    /// Shows every item with one cell type.
    public func cells<Cell: UICollectionViewCell & ConfigurableCell>(_ type: Cell.Type) where Cell.Item == Item {
        cells(registering: { $0.register(Cell.self) }, provider: { $0.dequeue(Cell.self, for: $1, at: $2) })
    }

    /// Shows every item with one cell type that `configure` sets up: for a cell of the app's
    /// own that does not adopt ``ConfigurableCell``
    /// (`list.cells(NoteCell.self) { cell, note in cell.show(note) }`).
    public func cells<Cell: UICollectionViewCell>(_ type: Cell.Type, configure: @escaping @MainActor (Cell, Item) -> Void) {
        let identifier = listKitReuseIdentifier(Cell.self)
        collectionView.register(Cell.self, forCellWithReuseIdentifier: identifier)
        registered.insert(identifier)
        cellProvider = { [unowned self] _, item, indexPath in
            guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as? Cell else {
                fatalError("ListKit: the cell registered as \(identifier) is not a \(Cell.self)")
            }
            configure(cell, item)
            return cell
        }
    }

    /// Shows each section's header with `type`.
    public func headers<View: UICollectionReusableView & ConfigurableSupplementaryView>(_ type: View.Type) where View.Section == Section {
        supplementaryViews(View.self, kind: UICollectionView.elementKindSectionHeader) { $0.configure(with: $1) }
    }

    /// Shows each section's header with `type`, set up by `configure`
    /// (`list.headers(TitleView.self) { view, section in view.configure(title: section.id) }`).
    public func headers<View: UICollectionReusableView>(_ type: View.Type, configure: @escaping @MainActor (View, Section) -> Void) {
        supplementaryViews(View.self, kind: UICollectionView.elementKindSectionHeader, configure: configure)
    }

    /// Shows each section's footer with `type`.
    public func footers<View: UICollectionReusableView & ConfigurableSupplementaryView>(_ type: View.Type) where View.Section == Section {
        supplementaryViews(View.self, kind: UICollectionView.elementKindSectionFooter) { $0.configure(with: $1) }
    }

    /// Shows each section's footer with `type`, set up by `configure`.
    public func footers<View: UICollectionReusableView>(_ type: View.Type, configure: @escaping @MainActor (View, Section) -> Void) {
        supplementaryViews(View.self, kind: UICollectionView.elementKindSectionFooter, configure: configure)
    }

    /// Shows the supplementary views of `kind` (a badge, a decoration your layout asks for)
    /// with `type`, configured with their section.
    public func supplementaryViews<View: UICollectionReusableView & ConfigurableSupplementaryView>(_ type: View.Type, kind: String)
    where View.Section == Section {
        supplementaryViews(View.self, kind: kind) { $0.configure(with: $1) }
    }

    /// Shows the supplementary views of `kind` with `type`, set up by `configure`.
    public func supplementaryViews<View: UICollectionReusableView>(
        _ type: View.Type, kind: String,
        configure: @escaping @MainActor (View, Section) -> Void
    ) {
        let identifier = listKitReuseIdentifier(View.self)
        collectionView.register(View.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        registered.insert(kind + "/" + identifier)
        let previous = supplementaryProvider
        supplementaryProvider = { [unowned self] dequeuer, requested, section, indexPath in
            guard requested == kind else { return previous?(dequeuer, requested, section, indexPath) }
            guard
                let view = collectionView.dequeueReusableSupplementaryView(
                    ofKind: kind, withReuseIdentifier: identifier,
                    for: indexPath) as? View
            else {
                fatalError("ListKit: the \(kind) view registered as \(identifier) is not a \(View.self)")
            }
            configure(view, section)
            return view
        }
    }

    /// Shows the empty view while the list shows no item.
    func showEmptyView(_ isEmpty: Bool) {
        collectionView.backgroundView = isEmpty ? emptyView : nil
    }
}
#endif
