/// Identity hand-over: an item replaced by one with another ID (an optimistic row the server
/// confirmed under its own ID) keeps its cell. Before the next diff the shown item is renamed
/// to the new one in place and its cell configured again with it, so the diff then sees the
/// same item where a delete and an insert would have made the cell flicker.
extension ListDisplay {
    /// Puts each handed-over item in the place of the item it replaces in what is shown, and
    /// has the view configure those cells again (outside any batch: the display is idle).
    func applyHandOvers() {
        guard !handOvers.isEmpty else { return }
        defer { handOvers.removeAll() }
        var renamed = sections
        var placed: Set<Item.ID> = []
        var paths: [ItemPath] = []
        for (section, value) in sections.enumerated() {
            var elements = value.elements
            var changed = false
            for (index, element) in elements.enumerated() {
                guard let successor = handOvers[element.id], !placed.contains(successor.id) else { continue }
                elements[index] = successor
                placed.insert(successor.id)
                let path = ItemPath(item: index, section: section)
                paths.append(path)
                changed = true
                differ.handedOver(to: successor, at: path)
            }
            if changed { renamed[section] = Section(source: value, elements: elements) }
        }
        guard !paths.isEmpty else { return }
        sections = renamed
        host?.handOverItems(at: paths)
    }
}
