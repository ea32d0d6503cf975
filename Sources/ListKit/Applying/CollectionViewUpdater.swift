#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Applies ListKit batches to a `UICollectionView`. An adapter value rather than an
/// extension of `UICollectionView`, so the batch protocol adds no method beside UIKit's own;
/// the view itself only gains ``UIKit/UICollectionView/reload(using:animatingAtMost:setData:)``.
@MainActor
public final class CollectionViewUpdater: BatchUpdatable {
    /// The collection view updated.
    public let collectionView: UICollectionView

    /// An updater for `collectionView`.
    public init(_ collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    public var canAnimateBatches: Bool { collectionView.window != nil }

    public func performBatch(_ updates: () -> Void, completion: ((Bool) -> Void)?) {
        // UIKit runs `updates` synchronously, so it never actually escapes.
        withoutActuallyEscaping(updates) { updates in
            collectionView.performBatchUpdates(updates, completion: completion)
        }
    }

    public func reloadAll() {
        collectionView.reloadData()
    }

    public func insertSections(at indices: [Int]) {
        collectionView.insertSections(IndexSet(indices))
    }

    public func deleteSections(at indices: [Int]) {
        collectionView.deleteSections(IndexSet(indices))
    }

    public func moveSection(from source: Int, to target: Int) {
        collectionView.moveSection(source, toSection: target)
    }

    public func reloadSections(at indices: [Int]) {
        collectionView.reloadSections(IndexSet(indices))
    }

    public func insertItems(at paths: [ItemPath]) {
        collectionView.insertItems(at: paths.map(IndexPath.init(listKitPath:)))
    }

    public func deleteItems(at paths: [ItemPath]) {
        collectionView.deleteItems(at: paths.map(IndexPath.init(listKitPath:)))
    }

    public func moveItem(from source: ItemPath, to target: ItemPath) {
        collectionView.moveItem(at: IndexPath(listKitPath: source), to: IndexPath(listKitPath: target))
    }

    public func reloadItems(at paths: [ItemPath]) {
        collectionView.reloadItems(at: paths.map(IndexPath.init(listKitPath:)))
    }

    public func reconfigureItems(at paths: [ItemPath]) {
        collectionView.reconfigureItems(at: paths.map(IndexPath.init(listKitPath:)))
    }
}

extension UICollectionView {
    /// Animates `staged` into this collection view (see
    /// ``BatchUpdatable/reload(using:animatingAtMost:setData:)``): the one method ListKit
    /// adds to `UICollectionView`.
    public func reload<Data>(
        using staged: StagedChangeset<Data>,
        animatingAtMost cap: Int? = nil,
        setData: (Data) -> Void
    ) {
        CollectionViewUpdater(self).reload(using: staged, animatingAtMost: cap, setData: setData)
    }
}
#endif
