import Foundation
@_spi(Instrumentation) @_spi(ListHost) import ListKit
import ListKitTesting

/// `listgen-bench apply --frames-only` (and `scenario=derived-regroup-100k` in `--derived-only`):
/// the longest single main-actor turn a request at 100,000 items costs, from the call until
/// the change is shown (issue 47: no turn over 4 ms, half a frame at 120 Hz).
///
/// A turn is one job of the main actor: the app's call, each resumption that takes a
/// background derivation's or diff's result, each completion, with whatever the job
/// releases as it ends (the old 100,000-element arrays). Two meters run at once:
/// - `max_turn_ms`: a heartbeat job on the main actor re-enqueues itself, so every other job
///   runs between two beats; each beat reads the main thread's CPU time, and the largest
///   difference between beats is the longest turn (an upper bound: two jobs enqueued
///   between beats count as one). CPU time, so another process holding the core (this
///   machine is shared) does not count.
/// - `heartbeat_ms`: a detached task hops onto the main actor every 0.2 ms and keeps the
///   longest wait, in wall time: the same turns as the user would feel them, noise included.
///
/// The view is ``FrameHost``: it costs what UIKit's would (counts and the ~20 visible cells
/// after each batch, a later turn for a batch's completion) and keeps no data, so the old
/// arrays are released by ListKit, as in an app. Each scenario's first run is a check through
/// `SimulatedListView` (untimed: the simulated view checks every batch and costs far more
/// than UIKit); the timed runs check that the controller shows the record.
enum FrameBenchmark {
    /// Longest turns (ms): median of the runs, worst run, wall heartbeat median.
    struct Result {
        var turn: [Double] = []
        var heartbeat: [Double] = []
    }

    /// What a scenario's set-up gives the runner: the request, when it is shown, and what
    /// the view must show then (nil when it does; else what is wrong).
    struct Subject {
        var request: @MainActor () -> Void
        /// The controller's newest ticket, and whether it is idle: the request is shown once
        /// the ticket moved and the controller is idle.
        var latestTicket: @MainActor () -> Int
        var isIdle: @MainActor () -> Bool
        var check: @MainActor () -> String?
    }

    /// A scenario: a name, and a set-up for a fresh list whose host is a `FrameHost`, or a
    /// `SimulatedListView` when `checking` (then `check` also reports the view's breaches).
    struct Scenario {
        var name: String
        var setUp: @MainActor (_ checking: Bool) async -> Subject
    }

    static let size = 100_000

    @MainActor
    static func run(_ arguments: [String], runs: Int) async {
        let only = arguments.firstIndex(of: "--scenario").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        // The meter's own checks (a 10 ms job it must see, its floor) run only when named.
        for scenario in scenarios where only.map({ scenario.name.contains($0) }) ?? !scenario.name.hasPrefix("meter-") {
            await measure(scenario, runs: runs)
        }
    }

    /// The regroup alone (issue 47's scenario), for `--derived-only`.
    @MainActor
    static func regroup(runs: Int) async {
        for scenario in scenarios where scenario.name == "derived-regroup-100k" { await measure(scenario, runs: runs) }
    }

