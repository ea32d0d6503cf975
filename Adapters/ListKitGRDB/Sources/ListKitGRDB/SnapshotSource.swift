import GRDB

/// One fetch of the observed query, and what it had seen.
struct DatabaseSnapshot<Record: Sendable>: Sendable {
    var records: [Record]
    /// The rows it read.
    var page: DatabasePage<Record>
    /// It includes every write-back numbered up to this one, and none after (see
    /// ``SnapshotSource/writeBack(_:done:)``).
    var writeBacks: Int
}

/// Fetches the observed query off the main actor, one fetch at a time, and writes the user's
/// edits back, in order.
///
/// A request made while a fetch runs is answered by one more fetch, whatever the number of
/// requests: a burst of writes costs at most two fetches, and the list one apply each.
///
/// Each write-back is numbered, and each snapshot says which of them it includes, exactly:
/// both run on the writer's queue, a write-back's number counting as done once its
/// transaction has ended, and each fetch reading that count on the writer's queue, then its
/// rows from a read that sees the database as it is at that moment and nothing later
/// (GRDB's `spawnConcurrentRead`). A snapshot taken before a write-back committed never counts
/// as having it, one taken after always does.
final class SnapshotSource<Record: Sendable>: Sendable {
    typealias Fetch = @Sendable (Database, DatabasePage<Record>) throws -> [Record]
    /// Gets a fetch's outcome, and the number of the newest request it answers.
    typealias Delivery = @Sendable (Result<DatabaseSnapshot<Record>, any Error>, _ requests: Int) async -> Void

    private struct State {
        var page: DatabasePage<Record>
        var deliver: Delivery?
        var requested = 0
        var fetchedThrough = 0
        var isFetching = false
        var isStopped = false
        var writeBacksIssued = 0
        var writeBacksDone = 0
        /// SQLite's `data_version` of the writer's connection at the last fetch or check.
        var dataVersion: Int?
    }

    /// The app's connection: the list reads and writes back through it.
    let database: any DatabaseWriter
    let fetch: Fetch
    private let state: Locked<State>

    init(database: any DatabaseWriter, page: DatabasePage<Record>, fetch: @escaping Fetch) {
        self.database = database
        self.fetch = fetch
        state = Locked(State(page: page))
    }

    /// Starts delivering snapshots, the first one at once.
    func start(delivering deliver: @escaping Delivery) {
        state.withLock { $0.deliver = deliver }
        request()
    }

    /// Stops fetching: a fetch under way still finishes, and delivers nothing after it.
    func stop() {
        state.withLock { $0.isStopped = true }
    }

    var isStopped: Bool { state.withLock { $0.isStopped } }

    /// The rows the next fetches read.
    func read(_ page: DatabasePage<Record>) {
        state.withLock { $0.page = page }
    }

    /// Asks for a snapshot taken from now on; returns the request's number, which the
    /// delivery of the snapshot that answers it reaches.
    @discardableResult
    func request() -> Int {
        let (number, starts) = state.withLock { state in
            state.requested += 1
            let starts = !state.isFetching && !state.isStopped && state.deliver != nil
            if starts { state.isFetching = true }
            return (state.requested, starts)
        }
        if starts { Task.detached { await self.run() } }
        return number
    }

    /// Reports `error` (a failed observation) as a fetch's outcome.
    func report(_ error: any Error) {
        guard let deliver = state.withLock({ $0.deliver }) else { return }
        Task.detached { await deliver(.failure(error), 0) }
    }

    /// Fetches while requests wait, delivering each snapshot before the next fetch: they
    /// arrive in the order they were taken.
    private func run() async {
        while let (requests, deliver) = next() {
            await deliver(await snapshot(), requests)
        }
    }

    private func next() -> (Int, Delivery)? {
        state.withLock { state in
            guard !state.isStopped, state.fetchedThrough < state.requested, let deliver = state.deliver else {
                state.isFetching = false
                return nil
            }
            state.fetchedThrough = state.requested
            return (state.requested, deliver)
        }
    }

    private func snapshot() async -> Result<DatabaseSnapshot<Record>, any Error> {
        await withCheckedContinuation { continuation in
            database.asyncWriteWithoutTransaction { [database, fetch, state] db in
                // Between two writes of the writer's queue: the write-backs counted done have
                // committed, and the read spawned here sees them and nothing later.
                let version = try? Int.fetchOne(db, sql: "PRAGMA data_version")
                let (writeBacks, page) = state.withLock { state in
                    state.dataVersion = version
                    return (state.writeBacksDone, state.page)
                }
                database.spawnConcurrentRead { connection in
                    continuation.resume(
                        returning: Result {
                            DatabaseSnapshot(records: try fetch(try connection.get(), page), page: page, writeBacks: writeBacks)
                        })
                }
            }
        }
    }

    /// Writes `write` in a transaction of its own on the writer's queue, after every
    /// write-back asked for before it, then asks for a snapshot. Returns its number; `done`
    /// gets it with the write's error, if any, once the transaction has ended.
    func writeBack(_ write: @escaping @Sendable (Database) throws -> Void, done: @escaping @Sendable (Int, (any Error)?) -> Void) -> Int {
        state.withLock { current in
            current.writeBacksIssued += 1
            let number = current.writeBacksIssued
            // Queued under the lock, so the writer's queue runs write-backs in number order.
            database.asyncWriteWithoutTransaction { [state] db in
                var failure: (any Error)?
                do {
                    try db.inTransaction(.immediate) {
                        try write(db)
                        return .commit
                    }
                } catch {
                    failure = error
                }
                state.withLock { $0.writeBacksDone = number }
                done(number, failure)
                // A snapshot that has it, whatever region the write touched.
                self.request()
            }
            return number
        }
    }

    /// Whether another connection (another process, or another `DatabaseQueue` of this one)
    /// committed since the last fetch or check: the writer's connection's `data_version`
    /// changes with every commit any other connection makes, and only then.
    func otherConnectionsWrote() async -> Bool {
        await withCheckedContinuation { continuation in
            database.asyncWriteWithoutTransaction { [state] db in
                let version = try? Int.fetchOne(db, sql: "PRAGMA data_version")
                let changed = state.withLock { state in
                    defer { state.dataVersion = version }
                    return state.dataVersion != nil && version != state.dataVersion
                }
                continuation.resume(returning: changed)
            }
        }
    }
}
