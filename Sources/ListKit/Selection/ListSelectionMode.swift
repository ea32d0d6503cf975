/// What a tap does to a list's selection (``ListHooks/selectionMode``), and how much of it the
/// list keeps (``ListController/selectedIDs``).
public enum ListSelectionMode: Sendable, Hashable {
    /// Items cannot be selected: a tap does nothing.
    case none
    /// A tap selects an item only while ``ListHooks/didSelect`` runs, then the view deselects
    /// it, animated: rows that open something. Nothing stays selected. The default.
    case momentary
    /// One item at a time stays selected: a tap selects it and deselects the one before (a
    /// sidebar, a picker).
    case single
    /// Any number of items stay selected: a tap selects an item, or deselects it if it was
    /// (picking photos to share).
    case multiple

    /// Whether the mode keeps a selection.
    var keepsSelection: Bool { self == .single || self == .multiple }
}