    @MainActor
    static func measure(_ scenario: Scenario, runs: Int) async {
        if TurnMeter.tracing { print("[\(scenario.name)]") }
        // The check through the simulated view, untimed.
        let checked = await scenario.setUp(true)
        let ticket = checked.latestTicket()
        checked.request()
        while checked.latestTicket() == ticket || !checked.isIdle() { await Task.yield() }
        if let problem = checked.check() {
            print("\(scenario.name): \(problem)")
            exit(1)
        }
        var result = Result()
        for _ in 0..<runs {
            let subject = await scenario.setUp(false)
            // What the set-up left behind (its own turns, releases) ends before the meters start.
            for _ in 0..<20 { await Task.yield() }
            let meter = TurnMeter()
            meter.describe = { "ticket \(subject.latestTicket()), idle \(subject.isIdle())" }
            meter.start()
            for _ in 0..<4 { await Task.yield() }
            if scenario.name == "meter-check" {
                // A job known to take 10 ms of CPU: the meter must see it.
                Task { @MainActor in
                    let until = Measure.threadCPU() + 10_000_000
                    while Measure.threadCPU() < until {}
                }
            }
            // The request in a job of its own, as an app's tap handler runs.
            let ticket = subject.latestTicket()
            Task { @MainActor in subject.request() }
            while subject.latestTicket() == ticket || !subject.isIdle() { await Task.yield() }
            // Trailing turns (completions, releases scheduled after the display) are counted too.
            for _ in 0..<50 { await Task.yield() }
            let (turn, heartbeat) = await meter.stop()
            if let problem = subject.check() {
                print("\(scenario.name): \(problem)")
                exit(1)
            }
            result.turn.append(turn)
            result.heartbeat.append(heartbeat)
        }
        let name = scenario.name == "derived-regroup-100k" ? "scenario=\(scenario.name)" : "scenario=frames100k request=\(scenario.name)"
        print(
            "\(name) max_turn_ms=\(ApplyBenchmark.format(ApplyBenchmark.median(result.turn))) max_turn_worst_ms=\(ApplyBenchmark.format(result.turn.max() ?? 0)) heartbeat_ms=\(ApplyBenchmark.format(ApplyBenchmark.median(result.heartbeat))) (median of \(runs); requirement max_turn_ms <= 4)"
        )
    }

    // MARK: Scenarios

    typealias Record = ApplyBenchmark.Record
    typealias Group = ListGroup<Bool, Record>

    @MainActor
    static var scenarios: [Scenario] {
        [
            // The meter's floor on this machine: a request that does next to nothing. (Its
            // worst run shows what the machine alone adds to a turn now and then.)
            Scenario(name: "meter-idle") { _ in
                let controller = ListController<DiffSection>()
                return Subject(
                    request: { controller.apply([]) }, latestTicket: { controller.latestTicket }, isIdle: { controller.isIdle }, check: { nil })
            },
            Scenario(name: "meter-check") { _ in
                let controller = ListController<DiffSection>()
                return Subject(
                    request: { controller.apply([]) }, latestTicket: { controller.latestTicket }, isIdle: { controller.isIdle }, check: { nil })
            },
            derived("derived-regroup-100k") { list, _, _ in
                list.update { records in
                    for index in records.indices { records[index].pinned.toggle() }
                }
            },
            controller("controller.apply") { controller, edited in
                controller.apply([DiffSection(id: "s", title: 0, elements: edited)])
            },
            controller("controller.apply-animated", cap: nil) { controller, edited in
                controller.apply([DiffSection(id: "s", title: 0, elements: edited)])
            },
            controller("controller.update") { controller, _ in
                controller.update { sections in
                    for index in sections[0].elements.indices where index % 10 == 0 { sections[0].elements[index].content += 1 }
                }
            },
            controller("controller.updateItem") { controller, _ in
                controller.updateItem(withID: controller.latestSections[0].elements[size / 2].id) { $0.content += 1 }
            },
            controller("controller.userDelete", deletable: true) { controller, _ in
                FrameHost<DiffSection>.userSwipesToDelete(controller, at: ItemPath(item: 5, section: 0))
            },
            derived("derived.apply") { list, _, snapshot in
                list.apply(snapshot)
            },
            derived("derived.update") { list, _, _ in
                list.update { $0[$0.count / 2].content += 1 }
            },
            derived("derived.updateRecord") { list, _, _ in
                list.updateRecord(withID: list.records[list.records.count / 2].id) { $0.pinned.toggle() }
            },
            derived("derived.removeRecord") { list, _, _ in
                list.removeRecord(withID: list.records[list.records.count / 2].id)
            },
            derived("derived.filter") { list, _, _ in
                list.filter { $0.date < 500_000 }
            },
            derived("derived.removeFilter", prepare: { list, _ in list.filter { $0.date < 500_000 } }) { list, _, _ in
                list.removeFilter()
            },
            derived("derived.userDelete", deletable: true) { _, controller, _ in
                FrameHost<Group>.userSwipesToDelete(controller, at: ItemPath(item: 5, section: 1))
            },
            // A snapshot that still holds a record the user deleted (the source has not seen
            // the delete yet): the list leaves it out.
            derived(
                "derived.apply-pending-delete", deletable: true,
                prepare: { _, controller in FrameHost<Group>.userSwipesToDelete(controller, at: ItemPath(item: 5, section: 1)) }
            ) { list, _, snapshot in
                list.apply(snapshot)
            },
            outlineExpand(),
        ]
    }

