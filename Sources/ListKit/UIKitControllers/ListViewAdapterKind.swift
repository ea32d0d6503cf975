#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A kind of list view a list controller drives: the types of its cells, supplementary views,
/// delegates, menus and swipe actions, and the few calls that differ from one view to the
/// other (registering and dequeuing, selection, the background, which object the view calls).
///
/// Everything else a list controller does is written once over it (``ListViewAdapter``);
/// ``CollectionViewKind`` and ``TableViewKind`` are UIKit's two. The calls are not API for
/// apps.
@MainActor
public protocol ListViewAdapterKind: ListViewKind {
    /// A cell.
    associatedtype Cell: AnyObject
    /// A view the list shows beside cells for a section: a header, a footer.
    associatedtype SupplementaryView: AnyObject
    /// The app's delegate.
    associatedtype Delegate: AnyObject
    /// The app's prefetching data source.
    associatedtype PrefetchDataSource: AnyObject
    /// The app's drag delegate.
    associatedtype DragDelegate: AnyObject
    /// The app's drop delegate.
    associatedtype DropDelegate: AnyObject
    /// An item's context menu.
    associatedtype ContextMenu
    /// An item's swipe actions.
    associatedtype SwipeActions
    /// A view shown behind the list (its empty state).
    associatedtype BackgroundView: AnyObject
    /// The list controller as the view calls it: its data source and delegates.
    associatedtype Adapter: AnyObject

    /// The kind of the supplementary views that head a section.
    @_spi(ListViews) static var headerKind: String { get }
    /// The kind of the supplementary views that end a section.
    @_spi(ListViews) static var footerKind: String { get }

    /// Registers `type` as a cell on `view`, under its reuse identifier.
    @_spi(ListViews) static func registerCell(_ type: AnyClass, in view: View)
    /// A cell registered as `type`, for `indexPath`.
    @_spi(ListViews) static func dequeueCell(_ type: AnyClass, at indexPath: IndexPath, in view: View) -> Cell
    /// Registers `type` as the supplementary views of `kind` on `view`.
    @_spi(ListViews) static func registerSupplementaryView(_ type: AnyClass, ofKind kind: String, in view: View)
    /// The key that remembers the registration of `type` for supplementary views of `kind`.
    @_spi(ListViews) static func registrationKey(ofSupplementaryView type: AnyClass, kind: String) -> String
    /// A supplementary view of `kind` registered as `type`, for `indexPath` (ignored where the
    /// view has no index paths for them), or nil when the view has none to give.
    @_spi(ListViews) static func dequeueSupplementaryView(_ type: AnyClass, ofKind kind: String, at indexPath: IndexPath, in view: View)
        -> SupplementaryView?

    /// The cells listgen's generated bindings give items of `type`, if they have them: how to
    /// register them, and the configured cell of an item (nil when the item has none).
    @_spi(ListViews) static func generatedCells<Item>(of type: Item.Type) -> GeneratedCells<Self, Item>?
    /// The supplementary views listgen's generated bindings give sections of `type`, if they
    /// have them: how to register them, and the configured view of a kind for a section.
    @_spi(ListViews) static func generatedSupplementaryViews<Section>(of type: Section.Type) -> GeneratedSupplementaryViews<Self, Section>?

    /// The kinds of supplementary views the app's delegate may make beside the controller's
    /// (a table's headers and footers), which the controller cannot configure again.
    @_spi(ListViews) static var appSupplementaryKinds: [String] { get }
    /// The supplementary views of `kind` that `view` shows for `section` now, each with its
    /// index path.
    @_spi(ListViews) static func visibleSupplementaryViews(ofKind kind: String, inSection section: Int, in view: View)
        -> [(view: SupplementaryView, indexPath: IndexPath)]
    /// The supplementary views of these kinds and index paths were configured again in place:
    /// `view` measures them again, so one whose content changed its size gets the new size.
    @_spi(ListViews) static func remeasureSupplementaryViews(_ refreshed: [(kind: String, indexPath: IndexPath)], in view: View)

