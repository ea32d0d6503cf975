/// The difference between two sectioned lists.
///
/// Sections: deletes (old indices), inserts (new indices), moves (only surviving sections
/// off a longest increasing subsequence move) and updates (same ID, content changed).
///
/// Items are matched by ID across the whole list, so an item that changes section is one
/// move, never a delete plus an insert. Item sources are paths in the old list, item targets
/// paths in the new list. Inside a surviving section, only items off a longest increasing
/// subsequence move; an item whose section changed always moves (also when its old section
/// was deleted or its new section is inserted). Duplicate IDs are matched in order of
/// occurrence, as in ``Changeset``.
///
/// Lists ordered as follows: deletes by old index/path, inserts, moves and updates by
/// new index/path.
public struct SectionedChangeset: Hashable, Codable, Sendable {
    /// Old indices of deleted sections.
    public var sectionDeletes: [Int]
    /// New indices of inserted sections.
    public var sectionInserts: [Int]
    /// Moved sections, old index to new index.
    public var sectionMoves: [PositionPair<Int>]
    /// Sections whose own content changed, old index to new index.
    public var sectionUpdates: [PositionPair<Int>]
    /// Old paths of deleted items.
    public var itemDeletes: [ItemPath]
    /// New paths of inserted items.
    public var itemInserts: [ItemPath]
    /// Moved items, old path to new path.
    public var itemMoves: [PositionPair<ItemPath>]
    /// Items whose content changed, old path to new path.
    public var itemUpdates: [PositionPair<ItemPath>]

    /// A changeset from its parts.
    public init(
        sectionDeletes: [Int] = [],
        sectionInserts: [Int] = [],
        sectionMoves: [PositionPair<Int>] = [],
        sectionUpdates: [PositionPair<Int>] = [],
        itemDeletes: [ItemPath] = [],
        itemInserts: [ItemPath] = [],
        itemMoves: [PositionPair<ItemPath>] = [],
        itemUpdates: [PositionPair<ItemPath>] = []
    ) {
        self.sectionDeletes = sectionDeletes
        self.sectionInserts = sectionInserts
        self.sectionMoves = sectionMoves
        self.sectionUpdates = sectionUpdates
        self.itemDeletes = itemDeletes
        self.itemInserts = itemInserts
        self.itemMoves = itemMoves
        self.itemUpdates = itemUpdates
    }

    private enum CodingKeys: String, CodingKey {
        case sectionDeletes, sectionInserts, sectionMoves, sectionUpdates, itemDeletes, itemInserts, itemMoves, itemUpdates
    }

    /// Decodes a changeset and checks its invariants (see `_checkInvariants()`): a broken
    /// one throws a `DecodingError` naming the first broken invariant.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            sectionDeletes: try container.decode([Int].self, forKey: .sectionDeletes),
            sectionInserts: try container.decode([Int].self, forKey: .sectionInserts),
            sectionMoves: try container.decode([PositionPair<Int>].self, forKey: .sectionMoves),
            sectionUpdates: try container.decode([PositionPair<Int>].self, forKey: .sectionUpdates),
            itemDeletes: try container.decode([ItemPath].self, forKey: .itemDeletes),
            itemInserts: try container.decode([ItemPath].self, forKey: .itemInserts),
            itemMoves: try container.decode([PositionPair<ItemPath>].self, forKey: .itemMoves),
            itemUpdates: try container.decode([PositionPair<ItemPath>].self, forKey: .itemUpdates)
        )
        try ChangeValidation.require(_checkInvariants(), in: decoder, "SectionedChangeset")
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { changeCount == 0 }

    /// The number of section and item changes of every kind.
    public var changeCount: Int {
        sectionDeletes.count + sectionInserts.count + sectionMoves.count + sectionUpdates.count
            + itemDeletes.count + itemInserts.count + itemMoves.count + itemUpdates.count
    }

    /// The broken invariants, empty when well formed: sorted as documented, no old
    /// index/path used by two kinds of change that exclude each other, likewise new ones.
    public func _checkInvariants() -> [String] {
        var check = InvariantChecker()
        check.requireAscending(sectionDeletes, below: Int.max, "section deletes")
        check.requireAscending(sectionInserts, below: Int.max, "section inserts")
        check.requireAscending(sectionMoves.map(\.target), below: Int.max, "section move targets")
        check.requireAscending(sectionUpdates.map(\.target), below: Int.max, "section update targets")
        check.requireDistinct([sectionDeletes, sectionMoves.map(\.source)], "deleted or moved sections")
        check.requireDistinct([sectionDeletes, sectionUpdates.map(\.source)], "deleted or updated sections")
        check.requireDistinct([sectionInserts, sectionMoves.map(\.target)], "inserted or moved sections")
        check.requireDistinct([sectionInserts, sectionUpdates.map(\.target)], "inserted or updated sections")
        check.require(
            itemDeletes == itemDeletes.sorted() && Set(itemDeletes).count == itemDeletes.count, "item deletes not strictly ascending")
        check.require(
            itemInserts == itemInserts.sorted() && Set(itemInserts).count == itemInserts.count, "item inserts not strictly ascending")
        check.require(itemMoves.map(\.target) == itemMoves.map(\.target).sorted(), "item moves not ascending by target")
        check.require(itemUpdates.map(\.target) == itemUpdates.map(\.target).sorted(), "item updates not ascending by target")
        check.requireDistinct([itemDeletes, itemMoves.map(\.source)], "deleted or moved items")
        check.requireDistinct([itemDeletes, itemUpdates.map(\.source)], "deleted or updated items")
        check.requireDistinct([itemInserts, itemMoves.map(\.target)], "inserted or moved items")
        check.requireDistinct([itemInserts, itemUpdates.map(\.target)], "inserted or updated items")
        let deletedSections = Set(sectionDeletes)
        let insertedSections = Set(sectionInserts)
        for path in itemDeletes {
            check.require(!deletedSections.contains(path.section), "item delete \(path) inside a deleted section")
        }
        for path in itemInserts {
            check.require(!insertedSections.contains(path.section), "item insert \(path) inside an inserted section")
        }
        return check.problems
    }
}