    /// A controller of one section of 100,000 items, diffing off the main actor; the request
    /// gets the items about 10% edited, made beforehand.
    @MainActor
    static func controller(
        _ name: String, cap: Int? = 1_000, deletable: Bool = false,
        _ request: @escaping @MainActor (ListController<DiffSection>, [DiffItem]) -> Void
    ) -> Scenario {
        Scenario(name: name) { checking in
            var random = DiffRandom(seed: 0xF4A3E)
            let items = random.items(size)
            let edited = ApplyBenchmark.edited(items, &random)
            let controller = ListController(sections: [DiffSection(id: "s", title: 0, elements: items)])
            controller.options.animationCap = cap
            if deletable { controller.hooks.canDeleteItem = { _, _ in true } }
            let violations = attach(controller, checking: checking)
            while !controller.isIdle { await Task.yield() }
            return Subject(
                request: { request(controller, edited) },
                latestTicket: { controller.latestTicket },
                isIdle: { controller.isIdle },
                check: {
                    if let problem = violations() { return problem }
                    return controller.sections.map { $0.elements.map(\.id) } == controller.latestSections.map({ $0.elements.map(\.id) })
                        ? nil : "the controller does not show the record"
                })
        }
    }

    /// A derived list of 100,000 records grouped by `pinned` (10% pinned), sorted by date.
    @MainActor
    static func derived(
        _ name: String, deletable: Bool = false, prepare: (@MainActor (DerivedList<Record, Group>, ListController<Group>) -> Void)? = nil,
        _ request: @escaping @MainActor (DerivedList<Record, Group>, ListController<Group>, _ snapshot: [Record]) -> Void
    ) -> Scenario {
        Scenario(name: name) { checking in
            var random = DiffRandom(seed: 0xF4A3E)
            let records = random.items(size).enumerated().map { index, item in
                Record(id: item.id, pinned: index % 10 == 0, date: Int.random(in: 0..<1_000_000, using: &random), content: 0)
            }
            let controller = ListController<Group>()
            if deletable { controller.hooks.canDeleteItem = { _, _ in true } }
            let violations = attach(controller, checking: checking)
            let list = controller.grouping(by: \.pinned, order: [true, false]) { $0.date > $1.date }
            list.apply(records)
            while !controller.isIdle { await Task.yield() }
            if let prepare {
                let ticket = controller.latestTicket
                prepare(list, controller)
                while controller.latestTicket == ticket || !controller.isIdle { await Task.yield() }
            }
            // A newer snapshot of the source, made beforehand as a service would: about 10% of
            // the records changed, 5% gone, in another order.
            var snapshot = records
            for index in snapshot.indices where Int.random(in: 0..<10, using: &random) == 0 { snapshot[index].content += 1 }
            snapshot.removeLast(size / 20)
            snapshot.shuffle(using: &random)
            while !controller.isIdle { await Task.yield() }
            return Subject(
                request: { request(list, controller, snapshot) },
                latestTicket: { controller.latestTicket },
                isIdle: { controller.isIdle },
                check: {
                    if let problem = violations() { return problem }
                    // Only the filter request leaves the list filtered when it is checked.
                    let expected = expectedGroups(list, filtered: name == "derived.filter")
                    return controller.sections.map { [$0.id: $0.elements.map(\.id)] } == expected.map { [$0.id: $0.elements.map(\.id)] }
                        ? nil : "the controller does not show the records grouped"
                })
        }
    }

