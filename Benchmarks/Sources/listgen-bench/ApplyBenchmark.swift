import Foundation
@_spi(Instrumentation) @_spi(ListHost) import ListKit
import ListKitTesting

/// `listgen-bench apply`: what a `ListController` costs the main actor, against the
/// simulated host (`SimulatedListView`, which checks every batch as UIKit would).
///
/// - `edits10k`, `edits100k`: one apply of about 10% random edits (deletes, inserts, moves,
///   content changes) to a list of 10,000 / 100,000 items, the diff off the main actor.
///   `main_ms` is the controller's main-actor CPU time (thread time, so the moments another
///   process had the core do not count) minus the host's own work (timed the same way by
///   `TimedHost`), `host_ms` that work, `diff_ms` the diff's time, `total_ms` from the call to
///   its completion. `edits10k` animates its ~1,000 changes (no cap); `edits100k` keeps the
///   default `animationCap` (1,000), so its ~10,000 changes reload; `edits100k_animated`
///   lifts the cap so that they all animate.
///   `main_min_ms` is the fastest run's: a loaded machine only ever adds time (preemption
///   inside the measured code), so it is the truest figure of the controller's own cost.
///   `vs_diff_on_main` divides `main_ms` by the same apply's with the diff on the main actor
///   (`backgroundDiffThreshold = .max`), measured in the same run. Requirement: `main_ms`
///   <= 1 at 10k, <= 10 at 100k.
///   Each scenario runs with value items (`items=struct`) and with main-actor view models
///   (`items=class`, ``RowViewModel``: isolated conformances, remembered by content snapshot,
///   the same instances changed in place).
/// - `sections100k`: one apply of about 10% edits (deletes, inserts, moves) to 100,000
///   empty sections: the background threshold counts sections as well as items, so this
///   diff runs off the main actor too. Requirement: `main_ms` <= 30.
/// - `derived10k`, `derived100k`: a ``DerivedList`` of 10,000 / 100,000 records grouped in
///   two sections and sorted by date; one change moves a record to the other group
///   (`updateRecord`). `main_ms` is the main actor's CPU time for it, the derived list's and
///   the controller's (minus the host's), from the call until it is displayed; derivation
///   and diff run off the main actor. Requirement: `main_ms` <= 1 at 10k, <= 10 at 100k.
/// - `selection-100k`: see ``SelectionBenchmark``.
/// - `burst1000`: 1,000 applies issued while one batch animates perform at most 2 more
///   batches, and the view then shows the last data.
/// - `outline-expand-10k`: an outline of 100,000 records (90,000 at the top level, and a
///   folder holding 100 folders of 99 records each, those folders expanded); the folder is
///   expanded, showing its 10,000 descendants. `main_ms` is the main actor's CPU time for it,
///   the derived list's and the controller's (minus the host's), from the call until it is
///   displayed; the derivation and the diff run off the main actor. Requirement: `main_ms` <= 1.
/// - `derived-regroup-100k` and, with `--frames-only`, every request at 100,000 items
///   (`frames100k`): the longest single main-actor turn (`max_turn_ms`), see ``FrameBenchmark``.
///   Requirement: at most 4 ms.
enum ApplyBenchmark {
    @MainActor
    static func run(_ arguments: [String]) async {
        let runs = GenerateBenchmark.intOption("--runs", arguments) ?? 9
        if arguments.contains("--sections-only") {
            await emptySections(runs: runs)
            return
        }
        if arguments.contains("--derived-only") {
            for size in [10_000, 100_000] { await derived(size: size, runs: runs) }
            await FrameBenchmark.regroup(runs: runs)
            return
        }
        if arguments.contains("--frames-only") {
            await FrameBenchmark.run(arguments, runs: runs)
            return
        }
        if arguments.contains("--selection-only") {
            await SelectionBenchmark.run(runs: runs)
            return
        }
        if arguments.contains("--outline-only") {
            await outlineExpand(runs: runs)
            return
        }
        let scenarios: [(name: String, size: Int, cap: Int?, limit: Double)] = [
            ("edits10k", 10_000, nil, 1),
            ("edits100k", 100_000, 1_000, 10),
            ("edits100k_animated", 100_000, nil, 10),
        ]
        for scenario in scenarios {
            for kind in ["struct", "class"] {
                var main: [Double] = []
                var host: [Double] = []
                var diff: [Double] = []
                var total: [Double] = []
                var batches = 0
                var reloads = 0
                var onMain: [Double] = []
                for run in 0..<runs {
                    var random = DiffRandom(seed: UInt64(run) &+ 0xA991)
                    let oldItems = random.items(scenario.size)
                    let newItems = edited(oldItems, &random)
                    // Each measurement and its baseline (the diff on the main actor), same input.
                    for threshold in [nil, Int.max] {
                        let measured =
                            kind == "struct"
                            ? await measureValues(oldItems, newItems, cap: scenario.cap, diffThreshold: threshold)
                            : await measureViewModels(oldItems, newItems, cap: scenario.cap, diffThreshold: threshold)
                        guard threshold == nil else {
                            onMain.append(measured.main)
                            continue
                        }
                        main.append(measured.main)
                        host.append(measured.host)
                        diff.append(measured.diff)
                        total.append(measured.total)
                        batches = measured.batches
                        reloads = measured.reloads
                    }
                }
                print(
                    "scenario=\(scenario.name) items=\(kind) main_ms=\(format(median(main))) main_min_ms=\(format(main.min() ?? 0)) host_ms=\(format(median(host))) diff_ms=\(format(median(diff))) total_ms=\(format(median(total))) batches=\(batches) reloads=\(reloads) vs_diff_on_main=\(String(format: "%.3fx", median(main) / median(onMain))) (median of \(runs); requirement main_ms <= \(Int(scenario.limit)))"
                )
            }
        }
        await emptySections(runs: runs)
        for size in [10_000, 100_000] { await derived(size: size, runs: runs) }
        await outlineExpand(runs: runs)
        await SelectionBenchmark.run(runs: runs)
        await burst()
        await FrameBenchmark.run(arguments, runs: runs)
    }

