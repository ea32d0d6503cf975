/// Outlines: records that form a tree, shown with their folders expanded and collapsed by
/// identity.
extension ListController where Section: Sendable, Item: Sendable {
    /// Shows `records` as an outline: a tree by each record's `parent` (nil at the top level),
    /// each folder's children in the order `children` gives (nil while they are not loaded:
    /// see ``DerivedList/loadsChildren(_:)``) or, without `children`, in the records' order.
    /// `expandable` says which records are folders (by default, those with children or whose
    /// children are not loaded). The list's sections are what `sections` makes of the tree:
    /// ``OutlineTree/rows`` for the outline, ``OutlineTree/flat(where:)`` for records shown
    /// beside it.
    ///
    /// The returned derived list takes the records like any other (`apply`, `receive`, ...),
    /// and holds the expansion: a tap on a folder's row expands or collapses it, animated; a
    /// folder the user expanded stays so across every change, for as long as it exists; a
    /// search (``DerivedList/filter(matching:in:animated:completion:)``) shows the records it
    /// matches with the folders above them expanded, and gives the user's expansion back when
    /// it ends. A user's swipe-delete takes a folder with everything under it.
    ///
    /// ```swift
    /// let files = list.controller.outline(parent: \.parentID, children: \.childIDs) { tree in
    ///     [ListGroup(id: "Files", elements: tree.rows)]
    /// }
    /// files.receive(service.tree)
    /// ```
    public func outline<Record>(
        parent: KeyPath<Record, Record.ID?> & Sendable, children: KeyPath<Record, [Record.ID]?>? = nil,
        expandable: (@Sendable (Record) -> Bool)? = nil, sections: @escaping @Sendable (OutlineTree<Record>) -> [Section]
    ) -> DerivedList<Record, Section> where Item == OutlineRow<Record> {
        var listed: (@Sendable (Record) -> [Record.ID]?)?
        if let children {
            // A key path is immutable; spelled without `& Sendable` above because an optional
            // of that composition defeats the inference of `\.childIDs`'s root.
            nonisolated(unsafe) let children = children
            listed = { $0[keyPath: children] }
        }
        let shape = OutlineShape<Record>(parent: { $0[keyPath: parent] }, children: listed, expandable: expandable)
        let rows = DerivedRows<Record, Item>(
            record: { $0.kind == .placeholder ? nil : $0.record },
            recordID: { $0.kind == .placeholder ? nil : $0.record },
            replacing: { row, record in
                row.kind == .placeholder
                    ? nil : OutlineRow(record, kind: row.kind, depth: row.depth, isExpandable: row.isExpandable, isExpanded: row.isExpanded)
            }
        )
        return show(
            DerivedList(records: [], controller: self, rows: rows, outline: OutlineState(shape: shape)) { input in
                let tree = OutlineTree(input)
                return (sections(tree), tree.vanished)
            })
    }
}