    /// What the grouping shows of `list`'s records, written here.
    @MainActor
    static func expectedGroups(_ list: DerivedList<Record, Group>, filtered: Bool) -> [Group] {
        let shown = list.records.filter { filtered ? $0.date < 500_000 : true }
        let sorted = shown.sorted { $0.date > $1.date }
        return [true, false].compactMap { key in
            let elements = sorted.filter { $0.pinned == key }
            return elements.isEmpty ? nil : Group(id: key, elements: elements)
        }
    }

    /// The outline of `outline-expand-10k`: a folder with 10,000 descendants expanded.
    @MainActor
    static func outlineExpand() -> Scenario {
        typealias OutlineRecord = ApplyBenchmark.OutlineRecord
        typealias Rows = ListSection<Int, OutlineRow<OutlineRecord>>
        return Scenario(name: "outline.expand-10k") { checking in
            let (records, folder, inner) = ApplyBenchmark.outlineRecords()
            let controller = ListController<Rows>()
            let violations = attach(controller, checking: checking)
            let list = controller.outline(parent: \.parentID, expandable: { $0.isFolder }) { tree in [ListSection(id: 0, elements: tree.rows)] }
            list.apply(records)
            list.expandedIDs = inner
            while !controller.isIdle { await Task.yield() }
            return Subject(
                request: { list.setExpanded(true, folder) },
                latestTicket: { controller.latestTicket },
                isIdle: { controller.isIdle },
                check: {
                    if let problem = violations() { return problem }
                    let shown = controller.sections.first?.elements.count ?? 0
                    return shown == 100_001 ? nil : "the outline shows \(shown) rows, not 100,001"
                })
        }
    }

    /// Attaches a `FrameHost`, or a `SimulatedListView` when `checking`; returns what reports
    /// the simulated view's breaches.
    @MainActor
    static func attach<Section: DiffableSection>(_ controller: ListController<Section>, checking: Bool) -> @MainActor () -> String? {
        guard checking else {
            let host = FrameHost.attach(controller)
            return { withExtendedLifetime(host) { nil } }
        }
        let view = SimulatedListView<Section>(data: [])
        view.attach(controller)
        return {
            if !view.violations.isEmpty { return "the simulated view saw \(view.violations.prefix(3))" }
            guard view.displayed.map({ $0.elements.map(\.id) }) == controller.sections.map({ $0.elements.map(\.id) }) else {
                return "the simulated view does not show the controller's sections"
            }
            return nil
        }
    }
}

/// The two meters of ``FrameBenchmark``.
@MainActor
final class TurnMeter {
    /// LK_TRACE set: every turn over 1 ms is printed as it ends.
    static let tracing = ProcessInfo.processInfo.environment["LK_TRACE"] != nil
    /// What the list is doing, for the trace.
    var describe: (@MainActor () -> String)?
    private var started: UInt64 = 0
    private var lastSystem = 0.0
    private var lastFaults = 0
    private var running = false
    private var lastCPU: UInt64 = 0
    private var longest: UInt64 = 0
    private let wall = WallHeartbeat()
    private var wallTask: Task<Void, Never>?

    func start() {
        running = true
        started = Measure.now()
        longest = 0
        lastCPU = Measure.threadCPU()
        Task { @MainActor in self.beat() }
        let wall = wall
        wallTask = Task.detached {
            while !wall.isStopped {
                let sent = Measure.now()
                await MainActor.run { wall.note(Measure.now() - sent) }
                // About 0.2 ms apart.
                let until = Measure.now() + 200_000
                while Measure.now() < until { await Task.yield() }
            }
        }
    }

