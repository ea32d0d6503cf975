@_spi(ListHost) import ListKit

/// The model behind ``SimulatedListView`` as a value, usable from any thread: displayed
/// sections and items, a data source, and batch application by the rules documented on
/// `BatchUpdate`, throwing the first breach.
///
/// Like `UICollectionView`, it fetches from its data source (``data``) only what a batch
/// inserts or reloads; surviving and moved items keep the content they had, so a missed
/// reload shows as stale content in ``firstDifference()``.
public struct SimulatedList<Section: DiffableSection> {
    /// The data source: set it to a stage's data before applying the stage's batch.
    public var data: [Section]
    /// What the list displays now.
    public private(set) var displayed: [Section]

    /// A list displaying `data`.
    public init(data: [Section]) {
        self.data = data
        self.displayed = data
    }

    /// Applies `batch` against the current ``data``, or throws the first rule it breaks
    /// and leaves the display unchanged.
    public mutating func apply(_ batch: BatchUpdate) throws(BatchUpdateViolation) {
        displayed = try BatchApplication(old: displayed, data: data, batch: batch).result()
    }

    /// Applies every stage as an adapter would: data first (converted by `sections`), then
    /// the batch; then refreshes the sections whose own content changed in place. Throws the
    /// first breach.
    public mutating func apply<Data>(
        _ staged: StagedChangeset<Data>, sections: (Data) -> [Section]
    ) throws(BatchUpdateViolation) {
        for stage in staged {
            data = sections(stage.data)
            try apply(stage.update)
        }
        guard !staged.sectionRefreshes.isEmpty else { return }
        if let target = staged.target { data = sections(target) }
        try refreshSections(at: staged.sectionRefreshes)
    }

    /// Applies `batch` like ``apply(_:)``, carrying `selected` (old paths) to the new paths
    /// by UIKit's rules (see `BatchApplication.resultCarryingSelection()`).
    mutating func apply(_ batch: BatchUpdate, carrying selected: inout Set<ItemPath>) throws(BatchUpdateViolation) {
        let result = try BatchApplication(old: displayed, data: data, batch: batch, selected: selected).resultCarryingSelection()
        displayed = result.sections
        selected = result.selected
    }

    /// Shows the data source's data, as `reloadData()` does.
    public mutating func reloadAll() {
        displayed = data
    }

    /// Shows `sections` as data source and display, as a fresh `reloadData()` would.
    mutating func reloadAllFrom(_ sections: [Section]) {
        data = sections
        displayed = sections
    }

    /// Moves a displayed item, as UIKit does during a drag (no data source involved).
    mutating func moveDisplayedItem(from source: ItemPath, to target: ItemPath) {
        guard source != target else { return }
        var from = displayed[source.section].elements
        let item = from.remove(at: source.item)
        if source.section == target.section {
            from.insert(item, at: target.item)
            displayed[source.section] = Section(source: displayed[source.section], elements: from)
        } else {
            displayed[source.section] = Section(source: displayed[source.section], elements: from)
            var to = displayed[target.section].elements
            to.insert(item, at: target.item)
            displayed[target.section] = Section(source: displayed[target.section], elements: to)
        }
    }

    /// Refreshes the content of the displayed items at `paths` (current positions) from the
    /// data source, as `reconfigureItems(at:)` does: each must show the same ID as the data
    /// source has there, or it throws and leaves the display unchanged.
    public mutating func reconfigure(at paths: [ItemPath]) throws(BatchUpdateViolation) {
        try reconfigure(at: paths, identityMayChange: false)
    }

    /// Shows the data source's sections at `indices` (same identity, new content) in the
    /// supplementary views they had: their items stay as displayed.
    public mutating func refreshSections(at indices: [Int]) throws(BatchUpdateViolation) {
        var sections = displayed
        for index in indices {
            guard index >= 0, index < sections.count, index < data.count else {
                throw BatchUpdateViolation(.outOfRange, "refresh section \(index): outside the displayed or the data source's sections")
            }
            guard sections[index].id == data[index].id else {
                throw BatchUpdateViolation(
                    .identityMismatch, "refresh section \(index): displays \(sections[index].id), data source has \(data[index].id)")
            }
            sections[index] = Section(source: data[index], elements: sections[index].elements)
        }
        displayed = sections
    }

    /// Shows the data source's items at `paths`, which replace the items displayed there
    /// under other IDs (a hand-over), in the cells those had.
    public mutating func handOver(at paths: [ItemPath]) throws(BatchUpdateViolation) {
        try reconfigure(at: paths, identityMayChange: true)
    }

    private mutating func reconfigure(at paths: [ItemPath], identityMayChange: Bool) throws(BatchUpdateViolation) {
        var sections = displayed
        var touched: [Int: [Section.Element]] = [:]
        for path in paths {
            guard path.section >= 0, path.section < sections.count, path.section < data.count,
                path.item >= 0, path.item < sections[path.section].elements.count,
                path.item < data[path.section].elements.count
            else {
                throw BatchUpdateViolation(.outOfRange, "reconfigure \(path): outside the displayed or the data source's items")
            }
            // Taken out of the dictionary so the write below doesn't copy the section's array.
            var elements = touched.removeValue(forKey: path.section) ?? sections[path.section].elements
            let fresh = data[path.section].elements[path.item]
            guard identityMayChange || elements[path.item].id == fresh.id else {
                throw BatchUpdateViolation(
                    .identityMismatch, "reconfigure \(path): displays \(elements[path.item].id), data source has \(fresh.id)")
            }
            elements[path.item] = fresh
            touched[path.section] = elements
        }
        for (section, elements) in touched {
            sections[section] = Section(source: sections[section], elements: elements)
        }
        displayed = sections
    }

    /// Whether the list displays exactly the data source's sections and items, by ID and
    /// content.
    public var displaysData: Bool { firstDifference() == nil }

    /// The first position where the display and the data source differ, or nil.
    public func firstDifference() -> String? {
        guard displayed.count == data.count else {
            return "displays \(displayed.count) sections, data has \(data.count)"
        }
        for (index, (shown, wanted)) in zip(displayed, data).enumerated() {
            guard shown.id == wanted.id, shown.isContentEqual(to: wanted) else {
                return "section \(index): displays \(shown.id), data has \(wanted.id) (or other content)"
            }
            guard shown.elements.count == wanted.elements.count else {
                return "section \(index): displays \(shown.elements.count) items, data has \(wanted.elements.count)"
            }
            for (item, (element, expected)) in zip(shown.elements, wanted.elements).enumerated() {
                guard element.id == expected.id, element.isContentEqual(to: expected) else {
                    return
                        "item \(ItemPath(item: item, section: index)): displays \(element.id), data has \(expected.id) (or other content)"
                }
            }
        }
        return nil
    }
}

extension SimulatedList: Sendable where Section: Sendable {}
