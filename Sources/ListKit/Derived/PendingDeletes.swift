/// Records the user deleted that the source (a service, a database) may not have seen yet: a
/// snapshot of the source that still holds one, delivered after the delete, would bring it
/// back. Each stays pending until a snapshot no longer holds it (the source confirms), or
/// until writing it back failed (the record returns).
struct PendingDeletes<Record: Diffable> {
    /// A deleted record, where it stood in the records, and whether its write-back runs.
    private struct Pending {
        var record: Record
        var index: Int
    }

    private var pending: [Record.ID: Pending] = [:]

    var isEmpty: Bool { pending.isEmpty }

    /// The user deleted `record`, which stood at `index` of the records.
    mutating func add(_ record: Record, at index: Int) {
        pending[record.id] = Pending(record: record, index: index)
    }

    /// `snapshot` without the records still pending; those it no longer holds are confirmed
    /// and forgotten. Linear in the snapshot.
    mutating func filter(_ snapshot: [Record]) -> [Record] {
        guard !pending.isEmpty else { return snapshot }
        var held = Set<Record.ID>()
        let kept = snapshot.filter { record in
            guard pending[record.id] != nil else { return true }
            held.insert(record.id)
            return false
        }
        pending = pending.filter { held.contains($0.key) }
        return kept
    }

    /// Writing the delete of `id` back failed: forgotten, and the record with where it stood,
    /// to put back (nil when a snapshot already confirmed it, or it was never pending).
    mutating func failed(_ id: Record.ID) -> (record: Record, index: Int)? {
        pending.removeValue(forKey: id).map { ($0.record, $0.index) }
    }
}
