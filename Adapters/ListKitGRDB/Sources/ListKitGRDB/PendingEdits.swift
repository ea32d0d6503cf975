import ListKit

/// The user's edits written back that no snapshot includes yet. Every snapshot shows with
/// them applied, in the order they were made, until one taken after its write-back: that one
/// is the database's word, with the edit and everything another connection wrote around it.
struct PendingEdits<Record: Diffable> {
    enum Kind {
        case delete
        /// Sets what the user changed: applied to each snapshot's copy of the record.
        case change(@Sendable (inout Record) -> Void)
    }

    private struct Edit {
        var number: Int
        var id: Record.ID
        var kind: Kind
    }

    /// In write-back order, which is number order.
    private var edits: [Edit] = []

    var isEmpty: Bool { edits.isEmpty }

    /// The user's edit of the record `id`, written back as write-back `number`.
    mutating func add(_ number: Int, id: Record.ID, _ kind: Kind) {
        edits.append(Edit(number: number, id: id, kind: kind))
    }

    /// Forgets the edits whose write-backs `writeBacks` counts (a snapshot has them, or they
    /// failed); returns the IDs of the deleted records among them.
    mutating func confirm(through writeBacks: Int) -> Set<Record.ID> {
        let count = edits.prefix { $0.number <= writeBacks }.count
        guard count > 0 else { return [] }
        var deleted = Set<Record.ID>()
        for edit in edits[..<count] {
            if case .delete = edit.kind { deleted.insert(edit.id) }
        }
        edits.removeFirst(count)
        return deleted
    }

    /// Forgets write-back `number` (it failed).
    mutating func remove(_ number: Int) {
        edits.removeAll { $0.number == number }
    }

    /// `records` with every pending edit applied: a deleted record left out, a changed one
    /// changed where it is (a record the snapshot no longer has is not brought back). Linear
    /// in the records; `records` itself when nothing is pending.
    func applied(to records: [Record]) -> [Record] {
        guard !edits.isEmpty else { return records }
        var byID: [Record.ID: [Int]] = [:]
        for (index, edit) in edits.enumerated() { byID[edit.id, default: []].append(index) }
        var result: [Record] = []
        result.reserveCapacity(records.count)
        for record in records {
            guard let indices = byID[record.id] else {
                result.append(record)
                continue
            }
            var edited = record
            var isDeleted = false
            for index in indices {
                switch edits[index].kind {
                case .delete: isDeleted = true
                case .change(let change): change(&edited)
                }
            }
            if !isDeleted { result.append(edited) }
        }
        return result
    }
}
