#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Foundation

/// Applies ListKit batches to a list view of any ``ListViewKind``: the one implementation of
/// ``BatchUpdatable`` behind ``CollectionViewUpdater``, ``TableViewUpdater`` and
/// `NSCollectionViewUpdater`.
///
/// An adapter value rather than an extension of the view, so the batch protocol adds no
/// method beside the view's own; the view itself only gains `reload(using:animatingAtMost:setData:)`.
@MainActor
public final class ListViewUpdater<Kind: ListViewKind>: BatchUpdatable {
    /// The view updated.
    public let view: Kind.View
    /// The animations of inserted, deleted and reloaded rows and sections, for views that take
    /// one (see ``TableViewUpdater``'s).
    var rowAnimations: (insert: Kind.RowAnimation, delete: Kind.RowAnimation, reload: Kind.RowAnimation)

    init(view: Kind.View, rowAnimations: (insert: Kind.RowAnimation, delete: Kind.RowAnimation, reload: Kind.RowAnimation)) {
        self.view = view
        self.rowAnimations = rowAnimations
    }

    convenience init(view: Kind.View) {
        let automatic = Kind.automaticRowAnimation
        self.init(view: view, rowAnimations: (automatic, automatic, automatic))
    }

    /// Whether the view is in a window: out of one, a batch would do its work for nothing
    /// (and UIKit may assert), so the data is set and the view reloads.
    public var canAnimateBatches: Bool { Kind.canAnimateBatches(on: view) }

    public func performBatch(_ updates: () -> Void, completion: ((Bool) -> Void)?) {
        // The view runs `updates` synchronously, so it never actually escapes.
        withoutActuallyEscaping(updates) { Kind.performBatch(on: view, $0, completion: completion) }
    }

    public func reloadAll() { Kind.reloadData(of: view) }

    public func insertSections(at indices: [Int]) { apply(.insertSections(IndexSet(indices)), animation: rowAnimations.insert) }
    public func deleteSections(at indices: [Int]) { apply(.deleteSections(IndexSet(indices)), animation: rowAnimations.delete) }
    public func moveSection(from source: Int, to target: Int) { apply(.moveSection(source, to: target)) }
    public func reloadSections(at indices: [Int]) { apply(.reloadSections(IndexSet(indices)), animation: rowAnimations.reload) }
    public func insertItems(at paths: [ItemPath]) { apply(.insertItems(Self.indexPaths(paths)), animation: rowAnimations.insert) }
    public func deleteItems(at paths: [ItemPath]) { apply(.deleteItems(Self.indexPaths(paths)), animation: rowAnimations.delete) }
    public func reloadItems(at paths: [ItemPath]) { apply(.reloadItems(Self.indexPaths(paths)), animation: rowAnimations.reload) }
    public func reconfigureItems(at paths: [ItemPath]) { apply(.reconfigureItems(Self.indexPaths(paths))) }
    public func moveItem(from source: ItemPath, to target: ItemPath) {
        apply(.moveItem(IndexPath(listKitPath: source), to: IndexPath(listKitPath: target)))
    }

    /// Issues `operation`; moves and reconfigurations take no animation of their own.
    private func apply(_ operation: ListViewOperation, animation: Kind.RowAnimation = Kind.automaticRowAnimation) {
        Kind.apply(operation, animation: animation, to: view)
    }

    private static func indexPaths(_ paths: [ItemPath]) -> [IndexPath] {
        paths.map(IndexPath.init(listKitPath:))
    }
}
#endif
