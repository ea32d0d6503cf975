@_spi(ListHost) import ListKit

/// What a user does to a list, simulated: the view changes first, as UIKit's does, then
/// the attached controller hears of it, as through a UIKit data source and delegate.
extension SimulatedListView {
    /// Makes `controller` this view's data source and delegate: the view asks the controller
    /// for data and cells, the controller updates the view. The simulated twin of
    /// `CollectionListController`.
    public func attach(_ controller: ListController<Section>) {
        // Weak, like UIKit's data source and delegate: the view may outlive the controller,
        // and then shows nothing and answers no user action.
        dataProvider = { [weak controller] in controller?.sections ?? [] }
        userActions = UserActions(
            canMove: { [weak controller] in controller?.canMove(at: $0) ?? false },
            canDelete: { [weak controller] in controller?.canDelete(at: $0) ?? false },
            moveTarget: { [weak controller] in controller?.moveTarget(from: $0, proposed: $1) ?? $0 },
            moved: { [weak controller] in controller?.userMovedItem(from: $0, to: $1) },
            canDrop: { [weak controller] in controller?.canDrop(from: $0, onto: $1) ?? false },
            canDrag: { [weak controller] in controller?.canDrag(at: $0) ?? false },
            dropped: { [weak controller] in controller?.userDropped(from: $0, onto: $1) ?? false },
            reference: { [weak controller] in controller?.reference(at: $0) },
            deletedReference: { [weak controller] in controller?.userDeletedItem($0) },
            swipeActions: { [weak controller] in controller?.swipeActions(at: $0, leading: $1) },
            menuActions: { [weak controller] in controller?.menuActions(at: $0) },
            selected: { [weak controller] in controller?.userSelectedItem(at: $0) ?? false },
            deselected: { [weak controller] in controller?.userDeselectedItem(at: $0) },
            beganDrag: { [weak controller] in controller?.beginInteractiveMove() },
            endedDrag: { [weak controller] in controller?.endInteractiveMove() },
            configureCell: { [weak controller] item, path, configure in
                if let controller { controller.configuringCell(for: item, at: path, configure) } else { configure() }
            },
            willDisplay: { [weak controller] in controller?.cellWillDisplay($0, at: $1) },
            didEndDisplaying: { [weak controller] in controller?.cellDidEndDisplaying($0) },
            prefetch: { [weak controller] in controller?.prefetchItems(at: $0) },
            cancelPrefetch: { [weak controller] in controller?.cancelPrefetchingItems(at: $0) }
        )
        model.reloadAllFrom(controller.sections)
        selectedPaths = []
        for index in model.displayed.indices { configureAll(of: index) }
        controller.host = self
    }

    /// Whether the user is dragging an item.
    public var isUserDragging: Bool { drag != .none }

    /// The user taps the item at `path`, by UIKit's rules: where selection is allowed, a tap
    /// on an unselected item selects it (deselecting the one selected before, unless several
    /// may be), and the delegate hears of each; it stays selected unless the delegate
    /// deselects it at once. Where several may be selected, a tap on a selected item deselects
    /// it; where one may, it changes nothing.
    public func userTaps(at path: ItemPath) {
        guard let actions = userActions, allowsSelection, drag == .none else { return }
        let shown = model.displayed
        guard path.section >= 0, path.section < shown.count, path.item >= 0, path.item < shown[path.section].elements.count else {
            return
        }
        if selectedPaths.contains(path) {
            guard allowsMultipleSelection else { return }
            selectedPaths.remove(path)
            actions.deselected(path)
            return
        }
        if !allowsMultipleSelection {
            for other in selectedPaths.sorted() {
                selectedPaths.remove(other)
                actions.deselected(other)
            }
        }
        selectedPaths.insert(path)
        if actions.selected(path) { selectedPaths.remove(path) }
    }

    /// The user scrolls so that `count` items from flat position `start` (counting every
    /// section's items in order) have cells: the data source hears of cells that come and go.
    public func userScrolls(toShow start: Int, count: Int) {
        viewport = max(0, start)..<max(0, start) + max(0, count)
        updateVisibleCells()
    }

    /// The view asks ahead for the items at `paths` (it expects to show them soon), then, if
    /// `cancelled`, tells the data source it no longer does.
    public func viewPrefetches(at paths: [ItemPath], cancelled: Bool = false) {
        userActions?.prefetch(paths)
        if cancelled { userActions?.cancelPrefetch(paths) }
    }

    /// The user swipes the item at `path` and taps Delete, if the data source allows it;
    /// returns whether the action was offered.
    @discardableResult
    public func userSwipesToDelete(at path: ItemPath) -> Bool {
        guard userBeginsSwipe(at: path) else { return false }
        userConfirmsSwipeDelete()
        return true
    }

    /// The user swipes the item at `path`: the Delete action shows if the data source
    /// allows it (returns whether it does). As in UIKit, the item is remembered as the swipe
    /// began; the tap on Delete (``userConfirmsSwipeDelete()``) may come after applies have
    /// moved it.
    @discardableResult
    public func userBeginsSwipe(at path: ItemPath) -> Bool {
        guard let actions = userActions, actions.canDelete(path), let reference = actions.reference(path) else { return false }
        swipedItem = reference
        return true
    }

    /// The user taps the Delete action of the swipe ``userBeginsSwipe(at:)`` began; returns
    /// whether an item was deleted (the swiped one, wherever it is now, or none).
    @discardableResult
    public func userConfirmsSwipeDelete() -> Bool {
        guard let reference = swipedItem, let actions = userActions else { return false }
        swipedItem = nil
        lastUserEditTicket = actions.deletedReference(reference)
        return lastUserEditTicket != nil
    }

