#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

// Not compiled by any check of this repository: no AppKit SDK runs on Linux. Kept to
// one-line calls of NSCollectionView's own methods.

/// `NSCollectionView` as a kind of list view: what ``NSCollectionViewUpdater`` needs that
/// differs from other views. Batches animate through the view's animator proxy.
public enum NSCollectionViewKind: ListViewKind {
    /// The view.
    public typealias View = NSCollectionView
    /// A collection view animates changed items its own way (its layout's).
    public typealias RowAnimation = Void

    @_spi(ListViews) public static var automaticRowAnimation: Void { () }
    @_spi(ListViews) public static func canAnimateBatches(on view: NSCollectionView) -> Bool { view.window != nil }
    @_spi(ListViews) public static func reloadData(of view: NSCollectionView) { view.reloadData() }

    @_spi(ListViews) public static func performBatch(
        on view: NSCollectionView, _ updates: @escaping () -> Void, completion: ((Bool) -> Void)?
    ) {
        view.animator().performBatchUpdates(updates, completionHandler: completion)
    }

    @_spi(ListViews) public static func apply(_ operation: ListViewOperation, animation: Void, to view: NSCollectionView) {
        switch operation {
        case .insertSections(let sections): view.insertSections(sections)
        case .deleteSections(let sections): view.deleteSections(sections)
        case .moveSection(let section, let target): view.moveSection(section, toSection: target)
        case .reloadSections(let sections): view.reloadSections(sections)
        case .insertItems(let paths): view.insertItems(at: Set(paths))
        case .deleteItems(let paths): view.deleteItems(at: Set(paths))
        case .moveItem(let path, let target): view.moveItem(at: path, to: target)
        // AppKit has no reconfigure: the items are reloaded.
        case .reloadItems(let paths), .reconfigureItems(let paths): view.reloadItems(at: Set(paths))
        }
    }
}

/// Applies ListKit batches to an `NSCollectionView` (a ``ListViewUpdater`` of
/// ``NSCollectionViewKind``), animated through its animator proxy.
public typealias NSCollectionViewUpdater = ListViewUpdater<NSCollectionViewKind>

extension ListViewUpdater where Kind == NSCollectionViewKind {
    /// An updater for `collectionView`.
    public convenience init(_ collectionView: NSCollectionView) {
        self.init(view: collectionView)
    }

    /// The collection view updated.
    public var collectionView: NSCollectionView { view }
}

extension NSCollectionView {
    /// Animates `staged` into this collection view (see
    /// ``ListViewUpdater/reload(using:animatingAtMost:setData:)``).
    public func reload<Data>(using staged: StagedChangeset<Data>, animatingAtMost cap: Int? = nil, setData: (Data) -> Void) {
        NSCollectionViewUpdater(self).reload(using: staged, animatingAtMost: cap, setData: setData)
    }
}
#endif
