import Foundation
import GRDB
@_spi(Instrumentation) @_spi(ListHost) import ListKit
@_spi(Instrumentation) import ListKitGRDB
import ListKitTesting

/// `listgen-bench database`: what a ``DatabaseList`` costs the main actor when the database
/// changes under a large observed query.
///
/// - `grdb-write-100k`: a SQLite file (in a temporary folder) with 100,000 notes in four
///   folders, shown by a `DatabaseList` over a grouping by folder, sorted by position. One
///   row is updated through the app's connection (new title and position: the row moves
///   inside its folder). `main_ms` is the main actor's CPU time (thread time) from the write
///   until the view shows the row: the database list's, the derived list's and the
///   controller's, minus the simulated host's own work (`host_ms`); the fetch, the
///   derivation and the diff run off the main actor. `total_ms` is the wall time from the
///   write's call until the view shows it (the commit, the fetch of 100,000 rows, the
///   derivation, the diff and the batch); `fetch_ms` the query alone, read the same way.
///   Requirement: `main_ms` <= 1.
enum DatabaseBenchmark {
    @MainActor
    static func run(_ arguments: [String]) async {
        let runs = GenerateBenchmark.intOption("--runs", arguments) ?? 9
        do {
            try await write100k(runs: runs)
        } catch {
            print("database: \(error)")
            exit(1)
        }
    }

    /// A row of the benchmark's table: a GRDB record, compared by content.
    struct Note: Codable, Equatable, Sendable, FetchableRecord, PersistableRecord, Diffable {
        static let databaseTableName = "note"
        var id: Int64
        var folder: Int
        var position: Int
        var title: String
    }

    typealias Folder = ListGroup<Int, Note>

    @MainActor
    static func write100k(runs: Int) async throws {
        let size = 100_000
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listgen-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try DatabasePool(path: folder.appendingPathComponent("notes.sqlite").path)
        var random = DiffRandom(seed: 0x6DB1)
        try await database.write { [random] db in
            var random = random
            try db.execute(sql: "CREATE TABLE note (id INTEGER PRIMARY KEY, folder INTEGER NOT NULL, position INTEGER NOT NULL, title TEXT NOT NULL)")
            for id in 1...size {
                try Note(
                    id: Int64(id), folder: id % 4, position: Int.random(in: 0..<1_000_000, using: &random), title: "Note \(id) of the weekly plan"
                )
                .insert(db)
            }
        }
        let controller = ListController<Folder>()
        let view = SimulatedListView<Folder>(data: [])
        view.attach(controller)
        let host = TimedHost(view)
        controller.host = host
        let folders = controller.grouping(by: \.folder, order: [0, 1, 2, 3]) { ($0.position, $0.id) < ($1.position, $1.id) }
        let notes = DatabaseList(folders, in: database, checkingOtherConnectionsEvery: nil) { db, _ in try Note.fetchAll(db) }
        while view.displayed.reduce(0, { $0 + $1.elements.count }) < size || !controller.isIdle { await Task.yield() }

        var main: [Double] = []
        var hostTimes: [Double] = []
        var total: [Double] = []
        var fetch: [Double] = []
        for run in 0..<runs {
            // The query alone, for comparison: most of total_ms.
            let fetchStart = Measure.now()
            _ = try await database.read { db in try Note.fetchAll(db).count }
            fetch.append(Double(Measure.now() - fetchStart) / 1e6)

            let id = Int64(Int.random(in: 1...size, using: &random))
            let title = "Renamed \(run)"
            let position = Int.random(in: 0..<1_000_000, using: &random)
            let before = (notes.mainActorNanoseconds, folders.mainActorNanoseconds, controller.statistics.mainActorNanoseconds, host.nanoseconds)
            let start = Measure.now()
            try await database.write { db in
                try db.execute(sql: "UPDATE note SET title = ?, position = ? WHERE id = ?", arguments: [title, position, id])
            }
            // Looks through the view only when the controller is idle: a scan of 100,000 rows at
            // every turn would take the main actor from the work measured.
            while !controller.isIdle || !view.displayed.contains(where: { $0.elements.contains { $0.id == id && $0.title == title } }) {
                await Task.yield()
            }
            total.append(Double(Measure.now() - start) / 1e6)
            let hostTime = Double(host.nanoseconds - before.3)
            hostTimes.append(hostTime / 1e6)
            let spent =
                Double(notes.mainActorNanoseconds - before.0) + Double(folders.mainActorNanoseconds - before.1)
                + Double(controller.statistics.mainActorNanoseconds - before.2)
            main.append((spent - hostTime) / 1e6)
            guard view.violations.isEmpty else {
                print("database: the simulated view saw a broken batch: \(view.violations)")
                exit(1)
            }
        }
        let format = ApplyBenchmark.format
        let median = ApplyBenchmark.median
        print(
            "scenario=grdb-write-100k main_ms=\(format(median(main))) main_min_ms=\(format(main.min() ?? 0)) host_ms=\(format(median(hostTimes))) total_ms=\(format(median(total))) fetch_ms=\(format(median(fetch))) snapshots=\(notes.snapshotsShown) (median of \(runs); requirement main_ms <= 1)"
        )
    }
}
