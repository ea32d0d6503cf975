/// The lists of a flat change, ascending, their elements as a ``ChangeListOutput`` builds
/// them: offsets for ``Changeset``, item paths in section 0 for a flat list's stages.
@usableFromInline
struct ChangeLists<Delete, Insert, Move> {
    @usableFromInline var deletes: [Delete] = []
    @usableFromInline var inserts: [Insert] = []
    @usableFromInline var moves: [Move] = []
    /// The matched pairs whose content changed, ascending by target.
    @usableFromInline var updates: [UpdatedPair] = []

    @inlinable
    init() {}
}

/// A matched pair whose content changed, and whether the item stays (is not moved).
@usableFromInline
struct UpdatedPair {
    @usableFromInline var source: Int
    @usableFromInline var target: Int
    @usableFromInline var stays: Bool

    @inlinable
    init(source: Int, target: Int, stays: Bool) {
        self.source = source
        self.target = target
        self.stays = stays
    }
}
