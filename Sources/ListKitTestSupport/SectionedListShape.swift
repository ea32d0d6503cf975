/// Seeded generators of old/new sectioned lists in many shapes, for the property tests of the
/// diff and of the simulated view.
public enum SectionedListShape: CaseIterable, Sendable {
    /// The sections the shapes make: `Int` IDs, a title, `TestItem<Int>` items.
    public typealias Section = TitledSection<Int, Item>
    /// The items the shapes make.
    public typealias Item = TestItem<Int>

    /// Random edits of both sections and items, no change at all, sections only moved, ...:
    /// each case says what changes between its old and new lists.
    case randomEdit, emptyToFull, fullToEmpty, identical, sectionsMovedOnly, sectionMovesWithCrossMoves,
        itemsOnly, regrouped, duplicates, sectionUpdates

    /// An old and a new list of this shape with about `size` items in total.
    public func make(size: Int, using generator: inout SeededRandom) -> (old: [Section], new: [Section]) {
        let sectionCount = size == 0 ? Int.random(in: 0...2, using: &generator) : Int.random(in: 1...min(12, size + 1), using: &generator)
        let old = Self.sections(count: sectionCount, items: size, using: &generator)
        var next = IDs(section: sectionCount, item: size)
        switch self {
        case .randomEdit:
            return (old, Self.edit(old, next: &next, sectionRate: 0.3, itemRate: 0.3, using: &generator))
        case .emptyToFull:
            return ([], old)
        case .fullToEmpty:
            return (old, [])
        case .identical:
            return (old, old)
        case .sectionsMovedOnly:
            return (old, old.shuffled(using: &generator))
        case .sectionMovesWithCrossMoves:
            var new = old.shuffled(using: &generator)
            Self.crossMove(&new, count: size / 4 + 1, using: &generator)
            return (old, new)
        case .itemsOnly:
            return (old, Self.edit(old, next: &next, sectionRate: 0, itemRate: 0.4, using: &generator))
        case .regrouped:
            let items = old.flatMap(\.elements).shuffled(using: &generator)
            var new = old.map { Section(id: $0.id, title: $0.title, elements: []) }
            if !new.isEmpty {
                for item in items { new[Int.random(in: new.indices, using: &generator)].elements.append(item) }
            }
            return (old, new)
        case .duplicates:
            let pool = max(1, size / 3)
            func randomSections() -> [Section] {
                (0..<Int.random(in: 0...max(1, sectionCount), using: &generator)).map { _ in
                    Section(
                        id: Int.random(in: 0..<max(1, sectionCount / 2 + 1), using: &generator),
                        elements: (0..<Int.random(in: 0...max(1, size / max(1, sectionCount)), using: &generator)).map { _ in
                            Item(id: Int.random(in: 0..<pool, using: &generator), content: Int.random(in: 0...1, using: &generator))
                        }
                    )
                }
            }
            return (randomSections(), randomSections())
        case .sectionUpdates:
            var new = Self.edit(old, next: &next, sectionRate: 0.2, itemRate: 0.2, using: &generator)
            for index in new.indices where Bool.random(using: &generator) { new[index].title += 1 }
            return (old, new)
        }
    }

    struct IDs {
        var section: Int
        var item: Int
    }

    static func sections(count: Int, items: Int, using generator: inout SeededRandom) -> [Section] {
        var result = (0..<count).map { Section(id: $0, elements: []) }
        guard count > 0 else { return [] }
        for id in 0..<items {
            result[Int.random(in: 0..<count, using: &generator)].elements.append(
                Item(id: id, content: Int.random(in: 0...1, using: &generator)))
        }
        return result
    }

    /// Moves `count` random items to random positions, mostly into other sections.
    static func crossMove(_ sections: inout [Section], count: Int, using generator: inout SeededRandom) {
        guard !sections.isEmpty else { return }
        for _ in 0..<count {
            let from = Int.random(in: sections.indices, using: &generator)
            guard !sections[from].elements.isEmpty else { continue }
            let item = sections[from].elements.remove(at: Int.random(in: sections[from].elements.indices, using: &generator))
            let to = Int.random(in: sections.indices, using: &generator)
            sections[to].elements.insert(item, at: Int.random(in: 0...sections[to].elements.count, using: &generator))
        }
    }

    /// Random section deletes, inserts, moves, and item deletes, inserts, updates,
    /// in-section and cross-section moves, at rates up to the given ones.
    static func edit(
        _ old: [Section], next: inout IDs, sectionRate: Double, itemRate: Double, using generator: inout SeededRandom
    ) -> [Section] {
        func chance(_ rate: Double) -> Bool { Double.random(in: 0..<1, using: &generator) < rate }
        let sectionDelete = Double.random(in: 0...sectionRate, using: &generator)
        let sectionMove = Double.random(in: 0...sectionRate, using: &generator)
        let itemDelete = Double.random(in: 0...itemRate, using: &generator)
        let itemUpdate = Double.random(in: 0...itemRate, using: &generator)
        let itemMove = Double.random(in: 0...itemRate, using: &generator)
        var sections = old.filter { _ in !chance(sectionDelete) }
        for index in sections.indices {
            sections[index].elements = sections[index].elements.filter { _ in !chance(itemDelete) }
            for item in sections[index].elements.indices where chance(itemUpdate) {
                sections[index].elements[item].content += 1
            }
        }
        for _ in 0..<Int(Double(sections.count) * sectionMove) {
            let section = sections.remove(at: Int.random(in: sections.indices, using: &generator))
            sections.insert(section, at: Int.random(in: 0...sections.count, using: &generator))
        }
        let itemCount = sections.reduce(0) { $0 + $1.elements.count }
        crossMove(&sections, count: Int(Double(itemCount) * itemMove), using: &generator)
        for _ in 0..<Int.random(in: 0...Int(Double(old.count) * sectionRate) + (sectionRate > 0 ? 1 : 0), using: &generator) {
            let items = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                defer { next.item += 1 }
                return Item(id: next.item)
            }
            sections.insert(Section(id: next.section, elements: items), at: Int.random(in: 0...sections.count, using: &generator))
            next.section += 1
        }
        if !sections.isEmpty {
            for _ in 0..<Int.random(in: 0...max(1, itemCount / 3), using: &generator) {
                let section = Int.random(in: sections.indices, using: &generator)
                sections[section].elements.insert(
                    Item(id: next.item), at: Int.random(in: 0...sections[section].elements.count, using: &generator))
                next.item += 1
            }
        }
        return sections
    }
}
