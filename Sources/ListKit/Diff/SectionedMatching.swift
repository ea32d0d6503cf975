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
    /// For each old flat item offset, the index of its section.
    @usableFromInline var oldSectionOf: [Int]
    /// For each new flat item offset, the index of its section.
    @usableFromInline var newSectionOf: [Int]

    @inlinable
    init<Section: DiffableSection>(from old: [Section], to new: [Section]) {
        sections = IDMatching.withBuffers(old, new) { IDMatching.matching($0, $1) }
        let oldItems = SectionedElements(old)
        let newItems = SectionedElements(new)
        items = IDMatching.matching(oldItems, newItems)
        oldStarts = oldItems.starts
        newStarts = newItems.starts
        oldSectionOf = oldItems.sectionOf
        newSectionOf = newItems.sectionOf
    }
}
