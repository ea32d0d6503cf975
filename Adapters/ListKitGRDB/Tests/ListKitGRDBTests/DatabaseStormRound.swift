import Foundation
import GRDB
@_spi(Instrumentation) import ListKit
@_spi(Instrumentation) import ListKitGRDB
import ListKitTestSupport
import ListKitTesting

/// One seeded round of a notes screen fed by a real SQLite file, checked against a reference
/// written from the documentation (ListControllers.md's model of record, DatabaseList's
/// promises), not from the adapter's code.
///
/// Another connection commits `writes` random writes (inserts, updates, deletes, moves
/// between folders) at a random pace, while the user makes `edits` edits through the
/// simulated view: swipe-deletes (some confirmed later) and a row action that moves the note
/// to another folder (run now or later), each written back by the screen through the app's
/// connection. Animations end at random; derivations and diffs run off the main actor.
///
/// Checked at every step: no batch breaks UIKit's rules; no note is shown twice; a note's
/// version (bumped by every write) never goes back; a note the user deleted never shows
/// again, nor one that left the screen at rest; a note the user moved is in its new folder
/// (in the records the screen shows next) until another connection's move of it committed
/// after the user's.
/// Checked at rest: the screen shows exactly the query's result (derived by the documented
/// rule), the database equals the commit log replayed in order (no write lost), and every
/// user edit is in the log.
@MainActor
final class DatabaseStormRound {
    private var random: SeededRandom
    private let seed: UInt64
    private let rows: Int
    private let writes: Int
    private let edits: Int
    private let log = CommitLog()
    private let race = Race()
    private var screen: Screen?
    private var initial: [Note] = []

    // What the user did, and what the checks remember.
    private var userEdits = 0
    /// The user edits that reach the database (each is logged by its write-back).
    private var writeBacks = 0
    /// The row a swipe began on, whose Delete is tapped at a later step.
    private var swiped: Int64?
    private var actionsRunning = 0
    private var userDeleted: Set<Int64> = []
    /// The folder each note was moved to by the user, with the number of log entries read
    /// when its own entry was found (nil while its write-back has not committed).
    private var userMoves: [Int64: (folder: Int, logged: Int?)] = [:]
    private var lastOtherMove: [Int64: Int] = [:]
    private var logRead = 0
    private var highestVersion: [Int64: Int] = [:]
    private var shownAtRest: Set<Int64> = []
    private var goneAtRest: Set<Int64> = []
    private var steps: [String] = []

    init(seed: UInt64, rows: Int = 10_000, writes: Int = 1_000, edits: Int = 200) {
        self.seed = seed
        random = SeededRandom(seed: seed)
        self.rows = rows
        self.writes = writes
        self.edits = edits
    }

