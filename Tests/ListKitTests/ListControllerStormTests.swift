import Foundation
import ListKit
import ListKitTesting
import Testing

/// Seeded storms: tasks apply random snapshots concurrently from other threads while the
/// simulated user taps, swipes, drags and animations end at random moments. Every run must
/// end with zero violations of UIKit's rules, no stale cell, every completion exactly once in
/// call order, and the view showing the last applied data. `LISTGEN_STORM_RUNS` raises the
/// run count (`Scripts/controller-storms.sh`).
@MainActor @Suite struct ListControllerStormTests {
    typealias Section = ListSection<Int, Item>

    static let runs = ProcessInfo.processInfo.environment["LISTGEN_STORM_RUNS"].flatMap(Int.init) ?? 10_000
    static let firstSeed = ProcessInfo.processInfo.environment["LISTGEN_STORM_SEED"].flatMap(UInt64.init) ?? 0x5707

    @Test("random concurrent applies and user edits")
    func storms() async {
        var failures = 0
        for run in 0..<Self.runs {
            let seed = Self.firstSeed &+ UInt64(run)
            if let problem = await Self.storm(seed: seed) {
                Issue.record("seed \(seed): \(problem)")
                failures += 1
                if failures >= 5 { return }
            }
        }
    }

    /// One storm; a description of what went wrong, or nil.
    static func storm(seed: UInt64) async -> String? {
        var random = SeededRandom(seed: seed)
        let controller = ListController(sections: snapshot(&random))
        let view = SimulatedListView<Section>(data: [])
        view.attach(controller)
        view.completesAnimationsImmediately = Bool.random(using: &random)
        controller.backgroundDiffThreshold = Int.random(in: 4...60, using: &random)
        controller.animationCap = Bool.random(using: &random) ? nil : Int.random(in: 2...30, using: &random)
        controller.canMoveItem = { item, _ in item.id % 4 != 0 }
        controller.canDeleteItem = { item, _ in item.id % 5 == 0 }
        controller.allowsMovesAcrossSections = Bool.random(using: &random)

        let log = CompletionLog()
        // Snapshots made up front (the generator is not Sendable), applied from other threads.
        let batches: [[[Section]]] = (0..<3).map { _ in (0..<Int.random(in: 1...3, using: &random)).map { _ in snapshot(&random) } }
        let tasks = batches.map { snapshots in
            Task.detached {
                for sections in snapshots {
                    let call = log.newCall()
                    log.issued(call: call, ticket: controller.apply(sections) { log.completed(call: call) })
                }
            }
        }
        // Meanwhile, on the main actor: a user and time passing.
        for _ in 0..<Int.random(in: 0...12, using: &random) {
            userStep(view, controller, &random)
            if Bool.random(using: &random) { view.finishAnimations() }
            await Task.yield()
        }
        for task in tasks { await task.value }
        let final = snapshot(&random)
        let call = log.newCall()
        log.issued(call: call, ticket: controller.apply(final) { log.completed(call: call) })
        for _ in 0..<1_000 where !(controller.isIdle && view.runningAnimations.isEmpty) {
            view.finishAnimations()
            await Task.yield()
        }
        guard controller.isIdle, view.runningAnimations.isEmpty else { return "did not settle" }
        if let violation = view.violations.first { return "violation: \(violation)" }
        if let stale = view.firstDifference() { return "stale cell: \(stale)" }
        if controller.sections != final { return "shows \(controller.sections), last applied \(final)" }
        return log.problem()
    }

    /// A tap, a swipe-delete, a drag or a content-only apply, at random.
    static func userStep(_ view: SimulatedListView<Section>, _ controller: ListController<Section>, _ random: inout SeededRandom) {
        let paths = controller.sections.enumerated().flatMap { section, value in value.elements.indices.map { ItemPath(item: $0, section: section) } }
        guard let path = paths.randomElement(using: &random) else { return }
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            view.userTaps(at: path)
        case 1:
            view.userSwipesToDelete(at: path)
        case 2:
            let target = paths.randomElement(using: &random) ?? path
            view.userDrags(from: path, to: target)
        default:
            var changed = controller.sections
            let section = path.section
            var elements = changed[section].elements
            elements[path.item].content += 1
            changed[section] = ListSection(id: changed[section].id, elements: elements)
            controller.apply(changed, completion: nil)
        }
    }

    /// Two or three sections of distinct items drawn from a pool of 24 IDs.
    static func snapshot(_ random: inout SeededRandom) -> [Section] {
        var ids = Array(0..<24)
        ids.shuffle(using: &random)
        var rest = ids.prefix(Int.random(in: 0...14, using: &random))[...]
        return (0..<Int.random(in: 1...3, using: &random)).map { section in
            let count = min(rest.count, Int.random(in: 0...6, using: &random))
            let elements = rest.prefix(count).map { Item(id: $0, content: Int.random(in: 0...1, using: &random)) }
            rest = rest.dropFirst(count)
            return ListSection(id: section, elements: Array(elements))
        }
    }
}

/// Which apply calls completed, in what order, against the tickets that order the calls.
final class CompletionLog: @unchecked Sendable {
    private let lock = NSLock()
    private var nextCall = 0
    private var ticketOfCall: [Int: Int] = [:]
    private var completedCalls: [Int] = []

    /// A new call's number, taken before the call (its completion may run before `apply`
    /// returns the ticket to the calling thread).
    func newCall() -> Int {
        lock.withLock {
            defer { nextCall += 1 }
            return nextCall
        }
    }

    func issued(call: Int, ticket: Int) {
        lock.withLock { ticketOfCall[call] = ticket }
    }

    func completed(call: Int) {
        lock.withLock { completedCalls.append(call) }
    }

    /// Every call completed exactly once, in ticket order.
    func problem() -> String? {
        lock.withLock {
            guard completedCalls.count == ticketOfCall.count, Set(completedCalls) == Set(ticketOfCall.keys) else {
                return "completions \(completedCalls) for calls \(ticketOfCall.keys.sorted())"
            }
            let tickets = completedCalls.compactMap { ticketOfCall[$0] }
            guard tickets == tickets.sorted() else { return "completions out of call order: tickets \(tickets)" }
            return nil
        }
    }
}
