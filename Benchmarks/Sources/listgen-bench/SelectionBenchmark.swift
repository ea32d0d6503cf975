import Foundation
@_spi(Instrumentation) @_spi(ListHost) import ListKit
import ListKitTesting

/// `listgen-bench apply --selection-only` (and part of `apply`): `selection-100k`, an apply of
/// about 1,000 changes (300 deletes, 300 inserts, 400 moves) to one section of 100,000 items
/// with 10,000 of them selected (every tenth), animated. `main_ms` is the controller's
/// main-actor CPU time from the call until the change is displayed, minus the host's (as in
/// the other apply scenarios): the selection follows the batches' deletes and inserts, not the
/// list. `vs_no_selection` divides it by the same apply's with nothing selected, measured in
/// the same run. The controller's selection afterwards must be the selected items that were
/// not deleted. Requirement: `main_ms` <= 2.
enum SelectionBenchmark {
    struct Photo: Diffable, Equatable, Sendable {
        var id: Int
        var caption: Int
        func isContentEqual(to source: Photo) -> Bool { self == source }
    }

    @MainActor
    static func run(runs: Int) async {
        var main: [Double] = []
        var host: [Double] = []
        var bare: [Double] = []
        var batches = 0
        for run in 0..<runs {
            var random = DiffRandom(seed: UInt64(run) &+ 0x5E1E)
            let old = (0..<100_000).map { Photo(id: $0, caption: 0) }
            var new = old
            var deleted = Set<Int>()
            for _ in 0..<300 { deleted.insert(new.remove(at: Int.random(in: 0..<new.count, using: &random)).id) }
            for id in 100_000..<100_300 { new.insert(Photo(id: id, caption: 0), at: Int.random(in: 0...new.count, using: &random)) }
            for _ in 0..<400 {
                let photo = new.remove(at: Int.random(in: 0..<new.count, using: &random))
                new.insert(photo, at: Int.random(in: 0...new.count, using: &random))
            }
            let selected = Set(stride(from: 0, to: 100_000, by: 10))
            for selects in [true, false] {
                let controller = ListController(sections: [ListSection(id: 0, elements: old)])
                controller.options.animationCap = nil
                let view = SimulatedListView<ListSection<Int, Photo>>(data: [])
                view.attach(controller)
                let timed = TimedHost(view)
                controller.host = timed
                if selects {
                    controller.hooks.selectionMode = .multiple
                    controller.selectedIDs = selected
                }
                let (before, hostBefore) = (controller.statistics.mainActorNanoseconds, timed.nanoseconds)
                let cpu = Measure.threadCPU()
                controller.apply([ListSection(id: 0, elements: new)])
                let call = Measure.threadCPU() - cpu
                while !controller.isIdle { await Task.yield() }
                // The call's own time, then the display's (drain and the diff's result).
                let hostTime = Double(timed.nanoseconds - hostBefore)
                let time = (Double(call) + Double(controller.statistics.mainActorNanoseconds - before) - hostTime) / 1e6
                guard view.violations.isEmpty else {
                    print("selection-100k: the simulated view broke a rule: \(view.violations.prefix(3))")
                    exit(1)
                }
                if selects {
                    main.append(time)
                    host.append(hostTime / 1e6)
                    batches = view.batchCount
                    guard controller.selectedIDs == selected.subtracting(deleted) else {
                        print("selection-100k: \(controller.selectedIDs.count) selected afterwards, expected \(selected.subtracting(deleted).count)")
                        exit(1)
                    }
                } else {
                    bare.append(time)
                }
            }
        }
        let (median, format) = (ApplyBenchmark.median, ApplyBenchmark.format)
        print(
            "scenario=selection-100k main_ms=\(format(median(main))) main_min_ms=\(format(main.min() ?? 0)) host_ms=\(format(median(host))) batches=\(batches) vs_no_selection=\(String(format: "%.3fx", median(main) / max(median(bare), 0.001))) (median of \(runs); requirement main_ms <= 2)"
        )
    }
}
