@_spi(ListHost) import ListKit

/// A breach of the batch-update rules documented on `BatchUpdate`, as found by
/// ``SimulatedListView``. UIKit would throw or mis-animate on it.
public struct BatchUpdateViolation: Error, Hashable, Sendable, CustomStringConvertible {
    /// The rule broken.
    public enum Rule: String, Hashable, Sendable, Codable {
        /// An index or path outside the list before or after the batch.
        case outOfRange
        /// An old index/path used twice among deletes, move sources and reloads, or a new
        /// one twice among inserts and move destinations (rules 1–4).
        case usedTwice
        /// An item operation in a section the same batch deletes, inserts, moves or reloads (rule 5).
        case itemInChangedSection
        /// Section or item counts after the batch differ from the data source's (rules 2, 7).
        case countMismatch
        /// After the batch, the view shows other IDs than the data source at some position.
        case identityMismatch
        /// An operation outside `performBatch`, or a batch inside a batch.
        case outsideBatch
        /// A batch, reload or reconfigure while the user drags an item, or from inside the
        /// drop's data source call.
        case changedDuringDrag
    }

    /// The rule broken.
    public var rule: Rule
    /// What exactly happened.
    public var detail: String

    /// A violation of `rule`.
    public init(_ rule: Rule, _ detail: String) {
        self.rule = rule
        self.detail = detail
    }

    public var description: String { "\(rule.rawValue): \(detail)" }
}
