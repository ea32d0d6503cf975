/// A matched pair of positions: where an item was (`source`, in the old list) and where
/// it is (`target`, in the new list). Used for moves and for content updates.
public struct PositionPair<Position: Hashable & Codable & Sendable>: Hashable, Codable, Sendable {
    /// The position in the old list.
    public var source: Position
    /// The position in the new list.
    public var target: Position

    /// A pair from `source` (old list) to `target` (new list).
    @inlinable
    public init(source: Position, target: Position) {
        self.source = source
        self.target = target
    }
}

extension PositionPair: CustomStringConvertible {
    public var description: String { "\(source)->\(target)" }
}
