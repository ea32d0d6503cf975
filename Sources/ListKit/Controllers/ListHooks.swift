/// What a screen decides about its list, as one value: what the user may do, what happens
/// when they do it, and what the app hears of the view. A ``ListController`` asks it; set
/// it whole (`controller.hooks = ListHooks(...)`) or one member at a time
/// (`controller.hooks.didSelect = { ... }`).
///
/// Every member is optional: a hook left nil is not called, a rule left nil allows nothing
/// (no drags, no swipe-deletes) or applies ListKit's default.
public struct ListHooks<Section: DiffableSection> {
    /// The items the list shows.
    public typealias Item = Section.Element

    /// Called when the user selects an item.
    public var didSelect: ((Item, ItemPath) -> Void)?
    /// Called when the user deselects an item.
    public var didDeselect: ((Item, ItemPath) -> Void)?
    /// What a tap does to the selection: `.momentary` (the default) selects an item only while
    /// ``didSelect`` runs; `.single` and `.multiple` keep the selection, by identity
    /// (``ListController/selectedIDs``); `.none` lets nothing be selected. A mode that keeps
    /// less deselects what it cannot keep.
    public var selectionMode = ListSelectionMode.momentary
    /// Called with ``ListController/selectedIDs`` whenever the selection changes, whatever
    /// changed it: the user, the app, or a change of the list that removed a selected item.
    public var selectionChanged: ((Set<Item.ID>) -> Void)?

    /// Whether the user may drag an item (nil: none may).
    public var canMoveItem: ((Item, ItemPath) -> Bool)?
    /// Whether the user may delete an item by swiping (nil: none may).
    public var canDeleteItem: ((Item, ItemPath) -> Bool)?
    /// Whether a dragged item may land in another section; false keeps drags in their section.
    public var allowsMovesAcrossSections = false
    /// Where a drag from the item at the first path may land when the user points at the
    /// second (nil: the controller's own rule, from ``allowsMovesAcrossSections``,
    /// ``isPinnedToStart`` and ``isPinnedToEnd``). A path that is no place in the list keeps
    /// the item where it was.
    public var moveTargetRule: ((Item, ItemPath, ItemPath) -> ItemPath)?
    /// Items a drag never lands before when they start a section (a pinned first row).
    public var isPinnedToStart: ((Item) -> Bool)?
    /// Items a drag never lands after when they end a section (a "load more" row).
    public var isPinnedToEnd: ((Item) -> Bool)?
    /// Called after the user moved an item from the first path to the second, both paths of
    /// what the view shows (the sections are already updated).
    public var didMove: ((Item, ItemPath, ItemPath) -> Void)?
    /// Called after the user deleted an item, at the path the view showed it at (the
    /// sections are already updated).
    public var didDelete: ((Item, ItemPath) -> Void)?
    /// Whether the dragged item (the first) may be dropped onto the second, into it (a document
    /// onto a folder); nil: no drops onto items. An item is lifted where ``canMoveItem``
    /// allows it; in a derived list, where rows cannot be reordered, only to be dropped onto
    /// another. The view shows a refused drop as such while the user drags.
    public var canDrop: ((_ dragged: Item, _ onto: Item) -> Bool)?
    /// Called after the user dropped the first item onto the second, which ``canDrop``
    /// allowed. Nothing moves on screen: the app moves the item (in its source or with a
    /// request), and the list shows that change.
    public var didDrop: ((_ dragged: Item, _ onto: Item) -> Void)?

    /// The actions of a swipe from the leading edge of an item (nil or none: no swipe).
    public var leadingActions: ((Item) -> [ListAction])?
    /// The actions of a swipe from the trailing edge of an item; nil: a "Delete" action for
    /// the items ``canDeleteItem`` allows.
    public var trailingActions: ((Item) -> [ListAction])?
    /// The context menu of an item (a long press), as actions (nil or none: no menu).
    public var menuActions: ((Item) -> [ListAction])?

    /// Called when a cell is about to show an item.
    public var willDisplay: ((Item, ItemPath) -> Void)?
    /// Called when the view stopped showing an item (at the path it had then).
    public var didEndDisplaying: ((Item, ItemPath) -> Void)?
    /// Called with items the view will probably show soon (load their images now).
    public var prefetch: (([Item]) -> Void)?
    /// Called with items ``prefetch`` announced that the view no longer expects to show.
    public var cancelPrefetch: (([Item]) -> Void)?
    /// Called when the view comes to show no item at all, or stops: the adapters show their
    /// `emptyView` then.
    public var emptinessChanged: ((_ isEmpty: Bool) -> Void)?

    /// Hooks that decide nothing: no drags, no swipe-deletes, nothing called.
    public init() {}

    /// Lets the user drag and swipe-delete the items that satisfy `predicate` (sets
    /// ``canMoveItem`` and ``canDeleteItem``).
    public mutating func allowsEditing(where predicate: @escaping (Item, ItemPath) -> Bool) {
        canMoveItem = predicate
        canDeleteItem = predicate
    }
}
