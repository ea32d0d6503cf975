/// Sections derived from flat records (see ``DerivedList``).
extension ListController where Section: Sendable, Item: Sendable, Item.ID: Sendable {
    /// Shows `records` as the sections `sections` makes of them, from now on and after every
    /// change of the records or of the returned list's filter (``DerivedList/filter(animated:completion:_:)``). `sections`
    /// may run off the main actor (for large sources): give it only `Sendable` state.
    ///
    /// ```swift
    /// let shelves = controller.deriving { books in
    ///     [Shelf(id: "All", elements: books.sorted { $0.title < $1.title })]
    /// }
    /// shelves.apply(books)
    /// ```
    public func deriving(
        from records: [Item] = [], _ sections: @escaping @Sendable ([Item]) -> [Section]
    ) -> DerivedList<Item, Section> {
        show(DerivedList(records: records, controller: self, rows: .records) { (sections($0.filtered), []) })
    }

    /// Shows `records` grouped into a section per key, each sorted by `areInIncreasingOrder`.
    /// The groups come in this order: those `order` names, in that order (a key named twice
    /// counts once); then those `keepingEmpty` names that `order` does not, in that order;
    /// then any other, in the order of its first record by `areInIncreasingOrder` (the
    /// records need no sorting beforehand). A group without records is left out unless
    /// `keepingEmpty` names it. A record whose key changes moves to its new group, animated.
    ///
    /// ```swift
    /// let inbox = list.controller.grouping(by: \.isPinned, order: [true, false]) { $0.updatedAt > $1.updatedAt }
    /// inbox.apply(conversations)
    /// ```
    public func grouping<Key: Hashable & Sendable, Record>(
        by key: @escaping @Sendable (Record) -> Key, order: [Key] = [], keepingEmpty: [Key] = [],
        sortedBy areInIncreasingOrder: @escaping @Sendable (Record, Record) -> Bool
    ) -> DerivedList<Record, Section> where Section == ListGroup<Key, Record> {
        let grouping = Grouping(key: key, order: order, keepingEmpty: keepingEmpty, sortedBy: areInIncreasingOrder)
        return deriving { records in grouping.groups(of: records).map { ListGroup(id: $0.key, elements: $0.records) } }
    }

}

extension ListController where Section: Sendable, Item: Sendable {
    /// Makes `derived` the list this controller shows, and shows its records.
    func show<Record>(_ derived: DerivedList<Record, Section>) -> DerivedList<Record, Section> {
        diffsOffMainActor()
        derivation = DerivationLink(
            owner: derived,
            userDeleted: { [unowned derived] in derived.userDeleted($0, id: $1) },
            isIdle: { [unowned derived] in !derived.isDeriving },
            showsRecord: { [unowned derived] in derived.rows.record($0) != nil },
            selected: { [unowned derived] in derived.rowSelected($0) },
            holdsRecords: { [unowned derived] in derived.holdsRecords(ofRows: $0) },
            afterDerivation: { [unowned derived] in derived.afterDerivation($0) }
        )
        derived.apply(derived.records, animated: false)
        return derived
    }
}
