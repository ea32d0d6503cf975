import Foundation
@_spi(Instrumentation) @_spi(ListHost) import ListKit
import ListKitTestSupport
import ListKitTesting
import Testing

/// Seeded storms against the scroll position: while the user reads (a viewport that does not
/// move), requests prepend, append, insert, delete, move and change items around what they
/// read, animated or not, merged while animations run, diffed on or off the main actor, over
/// the animation cap or under it; pages load at both ends when the rows near an edge show;
/// the user swipe-deletes other rows, confirming now or later. The item the user read first,
/// if nothing removed it, must be the first the view shows at the end
/// (``ListDisplayOptions/keepsVisibleContentStill``): every change, a user's included, keeps
/// it still. A view at its end with ``ListDisplayOptions/sticksToEnd`` must end at its end.
/// `LISTGEN_STRESS_RUNS` scales it.
@MainActor @Suite struct ScrollPositionStormTests {
    typealias Section = ListSection<Int, Item>

    @Test("the first item read stays first, and a view at its end stays there, through merged changes around them")
    func storms() async {
        await Storms.run(Storms.runs / 10, defaultSeed: 0x5C01) { await round(seed: $0) }
    }

    func round(seed: UInt64) async -> String? {
        var random = SeededRandom(seed: seed)
        var nextID = 0
        func fresh(_ count: Int) -> [Item] {
            defer { nextID += count }
            return (nextID..<nextID + count).map { Item(id: $0, content: 0) }
        }
        var model = (0..<Int.random(in: 1...3, using: &random)).map { Section(id: $0, elements: fresh(Int.random(in: 0...25, using: &random))) }
        let controller = ListController(sections: model)
        controller.options.keepsVisibleContentStill = true
        controller.options.sticksToEnd = Bool.random(using: &random)
        controller.options.backgroundDiffThreshold = Int.random(in: 3...60, using: &random)
        controller.options.animationCap = Bool.random(using: &random) ? nil : Int.random(in: 1...12, using: &random)
        let view = SimulatedListView<Section>(data: [])
        view.completesAnimationsImmediately = Bool.random(using: &random)
        view.attach(controller)
        let total = model.reduce(0) { $0 + $1.elements.count }
        guard total > 0 else { return nil }
        view.userScrolls(toShow: Int.random(in: 0..<total, using: &random), count: Int.random(in: 1...8, using: &random))
        guard let read = view.visibleItems.first else { return "no visible item after scrolling" }
        let wasAtEnd = view.isScrolledToEnd
        var steps: [String] = []
        // Pages at both ends, asked of a service that answers at a later step.
        var services: [Gate] = []
        func page(at edge: ListEdge) -> @MainActor () async -> Void {
            {
                let service = Gate()
                services.append(service)
                await service.wait()
                let items = fresh(Int.random(in: 1...6, using: &random))
                // The app's change, and the reference's, in the same turn.
                if edge == .start {
                    model[0].elements.insert(contentsOf: items, at: 0)
                    controller.update { $0[0].elements.insert(contentsOf: items, at: 0) }
                } else {
                    model[model.count - 1].elements.append(contentsOf: items)
                    controller.update { $0[$0.count - 1].elements.append(contentsOf: items) }
                }
                steps.append("page at \(edge)")
            }
        }
        if Bool.random(using: &random) {
            controller.loadsMore(at: .start, within: Int.random(in: 1...4, using: &random), page(at: .start))
            controller.loadsMore(at: .end, within: Int.random(in: 1...4, using: &random), page(at: .end))
        }
        controller.hooks.canDeleteItem = { item, _ in item.id != read }
        var swiped: Int?

        for _ in 0..<Int.random(in: 1...12, using: &random) {
            let animated = Int.random(in: 0..<4, using: &random) != 0
            let section = Int.random(in: 0..<model.count, using: &random)
            switch Int.random(in: 0..<11, using: &random) {
            case 0, 1:
                model[0].elements.insert(contentsOf: fresh(Int.random(in: 1...15, using: &random)), at: 0)
                steps.append("prepend")
            case 2:
                model[model.count - 1].elements.append(contentsOf: fresh(Int.random(in: 1...5, using: &random)))
                steps.append("append")
            case 3:
                let at = Int.random(in: 0...model[section].elements.count, using: &random)
                model[section].elements.insert(contentsOf: fresh(Int.random(in: 1...4, using: &random)), at: at)
                steps.append("insert at \(section).\(at)")
            case 4, 5:
                // Anything but the item the user reads.
                let others = model[section].elements.indices.filter { model[section].elements[$0].id != read }
                guard !others.isEmpty else { continue }
                let gone = Set((0..<Int.random(in: 1...3, using: &random)).compactMap { _ in others.randomElement(using: &random) })
                model[section].elements = model[section].elements.enumerated().filter { !gone.contains($0.offset) }.map(\.element)
                steps.append("delete \(gone.sorted()) in \(section)")
            case 6:
                let others = model[section].elements.indices.filter { model[section].elements[$0].id != read }
                guard let from = others.randomElement(using: &random) else { continue }
                let moved = model[section].elements.remove(at: from)
                model[section].elements.insert(moved, at: Int.random(in: 0...model[section].elements.count, using: &random))
                steps.append("move \(moved.id)")
            case 7:
                guard !model[section].elements.isEmpty else { continue }
                let index = Int.random(in: 0..<model[section].elements.count, using: &random)
                model[section].elements[index].content += 1
                steps.append("change \(model[section].elements[index].id)")
            case 8:
                // The user deletes another row, confirming now or at a later step.
                if let id = swiped, Bool.random(using: &random) {
                    swiped = nil
                    // Deleted wherever it is shown now, if it still is (the screen may lag the record).
                    let present = view.displayed.contains { $0.elements.contains { $0.id == id } }
                    let deleted = view.userConfirmsSwipeDelete()
                    guard deleted == present else { return "confirming the swipe of \(id) deleted \(deleted); steps \(steps)" }
                    for index in model.indices { model[index].elements.removeAll { $0.id == id } }
                    steps.append("user deleted \(id)")
                } else {
                    let paths = view.displayed.enumerated().flatMap { s, v in v.elements.indices.map { ItemPath(item: $0, section: s) } }
                    guard let path = paths.randomElement(using: &random), view.userBeginsSwipe(at: path) else { continue }
                    swiped = view.displayed[path.section].elements[path.item].id
                    steps.append("swipe \(swiped ?? -1)")
                }
                continue
            case 9:
                if !services.isEmpty { services.remove(at: Int.random(in: 0..<services.count, using: &random)).open() }
                await Task.yield()
                continue
            default:
                view.finishAnimations()
                await Task.yield()
                continue
            }
            controller.apply(model, animated: animated)
            if let violation = view.violations.first { return "\(violation); steps \(steps)" }
        }

        // The services answer; the pages they bring arrive, then the screen settles.
        for _ in 0..<3 {
            for service in services { service.open() }
            services.removeAll()
            guard await settle(view, controller) else { return "did not settle; steps \(steps)" }
        }
        // A load still waiting on its service has changed nothing yet.
        let screen = view.displayed.map { $0.elements.map(\.id) }
        guard screen == model.map({ $0.elements.map(\.id) }) else { return "screen \(screen); steps \(steps)" }
        if let violation = view.violations.first { return "\(violation)" }
        guard view.displaysData else { return "stale cell: \(view.firstDifference() ?? "")" }
        if controller.options.sticksToEnd {
            // A view at its end stays there; one elsewhere may reach its end as items go, and
            // from then on sticks to it, so only the first case is checked.
            if wasAtEnd, !view.isScrolledToEnd { return "left the end: shows \(view.visibleItems); steps \(steps)" }
        } else if view.visibleItems.first != read {
            return "read \(read) first, now \(view.visibleItems.first.map(String.init) ?? "nothing"); steps \(steps)"
        }
        return nil
    }
}
