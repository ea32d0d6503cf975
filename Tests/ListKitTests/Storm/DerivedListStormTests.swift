import Foundation
@_spi(Instrumentation) import ListKit
import ListKitTestSupport
import ListKitTesting
import Testing

/// Seeded storms against a derived list on the simulated host: applies, record updates that
/// move rows between groups, removals, searches, swipe-deletes confirmed steps later, animations
/// ending at random and the view leaving its window, with derivations and diffs off the main
/// actor racing them. At the end the screen must show exactly what the final records derive
/// to, every header the count of its section, and every completion must have run once. `LISTGEN_STRESS_RUNS` scales it.
@MainActor @Suite struct DerivedListStormTests {
    typealias Section = ListGroup<Bool, Note>

    @Test("derived lists: records changed, searched and swipe-deleted while derivations and diffs run")
    func storms() async {
        await Storms.run(Storms.runs / 10, defaultSeed: 0xDE51) { await round(seed: $0) }
    }

    /// The records as the storm expects them, and the sections they derive to.
    static func derive(_ records: [Note], query: String) -> [[Int]] {
        let shown = records.filter { query.isEmpty || $0.title.localizedCaseInsensitiveContains(query) }.sorted {
            ($0.date, $0.id) > ($1.date, $1.id)
        }
        let pinned = shown.filter(\.pinned).map(\.id)
        return (pinned.isEmpty ? [] : [pinned]) + [shown.filter { !$0.pinned }.map(\.id)]
    }

    func round(seed: UInt64) async -> String? {
        var random = SeededRandom(seed: seed)
        let controller = ListController<Section>()
        controller.backgroundDiffThreshold = Int.random(in: 3...40, using: &random)
        controller.animationCap = Bool.random(using: &random) ? nil : Int.random(in: 2...20, using: &random)
        let view = SimulatedListView<Section>(data: [])
        view.completesAnimationsImmediately = Bool.random(using: &random)
        // What each section's header shows: its count, configured in place when it changes.
        var headers: [Bool: Int] = [:]
        view.configureHeader = { headers[$0.id] = $0.elements.count }
        view.attach(controller)
        controller.canDeleteItem = { note, _ in note.id % 3 == 0 }
        let inbox = controller.grouping(by: \.pinned, order: [true, false], keepingEmpty: [false]) { ($0.date, $0.id) > ($1.date, $1.id) }
        let titles = ["alpha", "beta", "Alphabet", "gamma"]
        func note(_ id: Int) -> Note {
            Note(id: id, title: titles[id % titles.count], pinned: id % 4 == 0, date: id * 7 % 11)
        }
        var records: [Note] = []
        var query = ""
        var swiped: ItemReference<Int>?
        var calls = 0
        var completed = 0
        var steps: [String] = []
        for _ in 0..<Int.random(in: 1...25, using: &random) {
            switch Int.random(in: 0..<10, using: &random) {
            case 0:
                records = (0..<Int.random(in: 0...30, using: &random)).map { _ in Int.random(in: 0..<60, using: &random) }
                    .reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }.map(note)
                calls += 1
                inbox.apply(records, animated: Bool.random(using: &random)) { completed += 1 }
                steps.append("apply \(records.map(\.id))")
            case 1, 2:
                guard let id = records.randomElement(using: &random)?.id else { continue }
                let pin = Bool.random(using: &random)
                let date = Int.random(in: 0..<11, using: &random)
                inbox.updateRecord(withID: id) {
                    $0.pinned = pin
                    $0.date = date
                }
                if let index = records.firstIndex(where: { $0.id == id }) {
                    records[index].pinned = pin
                    records[index].date = date
                }
                steps.append("update \(id) pinned \(pin) date \(date)")
            case 3:
                guard let id = records.randomElement(using: &random)?.id else { continue }
                inbox.removeRecord(withID: id)
                records.removeAll { $0.id == id }
                steps.append("remove \(id)")
            case 4:
                query = ["", "alp", "BET", "zzz"].randomElement(using: &random) ?? ""
                inbox.filter(matching: query, in: \.title)
                steps.append("search '\(query)'")
            case 5:
                if let reference = swiped {
                    swiped = nil
                    if view.userConfirmsSwipeDelete() { records.removeAll { $0.id == reference.id } }
                    steps.append("confirm swipe of \(reference.id)")
                } else {
                    let paths = view.displayed.enumerated().flatMap { s, v in v.elements.indices.map { ItemPath(item: $0, section: s) } }
                    guard let path = paths.randomElement(using: &random), view.userBeginsSwipe(at: path) else { continue }
                    swiped = controller.reference(at: path)
                    steps.append("swipe \(swiped?.id ?? -1)")
                }
            case 6, 7:
                view.finishAnimations()
            case 8:
                if Int.random(in: 0..<3, using: &random) == 0 { view.isInWindow.toggle() }
            default:
                await Task.yield()
            }
            if let violation = view.violations.first { return "\(violation); steps \(steps)" }
        }
        view.isInWindow = true
        guard await settle(view, controller) else { return "did not settle; steps \(steps)" }
        let expected = Self.derive(records, query: query)
        let screen = view.displayed.map { $0.elements.map(\.id) }
        guard screen == expected else { return "screen \(screen), expected \(expected); steps \(steps)" }
        guard inbox.records.map(\.id).sorted() == records.map(\.id).sorted() else { return "records \(inbox.records.map(\.id))" }
        guard completed == calls else { return "\(completed) of \(calls) completions ran" }
        if let violation = view.violations.first { return "\(violation)" }
        for section in view.displayed where headers[section.id] != section.elements.count {
            return
                "the header of \(section.id) shows \(headers[section.id].map(String.init) ?? "nothing"), not \(section.elements.count); steps \(steps)"
        }
        return view.displaysData ? nil : "stale cell: \(view.firstDifference() ?? "")"
    }
}
