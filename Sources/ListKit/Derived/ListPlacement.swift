/// Where a row the screen adds goes among a grouping's groups (see ``ListExtra``).
public enum ListPlacement<Key: Hashable, RecordID: Hashable>: Hashable {
    /// First, in the first group.
    case start
    /// Last, in the last group: a typing indicator after the newest day.
    case end
    /// First in the group with this key.
    case startOf(Key)
    /// Last in the group with this key.
    case endOf(Key)
    /// Right above the record with this ID, in its group.
    case above(RecordID)
    /// Right under the record with this ID, in its group: a row that loads its replies.
    case under(RecordID)
}

extension ListPlacement: Sendable where Key: Sendable, RecordID: Sendable {}

/// A row the screen adds to a grouping, and where it goes: shown only where that place exists
/// (a group with the key, a record with the ID, any group at all for `.start` and `.end`);
/// `keepingEmpty` keeps a group for a row to show in while it has no records.
public struct ListExtra<Extra: Diffable, Key: Hashable, RecordID: Hashable> {
    /// The row.
    let row: Extra
    /// Where it goes.
    let placement: ListPlacement<Key, RecordID>

    /// `row`, placed at `placement`.
    public init(_ row: Extra, at placement: ListPlacement<Key, RecordID>) {
        self.row = row
        self.placement = placement
    }
}

extension ListExtra: Sendable where Extra: Sendable, Key: Sendable, RecordID: Sendable {}
