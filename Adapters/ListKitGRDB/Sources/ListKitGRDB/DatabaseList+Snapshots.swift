import ListKit

/// Snapshots arriving: the pending edits applied on top, then handed to the derived list.
extension DatabaseList {
    func receive(_ result: Result<DatabaseSnapshot<Record>, any Error>, answering requests: Int) async {
        if let deliveryHold { await deliveryHold() }
        timed {
            switch result {
            case .failure(let error):
                didFail?(error)
            case .success(let snapshot):
                let previous = latest
                latest = snapshot
                snapshotsShown += 1
                paging.fetched(snapshot)
                let confirmed = pending.confirm(through: snapshot.writeBacks)
                show(snapshot.records, confirmingDeletes: confirmed)
                Self.release(previous)
            }
            resumeWaiters(through: requests)
        }
    }

    /// Shows `records` with the pending edits applied.
    ///
    /// `confirmed` are deletes the user made that this snapshot is the first to include. The
    /// derived list keeps a user's delete out of its snapshots until one lacks the record;
    /// when no snapshot has lacked it yet (the user's delete, then another connection's
    /// insert of the same ID, both before this snapshot), one that lacks it goes first, so
    /// that the record, now the database's again, shows.
    func show(_ records: [Record], confirmingDeletes confirmed: Set<Record.ID> = []) {
        let shown = pending.applied(to: records)
        if !confirmed.isEmpty, shown.contains(where: { confirmed.contains($0.id) }) {
            derived.apply(shown.filter { !confirmed.contains($0.id) })
        }
        derived.apply(shown)
    }

    /// A write-back failed: the list shows the database as last read, with the other
    /// pending edits, and the app hears of it.
    func writeBackFailed(_ number: Int, _ error: any Error) {
        timed {
            pending.remove(number)
            if let latest { show(latest.records) }
            didFail?(error)
        }
    }

    func resumeWaiters(through request: Int) {
        guard waiters.contains(where: { $0.request <= request }) else { return }
        let ready = waiters.filter { $0.request <= request }
        waiters.removeAll { $0.request <= request }
        for waiter in ready { waiter.continuation.resume() }
    }

    /// Lets a replaced snapshot's records go on another thread: freeing 100,000 records is
    /// milliseconds the main actor need not spend.
    nonisolated static func release(_ snapshot: consuming DatabaseSnapshot<Record>?) {
        guard let snapshot = consume snapshot else { return }
        Task.detached { [snapshot = consume snapshot] in withExtendedLifetime(snapshot) {} }
    }
}
