/// The applies waiting for the main actor, in call order: `apply` appends under a lock from
/// any thread, the main actor takes them all at once and shows only the latest snapshot.
final class ApplyQueue<Section: Sendable>: @unchecked Sendable {
    /// One `apply` call.
    struct Pending: Sendable {
        var ticket: Int
        var sections: [Section]
        var animated: Bool
        var completion: (@MainActor @Sendable () -> Void)?
    }

    private let lock = Lock()
    private var pending: [Pending] = []
    private var nextTicket = 0

    /// Records a call; returns its ticket, which orders it among all calls.
    func enqueue(_ sections: [Section], animated: Bool, completion: (@MainActor @Sendable () -> Void)?) -> Int {
        lock.withLock {
            let ticket = nextTicket
            nextTicket += 1
            pending.append(Pending(ticket: ticket, sections: sections, animated: animated, completion: completion))
            return ticket
        }
    }

    /// Every waiting call, oldest first, leaving none.
    func takeAll() -> [Pending] {
        lock.withLock {
            let taken = pending
            pending.removeAll()
            return taken
        }
    }

    var isEmpty: Bool { lock.withLock { pending.isEmpty } }
}
