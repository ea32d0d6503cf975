#if canImport(UIKit) && !os(watchOS)
import Foundation

/// A list controller in front of one kind of view: what ``CollectionListController`` and
/// ``TableListController`` share, written once over the kind of view (``ListViewAdapterKind``).
///
/// Write code for either controller against it (`func show<List: ListViewAdapter>(_ list: List)`);
/// only ListKit's controllers adopt it.
@MainActor
public protocol ListViewAdapter: ListViewAdapterBase<Self.Section, Self.Kind> {
    /// The sections the list shows.
    associatedtype Section: DiffableSection
    /// The kind of view.
    associatedtype Kind: ListViewAdapterKind
}

extension ListViewAdapter {
    /// The items the list shows.
    public typealias Item = Section.Element

    /// The data, the requests, the edit rules and the hooks (platform-neutral):
    /// `list.controller.hooks.leadingActions = ...` (UIKit is told at once when a hook changes
    /// which delegate methods the list answers).
    public var controller: ListController<Section> { core.controller }

    /// Applies the controller's batches to the view.
    public var updater: ListViewUpdater<Kind> { core.updater }

    // MARK: The app's own objects

    /// The app's delegate: gets every call the controller does not answer (the scroll view's,
    /// a layout's, a table's row heights), and hears of those it does, after it. Held weakly.
    public var delegate: Kind.Delegate? {
        get { core.delegate }
        set { core.setAppObject(newValue, as: .delegate) }
    }

    /// The app's prefetching data source (beside ``ListHooks/prefetch``). Held weakly.
    public var prefetchDataSource: Kind.PrefetchDataSource? {
        get { core.prefetchDataSource }
        set { core.setAppObject(newValue, as: .prefetching) }
    }

    /// The app's drag delegate: set, the view's drags begin. While a drag session lasts,
    /// changes wait, as during a reorder. Held weakly.
    public var dragDelegate: Kind.DragDelegate? {
        get { core.dragDelegate }
        set { core.setAppObject(newValue, as: .drag) }
    }

    /// The app's drop delegate: set, the view takes drops. Held weakly.
    public var dropDelegate: Kind.DropDelegate? {
        get { core.dropDelegate }
        set { core.setAppObject(newValue, as: .drop) }
    }

    // MARK: The empty state

    /// Shown behind the list while it shows no item (the view's `backgroundView`).
    public var emptyView: Kind.BackgroundView? {
        get { core.emptyView }
        set { core.emptyView = newValue }
    }

    // MARK: Cells

    /// Registers cell types with `register`, then hands each item to `provider`, which
    /// dequeues and configures the right one (`dequeuer.dequeue(PostCell.self, for: post, at: indexPath)`).
    public func cells(
        registering register: (ListCellRegistrar<Kind>) -> Void,
        provider: @escaping (ListCellDequeuer<Kind>, Item, IndexPath) -> Kind.Cell
    ) {
        core.cells(registering: register, provider: provider)
    }

    // MARK: Applying

    /// Makes `sections` the list's data (see ``ListController/apply(_:animated:completion:)``).
    @discardableResult
    public func apply(
        _ sections: [Section], animated: Bool = true,
        completion: (@MainActor @Sendable () -> Void)? = nil
    ) -> Int {
        core.controller.apply(sections, animated: animated, completion: completion)
    }
}
#endif
