import GRDB

/// Asks a ``SnapshotSource`` for a snapshot whenever the database changes: at once for a
/// commit of the app's own connection (a `DatabaseRegionObservation` of the tracked
/// regions), and within `interval` seconds for a commit of any other connection, which GRDB's
/// observations do not see (SQLite's `data_version`, checked on the writer's connection).
final class ChangeWatcher: Sendable {
    private let observation: AnyDatabaseCancellable
    private let poller: Task<Void, Never>?

    init<Record>(_ source: SnapshotSource<Record>, tracking regions: [any DatabaseRegionConvertible], every interval: Double?) {
        observation = DatabaseRegionObservation(tracking: regions).start(in: source.database) { [weak source] error in
            source?.report(error)
        } onChange: { [weak source] _ in
            source?.request()
        }
        poller = interval.map { seconds in
            Task.detached { [weak source] in
                while !Task.isCancelled {
                    try? await Task.sleep(nanoseconds: UInt64(max(seconds, 0.001) * 1e9))
                    guard let source, !Task.isCancelled else { return }
                    if await source.otherConnectionsWrote() { source.request() }
                }
            }
        }
    }

    func stop() {
        observation.cancel()
        poller?.cancel()
    }
}
