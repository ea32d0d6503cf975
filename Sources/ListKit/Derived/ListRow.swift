/// A row of a derived list that shows its records among rows of the screen's own: a typing
/// indicator after the newest day of a chat, a loading row under a record (see
/// ``ListController/grouping(by:order:keepingEmpty:sortedBy:adding:)``).
///
/// A cell shows either case: with listgen's generated bindings on both types, each row gets
/// its type's cell, and the screen writes no cell code for the mix.
public enum ListRow<Record: Diffable, Extra: Diffable>: Diffable {
    /// One of the list's records.
    case record(Record)
    /// A row the screen adds.
    case extra(Extra)

    /// A row's identity: its record's or its extra row's, never one the other's.
    public enum ID: Hashable {
        /// A record's row.
        case record(Record.ID)
        /// A row the screen adds.
        case extra(Extra.ID)
    }

    public var id: ID {
        switch self {
        case .record(let record): .record(record.id)
        case .extra(let extra): .extra(extra.id)
        }
    }

    /// The record the row shows, or nil for a row the screen adds.
    public var record: Record? {
        if case .record(let record) = self { record } else { nil }
    }

    /// The screen's row, or nil for a record's row.
    public var extra: Extra? {
        if case .extra(let extra) = self { extra } else { nil }
    }

    /// Whether the two rows show the same content (rows of one case, compared as their type
    /// compares them).
    public func isContentEqual(to source: ListRow) -> Bool {
        switch (self, source) {
        case (.record(let record), .record(let other)): record.isContentEqual(to: other)
        case (.extra(let extra), .extra(let other)): extra.isContentEqual(to: other)
        default: false
        }
    }
}

extension ListRow: Sendable where Record: Sendable, Extra: Sendable {}
extension ListRow.ID: Sendable where Record.ID: Sendable, Extra.ID: Sendable {}
extension ListRow: Equatable where Record: Equatable, Extra: Equatable {}

extension DerivedRows {
    /// Rows that are records, or the screen's own rows.
    nonisolated static func mixed<Extra: Sendable>() -> DerivedRows
    where Row == ListRow<Record, Extra>, Record: Sendable, Record.ID: Sendable, Extra.ID: Sendable {
        DerivedRows(
            record: { $0.record },
            recordID: { if case .record(let id) = $0 { id } else { nil } },
            replacing: { row, record in row.record == nil ? nil : .record(record) }
        )
    }
}
