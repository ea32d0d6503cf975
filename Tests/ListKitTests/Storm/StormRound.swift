import Foundation
@_spi(Instrumentation) @_spi(ListHost) import ListKit
import ListKitTestSupport
import ListKitTesting

/// One seeded storm against a list controller and its simulated view: requests (apply,
/// update, updateItem) from the main actor and, for `Sendable` items, from other threads;
/// a user tapping, swipe-deleting and dragging across several turns; animations ending at
/// random moments; the view leaving and re-entering its window. The view flags any change
/// during a drag at the moment it happens; at the end the display must equal the oracle's
/// replay of every logged change, every cell must show its item's current content, and every
/// completion must have run once, in order, after its change was displayed.
@MainActor
final class StormRound<Model: StormModel> {
    typealias Section = Model.Section

    var random: SeededRandom
    let controller: ListController<Section>
    /// The view; a storm may replace it, as a screen that is rebuilt replaces its view.
    var view: SimulatedListView<Section>
    let oracle = StormOracle()
    let initial: PlainList
    /// What each item's cell showed when last configured.
    private var shownContent: [Int: Int] = [:]
    private var dragSource: ItemPath?
    private var steps: [String] = []
    /// Whether and how items are changed in place behind the controller's back.
    let changesInPlace: InPlaceChanges
    /// An in-place change no request has been made since (the app owes one, for class items
    /// that are not observed).
    private var changedInPlaceSinceRequest = false
    /// IDs handed over to others: never used again, as an app never reuses a local ID, so a
    /// user's edit naming one is of the row that showed it (which the oracle follows).
    private var retired: Set<Int> = []
    /// The next ID a hand-over gives (apart from every other ID the storm uses).
    private var nextHandOverID = 1_000
    /// The item whose Delete action shows, by ID, between a swipe and its confirmation.
    private var swiped: Int?
    /// Whether the app's hooks (didMove, didDelete) and completions make requests of their own.
    private let hooksRequest: Bool

    /// How a storm's items change in place.
    enum InPlaceChanges {
        /// Never: every change goes through a request.
        case never
        /// With no call at all (`@Observable` items the controller observes).
        case unseen
        /// Then the app calls `update { _ in }`, at once or with a later request (class items).
        case thenRequest
    }

    init(seed: UInt64, changesInPlace: InPlaceChanges = .never) {
        random = SeededRandom(seed: seed)
        self.changesInPlace = changesInPlace
        initial = Self.snapshot(&random)
        controller = ListController(sections: Model.sections(initial))
        view = SimulatedListView<Section>(data: [])
        hooksRequest = Bool.random(using: &random)
        attachNewView()
        view.completesAnimationsImmediately = Bool.random(using: &random)
        controller.options.backgroundDiffThreshold = Int.random(in: 4...60, using: &random)
        controller.options.animationCap = Bool.random(using: &random) ? nil : Int.random(in: 2...30, using: &random)
        controller.hooks.canMoveItem = { item, _ in item.id % 4 != 0 }
        controller.hooks.canDeleteItem = { item, _ in item.id % 5 == 0 }
        controller.hooks.allowsMovesAcrossSections = Bool.random(using: &random)
        // A cancelled drag is ended by the storm (as the timeout would), not by the clock.
        controller.options.interactiveMoveTimeout = .infinity
        if hooksRequest {
            // An app that reacts to the user's edits with a change of its own (re-entrant).
            controller.hooks.didDelete = { [unowned self] _, _ in log(controller.update { Model.apply(.nothing, to: &$0) }, .edit(.nothing)) }
            controller.hooks.didMove = { [unowned self] item, _, _ in
                let id = Model.plain(item).id
                log(controller.updateItem(withID: id) { Model.bump(&$0) }, .updateItem(id: id))
            }
        }
    }

    /// A new view shows the controller (the old one, if any, goes away, mid-animation or not).
    private func attachNewView() {
        let completesAtOnce = view.completesAnimationsImmediately
        view = SimulatedListView<Section>(data: [])
        view.completesAnimationsImmediately = completesAtOnce
        view.configureCell = { [unowned self] item in
            let plain = Model.plain(item)
            shownContent[plain.id] = plain.content
        }
        view.attach(controller)
    }

