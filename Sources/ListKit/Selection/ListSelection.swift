/// A list's selection, by identity: what ``ListController/selectedIDs`` reads. The view keeps
/// its own by index path, and the controller keeps the two in step (see
/// `ListController+Selection`).
struct ListSelection<ID: Hashable> {
    /// The selected IDs.
    var ids: Set<ID> = []
    /// IDs the app selected that the view did not show yet but the record held, with the
    /// record's ticket then: selected on screen when they arrive, forgotten if the display
    /// reaches that ticket without them.
    var pending: [ID: Int] = [:]
    /// The selection the app was last told of (``ListHooks/selectionChanged``).
    var told: Set<ID> = []

    /// Whether nothing is selected or waiting to be.
    var isEmpty: Bool { ids.isEmpty && pending.isEmpty }
}
