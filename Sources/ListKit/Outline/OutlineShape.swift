/// How an outline's records make a tree: each record's parent, and, where the source says so,
/// the order of a folder's children and whether they are loaded yet.
struct OutlineShape<Record: Diffable & Sendable>: Sendable where Record.ID: Sendable {
    /// The record's parent's ID; nil at the top level.
    let parent: @Sendable (Record) -> Record.ID?
    /// A folder's children's IDs in display order, nil while not loaded; without it, a
    /// record's children are the records naming it as parent, in the records' order, always
    /// loaded.
    let children: (@Sendable (Record) -> [Record.ID]?)?
    /// Whether a record has children to show (a folder); without it, a record with children,
    /// or whose children are not loaded yet.
    let expandable: (@Sendable (Record) -> Bool)?

    /// Whether `record`'s children are loaded (known).
    func childrenAreKnown(_ record: Record) -> Bool {
        children.map { $0(record) != nil } ?? true
    }
}