    /// A record of a derived list: grouped by `pinned`, sorted by `date`.
    struct Record: Diffable, Equatable, Sendable {
        var id: String
        var pinned: Bool
        var date: Int
        var content: Int
        func isContentEqual(to source: Record) -> Bool { self == source }
    }

    /// One change of a derived list's record that moves it to the other group.
    @MainActor
    static func derived(size: Int, runs: Int) async {
        var main: [Double] = []
        var host: [Double] = []
        var total: [Double] = []
        for run in 0..<runs {
            var random = DiffRandom(seed: UInt64(run) &+ 0xDE21)
            let records = random.items(size).enumerated().map { index, item in
                Record(id: item.id, pinned: index % 10 == 0, date: Int.random(in: 0..<1_000_000, using: &random), content: 0)
            }
            let controller = ListController<ListGroup<Bool, Record>>()
            let view = SimulatedListView<ListGroup<Bool, Record>>(data: [])
            view.attach(controller)
            let timed = TimedHost(view)
            controller.host = timed
            let list = controller.grouping(by: \.pinned, order: [true, false]) { $0.date > $1.date }
            list.apply(records)
            while !controller.isIdle { await Task.yield() }
            let id = records[Int.random(in: 0..<size, using: &random)].id
            let (derivedBefore, controllerBefore, hostBefore) = (
                list.mainActorNanoseconds, controller.statistics.mainActorNanoseconds, timed.nanoseconds
            )
            let start = Measure.now()
            list.updateRecord(withID: id) { $0.pinned.toggle() }
            while !controller.isIdle { await Task.yield() }
            total.append(Double(Measure.now() - start) / 1e6)
            let hostTime = Double(timed.nanoseconds - hostBefore)
            host.append(hostTime / 1e6)
            main.append(
                (Double(list.mainActorNanoseconds - derivedBefore) + Double(controller.statistics.mainActorNanoseconds - controllerBefore) - hostTime)
                    / 1e6)
            let moved = view.displayed.contains { group in group.elements.contains { $0.id == id && $0.pinned == group.id } }
            guard view.violations.isEmpty, moved else {
                print("derived: the simulated view does not show the record moved: \(view.violations)")
                exit(1)
            }
        }
        let limit = size >= 100_000 ? 10 : 1
        print(
            "scenario=derived\(size / 1_000)k main_ms=\(format(median(main))) main_min_ms=\(format(main.min() ?? 0)) host_ms=\(format(median(host))) total_ms=\(format(median(total))) (median of \(runs); requirement main_ms <= \(limit))"
        )
    }

