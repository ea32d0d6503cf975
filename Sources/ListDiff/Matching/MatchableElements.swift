/// The elements matching by ID reads, in place (never copied out): a flat list's contiguous
/// buffer, or all items of a sectioned list in display order (``SectionedElements``).
@usableFromInline
protocol MatchableElements {
    associatedtype Element: Diffable
    /// Number of elements.
    var count: Int { get }
    /// The element at a flat offset.
    subscript(position: Int) -> Element { get }
    /// Calls `body` with every flat offset and its element, in order.
    func forEachElement(_ body: (Int, Element) -> Void)
    /// Writes the ``IDTable`` key of each element's ID, hashed by `function`, at its flat
    /// offset in `keys`: a loop of its own with nothing called per element.
    func hashIDs<Function: IDHashFunction>(into keys: UnsafeMutablePointer<Int>, _ function: inout Function)
    where Function.ID == Element.ID
    /// `body` of the element at a flat offset, read in place (no copy, so nothing retained).
    func withElement<Result>(at position: Int, _ body: (Element) -> Result) -> Result
}

extension UnsafeBufferPointer: MatchableElements where Element: Diffable {
    @inlinable
    @inline(__always)
    func forEachElement(_ body: (Int, Element) -> Void) {
        for offset in indices { body(offset, self[offset]) }
    }

    @inlinable
    @inline(__always)
    func hashIDs<Function: IDHashFunction>(into keys: UnsafeMutablePointer<Int>, _ function: inout Function)
    where Function.ID == Element.ID {
        for offset in indices { keys[offset] = IDTable.key(function.hash(self[offset].id)) }
    }

    @inlinable
    @inline(__always)
    func withElement<Result>(at position: Int, _ body: (Element) -> Result) -> Result {
        body(self[position])
    }
}
