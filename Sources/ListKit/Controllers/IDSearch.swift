/// Looking elements up by ID in a list's arrays. ListKit's code is not specialized for the
/// app's types, so `firstIndex(where:)` or `enumerated()` copy each element out through
/// generic calls; an indexed loop over the buffer reads only the ID (about a third of the
/// time: 100,000 records are a millisecond or more either way, so the main actor does it
/// once a request at most).
extension Array where Element: Identifiable {
    /// The index of the first element with `id` at or after `start`, or nil.
    func firstIndex(ofID id: Element.ID, from start: Int = 0) -> Int? {
        withUnsafeBufferPointer { buffer in
            var index = Swift.max(0, start)
            while index < buffer.count {
                if buffer[index].id == id { return index }
                index += 1
            }
            return nil
        }
    }

    /// The indices of the elements with `id`, in order.
    func indices(ofID id: Element.ID) -> [Int] {
        withUnsafeBufferPointer { buffer in
            var found: [Int] = []
            for index in buffer.indices where buffer[index].id == id { found.append(index) }
            return found
        }
    }
}
