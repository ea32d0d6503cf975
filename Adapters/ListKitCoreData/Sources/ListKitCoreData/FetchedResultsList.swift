#if canImport(CoreData) && canImport(UIKit)
import CoreData
import ListKit
import UIKit

/// A list fed by an `NSFetchedResultsController`: the records of its objects, in its order,
/// in its sections (from the request's `sectionNameKeyPath`), shown by a `ListController`
/// with the model-of-record rules of a `DerivedList` (see ``FetchedResultsFeed``).
///
/// The fetched-results controller must fetch from a main-queue context (a container's
/// `viewContext`): its snapshots (`controller(_:didChangeContentWith:)`) are taken on the
/// main actor.
///
/// ```swift
/// notes = try FetchedResultsList(list.controller, fetching: fetchedNotes, sectionedBy: \.folder) { Note($0) }
/// notes.feed.deletesInStore { [context] note in
///     context.delete(context.object(with: note.objectID))
///     try context.save()
/// }
/// ```
@MainActor
public final class FetchedResultsList<Object: NSManagedObject, Record: Diffable & Sendable, Key: Hashable & Sendable> where Record.ID: Sendable {
    /// The feed the snapshots go to; its ``FetchedResultsFeed/derived`` list is searched
    /// and filtered.
    public let feed: FetchedResultsFeed<NSManagedObjectID, Record, Key>
    /// The fetched-results controller, whose delegate this list is.
    public let fetchedResults: NSFetchedResultsController<Object>
    private let delegate: SnapshotDelegate

    /// Fetches with `fetchedResults` and shows its objects in `controller`, each as
    /// `record` makes it, in the group `key` gives the record; again at every change the
    /// fetched-results controller reports.
    public init(
        _ controller: ListController<ListGroup<Key, Record>>, fetching fetchedResults: NSFetchedResultsController<Object>,
        sectionedBy key: @escaping @Sendable (Record) -> Key, record: @escaping @MainActor (Object) -> Record
    ) throws {
        let feed = FetchedResultsFeed<NSManagedObjectID, Record, Key>(controller, sectionedBy: key)
        let context = fetchedResults.managedObjectContext
        self.feed = feed
        self.fetchedResults = fetchedResults
        delegate = SnapshotDelegate { [weak feed] snapshot in
            feed?.show(snapshot) { id in (try? context.existingObject(with: id) as? Object).map(record) }
        }
        fetchedResults.delegate = delegate
        try fetchedResults.performFetch()
    }
}

/// Receives the fetched-results controller's snapshots: on the main thread, as its context is
/// a main-queue one (a `@preconcurrency` conformance checks that at run time).
@MainActor
private final class SnapshotDelegate: NSObject, @preconcurrency NSFetchedResultsControllerDelegate {
    private let receive: @MainActor (FetchedSnapshot<NSManagedObjectID>) -> Void

    init(_ receive: @escaping @MainActor (FetchedSnapshot<NSManagedObjectID>) -> Void) {
        self.receive = receive
    }

    func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference
    ) {
        // Read through the reference's own API: the bridged generic snapshot asks its
        // identifiers to be Sendable, which NSManagedObjectID is not in every SDK.
        let sections = snapshot.sectionIdentifiers.map { section in
            FetchedSnapshot.Section(
                name: section as? String ?? "\(section)",
                objectIDs: snapshot.itemIdentifiersInSection(withIdentifier: section).compactMap { $0 as? NSManagedObjectID })
        }
        receive(FetchedSnapshot(sections: sections))
    }
}
#endif
