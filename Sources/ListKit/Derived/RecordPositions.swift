/// Where each record of a derived list is, by ID, as a derivation off the main actor found
/// them: a request for one record (change it, remove it, the user's delete) looks it up here
/// instead of reading every record on the main actor (100,000 records: milliseconds, in code
/// not specialized for the app's types). Good until the records move; `DerivedList` forgets
/// it then, and searches until the next derivation brings new positions.
struct RecordPositions<ID: Hashable & Sendable>: Sendable {
    /// Where a record is.
    enum Place {
        /// No record has the ID.
        case absent
        /// One record has it, here.
        case only(Int)
        /// Several have it: search.
        case repeated
    }

    private var first: [ID: Int] = [:]
    private var repeated: Set<ID> = []

    init<Record: Identifiable>(_ records: [Record]) where Record.ID == ID {
        first.reserveCapacity(records.count)
        records.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                let id = buffer[index].id
                if first[id] == nil { first[id] = index } else { repeated.insert(id) }
            }
        }
    }

    subscript(id: ID) -> Place {
        guard let index = first[id] else { return .absent }
        return repeated.contains(id) ? .repeated : .only(index)
    }
}
