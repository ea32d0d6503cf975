/// The items of a sectioned list as one flat sequence, read in place from the sections'
/// element arrays (copying 100,000 items would cost a third of a sectioned diff).
@usableFromInline
struct SectionedElements<Element: Diffable>: MatchableElements {
    /// Each section's elements.
    @usableFromInline let sections: [[Element]]
    /// Flat offset of each section's first item, plus the total at the end.
    @usableFromInline let starts: [Int]
    /// For each flat offset, the index of the section holding it (32 bits: half the memory
    /// that random lookups read).
    @usableFromInline let sectionOf: [Int32]

    @inlinable
    init<Section: DiffableSection>(_ list: [Section]) where Section.Element == Element {
        var sections: [[Element]] = []
        sections.reserveCapacity(list.count)
        var total = 0
        let starts = [Int](unsafeUninitializedCapacity: list.count + 1) { starts, initialized in
            for (index, section) in list.enumerated() {
                let elements = section.elements
                starts[index] = total
                total += elements.count
                sections.append(elements)
            }
            starts[list.count] = total
            initialized = list.count + 1
        }
        self.sections = sections
        self.starts = starts
        precondition(list.count < Int(Int32.max), "ListDiff diffs lists of fewer than 2,147,483,647 sections")
        // Item offsets are matched in 32 bits, with a bit to spare (OffsetMaps.changedFlag).
        precondition(total < OffsetMaps.countLimit, "ListDiff diffs sectioned lists of fewer than 1,073,741,824 items")
        sectionOf = [Int32](unsafeUninitializedCapacity: total) { sectionOf, initialized in
            for index in 0..<list.count {
                for offset in starts[index]..<starts[index + 1] { sectionOf[offset] = Int32(truncatingIfNeeded: index) }
            }
            initialized = total
        }
    }

    @inlinable
    var count: Int { sectionOf.count }

    @inlinable
    subscript(position: Int) -> Element {
        let section = Int(sectionOf[position])
        return sections[section][position - starts[section]]
    }

    /// Section by section, with no lookup per element.
    @inlinable
    @inline(__always)
    func forEachElement(_ body: (Int, Element) -> Void) {
        for section in sections.indices {
            let start = starts[section]
            sections[section].withUnsafeBufferPointer { elements in
                for item in elements.indices { body(start &+ item, elements[item]) }
            }
        }
    }

    @inlinable
    @inline(__always)
    func hashIDs<Function: IDHashFunction>(into keys: UnsafeMutablePointer<Int>, _ function: inout Function)
    where Function.ID == Element.ID {
        for section in sections.indices {
            let sectionKeys = keys + starts[section]
            sections[section].withUnsafeBufferPointer { elements in
                for item in elements.indices { sectionKeys[item] = IDTable.key(function.hash(elements[item].id)) }
            }
        }
    }

    /// Offsets come from the matcher's own tables, in range by construction: the tables are
    /// read without bounds checks (they stay on in debug builds).
    @inlinable
    @inline(__always)
    func withElement<Result>(at position: Int, _ body: (Element) -> Result) -> Result {
        let section = Int(sectionOf.withUnsafeBufferPointer { $0[position] })
        let item = position &- starts.withUnsafeBufferPointer { $0[section] }
        return sections[section].withUnsafeBufferPointer { body($0[item]) }
    }
}
