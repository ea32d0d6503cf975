import Foundation
@_spi(Instrumentation) import ListKit
import ListKitTestSupport
import ListKitTesting

/// One seeded round of a list with a kept selection, against a reference written from the
/// documented rules (ListControllers.md, "Selection"), not from ListKit's code:
/// - an item stays selected while the list holds it; for sections the app applies, it leaves
///   the selection when the view stops showing it; for a derived list, when the source no
///   longer holds its record (a filter only hides it);
/// - the app's selection keeps what the view shows or the list will show (a request not shown
///   yet; a derived list's hidden records) and leaves out the rest; an ID selected before it
///   shows is forgotten if the list is shown without it;
/// - `.single` keeps one ID, a tap moves it; `.multiple` toggles;
/// - the view shows selected exactly the selected IDs it shows, through moves, deletes,
///   replaced sections, reloads over the animation cap and out of the window, and drags;
/// - the app was last told the selection it has.
///
/// The app's requests race the user's taps, swipe-deletes and drags, with animations that end
/// late, and, in a derived list, derivations off the main actor and searches.
@MainActor
final class SelectionRound {
    typealias Section = ListSection<Int, Item>
    typealias Group = ListGroup<Bool, Note>

    private var random: SeededRandom
    private var steps: [String] = []
    private var nextID = 1

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    // MARK: Sections the app applies