    /// Runs the main actor's side of the storm; `background` has already started.
    func run(background: [Task<Void, Never>]) async -> String? {
        for step in 0..<Int.random(in: 0...16, using: &random) {
            mainStep()
            if Bool.random(using: &random) { await Task.yield() }
            if trace {
                print(
                    "TRACE \(steps.last ?? "-"): shows \(StormOracle.render(Model.plain(view.displayed))) record \(StormOracle.render(Model.plain(controller.latestSections))) batches \(view.batchCount) reloads \(view.reloadAllCount) reconf \(view.reconfiguredCount)"
                )
            }
            if let violation = view.violations.first { return "step \(step) (\(steps.last ?? "")): \(violation)" }
        }
        for task in background { await task.value }
        if let source = dragSource { drop(from: source) }
        if Bool.random(using: &random) { apply(Self.snapshot(&random, excluding: retired)) }
        // Class items that are not observed are shown as changed once the app asks.
        if changesInPlace == .thenRequest, changedInPlaceSinceRequest { log(controller.update { _ in }, .edit(.nothing)) }
        view.isInWindow = view.isInWindow || Bool.random(using: &random)
        return await settleAndCheck()
    }

    // MARK: Steps

    private func mainStep() {
        let paths = view.displayed.enumerated().flatMap { section, value in
            value.elements.indices.map { ItemPath(item: $0, section: section) }
        }
        switch Int.random(in: 0..<15, using: &random) {
        case 0:
            if let path = paths.randomElement(using: &random) { view.userTaps(at: path) }
        case 1:
            // A swipe, confirmed at once or some steps later (the row may have moved or gone).
            if let id = swiped, Bool.random(using: &random) {
                swiped = nil
                if view.userConfirmsSwipeDelete() { log(view.lastUserEditTicket, .delete(id: id)) }
                steps.append("confirm swipe of \(id)")
            } else if let path = paths.randomElement(using: &random) {
                let id = view.displayed[path.section].elements[path.item].id
                if view.userBeginsSwipe(at: path) {
                    swiped = id
                    steps.append("swipe \(id)")
                    if Bool.random(using: &random) {
                        swiped = nil
                        if view.userConfirmsSwipeDelete() { log(view.lastUserEditTicket, .delete(id: id)) }
                    }
                }
            }
        case 2, 3:
            if let source = dragSource {
                if let toward = paths.randomElement(using: &random) { view.userKeepsDragging(from: source, toward: toward) }
            } else if let path = paths.randomElement(using: &random), view.userBeginsDrag(at: path) {
                dragSource = path
                steps.append("lift \(path)")
            }
        case 4:
            if let source = dragSource { drop(from: source) }
        case 5:
            if dragSource != nil {
                view.userCancelsDrag()
                dragSource = nil
                controller.endInteractiveMove()
                steps.append("cancel drag")
            }
        case 6, 7:
            let id = Int.random(in: 0..<24, using: &random)
            if Int.random(in: 0..<4, using: &random) == 0 {
                // A hand-over: the item is confirmed under an ID no item has; sometimes one
                // handed over already is handed over again (a chain, maybe in one turn).
                let handedOver = controller.latestSections.flatMap { $0.elements.map { Model.plain($0).id } }.filter { $0 >= 1_000 }
                let old = Bool.random(using: &random) ? handedOver.randomElement(using: &random) ?? id : id
                let newID = nextHandOverID
                nextHandOverID += 1
                retired.insert(old)
                log(controller.replaceItem(withID: old, with: Model.make(newID, content: 0)), .replace(id: old, newID: newID))
            } else {
                log(controller.updateItem(withID: id) { Model.bump(&$0) }, .updateItem(id: id))
            }
        case 8, 9:
            let edit = Self.edit(&random)
            let call = oracle.newCall()
            let ticket = controller.update(completion: { [unowned self] in completed(call) }) { Model.apply(edit, to: &$0) }
            oracle.issued(call: call, ticket: ticket)
            log(ticket, .edit(edit))
        case 10:
            apply(Self.snapshot(&random, excluding: retired))
        case 11, 12:
            view.finishAnimations()
        case 13:
            switch Int.random(in: 0..<8, using: &random) {
            case 0, 1: view.isInWindow.toggle()
            case 2 where dragSource == nil && swiped == nil:
                // The screen is rebuilt: its view goes away, maybe mid-animation.
                attachNewView()
                steps.append("new view")
            default: break
            }
        default:
            guard changesInPlace != .never else { return }
            // A view model changes by itself (a like arrives over the network), sometimes
            // changing back within the same turn.
            let items = controller.latestSections.flatMap(\.elements)
            guard var item = items.randomElement(using: &random) else { return }
            let before = Model.plain(item).content
            let values = Bool.random(using: &random) ? [Int.random(in: 0...2, using: &random), before] : [Int.random(in: 0...2, using: &random)]
            for value in values {
                Model.set(&item, content: value)
                oracle.recordUnseen(after: controller.latestTicket, .set(id: Model.plain(item).id, content: value))
            }
            steps.append("in place \(Model.plain(item).id) to \(values)")
            changedInPlaceSinceRequest = true
            if changesInPlace == .thenRequest, Bool.random(using: &random) { log(controller.update { _ in }, .edit(.nothing)) }
        }
    }