    /// A record of an outline: a folder or a document, naming its folder.
    struct OutlineRecord: Diffable, Hashable, Sendable {
        var id: Int
        var parentID: Int?
        var isFolder: Bool
    }

    /// The outline of `outline-expand-10k`: 90,000 top-level records and a collapsed `folder`
    /// holding 100 folders (`inner`, expanded) of 99 records each.
    static func outlineRecords() -> (records: [OutlineRecord], folder: Int, inner: Set<Int>) {
        var records = (0..<90_000).map { OutlineRecord(id: $0, parentID: nil, isFolder: false) }
        let folder = 1_000_000
        records.append(OutlineRecord(id: folder, parentID: nil, isFolder: true))
        var inner: Set<Int> = []
        for sub in 0..<100 {
            let id = folder + 1 + sub * 100
            inner.insert(id)
            records.append(OutlineRecord(id: id, parentID: folder, isFolder: true))
            for leaf in 1..<100 { records.append(OutlineRecord(id: id + leaf, parentID: id, isFolder: false)) }
        }
        return (records, folder, inner)
    }

    /// A folder with 10,000 descendants expanded, in an outline of 100,000 records.
    @MainActor
    static func outlineExpand(runs: Int) async {
        var main: [Double] = []
        var host: [Double] = []
        var total: [Double] = []
        let (records, folder, inner) = outlineRecords()
        for _ in 0..<runs {
            let controller = ListController<ListSection<Int, OutlineRow<OutlineRecord>>>()
            let view = SimulatedListView<ListSection<Int, OutlineRow<OutlineRecord>>>(data: [])
            view.attach(controller)
            let timed = TimedHost(view)
            controller.host = timed
            let list = controller.outline(parent: \.parentID, expandable: { $0.isFolder }) { tree in [ListSection(id: 0, elements: tree.rows)] }
            list.apply(records)
            list.expandedIDs = inner
            while !controller.isIdle { await Task.yield() }
            let (derivedBefore, controllerBefore, hostBefore) = (
                list.mainActorNanoseconds, controller.statistics.mainActorNanoseconds, timed.nanoseconds
            )
            let start = Measure.now()
            list.setExpanded(true, folder)
            while !controller.isIdle { await Task.yield() }
            total.append(Double(Measure.now() - start) / 1e6)
            let hostTime = Double(timed.nanoseconds - hostBefore)
            host.append(hostTime / 1e6)
            main.append(
                (Double(list.mainActorNanoseconds - derivedBefore) + Double(controller.statistics.mainActorNanoseconds - controllerBefore) - hostTime)
                    / 1e6)
            let shown = view.displayed.first?.elements.count ?? 0
            guard view.violations.isEmpty, shown == 100_001 else {
                print("outline: the simulated view shows \(shown) rows, not 100,001: \(view.violations.prefix(3))")
                exit(1)
            }
        }
        print(
            "scenario=outline-expand-10k main_ms=\(format(median(main))) main_min_ms=\(format(main.min() ?? 0)) host_ms=\(format(median(host))) total_ms=\(format(median(total))) (median of \(runs); requirement main_ms <= 1)"
        )
    }

    /// 100,000 empty sections, about 10% of them edited.
    @MainActor
    static func emptySections(runs: Int) async {
        var main: [Double] = []
        var onMain: [Double] = []
        var diff: [Double] = []
        var host: [Double] = []
        for run in 0..<runs {
            var random = DiffRandom(seed: UInt64(run) &+ 0x5EC7)
            let oldIDs = random.items(100_000)
            let old = oldIDs.map { DiffSection(id: $0.id, title: 0, elements: []) }
            let new = edited(oldIDs, &random).map { DiffSection(id: $0.id, title: 0, elements: []) }
            for threshold in [nil, Int.max] {
                let measured = await measure(
                    old, cap: 1_000, diffThreshold: threshold,
                    apply: {
                        $0.apply($1)
                        await $0.waitUntilShown()
                    }
                ) { new }
                if threshold == nil {
                    main.append(measured.main)
                    diff.append(measured.diff)
                    host.append(measured.host)
                } else {
                    onMain.append(measured.main)
                }
            }
        }
        print(
            "scenario=sections100k items=struct main_ms=\(format(median(main))) main_min_ms=\(format(main.min() ?? 0)) host_ms=\(format(median(host))) diff_ms=\(format(median(diff))) vs_diff_on_main=\(String(format: "%.3fx", median(main) / median(onMain))) diff_on_main_ms=\(format(median(onMain))) (median of \(runs); requirement main_ms <= 30)"
        )
    }

