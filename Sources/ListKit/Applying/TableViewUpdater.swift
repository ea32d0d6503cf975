#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Applies ListKit batches to a `UITableView` with configurable row animations. Items are
/// rows. An adapter value, so `UITableView` gains no method beside UIKit's own.
@MainActor
public final class TableViewUpdater: BatchUpdatable {
    /// The table view updated.
    public let tableView: UITableView
    /// Animation for inserted rows and sections.
    public var insertAnimation: UITableView.RowAnimation
    /// Animation for deleted rows and sections.
    public var deleteAnimation: UITableView.RowAnimation
    /// Animation for reloaded rows and sections.
    public var reloadAnimation: UITableView.RowAnimation

    /// An updater for `tableView`; `.automatic` animations unless given.
    public init(
        _ tableView: UITableView,
        insertAnimation: UITableView.RowAnimation = .automatic,
        deleteAnimation: UITableView.RowAnimation = .automatic,
        reloadAnimation: UITableView.RowAnimation = .automatic
    ) {
        self.tableView = tableView
        self.insertAnimation = insertAnimation
        self.deleteAnimation = deleteAnimation
        self.reloadAnimation = reloadAnimation
    }

    public var canAnimateBatches: Bool { tableView.window != nil }

    public func performBatch(_ updates: () -> Void, completion: ((Bool) -> Void)?) {
        // UIKit runs `updates` synchronously, so it never actually escapes.
        withoutActuallyEscaping(updates) { updates in
            tableView.performBatchUpdates(updates, completion: completion)
        }
    }

    public func reloadAll() {
        tableView.reloadData()
    }

    public func insertSections(at indices: [Int]) {
        tableView.insertSections(IndexSet(indices), with: insertAnimation)
    }

    public func deleteSections(at indices: [Int]) {
        tableView.deleteSections(IndexSet(indices), with: deleteAnimation)
    }

    public func moveSection(from source: Int, to target: Int) {
        tableView.moveSection(source, toSection: target)
    }

    public func reloadSections(at indices: [Int]) {
        tableView.reloadSections(IndexSet(indices), with: reloadAnimation)
    }

    public func insertItems(at paths: [ItemPath]) {
        tableView.insertRows(at: paths.map(IndexPath.init(listKitPath:)), with: insertAnimation)
    }

    public func deleteItems(at paths: [ItemPath]) {
        tableView.deleteRows(at: paths.map(IndexPath.init(listKitPath:)), with: deleteAnimation)
    }

    public func moveItem(from source: ItemPath, to target: ItemPath) {
        tableView.moveRow(at: IndexPath(listKitPath: source), to: IndexPath(listKitPath: target))
    }

    public func reloadItems(at paths: [ItemPath]) {
        tableView.reloadRows(at: paths.map(IndexPath.init(listKitPath:)), with: reloadAnimation)
    }

    public func reconfigureItems(at paths: [ItemPath]) {
        tableView.reconfigureRows(at: paths.map(IndexPath.init(listKitPath:)))
    }
}
#endif
