import ListDiff

/// An item for tests and benchmarks: an ID and one content value, which a content change
/// bumps.
public struct TestItem<ID: Hashable & Sendable>: Diffable, Hashable, Sendable {
    /// The item's identity.
    public var id: ID
    /// Its content: items with equal IDs and different `content` are updates.
    public var content: Int

    /// An item `id` with `content`.
    public init(id: ID, content: Int = 0) {
        self.id = id
        self.content = content
    }
}

extension TestItem: Codable where ID: Codable {}

extension TestItem: CustomStringConvertible {
    /// `id`, then `'content` when the content is not 0: `7`, `7'2`.
    public var description: String { content == 0 ? "\(id)" : "\(id)'\(content)" }
}