    func run() async throws -> String? {
        initial = (1...rows).map { id in
            Note(id: Int64(id), folder: random.below(4), position: random.below(1_000_000), title: "note \(id) of the storm")
        }
        let database = try TemporaryDatabase(notes: initial)
        let screen = Screen(threshold: Bool.random(using: &random) ? 4_000 : 1_000)
        self.screen = screen
        screen.controller.options.animationCap = Bool.random(using: &random) ? nil : 1_000
        screen.controller.options.keepsVisibleContentStill = Bool.random(using: &random)
        screen.view.completesAnimationsImmediately = Bool.random(using: &random)
        screen.observe(database, interval: 0.01)
        screen.notes.deletesInDatabase { [log] db, note in
            try db.execute(sql: "DELETE FROM note WHERE id = ?", arguments: [note.id])
            log.append(.delete(id: note.id), byUser: true)
        }
        screen.controller.hooks.leadingActions = { [unowned self] note in [moveAction(note.id, to: (note.folder + 1 + random.below(3)) % 4)] }
        guard await screen.wait(seconds: 60, until: { screen.shown.joined().count == rows }) else { return "the table never showed" }

        let other = Task.detached { [log, writes, initial, seed, race] in
            try await Self.write(writes, to: database.other, startingFrom: initial.map(\.id), seed: seed, log: log, race: race)
        }
        while userEdits < edits {
            race.user = Double(userEdits) / Double(edits)
            if race.isAhead(race.user, of: race.other) {
                try await Task.sleep(nanoseconds: 1_000_000)
            } else {
                await step()
            }
            if let problem = check(atRest: false) { return "\(problem); steps \(steps.suffix(20))" }
        }
        // At rest: every user edit written back, the other connection's last writes, then the
        // screen catches up with the database.
        for _ in 0..<3_000 where actionsRunning > 0 || log.entries().filter(\.byUser).count < writeBacks {
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        let userEntries = log.entries().filter(\.byUser).count
        guard userEntries == writeBacks else { return "\(writeBacks) user edits to write back, \(userEntries) written; steps \(steps.suffix(20))" }
        race.userIsDone = true
        try await other.value
        let stored = try database.notes()
        let expected = Screen.derive(stored)
        guard await screen.wait(seconds: 60, until: { screen.shown == expected }) else {
            let counts = (screen.shown.map(\.count), expected.map(\.count))
            return "at rest the screen shows \(counts.0) notes per folder, the query \(counts.1); steps \(steps.suffix(20))"
        }
        if let problem = check(atRest: true) { return problem }
        let replayed = CommitLog.replay(initial, log.entries())
        guard Dictionary(uniqueKeysWithValues: stored.map { ($0.id, $0) }) == replayed else {
            let lost = stored.filter { replayed[$0.id] != $0 }.prefix(5)
            return "the database differs from the commit log replayed in order (\(stored.count) rows, \(replayed.count) replayed): \(lost)"
        }
        guard screen.folders.records.sorted(by: { $0.id < $1.id }) == stored else { return "the screen's records differ from the database's rows" }
        guard screen.view.displaysData, screen.failures.isEmpty else { return "stale cell or failure: \(screen.failures)" }
        return nil
    }

    // MARK: The user

    private func step() async {
        guard let screen else { return }
        switch random.below(20) {
        case 0..<6:
            guard let path = randomPath() else { return }
            let id = screen.view.displayed[path.section].elements[path.item].id
            let isRecord = isInRecords(id)
            if screen.view.userSwipesToDelete(at: path) { deleted(id, writesBack: isRecord) }
        case 6..<8:
            // A swipe begun now, confirmed at a later step (the row may have moved meanwhile).
            guard let path = randomPath(), screen.view.userBeginsSwipe(at: path) else { return }
            swiped = screen.view.displayed[path.section].elements[path.item].id
        case 8..<10:
            guard let id = swiped else { return }
            swiped = nil
            let isRecord = isInRecords(id)
            if screen.view.userConfirmsSwipeDelete() { deleted(id, writesBack: isRecord) }
        case 10..<14:
            guard let path = randomPath(), let action = screen.view.userSwipes(at: path, leading: true)?.first else { return }
            action.run()
        case 14..<16:
            screen.view.finishAnimations()
        case 16:
            try? await Task.sleep(nanoseconds: UInt64(random.below(3_000_000)))
        default:
            await Task.yield()
        }
    }

    /// The user deleted `id`; the derived list writes it back if its records still had it
    /// (a row still shown after a snapshot without it is only taken off the screen).
    private func deleted(_ id: Int64, writesBack: Bool) {
        userEdits += 1
        if writesBack { writeBacks += 1 }
        userDeleted.insert(id)
        steps.append("delete \(id)\(writesBack ? "" : " (gone from the records)")")
    }

    private func isInRecords(_ id: Int64) -> Bool {
        screen?.folders.records.contains { $0.id == id } ?? false
    }

    /// The Move row action: the note goes to `folder` at once, and the screen writes it back.
    private func moveAction(_ id: Int64, to folder: Int) -> ListAction {
        actionsRunning += 1
        return ListAction("Move") { [unowned self, log] in
            defer { actionsRunning -= 1 }
            guard userEdits < edits, let notes = screen?.notes else { return }
            let moved = notes.edit(recordWithID: id, { $0.folder = folder }) { db, _, _ in
                try db.execute(sql: "UPDATE note SET folder = ?, version = version + 1 WHERE id = ?", arguments: [folder, id])
                log.append(.move(id: id, folder: folder), byUser: true)
            }
            guard moved else { return }
            userEdits += 1
            writeBacks += 1
            userMoves[id] = (folder, nil)
            steps.append("move \(id) to \(folder)")
        }
    }

    private func randomPath() -> ItemPath? {
        guard let screen else { return nil }
        let sections = screen.view.displayed
        let count = sections.reduce(0) { $0 + $1.elements.count }
        guard count > 0 else { return nil }
        var index = random.below(count)
        for (section, value) in sections.enumerated() {
            if index < value.elements.count { return ItemPath(item: index, section: section) }
            index -= value.elements.count
        }
        return nil
    }

    // MARK: The other connection

    /// `count` random writes, each in a transaction of its own, at a random pace.
    private nonisolated static func write(
        _ count: Int, to database: DatabaseQueue, startingFrom ids: [Int64], seed: UInt64, log: CommitLog, race: Race
    ) async throws {
        var random = SeededRandom(seed: seed &* 31 &+ 7)
        var alive = ids
        var nextID = Int64(1_000_000)
        // The last writes wait for the user's write-backs: at rest, what only this connection
        // wrote must show too (no commit of the app's own connection fetches it).
        let racing = count - min(10, count)
        for done in 0..<count {
            race.other = Double(done) / Double(racing)
            while done < racing ? race.isAhead(race.other, of: race.user) : !race.userIsDone {
                try await Task.sleep(nanoseconds: 1_000_000)
            }
            let index = random.below(alive.count)
            let id = alive[index]
            let write: CommitLog.Write
            switch random.below(20) {
            case 0..<6:
                nextID += 1
                write = .insert(Note(id: nextID, folder: random.below(4), position: random.below(1_000_000), title: "written elsewhere"))
                alive.append(nextID)
            case 6..<12:
                write = .update(id: id, title: "updated \(random.below(100))", position: random.below(1_000_000))
            case 12..<15:
                write = .delete(id: id)
                alive.swapAt(index, alive.count - 1)
                alive.removeLast()
            default:
                write = .move(id: id, folder: random.below(4))
            }
            try await database.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) {
                    switch write {
                    case .insert(let note): try note.insert(db)
                    case .update(let id, let title, let position):
                        try db.execute(
                            sql: "UPDATE note SET title = ?, position = ?, version = version + 1 WHERE id = ?", arguments: [title, position, id])
                    case .move(let id, let folder):
                        try db.execute(sql: "UPDATE note SET folder = ?, version = version + 1 WHERE id = ?", arguments: [folder, id])
                    case .delete(let id): try db.execute(sql: "DELETE FROM note WHERE id = ?", arguments: [id])
                    }
                    log.append(write, byUser: false)
                    return .commit
                }
            }
            if random.below(4) == 0 { try await Task.sleep(nanoseconds: UInt64(random.below(4_000_000))) }
        }
    }

    // MARK: The checks

    private func check(atRest: Bool) -> String? {
        guard let screen else { return nil }
        if let violation = screen.view.violations.first { return "\(violation)" }
        for entry in log.entries(from: logRead) {
            logRead += 1
            switch entry.write {
            case .move(let id, _) where entry.byUser: userMoves[id]?.logged = logRead
            case .move(let id, _): lastOtherMove[id] = logRead
            default: break
            }
        }
        var shown = Set<Int64>()
        let quiet = atRest || (screen.controller.isIdle && screen.view.runningAnimations.isEmpty)
        for folder in screen.view.displayed {
            for note in folder.elements {
                guard shown.insert(note.id).inserted else { return "\(note.id) is shown twice" }
                if note.version < highestVersion[note.id, default: 0] {
                    return "\(note.id) shows version \(note.version) after \(highestVersion[note.id, default: 0])"
                }
                highestVersion[note.id] = note.version
                if userDeleted.contains(note.id) { return "\(note.id), which the user deleted, shows again" }
                if goneAtRest.contains(note.id) { return "\(note.id) left the screen, then came back" }
            }
        }
        // The user's moves, in the records the screen shows next (a move is the app's request:
        // the display catches up after the derivation and diff).
        for record in screen.folders.records {
            if userDeleted.contains(record.id) { return "\(record.id), which the user deleted, is back in the records" }
            if let move = userMoves[record.id], record.folder != move.folder, (lastOtherMove[record.id] ?? 0) <= (move.logged ?? .max) {
                let state = move.logged == nil ? "pending" : "committed"
                return "\(record.id), which the user moved to \(move.folder), is in \(record.folder) (its write-back \(state))"
            }
        }
        if quiet {
            goneAtRest.formUnion(shownAtRest.subtracting(shown))
            shownAtRest = shown
        }
        return nil
    }
}

/// How far each side of the race is, from 0 to 1: neither runs more than a tenth ahead of the
/// other, so the writes and the user's edits interleave from start to end on any machine.
final class Race: @unchecked Sendable {
    private let lock = NSLock()
    private var progress = (user: 0.0, other: 0.0)
    private var done = false

    /// Whether the user's edits are all made and written back.
    var userIsDone: Bool {
        get { lock.withLock { done } }
        set { lock.withLock { done = newValue } }
    }

    var user: Double {
        get { lock.withLock { progress.user } }
        set { lock.withLock { progress.user = newValue } }
    }

    var other: Double {
        get { lock.withLock { progress.other } }
        set { lock.withLock { progress.other = newValue } }
    }

    func isAhead(_ side: Double, of rival: Double) -> Bool {
        side > rival + 0.1
    }
}