    private func drop(from source: ItemPath) {
        let paths = view.displayed.enumerated().flatMap { section, value in
            value.elements.indices.map { ItemPath(item: $0, section: section) }
        }
        let proposed = paths.randomElement(using: &random) ?? source
        dragSource = nil
        guard let landed = view.userDrops(from: source, at: proposed) else { return }
        steps.append("drop \(source) -> \(landed)")
        let section = view.displayed[landed.section]
        let elements = section.elements
        log(
            view.lastUserEditTicket,
            .move(
                id: elements[landed.item].id, section: section.id,
                after: landed.item > 0 ? elements[landed.item - 1].id : nil,
                before: landed.item + 1 < elements.count ? elements[landed.item + 1].id : nil,
                index: landed.item
            ))
    }

    private func apply(_ list: PlainList) {
        let call = oracle.newCall()
        // Sometimes the completion makes a request of its own (re-entrant).
        let followUp = hooksRequest && Bool.random(using: &random) ? Self.edit(&random) : nil
        let ticket = controller.apply(Model.sections(list), animated: Bool.random(using: &random)) { [unowned self] in
            completed(call)
            if let followUp { log(controller.update { Model.apply(followUp, to: &$0) }, .edit(followUp)) }
        }
        oracle.issued(call: call, ticket: ticket)
        log(ticket, .apply(list))
    }

    func completed(_ call: Int) {
        oracle.completed(call: call, displayedTicket: controller.displayedTicket)
    }

    private func log(_ ticket: Int?, _ op: StormOp) {
        oracle.record(ticket, op)
        guard ticket != nil else { return }
        steps.append(op.description)
        switch op {
        case .apply, .edit, .updateItem, .replace: changedInPlaceSinceRequest = false
        case .set, .delete, .move: break  // the user's edits are not the app's requests
        }
    }

    // MARK: The end

    private let trace = ProcessInfo.processInfo.environment["LISTGEN_STRESS_TRACE"] != nil

