import Foundation
@_spi(Instrumentation) @_spi(ListHost) import ListKit
import ListKitTestSupport
import ListKitTesting
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 47 (frames): what keeps a request's main-actor turns short at 100,000 records, as
/// paths that must still do what the articles say. An `update` whose closure cannot throw
/// changes the records themselves (no copy); one that may throw changes a copy. What a large
/// list lets go of (old records, the sections it showed, a diff's stages) is freed off the
/// main actor. Speed itself is `listgen-bench apply --frames-only`'s to show.
@MainActor @Suite struct DerivedListFrameTests {
    typealias Section = ListGroup<Bool, Note>

    func make(threshold: Int) -> (ListController<Section>, SimulatedListView<Section>, DerivedList<Note, Section>) {
        let controller = ListController<Section>()
        controller.options.backgroundDiffThreshold = threshold
        let view = SimulatedListView<Section>(data: [])
        view.attach(controller)
        let inbox = controller.grouping(by: \.pinned, order: [true, false]) { $0.date > $1.date }
        return (controller, view, inbox)
    }

    func shown(_ view: SimulatedListView<Section>) -> [[Int]] { view.displayed.map { $0.elements.map(\.id) } }

    let notes = (1...8).map { Note(id: $0, title: "n\($0)", pinned: $0 % 3 == 0, date: $0) }

    /// An `update` from generic code whose closure may throw (the copy path), as an app's
    /// helper passes its own closure on.
    func updateMayThrow(_ inbox: DerivedList<Note, Section>, _ change: (inout [Note]) throws -> Void) rethrows {
        try inbox.update(change)
    }

    @Test("an update whose closure cannot throw changes the records in place and shows them; one that may throw keeps its change when it returns")
    func updateInPlaceAndByCopy() async {
        // Derived off the main actor, and on it.
        for threshold in [4, 100_000] {
            let (controller, view, inbox) = make(threshold: threshold)
            inbox.apply(notes)
            await settle(view, controller)
            inbox.update { records in
                for index in records.indices { records[index].pinned.toggle() }
            }
            #expect(inbox.records.map(\.pinned) == notes.map { !$0.pinned })
            await settle(view, controller)
            #expect(shown(view) == [[8, 7, 5, 4, 2, 1], [6, 3]], "every record moved to its other group")
            updateMayThrow(inbox) { records in records.removeFirst(2) }
            #expect(inbox.records.map(\.id) == [3, 4, 5, 6, 7, 8])
            await settle(view, controller)
            #expect(shown(view) == [[8, 7, 5, 4], [6, 3]])
            #expect(view.violations.isEmpty && view.displaysData)
        }
    }

    @Test("removeRecord takes every record with the ID, one or several, wherever they are")
    func removeRecordTakesEveryOccurrence() async {
        let (controller, view, inbox) = make(threshold: 4)
        inbox.apply(notes + [Note(id: 5, title: "again", date: 20)])
        await settle(view, controller)
        #expect(inbox.removeRecord(withID: 7))
        #expect(inbox.records.map(\.id) == [1, 2, 3, 4, 5, 6, 8, 5])
        #expect(inbox.removeRecord(withID: 5))
        #expect(inbox.records.map(\.id) == [1, 2, 3, 4, 6, 8])
        #expect(!inbox.removeRecord(withID: 5))
        await settle(view, controller)
        #expect(shown(view) == [[6, 3], [8, 4, 2, 1]])
    }

    @Test(
        "snapshots that still hold a record the user deleted leave it out, derived off the main actor or read at once; one without it confirms the delete, in the order given"
    )
    func pendingDeletesLeftOutOffMainActor() async {
        let (controller, view, inbox) = make(threshold: 4)
        controller.hooks.canDeleteItem = { _, _ in true }
        inbox.apply(notes)
        await settle(view, controller)
        // Recent group, by date: 8 7 5 4 2 1; the user deletes 7, then 5.
        #expect(view.userSwipesToDelete(at: ItemPath(item: 1, section: 1)))
        await settle(view, controller)
        #expect(view.userSwipesToDelete(at: ItemPath(item: 1, section: 1)))
        await settle(view, controller)
        // Snapshots taken before the deletes reached the source: in a burst, derived once.
        inbox.apply(notes)
        inbox.apply(notes.filter { $0.id != 5 })
        inbox.apply(notes)
        await settle(view, controller)
        #expect(inbox.records.map(\.id) == [1, 2, 3, 4, 5, 6, 8], "7 still pending; 5 confirmed by the second snapshot, back in the third")
        #expect(shown(view) == [[6, 3], [8, 5, 4, 2, 1]])
        // Read at once, before the derivation is back.
        inbox.apply(notes)
        #expect(!inbox.records.contains { $0.id == 7 })
        await settle(view, controller)
        #expect(shown(view) == [[6, 3], [8, 5, 4, 2, 1]])
        inbox.apply(notes.filter { $0.id != 7 })
        inbox.apply(notes)
        await settle(view, controller)
        #expect(shown(view) == [[6, 3], [8, 7, 5, 4, 2, 1]], "confirmed, 7 may come back")
        #expect(view.violations.isEmpty && view.displaysData)
    }

