import ListKit

/// A `DerivedList` fed by a fetched-results controller's snapshots: the records of its
/// objects, in its order, grouped into its sections. The platform-neutral part of
/// `FetchedResultsList`, which feeds it from Core Data; a test feeds it from a fake source.
///
/// Each snapshot replaces the records (``show(_:animated:record:)``), so the model-of-record
/// rules of a derived list hold: a record the user swipe-deleted stays out of every snapshot
/// until one no longer has it (``deletesInStore(_:)`` writes the delete back), a search is a
/// filter of ``derived``, large lists are derived and diffed off the main actor.
@MainActor
public final class FetchedResultsFeed<ObjectID: Hashable, Record: Diffable & Sendable, Key: Hashable & Sendable> where Record.ID: Sendable {
    /// The derived list the snapshots feed: search and filter it here.
    public let derived: DerivedList<Record, ListGroup<Key, Record>>

    /// Shows the snapshots in `controller`, each record in the group `key` gives it: the
    /// record's copy of the attribute the fetch's `sectionNameKeyPath` names.
    public init(_ controller: ListController<ListGroup<Key, Record>>, sectionedBy key: @escaping @Sendable (Record) -> Key) {
        derived = controller.deriving { FetchedGroups.groups($0, by: key) }
    }

    /// Shows `snapshot`: the record of each of its objects, in its order (an object
    /// `record` has none for, deleted meanwhile, is left out).
    public func show(_ snapshot: FetchedSnapshot<ObjectID>, animated: Bool = true, record: (ObjectID) -> Record?) {
        var records: [Record] = []
        records.reserveCapacity(snapshot.sections.reduce(0) { $0 + $1.objectIDs.count })
        for section in snapshot.sections {
            for id in section.objectIDs {
                if let record = record(id) { records.append(record) }
            }
        }
        derived.apply(records, animated: animated)
    }

    /// Writes each record the user swipe-deletes back to the store (deletes its object and
    /// saves); if `delete` throws, the record comes back where it was. See
    /// `DerivedList.deletesInSource(_:)`.
    public func deletesInStore(_ delete: @escaping @MainActor @Sendable (Record) async throws -> Void) {
        derived.deletesInSource(delete)
    }
}
