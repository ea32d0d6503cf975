/// One `performBatchUpdates` batch, in index terms. A list view applies it after its data
/// source already returns the data of the batch's stage.
///
/// The rules every batch built by ListDiff obeys, and that `SimulatedListView` (in
/// ListKitTesting) enforces:
///
/// 1. Section deletes, section move sources and section reloads are indices *before* the
///    batch; each old section is used at most once across them.
/// 2. Section inserts and section move destinations are indices *after* the batch; each is
///    used at most once across them. The new section count is
///    old count − deletes + inserts, and must equal the data source's.
/// 3. Item deletes, item move sources and item reloads are paths *before* the batch
///    (old section index, old item index); each old path is used at most once across them.
/// 4. Item inserts and item move destinations are paths *after* the batch; each is used
///    at most once across them.
/// 5. No item operation refers to a section that the same batch deletes, inserts,
///    moves or reloads (neither by its old index in an old path nor by its new index in a
///    new path). So no item moves out of a deleted section or into an inserted one, and a
///    moved section moves whole: UIKit mis-animates or throws on item moves mixed with
///    moves of their sections.
/// 6. An item reload is never combined with a move or delete of that item (rule 3), and a
///    section reload never with a move or delete of that section (rule 1). Reloads of moved
///    items therefore go in a later stage, at their new positions.
/// 7. After the batch, every section's item count equals
///    old count − deletes − moves out + inserts + moves in, and must equal the data
///    source's; surviving items keep their relative order unless moved.
///
/// Within each list the order is ascending, so the batch is deterministic.
public struct BatchUpdate: Hashable, Codable, Sendable {
    /// Old indices of sections to delete.
    public var sectionDeletes: [Int] = []
    /// New indices of sections to insert.
    public var sectionInserts: [Int] = []
    /// Sections to move, old index to new index.
    public var sectionMoves: [PositionPair<Int>] = []
    /// Old indices of sections to reload (refetch the section and all its items).
    public var sectionReloads: [Int] = []
    /// Old paths of items to delete.
    public var itemDeletes: [ItemPath] = []
    /// New paths of items to insert.
    public var itemInserts: [ItemPath] = []
    /// Items to move, old path to new path.
    public var itemMoves: [PositionPair<ItemPath>] = []
    /// Old paths of items to reload (refetch their cells).
    public var itemReloads: [ItemPath] = []

    /// An empty batch.
    @usableFromInline package init() {}

    private enum CodingKeys: String, CodingKey {
        case sectionDeletes, sectionInserts, sectionMoves, sectionReloads, itemDeletes, itemInserts, itemMoves, itemReloads
    }

    /// Decodes a batch and checks the invariants that need no data (see
    /// `_checkInvariants()`): a broken one throws a `DecodingError` naming the first.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sectionDeletes = try container.decode([Int].self, forKey: .sectionDeletes)
        sectionInserts = try container.decode([Int].self, forKey: .sectionInserts)
        sectionMoves = try container.decode([PositionPair<Int>].self, forKey: .sectionMoves)
        sectionReloads = try container.decode([Int].self, forKey: .sectionReloads)
        itemDeletes = try container.decode([ItemPath].self, forKey: .itemDeletes)
        itemInserts = try container.decode([ItemPath].self, forKey: .itemInserts)
        itemMoves = try container.decode([PositionPair<ItemPath>].self, forKey: .itemMoves)
        itemReloads = try container.decode([ItemPath].self, forKey: .itemReloads)
        try ChangeValidation.require(_checkInvariants(), in: decoder, "BatchUpdate")
    }

    /// Whether the batch has no operation.
    public var isEmpty: Bool { changeCount == 0 }

    /// The number of operations of every kind.
    public var changeCount: Int {
        sectionDeletes.count + sectionInserts.count + sectionMoves.count + sectionReloads.count
            + itemDeletes.count + itemInserts.count + itemMoves.count + itemReloads.count
    }

    /// The broken invariants that can be checked without the data: sortedness and
    /// the at-most-once rules 1, 3 and 4 and the section part of rule 5.
    public func _checkInvariants() -> [String] {
        var check = InvariantChecker()
        check.requireAscending(sectionDeletes, below: Int.max, "section deletes")
        check.requireAscending(sectionInserts, below: Int.max, "section inserts")
        check.requireAscending(sectionReloads, below: Int.max, "section reloads")
        check.requireDistinct([sectionDeletes, sectionMoves.map(\.source), sectionReloads], "old sections")
        check.requireDistinct([sectionInserts, sectionMoves.map(\.target)], "new sections")
        check.requireDistinct([itemDeletes, itemMoves.map(\.source), itemReloads], "old item paths")
        check.requireDistinct([itemInserts, itemMoves.map(\.target)], "new item paths")
        let oldTouched = Set(sectionDeletes + sectionMoves.map(\.source) + sectionReloads)
        let newTouched = Set(sectionInserts + sectionMoves.map(\.target))
        for path in itemDeletes + itemMoves.map(\.source) + itemReloads {
            check.require(!oldTouched.contains(path.section), "item \(path) in a deleted, moved or reloaded section")
        }
        for path in itemInserts + itemMoves.map(\.target) {
            check.require(!newTouched.contains(path.section), "item \(path) in an inserted or moved section")
        }
        return check.problems
    }
}
