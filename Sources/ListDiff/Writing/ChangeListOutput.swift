/// What the change lists hold: offsets (``OffsetOutput``) or item paths (``ItemPathOutput``).
@usableFromInline
protocol ChangeListOutput {
    associatedtype Delete
    associatedtype Insert
    associatedtype Move
    static func delete(_ source: Int) -> Delete
    static func insert(_ target: Int) -> Insert
    static func move(_ source: Int, _ target: Int) -> Move
    /// ``OffsetMaps/changeLists(as:)`` for this output, compiled once, in ListDiff.
    static func changeLists(_ maps: OffsetMaps) -> ChangeLists<Delete, Insert, Move>
}

/// Offsets, as ``Changeset`` lists them.
@usableFromInline
enum OffsetOutput: ChangeListOutput {
    @inlinable
    static func delete(_ source: Int) -> Int { source }
    @inlinable
    static func insert(_ target: Int) -> Int { target }
    @inlinable
    static func move(_ source: Int, _ target: Int) -> PositionPair<Int> { PositionPair(source: source, target: target) }
    @usableFromInline
    static func changeLists(_ maps: OffsetMaps) -> ChangeLists<Int, Int, PositionPair<Int>> { maps.changeLists(as: Self.self) }
}

/// Item paths in section 0, as a flat list's stages list them.
@usableFromInline
enum ItemPathOutput: ChangeListOutput {
    @inlinable
    static func delete(_ source: Int) -> ItemPath { ItemPath(item: source, section: 0) }
    @inlinable
    static func insert(_ target: Int) -> ItemPath { ItemPath(item: target, section: 0) }
    @inlinable
    static func move(_ source: Int, _ target: Int) -> PositionPair<ItemPath> {
        PositionPair(source: ItemPath(item: source, section: 0), target: ItemPath(item: target, section: 0))
    }
    @usableFromInline
    static func changeLists(_ maps: OffsetMaps) -> ChangeLists<ItemPath, ItemPath, PositionPair<ItemPath>> {
        maps.changeLists(as: Self.self)
    }
}
