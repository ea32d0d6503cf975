/// A user's edit of what the list shows, as the model of record takes it in when the app has
/// asked for more than is on screen yet: by identity, so it applies to whatever the app asked
/// for meanwhile and is neither lost nor undone when the display catches up.
///
/// - A **delete** removes the item with that ID (its `occurrence`-th, counting from 0 in
///   list order, where IDs repeat), wherever the record has it; nothing if it has not.
/// - A **move** takes the item from wherever the record has it and puts it in the section
///   with the ID it was dropped in (its `sectionOccurrence`-th, where section IDs repeat): right after the item that precedes it on screen; if that
///   item is not in the section, right before the item that follows it on screen; if neither
///   is, at the index it was dropped at (or last). If the record no longer has the item or
///   that section, the move changes nothing.
///
/// When nothing is waiting, the record equals the screen and these rules give exactly the
/// positional edit the user made.
enum UserEdit<Section: DiffableSection> {
    typealias ItemID = Section.Element.ID

    case delete(ItemID, occurrence: Int)
    case move(ItemID, occurrence: Int, section: Section.ID, sectionOccurrence: Int, after: ItemID?, before: ItemID?, index: Int)

    /// The edit as the record takes it.
    func apply(to sections: inout [Section]) {
        switch self {
        case .delete(let id, let occurrence):
            guard let path = Self.path(of: id, occurrence: occurrence, in: sections) else { return }
            var elements = sections[path.section].elements
            elements.remove(at: path.item)
            sections[path.section] = Section(source: sections[path.section], elements: elements)
        case .move(let id, let occurrence, let sectionID, let sectionOccurrence, let after, let before, let index):
            guard let source = Self.path(of: id, occurrence: occurrence, in: sections),
                let target = Self.index(ofSection: sectionID, occurrence: sectionOccurrence, in: sections)
            else { return }
            var from = sections[source.section].elements
            let item = from.remove(at: source.item)
            sections[source.section] = Section(source: sections[source.section], elements: from)
            var into = sections[target].elements
            let position: Int
            if let after, let anchor = into.firstIndex(where: { $0.id == after }) {
                position = anchor + 1
            } else if let before, let anchor = into.firstIndex(where: { $0.id == before }) {
                position = anchor
            } else {
                position = min(max(0, index), into.count)
            }
            into.insert(item, at: position)
            sections[target] = Section(source: sections[target], elements: into)
        }
    }

    /// The path of the `occurrence`-th item with `id`, in list order. (Searched through each
    /// section's buffer: see `firstIndex(ofID:from:)`.)
    static func path(of id: ItemID, occurrence: Int, in sections: [Section]) -> ItemPath? {
        var seen = 0
        for section in sections.indices {
            let elements = sections[section].elements
            var item = elements.firstIndex(ofID: id)
            while let found = item {
                if seen == occurrence { return ItemPath(item: found, section: section) }
                seen += 1
                item = elements.firstIndex(ofID: id, from: found + 1)
            }
        }
        return nil
    }

    /// The index of the `occurrence`-th section with `id`, in list order.
    static func index(ofSection id: Section.ID, occurrence: Int, in sections: [Section]) -> Int? {
        var seen = 0
        for (index, section) in sections.enumerated() where section.id == id {
            if seen == occurrence { return index }
            seen += 1
        }
        return nil
    }

    /// How many sections before `index` have the same ID as the one at `index`.
    static func occurrence(ofSection index: Int, in sections: [Section]) -> Int {
        let id = sections[index].id
        return sections[..<index].reduce(0) { $0 + ($1.id == id ? 1 : 0) }
    }

    /// How many items before `path` have the same ID as the one at `path`.
    static func occurrence(at path: ItemPath, in sections: [Section]) -> Int {
        let id = sections[path.section].elements[path.item].id
        var count = 0
        for section in 0...path.section {
            let elements = sections[section].elements
            let end = section == path.section ? path.item : elements.count
            var item = elements.firstIndex(ofID: id)
            while let found = item, found < end {
                count += 1
                item = elements.firstIndex(ofID: id, from: found + 1)
            }
        }
        return count
    }
}