    private func beat() {
        let now = Measure.threadCPU()
        if Self.tracing {
            var usage = rusage()
            getrusage(__rusage_who_t(1), &usage)  // RUSAGE_THREAD
            let system = Double(usage.ru_stime.tv_sec) * 1e3 + Double(usage.ru_stime.tv_usec) / 1e3
            if now - lastCPU > 1_000_000 {
                print(
                    "  [beat] turn \(ApplyBenchmark.format(Double(now - lastCPU) / 1e6)) ms (system \(ApplyBenchmark.format(system - lastSystem)) ms, \(usage.ru_minflt - lastFaults) page faults, \(ApplyBenchmark.format(Double(Measure.now() - started) / 1e6)) ms in, \(describe?() ?? ""))"
                )
            }
            lastSystem = system
            lastFaults = usage.ru_minflt
        }
        longest = max(longest, now - lastCPU)
        lastCPU = now
        if running { Task { @MainActor in self.beat() } }
    }

    /// Stops both; the longest turn by CPU time and by the wall heartbeat, in ms.
    func stop() async -> (turn: Double, heartbeat: Double) {
        running = false
        wall.stop()
        await wallTask?.value
        return (Double(longest) / 1e6, Double(wall.longest) / 1e6)
    }
}

/// The wall heartbeat's state, read and written under a lock.
final class WallHeartbeat: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    private var maximum: UInt64 = 0

    var isStopped: Bool { lock.withLock { stopped } }
    var longest: UInt64 { lock.withLock { maximum } }
    func stop() { lock.withLock { stopped = true } }
    func note(_ latency: UInt64) { lock.withLock { maximum = max(maximum, latency) } }
}

/// A view that costs the main actor what UIKit's would: after each batch or reload it asks
/// the data source for the counts and for the ~20 items it has cells for; a batch's
/// completion comes on a later turn (when its animations end). It keeps no data.
@MainActor
final class FrameHost<Section: DiffableSection>: BatchUpdatable {
    private weak var controller: ListController<Section>?
    private let visible = 20

    private init(_ controller: ListController<Section>) { self.controller = controller }

    /// Attaches a new host to `controller`; the caller keeps it (the controller holds its
    /// host weakly).
    static func attach(_ controller: ListController<Section>) -> FrameHost {
        let host = FrameHost(controller)
        controller.host = host
        return host
    }

    /// The user swipes the item at `path` and taps Delete, as UIKit's trailing swipe action does.
    static func userSwipesToDelete(_ controller: ListController<Section>, at path: ItemPath) {
        controller.swipeActions(at: path, leading: false)?.first?.run()
    }

    var canAnimateBatches: Bool { true }

    func performBatch(_ updates: () -> Void, completion: ((Bool) -> Void)?) {
        updates()
        layout()
        guard let completion else { return }
        // UIKit calls it when the animations end, on a later turn.
        nonisolated(unsafe) let finished = completion
        Task { @MainActor in finished(true) }
    }

    func reloadAll() { layout() }

    /// The counts, and the visible items.
    private func layout() {
        guard let controller else { return }
        var shown = 0
        for section in 0..<controller.numberOfSections {
            let count = controller.numberOfItems(inSection: section)
            var item = 0
            while item < count, shown < visible {
                _ = controller.item(at: ItemPath(item: item, section: section))
                item += 1
                shown += 1
            }
        }
    }

    func insertSections(at indices: [Int]) {}
    func deleteSections(at indices: [Int]) {}
    func moveSection(from source: Int, to target: Int) {}
    func reloadSections(at indices: [Int]) {}
    func insertItems(at paths: [ItemPath]) {}
    func deleteItems(at paths: [ItemPath]) {}
    func moveItem(from source: ItemPath, to target: ItemPath) {}
    func reloadItems(at paths: [ItemPath]) {}
    func reconfigureItems(at paths: [ItemPath]) {
        for path in paths.prefix(visible) { _ = controller?.item(at: path) }
    }
}
