import GRDB
import ListKit

/// A `DerivedList` fed by a SQLite query through GRDB: the list shows the query's rows,
/// derived into sections, and stays current as the database changes, from this app's
/// connection or any other; the user's deletes and edits show at once and are written back.
///
/// ```swift
/// let folders = list.controller.grouping(by: \.folder, order: ["Inbox", "Archive"]) { $0.date > $1.date }
/// notes = DatabaseList(folders, in: dbPool) { db, _ in try Note.fetchAll(db) }
/// notes.deletesInDatabase()
/// list.controller.hooks.canDeleteItem = { _, _ in true }
/// ```
///
/// **Reading.** The query is fetched off the main actor, one fetch at a time, again after
/// every commit that touches the tracked regions: at once for the app's own connection
/// (`database`), within `interval` seconds for any other (another process, another
/// `DatabaseQueue` on the file), found by SQLite's `data_version`. A burst of writes
/// coalesces: a change made while a fetch runs is answered by one more fetch, and the
/// derived list derives and diffs large lists off the main actor too.
///
/// **The user's edits, in order.** A swipe-delete (``deletesInDatabase(_:)``) and an edit
/// made for the user (``edit(recordWithID:_:inDatabase:)``, such as moving a note to another
/// folder) show at once and are written back through the app's closure, each in a
/// transaction of its own, in the order they were made. Until a snapshot taken after its
/// write-back committed arrives, every snapshot shows with the edit applied on top: a snapshot
/// taken earlier never undoes it, and what another connection wrote meanwhile shows with it.
/// The first snapshot taken after the commit is the database's word. A write-back that fails
/// is undone on screen, and ``didFail`` hears of it.
///
/// **Paging** (``DatabasePaging``): the window of rows grows with ``loadMore()``, by `LIMIT`
/// or by keyset, and every row in it stays observed.
///
/// Keep the database list in a property: it stops observing when it goes away, or at
/// ``cancel()``. Make requests of ``derived`` for what the app decides on screen (a search, a
/// filter); the records themselves come from the database, so a change made to them directly
/// lasts until the next snapshot.
@MainActor
public final class DatabaseList<Record: Diffable & Sendable, Section: DiffableSection & Sendable>
where Section.Element == Record, Record.ID: Sendable {
    /// The derived list the query feeds: search and filter it here.
    public let derived: DerivedList<Record, Section>
    /// Told when a fetch or a write-back fails (the list keeps showing the last snapshot;
    /// a failed edit is undone on screen).
    public var didFail: (@MainActor (any Error) -> Void)?
    /// Main-actor CPU time spent here, for `listgen-bench`.
    @_spi(Instrumentation) public internal(set) var mainActorNanoseconds: UInt64 = 0
    /// How many snapshots the list has shown, for tests and `listgen-bench`.
    @_spi(Instrumentation) public internal(set) var snapshotsShown = 0
    /// Awaited before each snapshot is shown, as if it took that long to arrive: lets a test
    /// act while a snapshot taken earlier is on its way.
    @_spi(Instrumentation) public var deliveryHold: (@MainActor @Sendable () async -> Void)?

    let source: SnapshotSource<Record>
    private let watcher: ChangeWatcher
    /// The newest snapshot: the database as last read.
    var latest: DatabaseSnapshot<Record>?
    var pending = PendingEdits<Record>()
    var paging: PagingState<Record>
    /// Callers of ``refresh()``, with the request each waits for.
    var waiters: [(request: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// Shows the rows `fetch` reads from `database` (the app's `DatabaseQueue` or
    /// `DatabasePool`) in `derived`, from now on.
    ///
    /// - Parameters:
    ///   - derived: the derived list to feed (`controller.grouping(by:...)`, say).
    ///   - database: the app's connection: read from, and written back through.
    ///   - paging: all rows, or pages loaded by ``loadMore()``; `fetch` reads the rows the
    ///     ``DatabasePage`` it is given names.
    ///   - regions: what the query reads (`[Note.all()]`, `[Table("note")]`): a commit of the
    ///     app's connection elsewhere fetches nothing. The whole database by default.
    ///   - interval: how often, in seconds, to look for other connections' commits; nil for
    ///     never (no other connection writes).
    ///   - fetch: reads the rows, off the main actor, in a read transaction.
    public init(
        _ derived: DerivedList<Record, Section>, in database: any DatabaseWriter, paging: DatabasePaging = .all,
        tracking regions: [any DatabaseRegionConvertible] = [DatabaseRegion.fullDatabase], checkingOtherConnectionsEvery interval: Double? = 0.1,
        fetch: @escaping @Sendable (Database, DatabasePage<Record>) throws -> [Record]
    ) {
        self.derived = derived
        let state = PagingState<Record>(paging)
        self.paging = state
        source = SnapshotSource(database: database, page: state.window, fetch: fetch)
        watcher = ChangeWatcher(source, tracking: regions, every: interval)
        source.start { [weak self] result, requests in await self?.receive(result, answering: requests) }
    }

    /// Shows the rows `request` fetches (in its order), tracking what it reads; with a
    /// `pageSize`, the first `pageSize` rows, then as many more at each ``loadMore()``.
    ///
    /// ```swift
    /// notes = DatabaseList(folders, in: dbPool, request: Note.order(Column("date").desc))
    /// ```
    public convenience init(
        _ derived: DerivedList<Record, Section>, in database: any DatabaseWriter, request: QueryInterfaceRequest<Record>, pageSize: Int? = nil,
        checkingOtherConnectionsEvery interval: Double? = 0.1
    ) where Record: FetchableRecord {
        self.init(
            derived, in: database, paging: pageSize.map { .limit(pageSize: $0) } ?? .all, tracking: [request], checkingOtherConnectionsEvery: interval
        ) { db, page in
            try page.limit.map { request.limit($0) }.map { try $0.fetchAll(db) } ?? request.fetchAll(db)
        }
    }

    deinit {
        source.stop()
        watcher.stop()
    }

    /// Stops observing the database: the list keeps what it shows. Write-backs under way
    /// still finish.
    public func cancel() {
        source.stop()
        watcher.stop()
        resumeWaiters(through: .max)
    }

    /// Reads the query again now, and returns once the list has that snapshot (its
    /// derivation may still run): a pull to refresh, or a test's way to wait for the
    /// database. Returns at once when the list is cancelled.
    public func refresh() async {
        guard !source.isStopped else { return }
        let request = source.request()
        await withCheckedContinuation { waiters.append((request, $0)) }
    }

    // MARK: The user's edits

    /// Writes each record the user swipe-deletes back to the database with `delete`, in a
    /// transaction of its own (see `DerivedList.deletesInSource(_:)`, which this sets).
    /// If `delete` throws, the record comes back where it was.
    ///
    /// ```swift
    /// notes.deletesInDatabase { db, note in try Note.deleteOne(db, id: note.id) }
    /// ```
    public func deletesInDatabase(_ delete: @escaping @Sendable (Database, Record) throws -> Void) {
        derived.deletesInSource { [source, weak self] record in
            // The write-back goes on even if the screen closes meanwhile.
            let (number, error) = await withCheckedContinuation { continuation in
                let number = source.writeBack({ try delete($0, record) }) { continuation.resume(returning: ($0, $1)) }
                self?.pending.add(number, id: record.id, .delete)
            }
            guard let error else { return }
            self?.writeBackFailed(number, error)
            throw error
        }
    }

    /// Writes each record the user swipe-deletes back by deleting its row (by primary key).
    public func deletesInDatabase() where Record: TableRecord, Record.ID: DatabaseValueConvertible & Sendable {
        deletesInDatabase { db, record in _ = try Record.deleteOne(db, id: record.id) }
    }

    /// The user changed the record `id` (moved it to another folder, say): shown at once (the
    /// row moves to its new section, animated), and written back by `write`, which gets the
    /// record before and after the change, in a transaction of its own. Returns false when the
    /// list has no such record.
    ///
    /// `change` sets what the user chose: until a snapshot taken after the write-back
    /// arrives, it is applied to each snapshot's copy of the record, so that another
    /// connection's write to the record meanwhile shows with it. Write back only what it
    /// changes (`updateChanges(db, from: before)`), so that the database composes the same way.
    ///
    /// ```swift
    /// notes.edit(recordWithID: note.id, { $0.folder = "Archive" }) { db, before, after in
    ///     try after.updateChanges(db, from: before)
    /// }
    /// ```
    @discardableResult
    public func edit(
        recordWithID id: Record.ID, _ change: @escaping @Sendable (inout Record) -> Void,
        inDatabase write: @escaping @Sendable (_ db: Database, _ before: Record, _ after: Record) throws -> Void
    ) -> Bool {
        timed {
            guard let before = derived.records.first(where: { $0.id == id }) else { return false }
            var changed = before
            change(&changed)
            let after = changed
            let number = source.writeBack({ try write($0, before, after) }) { [weak self] number, error in
                guard let error else { return }
                Task { @MainActor [weak self] in self?.writeBackFailed(number, error) }
            }
            pending.add(number, id: id, .change(change))
            derived.updateRecord(withID: id, change)
            return true
        }
    }

    func timed<Result>(_ body: () throws -> Result) rethrows -> Result {
        let start = ThreadTime.now()
        defer { mainActorNanoseconds += ThreadTime.now() - start }
        return try body()
    }
}
