/// An ordered list of batches that turn an old list into a new one. Apply each stage in
/// order: inside one `performBatchUpdates`, make the data source return `stage.data`,
/// then apply `stage.update`. ListKit's `reload(using:animatingAtMost:setData:)` on a list view
/// does that, except that it reconfigures reloaded items in place after each batch
/// instead of reloading them, so a reload-only stage costs it no batch.
///
/// Every stage obeys the rules documented on ``BatchUpdate``; ListDiff uses as few stages
/// as they allow: none when nothing changed; one when no moved item or moved section
/// needs a reload and no moved section has item changes; a second, reload-only stage
/// for updated items or sections that moved; and, only when a moved section also has item
/// changes, one more stage that changes items with sections in their old order before the
/// section stage.
///
/// Three stages are the fewest that animate every change when an updated item moves into
/// (or inside) a section that also moves: the item's move, its reload and its section's
/// move must be in three different batches (no item operation in a moving section, no
/// reload of a moving item).
///
/// A section whose own content changed (what its header or footer shows: a title, a count)
/// while it kept its identity is not reloaded: its items change like any others, and
/// ``sectionRefreshes`` names it, so that its supplementary views are configured again in
/// place after the stages (ListKit's `refreshSupplementaryViews(inSections:)`).
public struct StagedChangeset<Data>: RandomAccessCollection {
    /// One batch and the data the data source shows while and after it applies.
    public struct Stage {
        /// The data source's contents for this stage.
        public var data: Data
        /// The batch, in indices of the previous stage's data (old) and this one's (new).
        public var update: BatchUpdate

        /// A stage of `update` showing `data`.
        @usableFromInline package init(data: Data, update: BatchUpdate) {
            self.data = data
            self.update = update
        }
    }

    /// The stages, in application order.
    public var stages: [Stage]
    /// The data the list shows when every stage is applied, when known (the diff
    /// initializers set it). Without stages it is still new data: values that compare equal
    /// may differ in what content equality ignores, and the data source must get them.
    public var target: Data?
    /// The sections, by index in the new data, whose own content changed while they kept
    /// their identity: their headers and footers should show the new content once the stages
    /// are applied.
    public var sectionRefreshes: [Int]

    /// A staged changeset from its stages, and the final data if known.
    @usableFromInline package init(stages: [Stage] = [], target: Data? = nil, sectionRefreshes: [Int] = []) {
        self.stages = stages
        self.target = target
        self.sectionRefreshes = sectionRefreshes
    }

    public var startIndex: Int { stages.startIndex }
    public var endIndex: Int { stages.endIndex }
    public subscript(position: Int) -> Stage { stages[position] }

    /// The operations in all stages.
    public var changeCount: Int { stages.reduce(0) { $0 + $1.update.changeCount } }
}

extension StagedChangeset.Stage: Equatable where Data: Equatable {}
extension StagedChangeset: Equatable where Data: Equatable {}
extension StagedChangeset.Stage: Sendable where Data: Sendable {}
extension StagedChangeset: Sendable where Data: Sendable {}
extension StagedChangeset.Stage: Codable where Data: Codable {}
extension StagedChangeset: Codable where Data: Codable {
    private enum CodingKeys: String, CodingKey { case stages, target, sectionRefreshes }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            stages: try container.decode([Stage].self, forKey: .stages),
            target: try container.decodeIfPresent(Data.self, forKey: .target),
            // Absent in changesets encoded before sections were refreshed in place.
            sectionRefreshes: try container.decodeIfPresent([Int].self, forKey: .sectionRefreshes) ?? [])
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(stages, forKey: .stages)
        try container.encodeIfPresent(target, forKey: .target)
        try container.encode(sectionRefreshes, forKey: .sectionRefreshes)
    }
}