    /// The user swipes the item at `path` from its leading or trailing edge: the actions the
    /// swipe shows (nil: none). Tapping one is calling its ``ListAction/run()``, now or after
    /// other changes, as a user may.
    public func userSwipes(at path: ItemPath, leading: Bool = false) -> [ListAction]? {
        userActions?.swipeActions(path, leading)
    }

    /// The user long-presses the item at `path`: the context menu's actions (nil: no menu).
    public func userOpensMenu(at path: ItemPath) -> [ListAction]? {
        userActions?.menuActions(path)
    }

    /// The user drags the item at `source` and drops it where they point (`proposed`), if
    /// the data source allows it: the view moves the cell itself (no batch), then tells the
    /// data source. Returns the path it landed on, or nil when the drag was refused.
    @discardableResult
    public func userDrags(from source: ItemPath, to proposed: ItemPath) -> ItemPath? {
        guard userBeginsDrag(at: source) else { return nil }
        return userDrops(from: source, at: proposed)
    }

    /// The user lifts the item at `source`, if the data source allows it.
    public func userBeginsDrag(at source: ItemPath) -> Bool {
        guard let actions = userActions, actions.canMove(source) else { return false }
        drag = .dragging
        actions.beganDrag()
        return true
    }

    /// The user's drag goes on toward `proposed`: UIKit asks the data source where the item
    /// may land (which tells the controller the drag is still under way). Returns that place.
    @discardableResult
    public func userKeepsDragging(from source: ItemPath, toward proposed: ItemPath) -> ItemPath? {
        guard let actions = userActions else { return nil }
        actions.beganDrag()
        return actions.moveTarget(source, proposed)
    }

    /// The drag is cancelled (the system took the touch, or the gesture failed): the cell
    /// goes back, and, as in UIKit, the data source hears nothing of it.
    public func userCancelsDrag() {
        drag = .none
    }

    /// The user drags the item at `source` onto the item at `target` (into it: a document onto
    /// a folder) and drops it there, as a drag and drop session does: the item is lifted if
    /// the data source lets it be dragged, the view shows whether the drop is allowed while
    /// the user points at the target, and the drop reaches the data source only if it is.
    /// Nothing moves on screen. Returns whether the drop was taken.
    @discardableResult
    public func userDrags(from source: ItemPath, onto target: ItemPath) -> Bool {
        guard let actions = userActions, actions.canDrag(source) else { return false }
        drag = .dragging
        actions.beganDrag()
        let allowed = actions.canDrop(source, target)
        drag = .dropping
        let taken = allowed && actions.dropped(source, target)
        actions.endedDrag()
        drag = .none
        return taken
    }

    /// The user drops the lifted item from `source` where they point (`proposed`).
    @discardableResult
    public func userDrops(from source: ItemPath, at proposed: ItemPath) -> ItemPath? {
        guard let actions = userActions else { return nil }
        let target = actions.moveTarget(source, proposed)
        model.moveDisplayedItem(from: source, to: target)
        selectedPaths = Self.moving(selectedPaths, from: source, to: target)
        drag = .dropping
        lastUserEditTicket = actions.moved(source, target)
        actions.endedDrag()
        drag = .none
        return target
    }
}

extension SimulatedListView {
    /// `selected` after the user dragged the item at `source` to `target`: the dragged item's
    /// selection goes with it, and the items it passed shift, as UIKit moves the cells.
    static func moving(_ selected: Set<ItemPath>, from source: ItemPath, to target: ItemPath) -> Set<ItemPath> {
        guard source != target, !selected.isEmpty else { return selected }
        var moved: Set<ItemPath> = []
        for path in selected {
            if path == source {
                moved.insert(target)
                continue
            }
            var item = path.item
            if path.section == source.section, item > source.item { item -= 1 }
            if path.section == target.section, item >= target.item { item += 1 }
            moved.insert(ItemPath(item: item, section: path.section))
        }
        return moved
    }
}

/// The data source and delegate calls a simulated user triggers.
struct UserActions<Section: DiffableSection> {
    var canMove: @MainActor (ItemPath) -> Bool
    var canDelete: @MainActor (ItemPath) -> Bool
    var moveTarget: @MainActor (ItemPath, ItemPath) -> ItemPath
    var moved: @MainActor (ItemPath, ItemPath) -> Int?
    var canDrop: @MainActor (ItemPath, ItemPath) -> Bool
    var canDrag: @MainActor (ItemPath) -> Bool
    var dropped: @MainActor (ItemPath, ItemPath) -> Bool
    var reference: @MainActor (ItemPath) -> ItemReference<Section.Element.ID>?
    var deletedReference: @MainActor (ItemReference<Section.Element.ID>) -> Int?
    var swipeActions: @MainActor (ItemPath, Bool) -> [ListAction]?
    var menuActions: @MainActor (ItemPath) -> [ListAction]?
    var selected: @MainActor (ItemPath) -> Bool
    var deselected: @MainActor (ItemPath) -> Void
    var beganDrag: @MainActor () -> Void
    var endedDrag: @MainActor () -> Void
    var configureCell: @MainActor (Section.Element, ItemPath, () -> Void) -> Void
    var willDisplay: @MainActor (ObjectIdentifier, ItemPath) -> Void
    var didEndDisplaying: @MainActor (ObjectIdentifier) -> Void
    var prefetch: @MainActor ([ItemPath]) -> Void
    var cancelPrefetch: @MainActor ([ItemPath]) -> Void
}

/// A cell of the simulated view: only its identity matters.
final class SimulatedCell {}
