/// The difference between two flat lists, in offsets.
///
/// - `deletes`: offsets in the old list of items whose ID is gone, ascending.
/// - `inserts`: offsets in the new list of items whose ID is new, ascending.
/// - `moves`: surviving items that must move, old offset to new offset, ordered by
///   target. Only survivors off one longest increasing subsequence of the survivors'
///   new offsets move, so the count is the minimum.
/// - `updates`: surviving items (moved or not) whose content changed, ordered by target.
///   An update is never also reported as a delete plus an insert.
///
/// Build one with ``init(from:to:)``. Duplicate IDs are matched in order of occurrence:
/// the k-th old item with an ID pairs with the k-th new item with that ID, and surplus
/// occurrences are deletes or inserts, so the changeset is always correct.
public struct Changeset: Hashable, Codable, Sendable {
    /// Number of items in the old list.
    public var sourceCount: Int
    /// Number of items in the new list.
    public var targetCount: Int
    /// Old offsets of deleted items, ascending.
    public var deletes: [Int]
    /// New offsets of inserted items, ascending.
    public var inserts: [Int]
    /// Moved survivors (old offset to new offset), ascending by target.
    public var moves: [PositionPair<Int>]
    /// Survivors whose content changed (old offset to new offset), ascending by target.
    public var updates: [PositionPair<Int>]

    /// A changeset from its parts; `_checkInvariants()` says whether they fit together.
    @usableFromInline package init(
        sourceCount: Int,
        targetCount: Int,
        deletes: [Int] = [],
        inserts: [Int] = [],
        moves: [PositionPair<Int>] = [],
        updates: [PositionPair<Int>] = []
    ) {
        self.sourceCount = sourceCount
        self.targetCount = targetCount
        self.deletes = deletes
        self.inserts = inserts
        self.moves = moves
        self.updates = updates
    }

    /// Whether old and new show the same items with the same content in the same order.
    public var isEmpty: Bool {
        deletes.isEmpty && inserts.isEmpty && moves.isEmpty && updates.isEmpty
    }

    /// Deletes + inserts + moves + updates.
    public var changeCount: Int {
        deletes.count + inserts.count + moves.count + updates.count
    }

    private enum CodingKeys: String, CodingKey {
        case sourceCount, targetCount, deletes, inserts, moves, updates
    }

    /// Decodes a changeset and checks that its parts fit together (offsets in range and
    /// sorted, none used twice, counts adding up), so a changeset from a server can never
    /// drive a list view into an inconsistency: a broken one throws a `DecodingError`
    /// naming the first broken invariant.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            sourceCount: try container.decode(Int.self, forKey: .sourceCount),
            targetCount: try container.decode(Int.self, forKey: .targetCount),
            deletes: try container.decode([Int].self, forKey: .deletes),
            inserts: try container.decode([Int].self, forKey: .inserts),
            moves: try container.decode([PositionPair<Int>].self, forKey: .moves),
            updates: try container.decode([PositionPair<Int>].self, forKey: .updates)
        )
        try ChangeValidation.require(_checkInvariants(), in: decoder, "Changeset")
    }
}