    @Test("reading records from inside an update closure that cannot throw stops with a message, in release builds too")
    func readingRecordsInsideInPlaceUpdateSaysWhy() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let controller = ListController<ListGroup<Bool, Note>>()
                let inbox = controller.grouping(by: \.pinned) { $0.date > $1.date }
                inbox.apply([Note(id: 1, title: "a")])
                inbox.update { records in records.append(contentsOf: inbox.records) }
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("records was read from inside the update closure"), "\(message)")
    }

    @Test("the records and sections a large list lets go of are freed off the main actor")
    func largeArraysFreedOffMainActor() async {
        let freed = FreedProbes()
        let controller = ListController<ListGroup<Bool, Tracked>>()
        controller.options.backgroundDiffThreshold = 1_000
        // A host that, like UIKit's view, keeps none of the data: the list holds the last
        // references.
        let host = BareHost()
        controller.host = host
        let inbox = controller.grouping(by: \.pinned, order: [true, false]) { $0.date > $1.date }
        let count = 5_000
        func records() -> [Tracked] {
            (0..<count).map { Tracked(id: $0, pinned: $0 % 10 == 0, date: $0, probe: Probe(freed)) }
        }
        // Hidden by a filter, the first records are held by the list's records alone.
        inbox.filter { _ in false }
        inbox.apply(records())
        await idle(controller)
        inbox.apply(records())
        await idle(controller)
        // Shown, the second ones are held by the sections too: the sections the view showed,
        // the diff's stages.
        inbox.removeFilter()
        await idle(controller)
        inbox.update { records in
            for index in records.indices { records[index].pinned.toggle() }
        }
        await idle(controller)
        inbox.apply(records())
        await idle(controller)
        let start = ContinuousClock.now
        while freed.total < 2 * count, ContinuousClock.now - start < .seconds(60) { try? await Task.sleep(for: .milliseconds(2)) }
        #expect(freed.total == 2 * count, "the first and second records are all freed")
        #expect(freed.onMainActor == 0, "\(freed.onMainActor) of them on the main actor's thread")
        // Kept to here: in an optimized build the derived list would otherwise go at its last
        // use, with the third records, which the screen closing frees where it closes.
        withExtendedLifetime((host, inbox, controller)) {}
    }

    func idle<S: DiffableSection>(_ controller: ListController<S>) async {
        let start = ContinuousClock.now
        repeat { await Task.yield() } while !controller.isIdle && ContinuousClock.now - start < .seconds(60)
    }
}

/// Counts the probes freed, and those freed on the main actor. Which thread runs the main
/// actor's jobs is the executor's choice (under the test runner on Linux it is not the
/// process's main thread, and that thread also runs detached tasks later), so the probe asks
/// the queue instead: the main actor's jobs run on the main dispatch queue, marked here.
final class FreedProbes: @unchecked Sendable {
    private static let mainQueueMark = DispatchSpecificKey<Bool>()
    private let lock = NSLock()
    private var counts = (total: 0, onMainActor: 0)

    init() { DispatchQueue.main.setSpecific(key: Self.mainQueueMark, value: true) }

    var total: Int { lock.withLock { counts.total } }
    var onMainActor: Int { lock.withLock { counts.onMainActor } }

    func freed() {
        let here = DispatchQueue.getSpecific(key: Self.mainQueueMark) == true
        lock.withLock {
            counts.total += 1
            if here { counts.onMainActor += 1 }
        }
    }
}

/// Tells `FreedProbes` where it is freed: the record holding it was the last to let go.
final class Probe: Sendable {
    let freed: FreedProbes
    init(_ freed: FreedProbes) { self.freed = freed }
    deinit { freed.freed() }
}

/// A record that says where it is freed.
struct Tracked: Diffable, Sendable {
    var id: Int
    var pinned: Bool
    var date: Int
    let probe: Probe

    func isContentEqual(to source: Tracked) -> Bool { pinned == source.pinned && date == source.date }
}

/// A view that keeps no data (UIKit's asks its data source), ending each batch at once.
@MainActor
final class BareHost: BatchUpdatable {
    var canAnimateBatches: Bool { true }
    func performBatch(_ updates: () -> Void, completion: ((Bool) -> Void)?) {
        updates()
        completion?(true)
    }
    func reloadAll() {}
    func insertSections(at indices: [Int]) {}
    func deleteSections(at indices: [Int]) {}
    func moveSection(from source: Int, to target: Int) {}
    func reloadSections(at indices: [Int]) {}
    func insertItems(at paths: [ItemPath]) {}
    func deleteItems(at paths: [ItemPath]) {}
    func moveItem(from source: ItemPath, to target: ItemPath) {}
    func reloadItems(at paths: [ItemPath]) {}
    func reconfigureItems(at paths: [ItemPath]) {}
}
