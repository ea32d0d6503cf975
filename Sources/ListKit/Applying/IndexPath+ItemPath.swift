#if canImport(Foundation) && (canImport(UIKit) || canImport(AppKit))
import Foundation

extension IndexPath {
    /// The `IndexPath` for a ListKit path (item and section).
    public init(listKitPath path: ItemPath) {
        self.init(indexes: [path.section, path.item])
    }
}

extension ItemPath {
    /// The ListKit path of a two-index `IndexPath` (section, then item/row); nil for
    /// any other number of indices.
    public init?(_ indexPath: IndexPath) {
        guard indexPath.count == 2 else { return nil }
        self.init(item: indexPath[1], section: indexPath[0])
    }
}
#endif
