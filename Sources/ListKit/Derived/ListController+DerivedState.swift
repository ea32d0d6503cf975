/// Derivations over the app's own state: a mode, a choice, who is typing. The state is read on
/// the main actor before each derivation; where it is `@Observable`, a change of what was read
/// derives again by itself, and otherwise ``DerivedList/rederive(animated:completion:)`` does.
extension ListController where Section: Sendable, Item: Sendable, Item.ID: Sendable {
    /// Shows `records` as the sections `sections` makes of them and of the app's state that
    /// `state` reads: derived again after every change of the records, of the returned list's
    /// filter, and of that state. `state` runs on the main actor (a view controller's
    /// properties, a model's); `sections` may run off it (for large sources) with the value it
    /// returned.
    ///
    /// ```swift
    /// let photos = list.controller.deriving(reading: { [unowned self] in sortOrder }) { photos, order in
    ///     [ListSection(id: 0, elements: photos.sorted(by: order.areInIncreasingOrder))]
    /// }
    /// ```
    public func deriving<State: Sendable>(
        from records: [Item] = [], reading state: @escaping @MainActor () -> State,
        _ sections: @escaping @Sendable ([Item], State) -> [Section]
    ) -> DerivedList<Item, Section> {
        show(
            DerivedList(records: records, controller: self, rows: .records) {
                let value = state()
                return { input in (sections(input.filtered, value), []) }
            })
    }

    /// Shows records grouped as ``grouping(by:order:keepingEmpty:sortedBy:)`` groups them, with
    /// rows of the screen's own among them: `extras` says which and where (after the last
    /// group, first in a group, under a record), read on the main actor before each
    /// derivation, so it reads the app's state; where that state is `@Observable`, a change
    /// of what it read places the rows again by itself, and otherwise
    /// ``DerivedList/rederive(animated:completion:)`` does. An extra row shows only where its
    /// place exists.
    ///
    /// ```swift
    /// let thread = list.controller.grouping(by: \.day) { $0.sentAt < $1.sentAt } adding: { [unowned self] in
    ///     typing.map { [ListExtra(TypingRow(names: $0), at: .end)] } ?? []
    /// }
    /// ```
    public func grouping<Key: Hashable & Sendable, Record: Diffable & Sendable, Extra: Diffable & Sendable>(
        by key: @escaping @Sendable (Record) -> Key, order: [Key] = [], keepingEmpty: [Key] = [],
        sortedBy areInIncreasingOrder: @escaping @Sendable (Record, Record) -> Bool,
        adding extras: @escaping @MainActor () -> [ListExtra<Extra, Key, Record.ID>]
    ) -> DerivedList<Record, Section> where Section == ListGroup<Key, ListRow<Record, Extra>>, Record.ID: Sendable, Extra.ID: Sendable {
        let grouping = Grouping(key: key, order: order, keepingEmpty: keepingEmpty, sortedBy: areInIncreasingOrder)
        return show(
            DerivedList(records: [], controller: self, rows: .mixed()) {
                let placed = extras()
                return { input in (Grouping<Key, Record>.placing(placed, in: grouping.groups(of: input.filtered)), []) }
            })
    }
}