    private func settleAndCheck() async -> String? {
        // A few turns in any case: an observation's report arrives in a task of its own.
        for turn in 0..<3_000 {
            view.finishAnimations()
            await Task.yield()
            if turn >= 4, controller.isIdle, view.runningAnimations.isEmpty { break }
            // Background diffs need another thread's time, not only main-actor turns.
            if turn > 100 { try? await Task.sleep(nanoseconds: 1_000_000) }
        }
        guard controller.isIdle, view.runningAnimations.isEmpty else { return "did not settle" }
        if let violation = view.violations.first { return "violation: \(violation)" }
        // For class items the view holds the instances the app changes in place, so only what
        // the cells showed (checked below) tells a stale cell.
        if !(Model.Item.self is AnyObject.Type), let stale = view.firstDifference() {
            return "stale cell: \(stale); shows \(StormOracle.render(Model.plain(view.displayed))); steps: \(steps)"
        }
        let expected = oracle.expected(from: initial)
        // The screen: the items in display order, each with the content its cell showed when
        // last configured (for class items the view's own instances may have changed since).
        let screen: PlainList = view.displayed.map { section in
            (section.id, section.elements.map { PlainItem(id: $0.id, content: shownContent[$0.id] ?? -1) })
        }
        guard StormOracle.render(screen) == StormOracle.render(expected) else {
            return
                "screen \(StormOracle.render(screen)), expected \(StormOracle.render(expected)); from \(StormOracle.render(initial)): \(oracle.history); steps: \(steps)"
        }
        guard StormOracle.render(Model.plain(controller.latestSections)) == StormOracle.render(expected) else {
            return "record \(StormOracle.render(Model.plain(controller.latestSections))), expected \(StormOracle.render(expected))"
        }
        return oracle.completionProblem()
    }

    // MARK: Random data

    /// Two or three sections of distinct items drawn from a pool of 24 IDs (from `base`),
    /// none of them `excluded`.
    static func snapshot(_ random: inout SeededRandom, base: Int = 0, excluding excluded: Set<Int> = []) -> PlainList {
        var ids = (base..<base + 24).filter { !excluded.contains($0) }
        ids.shuffle(using: &random)
        var rest = ids.prefix(Int.random(in: 0...14, using: &random))[...]
        return (0..<Int.random(in: 1...3, using: &random)).map { section in
            let count = min(rest.count, Int.random(in: 0...6, using: &random))
            let items = rest.prefix(count).map { PlainItem(id: $0, content: Int.random(in: 0...1, using: &random)) }
            rest = rest.dropFirst(count)
            return (section, Array(items))
        }
    }

    static func edit(_ random: inout SeededRandom) -> StormEdit {
        let s = Int.random(in: 0..<3, using: &random)
        let i = Int.random(in: 0..<7, using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return .appendSection
        case 1: return .removeSection(s)
        case 2: return .insertItem(section: s, index: i)
        case 3: return .removeItem(section: s, index: i)
        case 4: return .reverse(section: s)
        default: return .bump(section: s, index: i)
        }
    }
}

extension StormRound where Model == ValueModel {
    /// Requests from other tasks: applies, updates and item updates, planned here (the
    /// random generator stays on the main actor) and awaited from detached tasks, so they
    /// reach the main actor between its own steps.
    func startBackgroundRequests() -> [Task<Void, Never>] {
        (0..<Int.random(in: 0...3, using: &random)).map { _ in
            let plans: [BackgroundRequest] = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                switch Int.random(in: 0..<3, using: &random) {
                // Other IDs than the main actor's: none of them is ever handed over.
                case 0: .apply(Self.snapshot(&random, base: 500))
                case 1: .edit(Self.edit(&random))
                default: .updateItem(Int.random(in: 0..<24, using: &random))
                }
            }
            let controller = controller
            let oracle = oracle
            return Task.detached {
                for plan in plans {
                    switch plan {
                    case .apply(let list):
                        let call = oracle.newCall()
                        let ticket = await controller.apply(ValueModel.sections(list)) { [controller] in
                            oracle.completed(call: call, displayedTicket: controller.displayedTicket)
                        }
                        oracle.issued(call: call, ticket: ticket)
                        oracle.record(ticket, .apply(list))
                    case .edit(let edit):
                        oracle.record(await controller.update { ValueModel.apply(edit, to: &$0) }, .edit(edit))
                    case .updateItem(let id):
                        oracle.record(await controller.updateItem(withID: id) { $0.content += 1 }, .updateItem(id: id))
                    }
                }
            }
        }
    }
}

/// A request a background task makes.
enum BackgroundRequest: Sendable {
    case apply(PlainList)
    case edit(StormEdit)
    case updateItem(Int)
}
