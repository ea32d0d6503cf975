/// How the rows of a derived list stand for its records: a row is the record itself (a
/// grouping, a derivation of your own), or a row of an outline, which shows a record at a
/// depth, or is the placeholder under a folder whose children load.
struct DerivedRows<Record: Diffable, Row: Diffable>: Sendable {
    /// The record a row shows; nil for a row that shows none (a placeholder).
    let record: @Sendable (Row) -> Record?
    /// The record a row ID names; nil for a row that names none.
    let recordID: @Sendable (Row.ID) -> Record.ID?
    /// The row as it shows `record` instead of its own record (a hand-over); nil for a row that
    /// shows no record.
    let replacing: @Sendable (Row, Record) -> Row?
}

extension DerivedRows where Row == Record, Record: Sendable, Record.ID: Sendable {
    /// Rows that are the records.
    nonisolated static var records: DerivedRows {
        DerivedRows(record: { $0 }, recordID: { $0 }, replacing: { _, record in record })
    }
}

/// What one derivation reads, taken on the main actor and handed to the derivation, which may
/// run off it: the records, the filter, and for an outline its expansion.
struct DerivationInput<Record: Diffable & Sendable>: Sendable where Record.ID: Sendable {
    var records: [Record]
    var filter: (@Sendable (Record) -> Bool)?
    var outline: OutlineState<Record>.Snapshot?

    /// The records the filter keeps (all of them without one).
    var filtered: [Record] {
        guard let filter else { return records }
        return records.filter(filter)
    }
}

/// What a list controller knows of the derived list it shows (see `DerivedList`).
@MainActor
struct DerivationLink<Item: Diffable> {
    /// The derived list, which the controller keeps.
    let owner: AnyObject
    /// The user deleted `item`, whose ID in the controller's record is the second argument.
    let userDeleted: (Item, Item.ID) -> Void
    /// Whether no derivation is under way.
    let isIdle: () -> Bool
    /// Whether `item` shows a record (false for an outline's placeholder row).
    let showsRecord: (Item) -> Bool
    /// The user tapped `item` (an outline's folder row expands or collapses).
    let selected: (Item) -> Void
    /// Those of these row IDs whose records the source holds (shown or not: a filter may hide
    /// them).
    let holdsRecords: (Set<Item.ID>) -> Set<Item.ID>
    /// Runs the completion once the derivation under way (there is one: `isIdle` is false) is
    /// shown.
    let afterDerivation: (@escaping @MainActor @Sendable () -> Void) -> Void
}
