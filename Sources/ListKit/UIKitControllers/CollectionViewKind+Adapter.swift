#if canImport(UIKit) && !os(watchOS)
import UIKit

/// What a collection list controller does that differs from a table's.
extension CollectionViewKind: UIKitListViewKind {
    /// The app's delegate: the collection view's, which includes the scroll view's and a flow
    /// layout's.
    public typealias Delegate = any UICollectionViewDelegate
    /// The app's prefetching data source.
    public typealias PrefetchDataSource = any UICollectionViewDataSourcePrefetching
    /// The app's drag delegate.
    public typealias DragDelegate = any UICollectionViewDragDelegate
    /// The app's drop delegate.
    public typealias DropDelegate = any UICollectionViewDropDelegate
    /// ``CollectionListController`` as the view calls it.
    public typealias Adapter = any UICollectionViewDataSource & UICollectionViewDelegate & UICollectionViewDataSourcePrefetching
        & UICollectionViewDragDelegate & UICollectionViewDropDelegate

    @_spi(ListViews) public static var headerKind: String { UICollectionView.elementKindSectionHeader }
    @_spi(ListViews) public static var footerKind: String { UICollectionView.elementKindSectionFooter }

    @_spi(ListViews) public static var hostingCell: AnyClass { HostingListCell.self }
    @_spi(ListViews) public static var outlinePlaceholderCell: AnyClass { OutlinePlaceholderCell.self }

    @_spi(ListViews) public static func registerCell(_ type: AnyClass, in view: UICollectionView) {
        view.register(type, forCellWithReuseIdentifier: listKitReuseIdentifier(type))
    }

    @_spi(ListViews) public static func dequeueCell(_ type: AnyClass, at indexPath: IndexPath, in view: UICollectionView) -> UICollectionViewCell {
        view.dequeueReusableCell(withReuseIdentifier: listKitReuseIdentifier(type), for: indexPath)
    }

    @_spi(ListViews) public static func registerSupplementaryView(_ type: AnyClass, ofKind kind: String, in view: UICollectionView) {
        view.register(type, forSupplementaryViewOfKind: kind, withReuseIdentifier: listKitReuseIdentifier(type))
    }

    /// Registered by kind: the same type may be a header and a badge.
    @_spi(ListViews) public static func registrationKey(ofSupplementaryView type: AnyClass, kind: String) -> String {
        kind + "/" + listKitReuseIdentifier(type)
    }

    @_spi(ListViews) public static func dequeueSupplementaryView(
        _ type: AnyClass, ofKind kind: String, at indexPath: IndexPath, in view: UICollectionView
    ) -> UICollectionReusableView? {
        view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: listKitReuseIdentifier(type), for: indexPath)
    }

    @_spi(ListViews) public static func generatedCells<Item>(of type: Item.Type)
        -> (register: (CollectionCellRegistrar) -> Void, cell: (Item, CollectionCellDequeuer, IndexPath) -> UICollectionViewCell?)?
    {
        guard let items = type as? any CollectionCellProviding.Type else { return nil }
        return (
            { items.registerCells(in: $0) },
            { item, dequeuer, indexPath in
                (item as? any CollectionCellProviding)?.cell(from: dequeuer, at: indexPath)
            }
        )
    }

    @_spi(ListViews) public static func generatedSupplementaryViews<Section>(of type: Section.Type)
        -> (register: (CollectionCellRegistrar) -> Void, view: (Section, String, CollectionCellDequeuer, IndexPath) -> UICollectionReusableView?)?
    {
        guard let sections = type as? any CollectionSupplementaryProviding.Type else { return nil }
        return (
            { sections.registerSupplementaryViews(in: $0) },
            { section, kind, dequeuer, indexPath in
                (section as? any CollectionSupplementaryProviding)?.supplementaryView(ofKind: kind, from: dequeuer, at: indexPath)
            }
        )
    }

    /// None: the data source makes every supplementary view of a collection view.
    @_spi(ListViews) public static var appSupplementaryKinds: [String] { [] }

    @_spi(ListViews) public static func visibleSupplementaryViews(ofKind kind: String, inSection section: Int, in view: UICollectionView)
        -> [(view: UICollectionReusableView, indexPath: IndexPath)]
    {
        view.indexPathsForVisibleSupplementaryElements(ofKind: kind).filter { $0.section == section }.compactMap { indexPath in
            view.supplementaryView(forElementKind: kind, at: indexPath).map { ($0, indexPath) }
        }
    }

    /// Invalidates the views' layout attributes (in a context of the layout's own class), so
    /// a self-sizing view is measured again.
    @_spi(ListViews) public static func remeasureSupplementaryViews(_ refreshed: [(kind: String, indexPath: IndexPath)], in view: UICollectionView) {
        let layout = view.collectionViewLayout
        guard !refreshed.isEmpty, let context = (type(of: layout).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)?.init()
        else { return }
        for (kind, views) in Dictionary(grouping: refreshed, by: \.kind) {
            context.invalidateSupplementaryElements(ofKind: kind, at: views.map(\.indexPath))
        }
        layout.invalidateLayout(with: context)
    }

    @_spi(ListViews) public static func deselect(at indexPath: IndexPath, in view: UICollectionView) {
        view.deselectItem(at: indexPath, animated: true)
    }
    @_spi(ListViews) public static func connect(_ adapter: Adapter, to view: UICollectionView) { view.dataSource = adapter }

    @_spi(ListViews) public static func attach(_ adapter: Adapter, to view: UICollectionView, drag: Bool, drop: Bool) {
        reassign(\.delegate, of: view, to: adapter)
        reassign(\.prefetchDataSource, of: view, to: adapter)
        view.dragDelegate = drag ? adapter : nil
        view.dropDelegate = drop ? adapter : nil
        // Drags begin on iPhone too (UIKit enables them on iPad only by default).
        if drag { view.dragInteractionEnabled = true }
    }

    /// A layout asks the delegate what it answers as it prepares: it is let ask afresh, so a
    /// flow layout goes back to its own sizes as it would with a delegate of UIKit's that went.
    @_spi(ListViews) public static func appDelegateReleased(in view: UICollectionView) {
        view.collectionViewLayout.invalidateLayout()
    }
}
#endif
