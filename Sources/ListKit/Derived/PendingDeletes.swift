/// Records the user deleted that the source (a service, a database) may not have seen yet: a
/// snapshot of the source that still holds one, delivered after the delete, would bring it
/// back. Each stays pending until a snapshot no longer holds it (the source confirms), or
/// until writing its delete back failed (the record returns). One delete may take several
/// records (a folder and everything under it): they are one group, named by the first.
struct PendingDeletes<Record: Diffable> {
    /// A deleted record, where it stood in the records, and the delete it belongs to.
    private struct Pending {
        var record: Record
        var index: Int
        var group: Record.ID
    }

    private var pending: [Record.ID: Pending] = [:]

    var isEmpty: Bool { pending.isEmpty }

    /// The user deleted `records` (with where each stood), the first named by the delete.
    mutating func add(_ records: [(record: Record, index: Int)]) {
        guard let group = records.first?.record.id else { return }
        for (record, index) in records { pending[record.id] = Pending(record: record, index: index, group: group) }
    }

    /// The IDs of the records pending.
    var ids: Set<Record.ID> { Set(pending.keys) }

    /// `snapshot` without the records still pending; those it no longer holds are confirmed
    /// and forgotten. Linear in the snapshot.
    mutating func filter(_ snapshot: [Record]) -> [Record] {
        guard !pending.isEmpty else { return snapshot }
        let (kept, held) = Self.leavingOut(ids, from: snapshot)
        confirm(holding: held)
        return kept
    }

    /// `snapshot` without the records with `ids` still pending after the `earlier` snapshots
    /// (given in turn, never filtered: each confirms those it does not hold), and which of
    /// them it held: what ``filter(_:)`` does for each snapshot in turn, in parts, the first
    /// of which may run anywhere (a derivation off the main actor).
    static func leavingOut(
        _ ids: Set<Record.ID>, after earlier: [[Record]] = [], from snapshot: [Record]
    ) -> (kept: [Record], held: Set<Record.ID>) {
        var ids = ids
        for records in earlier where !ids.isEmpty {
            var held = Set<Record.ID>()
            for record in records where ids.contains(record.id) { held.insert(record.id) }
            ids = held
        }
        guard !ids.isEmpty else { return (snapshot, []) }
        var held = Set<Record.ID>()
        let kept = snapshot.filter { record in
            guard ids.contains(record.id) else { return true }
            held.insert(record.id)
            return false
        }
        return (kept, held)
    }

    /// A snapshot held only `held` of the pending records: the others are confirmed, forgotten.
    mutating func confirm(holding held: Set<Record.ID>) {
        pending = pending.filter { held.contains($0.key) }
    }

    /// Writing the delete named `group` back failed: its records still pending, forgotten,
    /// with where each stood, in that order, to put back.
    mutating func failed(_ group: Record.ID) -> [(record: Record, index: Int)] {
        let returning = pending.values.filter { $0.group == group }.sorted { $0.index < $1.index }
        for entry in returning { pending[entry.record.id] = nil }
        return returning.map { ($0.record, $0.index) }
    }
}
