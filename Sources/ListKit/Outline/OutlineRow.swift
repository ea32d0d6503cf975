/// A row of an outline (``ListController/outline(parent:children:expandable:sections:)``): a
/// record at its depth, with whether it has children and shows them; the placeholder under a
/// folder whose children load; or a record shown flat, outside the outline (a section of
/// pinned items beside it).
///
/// A cell reads what it needs: ``record``, ``depth``, ``isExpandable`` and ``isExpanded``. The
/// UIKit list controllers show the depth and the expansion themselves (the cell's indentation,
/// a disclosure chevron), and a placeholder with a spinner, so a cell configured with the
/// record alone (listgen's generated bindings) needs no outline code.
public struct OutlineRow<Record: Diffable>: Diffable {
    /// What a row shows.
    public enum Kind: Hashable, Sendable {
        /// A record in the outline.
        case node
        /// The row under a folder whose children load: its ``OutlineRow/record`` is the folder.
        case placeholder
        /// A record shown outside the outline, with no depth and no children.
        case flat
    }

    /// A row's identity: its record's, and what kind of row it is (the same record shows in
    /// the outline and flat in another section as two rows).
    public struct ID: Hashable {
        /// The record's ID (for a placeholder, the folder's).
        public var record: Record.ID
        /// The kind of row.
        public var kind: Kind
    }

    /// The record the row shows; for a placeholder, the folder whose children load.
    public var record: Record
    /// What the row shows.
    public var kind: Kind
    /// How deep the row is: 0 at the top level (and for a flat row).
    public var depth: Int
    /// Whether the record has children to show, shown or not (a folder).
    public var isExpandable: Bool
    /// Whether the record's children show under it.
    public var isExpanded: Bool

    /// A row of `kind` showing `record`.
    public init(_ record: Record, kind: Kind = .node, depth: Int = 0, isExpandable: Bool = false, isExpanded: Bool = false) {
        self.record = record
        self.kind = kind
        self.depth = depth
        self.isExpandable = isExpandable
        self.isExpanded = isExpanded
    }

    public var id: ID { ID(record: record.id, kind: kind) }

    /// Whether this is the placeholder under a folder whose children load.
    var isPlaceholder: Bool { kind == .placeholder }

    /// Whether the row shows the same: its record's content, and where and how it stands
    /// (a changed depth or expansion configures the cell again, in place).
    public func isContentEqual(to source: OutlineRow) -> Bool {
        depth == source.depth && isExpandable == source.isExpandable && isExpanded == source.isExpanded
            && (kind == .placeholder || record.isContentEqual(to: source.record))
    }
}

extension OutlineRow: Sendable where Record: Sendable, Record.ID: Sendable {}
extension OutlineRow.ID: Sendable where Record.ID: Sendable {}
