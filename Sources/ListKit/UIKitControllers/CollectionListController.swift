#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A `UICollectionView`'s data source and delegate, driven by a ``ListController``: the app
/// registers typed cells once and applies snapshots; counts, cells, headers, selection,
/// swipe-to-delete and reordering are handled here.
///
/// ```swift
/// let list = CollectionListController<FeedPage>(collectionView: collectionView)  // generated cells: done
/// list.apply(pages)                                                            // from any thread
/// ```
@MainActor
public final class CollectionListController<Section: DiffableSection>: NSObject,
    UICollectionViewDataSource, UICollectionViewDelegate {
    /// The items the list shows.
    public typealias Item = Section.Element

    /// The view.
    public let collectionView: UICollectionView
    /// The data, the queue and the edit rules (platform-neutral).
    public let controller: ListController<Section>
    private let updater: CollectionViewUpdater
    private var registered: Set<String> = []
    private var cellProvider: ((CollectionCellDequeuer, Item, IndexPath) -> UICollectionViewCell)?
    private var supplementaryProvider: ((CollectionCellDequeuer, String, Section, IndexPath) -> UICollectionReusableView?)?

    /// Becomes `collectionView`'s data source and delegate, showing `sections`.
    public init(collectionView: UICollectionView, sections: [Section] = []) {
        self.collectionView = collectionView
        controller = ListController(sections: sections)
        updater = CollectionViewUpdater(collectionView)
        super.init()
        controller.host = updater
        collectionView.dataSource = self
        collectionView.delegate = self
        useGeneratedBindings()
    }

    /// Items and sections that carry listgen's generated bindings (`CollectionCellProviding`,
    /// `CollectionSupplementaryProviding`) are wired up here: nothing to write.
    private func useGeneratedBindings() {
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

    private var registrar: CollectionCellRegistrar {
        CollectionCellRegistrar(collectionView: collectionView) { [unowned self] identifier, _ in registered.insert(identifier) }
    }

    private var dequeuer: CollectionCellDequeuer {
        CollectionCellDequeuer(collectionView: collectionView, registered: registered)
    }

    // MARK: Cells and headers

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

    private func supplementaryViews<View: UICollectionReusableView & ConfigurableSupplementaryView>(_ type: View.Type, kind: String)
        where View.Section == Section {
        registrar.register(View.self, kind: kind)
        let previous = supplementaryProvider
        supplementaryProvider = { dequeuer, requested, section, indexPath in
            if requested == kind { return dequeuer.dequeue(View.self, kind: kind, for: section, at: indexPath) }
            return previous?(dequeuer, requested, section, indexPath)
        }
    }

    // MARK: Applying

    /// Makes `sections` the list's data (see ``ListController/apply(_:animated:completion:)``).
    @discardableResult
    public func apply(_ sections: [Section], animated: Bool = true,
                      completion: (@MainActor @Sendable () -> Void)? = nil) -> Int {
        controller.apply(sections, animated: animated, completion: completion)
    }

    /// Makes `sections` the list's data and returns once they are displayed.
    public func applyAndWait(_ sections: [Section], animated: Bool = true) async {
        await controller.applyAndWait(sections, animated: animated)
    }

    /// A trailing swipe action "Delete" for items the controller lets the user delete, for
    /// `UICollectionLayoutListConfiguration.trailingSwipeActionsConfigurationProvider`.
    public func deleteSwipeActions(title: String = "Delete") -> UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider {
        { [weak self] indexPath in
            guard let self, let path = ItemPath(indexPath), controller.canDelete(at: path) else { return nil }
            let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
                self?.controller.userDeletedItem(at: path)
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
    }

    /// A list layout (`UICollectionViewCompositionalLayout.list`) in `appearance`, with
    /// section headers and footers when views are registered for them, and the delete swipe
    /// action for items the controller lets the user delete.
    public func listLayout(appearance: UICollectionLayoutListConfiguration.Appearance = .plain) -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        if registered.contains(where: { $0.hasPrefix(UICollectionView.elementKindSectionHeader + "/") }) {
            configuration.headerMode = .supplementary
        }
        if registered.contains(where: { $0.hasPrefix(UICollectionView.elementKindSectionFooter + "/") }) {
            configuration.footerMode = .supplementary
        }
        configuration.trailingSwipeActionsConfigurationProvider = deleteSwipeActions()
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    // MARK: UICollectionViewDataSource

    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        controller.numberOfSections
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        controller.numberOfItems(inSection: section)
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let item = controller.item(at: ItemPath(item: indexPath.item, section: indexPath.section))
        guard let cellProvider else {
            fatalError("ListKit: no cell for items of type \(Item.self); call cells(_:) or use listgen's generated bindings")
        }
        return controller.configuringCell(for: item) { cellProvider(dequeuer, item, indexPath) }
    }

    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        let section = controller.section(at: indexPath.section)
        guard let view = supplementaryProvider?(dequeuer, kind, section, indexPath) else {
            fatalError("ListKit: the layout asks for a \(kind) view, but none is registered for \(Section.self); call headers(_:) or footers(_:)")
        }
        return view
    }

    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        ItemPath(indexPath).map(controller.canMove(at:)) ?? false
    }

    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let source = ItemPath(sourceIndexPath), let target = ItemPath(destinationIndexPath) else { return }
        controller.userMovedItem(from: source, to: target)
        controller.endInteractiveMove()
    }

    // MARK: UICollectionViewDelegate

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        if let path = ItemPath(indexPath) { controller.userSelectedItem(at: path) }
    }

    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        if let path = ItemPath(indexPath) { controller.userDeselectedItem(at: path) }
    }

    public func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                               atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        guard let source = ItemPath(originalIndexPath), let proposed = ItemPath(proposedIndexPath) else { return proposedIndexPath }
        // The drag is under way: applies wait until the drop (moveItemAt).
        controller.beginInteractiveMove()
        return IndexPath(listKitPath: controller.moveTarget(from: source, proposed: proposed))
    }
}

extension CollectionListController where Section: Sendable, Section.Element: Sendable {
    /// Makes `sections` the list's data; callable from any thread (see
    /// ``ListController/apply(_:animated:completion:)``).
    @discardableResult
    public nonisolated func apply(_ sections: [Section], animated: Bool = true,
                                  completion: (@MainActor @Sendable () -> Void)? = nil) -> Int {
        controller.apply(sections, animated: animated, completion: completion)
    }

    /// Makes `sections` the list's data and returns once they are displayed.
    public func applyAndWait(_ sections: [Section], animated: Bool = true) async {
        await controller.applyAndWait(sections, animated: animated)
    }
}
#endif