    /// Runs `count` changes of a list of sections with a selection kept through them.
    func runSections(changes count: Int) async -> String? {
        let controller = ListController<Section>()
        let view = SimulatedListView<Section>(data: [])
        view.completesAnimationsImmediately = Bool.random(using: &random)
        view.attach(controller)
        let single = Int.random(in: 0..<4, using: &random) == 0
        controller.hooks.selectionMode = single ? .single : .multiple
        controller.hooks.canDeleteItem = { _, _ in true }
        controller.hooks.canMoveItem = { _, _ in true }
        controller.hooks.allowsMovesAcrossSections = true
        var told: Set<Int> = []
        controller.hooks.selectionChanged = { told = $0 }
        let reception = ListDiagnostics.receive { _ in }
        defer { ListDiagnostics.stopReceiving(reception) }

        // The reference: the record, the selection, and the IDs selected before they showed.
        var record: [Section] = [ListSection(id: 0, elements: (0..<8).map { _ in fresh() })]
        var selected: Set<Int> = []
        var early: Set<Int> = []
        controller.apply(record, animated: false)
        await settleList(view, controller)

        for step in 0..<count {
            let shownIDs = Set(view.displayed.flatMap { $0.elements.map(\.id) })
            let recordIDs = Set(record.flatMap { $0.elements.map(\.id) })
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<35:
                record = changed(record)
                controller.options.animationCap = Int.random(in: 0..<4, using: &random) == 0 ? 1 : 1_000
                view.isInWindow = Int.random(in: 0..<10, using: &random) != 0
                controller.apply(record, animated: Bool.random(using: &random))
                steps.append("apply \(ids(record))")
            case 35..<55:
                guard let path = randomPath(in: view.displayed) else { continue }
                let id = view.displayed[path.section].elements[path.item].id
                view.userTaps(at: path)
                if single {
                    selected = [id]
                    early = []
                } else if !selected.insert(id).inserted {
                    selected.remove(id)
                }
                early.remove(id)
                steps.append("tap \(id)")
            case 55..<68:
                var wanted = Set((shownIDs.union(recordIDs)).filter { _ in Int.random(in: 0..<3, using: &random) == 0 })
                if Bool.random(using: &random) { wanted.insert(-Int.random(in: 1...5, using: &random)) }
                if single { wanted = Set(wanted.prefix(Int.random(in: 0...2, using: &random))) }
                controller.selectedIDs = wanted
                steps.append("select \(wanted.sorted())")
                guard !single || wanted.count <= 1 else { continue }
                let kept = wanted.filter { shownIDs.contains($0) || recordIDs.contains($0) }
                early.formIntersection(kept)
                early.formUnion(kept.filter { !shownIDs.contains($0) && !selected.contains($0) })
                selected = kept
            case 68..<72:
                controller.selectAll()
                steps.append("select all")
                if !single {
                    early.formUnion(recordIDs.subtracting(shownIDs).subtracting(selected))
                    selected.formUnion(recordIDs)
                }
            case 72..<75:
                controller.selectedIDs = []
                steps.append("deselect all")
                selected = []
                early = []
            case 75..<85:
                guard let path = randomPath(in: view.displayed) else { continue }
                let id = view.displayed[path.section].elements[path.item].id
                guard view.userSwipesToDelete(at: path) else { return failure("swipe refused", step) }
                steps.append("swipe-delete \(id)")
                record = record.map { ListSection(id: $0.id, elements: $0.elements.filter { $0.id != id }) }
                selected.remove(id)
                early.remove(id)
            case 85..<92:
                // A drag, on a screen at rest: the record is what the view shows.
                await settleList(view, controller)
                record = controller.latestSections
                guard let source = randomPath(in: view.displayed), let target = randomPath(in: view.displayed) else { continue }
                view.userDrags(from: source, to: target)
                steps.append("drag \(source) to \(target)")
                record = controller.latestSections
            default:
                await settleList(view, controller)
                steps.append("settle")
            }
            follow(view, controller, &selected, &early)
            if let problem = screenAgrees(view, controller, selected: selected, told: told) { return failure(problem, step) }
            if controller.isIdle, controller.selectedIDs != selected {
                return failure("selected \(controller.selectedIDs.sorted()), the reference \(selected.sorted())", step)
            }
        }
        await settleList(view, controller)
        follow(view, controller, &selected, &early)
        guard controller.selectedIDs == selected else {
            return failure("at rest, selected \(controller.selectedIDs.sorted()), the reference \(selected.sorted())", count)
        }
        return screenAgrees(view, controller, selected: selected, told: told).map { failure($0, count) } ?? nil
    }

    /// The rules for sections the app applies: a selected item the view stopped showing left
    /// the selection; one selected before it showed is selected once it shows, and forgotten
    /// if the display comes to rest without it.
    private func follow(
        _ view: SimulatedListView<Section>, _ controller: ListController<Section>, _ selected: inout Set<Int>, _ early: inout Set<Int>
    ) {
        let shown = Set(view.displayed.flatMap { $0.elements.map(\.id) })
        early.subtract(shown)
        selected = selected.filter { shown.contains($0) || early.contains($0) }
        guard controller.isIdle else { return }
        selected.subtract(early)
        early = []
    }

    /// A change of `record`: deletes, inserts, moves within and across sections, a section
    /// replaced under a new ID, content changes, sections reordered. IDs are never reused.
    private func changed(_ record: [Section]) -> [Section] {
        var sections = record
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            switch Int.random(in: 0..<7, using: &random) {
            case 0:
                let index = Int.random(in: 0..<sections.count, using: &random)
                var elements = sections[index].elements
                if !elements.isEmpty { elements.remove(at: Int.random(in: 0..<elements.count, using: &random)) }
                sections[index] = ListSection(id: sections[index].id, elements: elements)
            case 1:
                let index = Int.random(in: 0..<sections.count, using: &random)
                var elements = sections[index].elements
                elements.insert(fresh(), at: Int.random(in: 0...elements.count, using: &random))
                sections[index] = ListSection(id: sections[index].id, elements: elements)
            case 2:
                let from = Int.random(in: 0..<sections.count, using: &random)
                let to = Int.random(in: 0..<sections.count, using: &random)
                guard !sections[from].elements.isEmpty else { continue }
                var source = sections[from].elements
                let item = source.remove(at: Int.random(in: 0..<source.count, using: &random))
                sections[from] = ListSection(id: sections[from].id, elements: source)
                var target = sections[to].elements
                target.insert(item, at: Int.random(in: 0...target.count, using: &random))
                sections[to] = ListSection(id: sections[to].id, elements: target)
            case 3:
                let index = Int.random(in: 0..<sections.count, using: &random)
                sections[index] = ListSection(id: fresh().id, elements: sections[index].elements.shuffled(using: &random))
            case 4:
                let index = Int.random(in: 0..<sections.count, using: &random)
                sections[index] = ListSection(
                    id: sections[index].id, elements: sections[index].elements.map { Item(id: $0.id, content: $0.content + 1) })
            case 5 where sections.count < 4:
                sections.insert(ListSection(id: fresh().id, elements: [fresh(), fresh()]), at: Int.random(in: 0...sections.count, using: &random))
            case 6 where sections.count > 1:
                let index = Int.random(in: 0..<sections.count, using: &random)
                let removed = sections.remove(at: index)
                if Bool.random(using: &random) {
                    // Its items go to another section: deleted with their section, inserted in theirs.
                    let other = Int.random(in: 0..<sections.count, using: &random)
                    sections[other] = ListSection(id: sections[other].id, elements: sections[other].elements + removed.elements)
                }
            default:
                sections.shuffle(using: &random)
            }
        }
        return sections
    }

    // MARK: A derived list

    /// Runs `count` changes of a derived list, with searches, with a selection kept through them.
    func runDerived(changes count: Int) async -> String? {
        let controller = ListController<Group>()
        controller.options.backgroundDiffThreshold = Int.random(in: 3...40, using: &random)
        controller.options.animationCap = Bool.random(using: &random) ? nil : Int.random(in: 2...20, using: &random)
        let view = SimulatedListView<Group>(data: [])
        view.completesAnimationsImmediately = Bool.random(using: &random)
        view.attach(controller)
        controller.hooks.selectionMode = .multiple
        controller.hooks.canDeleteItem = { _, _ in true }
        var told: Set<Int> = []
        controller.hooks.selectionChanged = { told = $0 }
        let reception = ListDiagnostics.receive { _ in }
        defer { ListDiagnostics.stopReceiving(reception) }
        let inbox = controller.grouping(by: \.pinned, order: [true, false]) { ($0.date, $0.id) > ($1.date, $1.id) }

        var records: [Note] = (0..<10).map { _ in note() }
        var selected: Set<Int> = []
        var searching = false
        inbox.apply(records)

        for step in 0..<count {
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<30:
                records = records.filter { _ in Int.random(in: 0..<6, using: &random) != 0 }
                for _ in 0..<Int.random(in: 0...3, using: &random) { records.append(note()) }
                for index in records.indices where Int.random(in: 0..<5, using: &random) == 0 { records[index].pinned.toggle() }
                inbox.apply(records, animated: Bool.random(using: &random))
                steps.append("apply \(records.map(\.id))")
            case 30..<40:
                searching.toggle()
                if searching {
                    let letter = ["a", "e", "o"].randomElement(using: &random) ?? "a"
                    inbox.filter(matching: letter, in: \.title)
                    steps.append("search \(letter)")
                } else {
                    inbox.removeFilter()
                    steps.append("search ends")
                }
            case 40..<62:
                guard let path = randomPath(in: view.displayed) else { continue }
                let id = view.displayed[path.section].elements[path.item].id
                view.userTaps(at: path)
                if !selected.insert(id).inserted { selected.remove(id) }
                steps.append("tap \(id)")
            case 62..<74:
                var wanted = Set(records.map(\.id).filter { _ in Int.random(in: 0..<3, using: &random) == 0 })
                if Bool.random(using: &random) { wanted.insert(-1) }
                controller.selectedIDs = wanted
                selected = wanted.filter { id in records.contains { $0.id == id } }
                steps.append("select \(wanted.sorted())")
            case 74..<78:
                controller.selectAll()
                steps.append("select all")
                // Every row of the list as requested: the records the search keeps.
                for section in controller.latestSections { selected.formUnion(section.elements.map(\.id)) }
            case 78..<90:
                guard let path = randomPath(in: view.displayed) else { continue }
                let id = view.displayed[path.section].elements[path.item].id
                guard view.userSwipesToDelete(at: path) else { return failure("swipe refused", step) }
                records.removeAll { $0.id == id }
                selected.remove(id)
                steps.append("swipe-delete \(id)")
            default:
                await settleList(view, controller)
                steps.append("settle")
            }
            // A record the source no longer holds is not selected; a hidden one stays.
            let held = Set(records.map(\.id))
            selected.formIntersection(held)
            if let problem = screenAgrees(view, controller, selected: selected, told: told) { return failure(problem, step) }
            if controller.selectedIDs != selected, controller.isIdle {
                return failure("selected \(controller.selectedIDs.sorted()), the reference \(selected.sorted())", step)
            }
        }
        await settleList(view, controller)
        guard controller.selectedIDs == selected else {
            return failure("at rest, selected \(controller.selectedIDs.sorted()), the reference \(selected.sorted())", count)
        }
        return screenAgrees(view, controller, selected: selected, told: told).map { failure($0, count) } ?? nil
    }

    // MARK: Checks and helpers

    /// The view shows selected exactly the selected IDs it shows, each once; the app was told
    /// the selection it has; no batch broke UIKit's rules.
    private func screenAgrees<S: DiffableSection>(
        _ view: SimulatedListView<S>, _ controller: ListController<S>, selected: Set<Int>, told: Set<Int>
    ) -> String? where S.Element.ID == Int {
        if let violation = view.violations.first { return "violation: \(violation)" }
        let onScreen = view.selectedPaths.map { view.displayed[$0.section].elements[$0.item].id }
        let shown = Set(view.displayed.flatMap { $0.elements.map(\.id) })
        let expected = controller.selectedIDs.intersection(shown)
        guard Set(onScreen) == expected, onScreen.count == expected.count else {
            return "the view shows \(onScreen.sorted()) selected, the controller has \(controller.selectedIDs.sorted()) of \(shown.sorted())"
        }
        guard told == controller.selectedIDs else { return "the app was told \(told.sorted()), the selection is \(controller.selectedIDs.sorted())" }
        return nil
    }

    private func settleList<S: DiffableSection>(_ view: SimulatedListView<S>, _ controller: ListController<S>) async {
        view.isInWindow = true
        _ = await settle(view, controller)
    }

    private func randomPath<S: DiffableSection>(in sections: [S]) -> ItemPath? {
        let paths = sections.enumerated().flatMap { section, value in value.elements.indices.map { ItemPath(item: $0, section: section) } }
        return paths.randomElement(using: &random)
    }

    private func fresh() -> Item {
        defer { nextID += 1 }
        return Item(id: nextID)
    }

    private func note() -> Note {
        defer { nextID += 1 }
        let titles = ["Lunch", "Plans", "Invoice", "Photos", "Trip", "Notes"]
        return Note(
            id: nextID, title: titles[Int.random(in: 0..<titles.count, using: &random)], pinned: Bool.random(using: &random),
            date: Int.random(in: 0..<50, using: &random))
    }

    private func ids(_ sections: [Section]) -> String {
        sections.map { "\($0.id):\($0.elements.map(\.id))" }.joined(separator: " ")
    }

    private func failure(_ problem: String, _ step: Int) -> String {
        "step \(step): \(problem); steps: \(steps.suffix(12).joined(separator: "; "))"
    }
}