    /// The cell of an outline's placeholder row (a spinner and "Loading…").
    @_spi(ListViews) static var outlinePlaceholderCell: AnyClass { get }

    /// Deselects the item at `indexPath`, animated.
    @_spi(ListViews) static func deselect(at indexPath: IndexPath, in view: View)
    /// Shows `background` behind the list (nil: none).
    @_spi(ListViews) static func showBackgroundView(_ background: BackgroundView?, in view: View)
    /// Makes `adapter` the data source of `view`.
    @_spi(ListViews) static func connect(_ adapter: Adapter, to view: View)
    /// Makes `adapter` the delegate and prefetching data source of `view` again, so UIKit asks
    /// afresh what it answers, and its drag and drop delegate while `drag` and `drop`.
    @_spi(ListViews) static func attach(_ adapter: Adapter, to view: View, drag: Bool, drop: Bool)
    /// The app's delegate went away while `view` stays.
    @_spi(ListViews) static func appDelegateReleased(in view: View)
}

/// What listgen's generated bindings give a type of items: how to register their cells, and
/// an item's configured cell (nil when it has none).
@_spi(ListViews) public typealias GeneratedCells<Kind: ListViewAdapterKind, Item> = (
    register: (ListCellRegistrar<Kind>) -> Void, cell: (Item, ListCellDequeuer<Kind>, IndexPath) -> Kind.Cell?
)

/// What listgen's generated bindings give a type of sections: how to register their
/// supplementary views, and a section's configured view of a kind (nil when it has none).
@_spi(ListViews) public typealias GeneratedSupplementaryViews<Kind: ListViewAdapterKind, Section> = (
    register: (ListCellRegistrar<Kind>) -> Void, view: (Section, String, ListCellDequeuer<Kind>, IndexPath) -> Kind.SupplementaryView?
)

@_spi(ListViews) extension ListViewAdapterKind {
    /// No supplementary views from generated bindings (a table's headers are the controller's).
    public static func generatedSupplementaryViews<Section>(of type: Section.Type) -> GeneratedSupplementaryViews<Self, Section>? { nil }

    /// Nothing to do.
    public static func appDelegateReleased(in view: View) {}
}

/// UIKit's kinds of list view (``CollectionViewKind``, ``TableViewKind``): their menus,
/// swipe actions and backgrounds are UIKit's.
public protocol UIKitListViewKind: ListViewAdapterKind
where ContextMenu == UIContextMenuConfiguration, SwipeActions == UISwipeActionsConfiguration, BackgroundView == UIView {
    /// The cell ``ListViewAdapter/hostedCells(_:)`` shows SwiftUI views in.
    @_spi(ListViews) static var hostingCell: AnyClass { get }
    /// Makes `configuration` the content of `cell`.
    @_spi(ListViews) static func setContentConfiguration(_ configuration: any UIContentConfiguration, of cell: Cell)
    /// The view as the scroll view it is (for its `refreshControl`).
    @_spi(ListViews) static func scrollView(of view: View) -> UIScrollView
}

@_spi(ListViews) extension UIKitListViewKind where View: UIKitListView {
    public static func showBackgroundView(_ background: UIView?, in view: View) {
        view.backgroundView = background
    }

    public static func scrollView(of view: View) -> UIScrollView { view }
}

@_spi(ListViews) extension UIKitListViewKind where Cell: UIKitListCell {
    public static func setContentConfiguration(_ configuration: any UIContentConfiguration, of cell: Cell) {
        cell.contentConfiguration = configuration
    }
}

/// Sets the object at `keyPath` of `view` to nil and then to `object`: UIKit asks a delegate
/// what it answers when it is set, and caches the answers, so setting it again makes it ask
/// afresh.
@MainActor func reassign<View: AnyObject, Object>(_ keyPath: ReferenceWritableKeyPath<View, Object?>, of view: View, to object: Object?) {
    view[keyPath: keyPath] = nil
    view[keyPath: keyPath] = object
}
#endif