    struct Measured {
        var main, host, diff, total: Double
        var batches, reloads: Int
    }

    /// One apply of value items.
    @MainActor
    static func measureValues(_ old: [DiffItem], _ new: [DiffItem], cap: Int?, diffThreshold: Int?) async -> Measured {
        // Called where the sections are known to be Sendable, as an app calls it.
        await measure(
            [DiffSection(id: "s", title: 0, elements: old)], cap: cap, diffThreshold: diffThreshold,
            apply: {
                $0.apply($1)
                await $0.waitUntilShown()
            }
        ) {
            [DiffSection(id: "s", title: 0, elements: new)]
        }
    }

    /// One apply of main-actor view models, as an app keeps its rows: kept rows are the same
    /// instances, changed in place after they were shown; inserted rows are new instances.
    @MainActor
    static func measureViewModels(_ old: [DiffItem], _ new: [DiffItem], cap: Int?, diffThreshold: Int?) async -> Measured {
        let models = old.map { RowViewModel(id: $0.id, content: $0.content) }
        var byID: [String: RowViewModel] = [:]
        for model in models { byID[model.id] = model }
        return await measure(
            [ListSection(id: "s", elements: models)], cap: cap, diffThreshold: diffThreshold,
            apply: {
                $0.apply($1)
                await $0.waitUntilShown()
            }
        ) {
            [
                ListSection(
                    id: "s",
                    elements: new.map { item in
                        guard let model = byID[item.id] else { return RowViewModel(id: item.id, content: item.content) }
                        model.content = item.content
                        return model
                    })
            ]
        }
    }

    /// One apply through a controller attached to a simulated view: `new` is made once the
    /// controller shows `old` (class rows change in place after they were shown).
    @MainActor
    static func measure<Section: DiffableSection>(
        _ old: [Section], cap: Int?, diffThreshold: Int?,
        apply: (ListController<Section>, [Section]) async -> Void,
        new makeNew: () -> [Section]
    ) async -> Measured where Section: Sendable, Section.Element: Sendable, Section.Element.ID == String {
        // Sendable here, as an app's concrete types are: the controller diffs off the main actor.
        let controller = ListController(sections: old)
        controller.options.animationCap = cap
        if let diffThreshold { controller.options.backgroundDiffThreshold = diffThreshold }
        let view = SimulatedListView<Section>(data: [])
        view.attach(controller)
        let timed = TimedHost(view)
        controller.host = timed
        let new = makeNew()
        let before = controller.statistics
        let start = Measure.now()
        await apply(controller, new)
        let total = Double(Measure.now() - start)
        let after = controller.statistics
        let host = Double(timed.nanoseconds)
        guard view.violations.isEmpty, view.displayed.map(\.id) == new.map(\.id),
            view.displayed.map({ $0.elements.map(\.id) }) == new.map({ $0.elements.map(\.id) })
        else {
            print("apply: the simulated view does not show the new data: \(view.violations)")
            exit(1)
        }
        return Measured(
            main: (Double(after.mainActorNanoseconds - before.mainActorNanoseconds) - host) / 1e6,
            host: host / 1e6, diff: Double(after.diffNanoseconds - before.diffNanoseconds) / 1e6,
            total: total / 1e6, batches: view.batchCount, reloads: view.reloadAllCount)
    }

    /// 1,000 applies while a batch animates.
    @MainActor
    static func burst() async {
        var random = DiffRandom(seed: 0xB0257)
        let start0 = [DiffSection(id: "s", title: 0, elements: random.items(100))]
        let controller = ListController(sections: start0)
        let host = SimulatedListView(data: start0)
        host.completesAnimationsImmediately = false
        host.attach(controller)
        _ = controller.apply([DiffSection(id: "s", title: 0, elements: random.items(100))], animated: true, completion: nil)
        while host.batchCount == 0 { await Task.yield() }
        let first = host.batchCount
        let start = Measure.now()
        var last: [DiffSection] = []
        for _ in 0..<1_000 {
            last = [DiffSection(id: "s", title: 0, elements: random.items(100))]
            _ = controller.apply(last, animated: true, completion: nil)
        }
        for _ in 0..<100 { await Task.yield() }
        while !controller.isIdle || !host.runningAnimations.isEmpty {
            host.finishAnimations()
            await Task.yield()
        }
        let more = host.batchCount - first
        let shown =
            host.violations.isEmpty && host.displaysData
            && host.displayed.first?.elements.map(\.id) == last.first?.elements.map(\.id)
        print(
            "scenario=burst1000 main_ms=\(format(Double(controller.statistics.mainActorNanoseconds) / 1e6)) total_ms=\(format(Double(Measure.now() - start) / 1e6)) batches=\(more) shows_last=\(shown) (requirement batches <= 2 after the first, shows_last=true)"
        )
    }

