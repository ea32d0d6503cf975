#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The delegate methods of a collection view that the collection list controller treats by
/// UIKit's rules (see `DelegateMethodRules`), and where its forwarded calls go.
enum CollectionDelegateMethods: ListViewDelegateMethods {
    /// Drag methods to the drag delegate, drop methods to the drop delegate, the rest (the
    /// scroll view's, a flow layout's, a custom layout's, data source methods the controller
    /// leaves open) to the delegate.
    static let runtime = ObjCDelegateRuntime(
        delegate: [
            UICollectionViewDelegate.self, UICollectionViewDelegateFlowLayout.self, UIScrollViewDelegate.self,
            UICollectionViewDataSource.self,
        ],
        prefetching: UICollectionViewDataSourcePrefetching.self,
        drag: UICollectionViewDragDelegate.self, drop: UICollectionViewDropDelegate.self)

    /// The context-menu methods: iOS 16's configuration for index paths and its previews per
    /// index path, replacing the configuration for one item and its previews (UIKit calls
    /// none of the latter once the delegate answers any of the former).
    static let contextMenu: ReplacedMethods<ObjCMethod> = {
        let replaced = [
            #selector(UICollectionViewDelegate.collectionView(_:contextMenuConfigurationForItemAt:point:)),
            #selector(UICollectionViewDelegate.collectionView(_:previewForHighlightingContextMenuWithConfiguration:)),
            #selector(UICollectionViewDelegate.collectionView(_:previewForDismissingContextMenuWithConfiguration:)),
        ]
        guard #available(iOS 16, tvOS 16, *) else { return ReplacedMethods(current: [], replaced: replaced.map(ObjCMethod.init)) }
        let current = [
            #selector(UICollectionViewDelegate.collectionView(_:contextMenuConfigurationForItemsAt:point:)),
            #selector(UICollectionViewDelegate.collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)),
            #selector(UICollectionViewDelegate.collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:)),
        ]
        return ReplacedMethods(current: current.map(ObjCMethod.init), replaced: replaced.map(ObjCMethod.init))
    }()

    /// The move target of iOS 15 (with the item's original index path), replacing the one
    /// that has only its current path.
    static let moveTarget = ReplacedMethods(
        current: [
            ObjCMethod(
                selector: #selector(
                    UICollectionViewDelegate.collectionView(
                        _:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)))
        ],
        replaced: [
            ObjCMethod(
                selector: #selector(
                    DeprecatedDelegateMethods.collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)))
        ])

    /// The context menu is the only hook UIKit asks the delegate about (swipe actions come
    /// from the layout): its methods are answered in the generation UIKit would use.
    @MainActor static func withheld(_ hooks: ListViewHooksSet, appAnswers: (ObjCMethod) -> Bool) -> Set<ObjCMethod> {
        contextMenu.withheld(hasHook: hooks.contextMenu, appAnswers: appAnswers)
    }
}

/// The delegate methods of a table view that the table list controller treats by UIKit's
/// rules (see `DelegateMethodRules`), and where its forwarded calls go.
enum TableDelegateMethods: ListViewDelegateMethods {
    /// Drag methods to the drag delegate, drop methods to the drop delegate, the rest (the
    /// scroll view's, data source methods the controller leaves open such as section titles)
    /// to the delegate.
    static let runtime = ObjCDelegateRuntime(
        delegate: [UITableViewDelegate.self, UIScrollViewDelegate.self, UITableViewDataSource.self],
        prefetching: UITableViewDataSourcePrefetching.self,
        drag: UITableViewDragDelegate.self, drop: UITableViewDropDelegate.self)

    static let contextMenu = ObjCMethod(
        selector: #selector(UITableViewDelegate.tableView(_:contextMenuConfigurationForRowAt:point:)))
    static let leadingSwipeActions = ObjCMethod(
        selector: #selector(UITableViewDelegate.tableView(_:leadingSwipeActionsConfigurationForRowAt:)))
    static let trailingSwipeActions = ObjCMethod(
        selector: #selector(UITableViewDelegate.tableView(_:trailingSwipeActionsConfigurationForRowAt:)))
    /// The trailing actions before iOS 11, which the trailing configuration replaces.
    static let editActions = ObjCMethod(selector: #selector(DeprecatedDelegateMethods.tableView(_:editActionsForRowAt:)))
    static let header = ObjCMethod(selector: #selector(UITableViewDelegate.tableView(_:viewForHeaderInSection:)))
    static let footer = ObjCMethod(selector: #selector(UITableViewDelegate.tableView(_:viewForFooterInSection:)))

    /// A menu, swipe actions, headers and footers: each method answered while its hook is set
    /// or the app's delegate answers it.
    @MainActor static func withheld(_ hooks: ListViewHooksSet, appAnswers: (ObjCMethod) -> Bool) -> Set<ObjCMethod> {
        DelegateMethodRules.withheldHookMethods(
            [
                (contextMenu, hooks.contextMenu),
                (leadingSwipeActions, hooks.leadingSwipeActions),
                (trailingSwipeActions, hooks.trailingSwipeActions),
                (header, hooks.supplementaryKinds.contains(TableViewKind.headerKind)),
                (footer, hooks.supplementaryKinds.contains(TableViewKind.footerKind)),
            ],
            appAnswers: appAnswers)
    }
}

extension ListController {
    /// `answer`, the app delegate's move target for the item at `source`, when it is a place
    /// the item can go; nil otherwise (UIKit raises on a target outside the list).
    func moveDestination(_ answer: IndexPath?, from source: ItemPath) -> IndexPath? {
        guard let answer, let path = ItemPath(answer),
            DelegateMethodRules.isMoveDestination(
                path, from: source, sectionCount: numberOfSections, itemCount: numberOfItems(inSection:))
        else { return nil }
        return answer
    }
}

extension RowEditingStyle {
    /// UIKit's style as a ListKit one (an unknown future style as none).
    init(_ style: UITableViewCell.EditingStyle) {
        switch style {
        case .delete: self = .delete
        case .insert: self = .insert
        default: self = .none
        }
    }
}

extension UITableViewCell.EditingStyle {
    /// A ListKit style as UIKit's.
    init(_ style: RowEditingStyle) {
        switch style {
        case .none: self = .none
        case .delete: self = .delete
        case .insert: self = .insert
        }
    }
}
#endif
