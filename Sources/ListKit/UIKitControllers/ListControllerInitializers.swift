#if canImport(UIKit) && !os(watchOS)
import UIKit

// The public initializers of both list controllers, which differ by their labels only. Each
// controller has two with the same signature: the compiler picks the second, which diffs large
// lists off the main actor, wherever it knows the sections are `Sendable` (with concrete
// types, always), and the first otherwise.

extension CollectionListController {
    /// Becomes `collectionView`'s data source and delegate, showing `sections`.
    public convenience init(collectionView: UICollectionView, sections: [Section] = []) {
        self.init(showing: sections, in: collectionView)
    }
}

extension CollectionListController where Section: Sendable, Section.Element: Sendable {
    /// Becomes `collectionView`'s data source and delegate, showing `sections`, with large diffs
    /// off the main actor: the compiler picks this initializer wherever it knows the sections
    /// are `Sendable` (with concrete types, always).
    public convenience init(collectionView: UICollectionView, sections: [Section] = []) {
        self.init(showing: sections, in: collectionView)
        core.controller.diffsOffMainActor()
    }
}

extension TableListController {
    /// Becomes `tableView`'s data source and delegate, showing `sections`.
    public convenience init(tableView: UITableView, sections: [Section] = []) {
        self.init(showing: sections, in: tableView)
    }
}

extension TableListController where Section: Sendable, Section.Element: Sendable {
    /// Becomes `tableView`'s data source and delegate, showing `sections`, with large diffs
    /// off the main actor: the compiler picks this initializer wherever it knows the sections
    /// are `Sendable` (with concrete types, always).
    public convenience init(tableView: UITableView, sections: [Section] = []) {
        self.init(showing: sections, in: tableView)
        core.controller.diffsOffMainActor()
    }
}
#endif
