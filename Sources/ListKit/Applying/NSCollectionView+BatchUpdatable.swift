#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// `NSCollectionView` applies ListKit batches, animated through its animator proxy.
extension NSCollectionView: BatchUpdatable {
    public func performBatch(_ updates: () -> Void, completion: ((Bool) -> Void)?) {
        // AppKit runs `updates` synchronously, so it never actually escapes.
        withoutActuallyEscaping(updates) { updates in
            animator().performBatchUpdates(updates, completionHandler: completion)
        }
    }

    public func reloadAll() {
        reloadData()
    }

    public func insertSections(at indices: [Int]) {
        insertSections(IndexSet(indices))
    }

    public func deleteSections(at indices: [Int]) {
        deleteSections(IndexSet(indices))
    }

    public func moveSection(from source: Int, to target: Int) {
        moveSection(source, toSection: target)
    }

    public func reloadSections(at indices: [Int]) {
        reloadSections(IndexSet(indices))
    }

    public func insertItems(at paths: [ItemPath]) {
        insertItems(at: Set(paths.map(IndexPath.init(listKitPath:))))
    }

    public func deleteItems(at paths: [ItemPath]) {
        deleteItems(at: Set(paths.map(IndexPath.init(listKitPath:))))
    }

    public func moveItem(from source: ItemPath, to target: ItemPath) {
        moveItem(at: IndexPath(listKitPath: source), to: IndexPath(listKitPath: target))
    }

    public func reloadItems(at paths: [ItemPath]) {
        reloadItems(at: Set(paths.map(IndexPath.init(listKitPath:))))
    }
}
#endif