    /// About 10% of the items deleted, inserted, moved or changed.
    static func edited(_ items: [DiffItem], _ random: inout DiffRandom) -> [DiffItem] {
        var result: [DiffItem] = []
        result.reserveCapacity(items.count)
        var moved: [DiffItem] = []
        for item in items {
            switch Int.random(in: 0..<40, using: &random) {
            case 0: continue
            case 1: moved.append(item)
            case 2: result.append(DiffItem(id: item.id, content: item.content + 1))
            case 3:
                result.append(item)
                result.append(contentsOf: random.items(1))
            default: result.append(item)
            }
        }
        for item in moved { result.insert(item, at: Int.random(in: 0...result.count, using: &random)) }
        return result
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    static func format(_ value: Double) -> String { String(format: "%.3f", value) }
}

/// Forwards to the simulated view and adds up the time the view spends, so that the
/// controller's own main-actor time can be told apart from the host's. Time spent back in the
/// controller (the batch's update closure around the host calls, the completion) is not the
/// host's and is left out.
@MainActor
final class TimedHost: BatchUpdatable {
    private let view: any BatchUpdatable
    private(set) var nanoseconds: UInt64 = 0

    init(_ view: any BatchUpdatable) { self.view = view }

    private func timed<T>(_ body: () -> T) -> T {
        let start = Measure.threadCPU()
        defer { nanoseconds += Measure.threadCPU() - start }
        return body()
    }

    var canAnimateBatches: Bool { view.canAnimateBatches }

    func performBatch(_ updates: () -> Void, completion: ((Bool) -> Void)?) {
        // Calls back into the controller are subtracted; the host calls inside `updates`
        // come back through this wrapper and are counted there.
        var inside: UInt64 = 0
        let start = Measure.threadCPU()
        view.performBatch(
            {
                let begin = Measure.threadCPU()
                let before = nanoseconds
                updates()
                inside += (Measure.threadCPU() - begin) - (nanoseconds - before)
            },
            completion: { finished in
                let begin = Measure.threadCPU()
                completion?(finished)
                inside += Measure.threadCPU() - begin
            })
        nanoseconds += (Measure.threadCPU() - start) - inside
    }

    func reloadAll() { timed { view.reloadAll() } }
    func insertSections(at indices: [Int]) { timed { view.insertSections(at: indices) } }
    func deleteSections(at indices: [Int]) { timed { view.deleteSections(at: indices) } }
    func moveSection(from source: Int, to target: Int) { timed { view.moveSection(from: source, to: target) } }
    func reloadSections(at indices: [Int]) { timed { view.reloadSections(at: indices) } }
    func insertItems(at paths: [ItemPath]) { timed { view.insertItems(at: paths) } }
    func deleteItems(at paths: [ItemPath]) { timed { view.deleteItems(at: paths) } }
    func moveItem(from source: ItemPath, to target: ItemPath) { timed { view.moveItem(from: source, to: target) } }
    func reloadItems(at paths: [ItemPath]) { timed { view.reloadItems(at: paths) } }
    func reconfigureItems(at paths: [ItemPath]) { timed { view.reconfigureItems(at: paths) } }
}

/// A main-actor row view model, as apps keep them: its conformances are isolated to the main
/// actor, and it is remembered by a snapshot of its content (what listgen generates).
@MainActor
final class RowViewModel {
    nonisolated let id: String
    var content: Int
    var title: String

    init(id: String, content: Int) {
        self.id = id
        self.content = content
        title = "Row \(id.prefix(8))"
    }

    struct Snapshot: Equatable, Sendable {
        var content: Int
        var title: String
    }
}

extension RowViewModel: @MainActor ContentSnapshotting {
    func isContentEqual(to source: RowViewModel) -> Bool { content == source.content && title == source.title }
    var contentSnapshot: Snapshot { Snapshot(content: content, title: title) }
}
