/// Section and item matchings of two sectioned lists, items matched across sections.
@usableFromInline
struct SectionedMatching: Sendable {
    /// Matching of the sections by ID.
    @usableFromInline var sections: IDMatching
    /// Matching of all items by ID, on the items flattened in display order.
    @usableFromInline var items: IDMatching
    /// Flat offset of each old section's first item, plus the total at the end.
    @usableFromInline var oldStarts: [Int]
    /// Flat offset of each new section's first item, plus the total at the end.
    @usableFromInline var newStarts: [Int]

    @inlinable
    init<Section: DiffableSection>(from old: [Section], to new: [Section]) {
        sections = IDMatching.withBuffers(old, new) { IDMatching.matching($0, $1) }
        var oldItems = ContiguousArray<Section.Element>()
        var newItems = ContiguousArray<Section.Element>()
        oldStarts = Self.flatten(old, into: &oldItems)
        newStarts = Self.flatten(new, into: &newItems)
        items = oldItems.withUnsafeBufferPointer { oldBuffer in
            newItems.withUnsafeBufferPointer { newBuffer in IDMatching.matching(oldBuffer, newBuffer) }
        }
    }

    /// Appends every section's elements to `items`; returns the section start offsets.
    @inlinable
    static func flatten<Section: DiffableSection>(
        _ sections: [Section], into items: inout ContiguousArray<Section.Element>
    ) -> [Int] {
        var starts: [Int] = []
        starts.reserveCapacity(sections.count + 1)
        for section in sections {
            starts.append(items.count)
            items.append(contentsOf: section.elements)
        }
        starts.append(items.count)
        return starts
    }

    /// For each flat item offset, the index of the section holding it.
    static func sectionOfItem(starts: [Int]) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(starts.last ?? 0)
        for section in 0..<max(0, starts.count - 1) {
            for _ in starts[section]..<starts[section + 1] { result.append(section) }
        }
        return result
    }
}
