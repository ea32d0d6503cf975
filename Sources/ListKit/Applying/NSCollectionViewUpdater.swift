#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

// Not compiled by any check of this repository: no AppKit SDK runs on Linux. Kept to
// one-line forwards to NSCollectionView's own methods.

/// Applies ListKit batches to an `NSCollectionView`, animated through its animator proxy.
@MainActor
public final class NSCollectionViewUpdater: BatchUpdatable {
    /// The collection view updated.
    public let collectionView: NSCollectionView

    /// An updater for `collectionView`.
    public init(_ collectionView: NSCollectionView) {
        self.collectionView = collectionView
    }

    public var canAnimateBatches: Bool { collectionView.window != nil }

    public func performBatch(_ updates: () -> Void, completion: ((Bool) -> Void)?) {
        // AppKit runs `updates` synchronously, so it never actually escapes.
        withoutActuallyEscaping(updates) { updates in
            collectionView.animator().performBatchUpdates(updates, completionHandler: completion)
        }
    }

    public func reloadAll() { collectionView.reloadData() }
    public func insertSections(at indices: [Int]) { collectionView.insertSections(IndexSet(indices)) }
    public func deleteSections(at indices: [Int]) { collectionView.deleteSections(IndexSet(indices)) }
    public func moveSection(from source: Int, to target: Int) { collectionView.moveSection(source, toSection: target) }
    public func reloadSections(at indices: [Int]) { collectionView.reloadSections(IndexSet(indices)) }
    public func insertItems(at paths: [ItemPath]) { collectionView.insertItems(at: Set(paths.map(IndexPath.init(listKitPath:)))) }
    public func deleteItems(at paths: [ItemPath]) { collectionView.deleteItems(at: Set(paths.map(IndexPath.init(listKitPath:)))) }
    public func moveItem(from source: ItemPath, to target: ItemPath) {
        collectionView.moveItem(at: IndexPath(listKitPath: source), to: IndexPath(listKitPath: target))
    }
    public func reloadItems(at paths: [ItemPath]) { collectionView.reloadItems(at: Set(paths.map(IndexPath.init(listKitPath:)))) }
    /// AppKit has no reconfigure: the items are reloaded.
    public func reconfigureItems(at paths: [ItemPath]) { reloadItems(at: paths) }
}

extension NSCollectionView {
    /// Animates `staged` into this collection view (see
    /// ``BatchUpdatable/reload(using:animatingAtMost:setData:)``).
    public func reload<Data>(using staged: StagedChangeset<Data>, animatingAtMost cap: Int? = nil, setData: (Data) -> Void) {
        NSCollectionViewUpdater(self).reload(using: staged, animatingAtMost: cap, setData: setData)
    }
}
#endif
