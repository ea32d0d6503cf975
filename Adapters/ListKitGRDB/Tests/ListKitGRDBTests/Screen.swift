import Foundation
import GRDB
@_spi(Instrumentation) import ListKit
@_spi(Instrumentation) import ListKitGRDB
import ListKitTesting

/// A notes screen on the simulated view: folders as sections, fed by the database.
@MainActor
final class Screen {
    typealias Folder = ListGroup<Int, Note>

    let controller = ListController<Folder>()
    let view = SimulatedListView<Folder>(data: [])
    let folders: DerivedList<Note, Folder>
    var notes: DatabaseList<Note, Folder>!
    var failures: [String] = []

    init(threshold: Int = 4_000) {
        controller.options.backgroundDiffThreshold = threshold
        view.attach(controller)
        folders = controller.grouping(by: \.folder, order: [0, 1, 2, 3], sortedBy: Note.areInIncreasingOrder)
        controller.hooks.canDeleteItem = { _, _ in true }
    }

    /// Feeds the screen from `database`'s app connection.
    func observe(
        _ database: TemporaryDatabase, paging: DatabasePaging = .all, interval: Double? = 0.01,
        fetch: @escaping @Sendable (Database, DatabasePage<Note>) throws -> [Note] = { db, _ in try Note.fetchAll(db) }
    ) {
        notes = DatabaseList(folders, in: database.app, paging: paging, checkingOtherConnectionsEvery: interval, fetch: fetch)
        notes.didFail = { [unowned self] in failures.append("\($0)") }
    }

    /// What the view shows, a list of IDs per folder.
    var shown: [[Int64]] { view.displayed.map { $0.elements.map(\.id) } }

    /// The folder each shown note is in, by ID.
    var shownFolders: [Int64: Int] {
        Dictionary(uniqueKeysWithValues: view.displayed.flatMap { folder in folder.elements.map { ($0.id, folder.id) } })
    }

    /// The documented derivation, written here: folders 0 to 3 in order, those without notes
    /// left out, each by position then ID.
    static func derive(_ notes: [Note]) -> [[Int64]] {
        (0..<4).map { folder in notes.filter { $0.folder == folder }.sorted(by: Note.areInIncreasingOrder).map(\.id) }.filter { !$0.isEmpty }
    }

    /// Lets deliveries, derivations, diffs and animations run until `condition` holds and the
    /// screen is at rest; false after `seconds`.
    @discardableResult
    func wait(seconds: Double = 20, until condition: () -> Bool = { true }) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        var quiet = 0
        while Date() < deadline {
            view.finishAnimations()
            await Task.yield()
            if controller.isIdle, view.runningAnimations.isEmpty, condition() {
                quiet += 1
                if quiet > 5 { return true }
            } else {
                quiet = 0
                try? await Task.sleep(nanoseconds: 1_000_000)
            }
        }
        return false
    }

    /// The path where the note `id` is shown.
    func path(of id: Int64) -> ItemPath? {
        controller.path(of: id)
    }
}
