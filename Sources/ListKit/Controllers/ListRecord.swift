/// The model of record of a ``ListController``: the sections the app has asked for, with
/// every request and user edit composed on it in the order it happened, each change's
/// ticket, and the completions waiting for the display to catch up.
///
/// A lock guards it because `apply` and `update` may come from any thread when the sections
/// are `Sendable`; for other sections only the main actor reaches it. The lock never runs
/// app code: an app's `update` closure runs outside it and commits only if nothing changed
/// meanwhile, and the values a change replaces are released after the lock is let go, so an
/// item's `deinit` that calls back into the controller cannot deadlock.
///
/// Completions still waiting when the record goes away (its controller was released) run
/// then, in ticket order, on the main actor: a waiting call always ends.
final class ListRecord<Section: DiffableSection>: @unchecked Sendable {
    typealias Completion = @MainActor @Sendable () -> Void

    /// What the display should catch up with.
    struct Target {
        var sections: [Section]
        var ticket: Int
        /// False when a change since the shown ticket asked for no animation.
        var animated: Bool
    }

    private let lock = Lock()
    private var sections: [Section]
    private var ticket = 0
    /// The newest change that asked for no animation.
    private var unanimatedTicket = -1
    /// Waiting completions, in ticket order (tickets are handed out under the lock).
    private var completions: [(ticket: Int, run: Completion)] = []
    private var drainRequested = false
    private var installedBackgroundDiff: BackgroundDiff<Section>?
    private var backgroundDiffRefused = false

    init(_ sections: [Section]) {
        self.sections = sections
    }

    deinit {
        let leftovers = completions.map(\.run)
        guard !leftovers.isEmpty else { return }
        Task { @MainActor in
            for completion in leftovers { completion() }
        }
    }

    /// The sections and the ticket of the change that made them.
    func read() -> (sections: [Section], ticket: Int) {
        lock.withLock { (sections, ticket) }
    }

    /// The newest ticket.
    var latestTicket: Int { lock.withLock { ticket } }

    /// Replaces the sections, unconditionally (an `apply`).
    func replace(with new: [Section], animated: Bool, completion: Completion?) -> Int {
        let (ticket, replaced) = lock.withLock { store(new, animated: animated, completion: completion) }
        // Released here, outside the lock: an item's deinit may call the controller.
        withExtendedLifetime(replaced) {}
        return ticket
    }

    /// Stores `new` if the record is still at `expected` (an `update` whose closure ran on
    /// that ticket); nil when another change came first and the closure must run again.
    func commit(_ new: [Section], ifAt expected: Int, animated: Bool, completion: Completion?) -> Int? {
        let stored: (Int, [Section])? = lock.withLock {
            guard ticket == expected else { return nil }
            return store(new, animated: animated, completion: completion)
        }
        withExtendedLifetime(stored) {}
        return stored?.0
    }

    /// Changes the sections in place with ListKit's own code (a user edit), telling it
    /// whether the record is at `shown` (the display is caught up); returns its result and
    /// the change's ticket.
    func edit<Result>(shown: Int, _ body: (inout [Section], _ isCaughtUp: Bool) -> Result) -> (Result, Int) {
        let (result, newTicket, before) = lock.withLock {
            // Kept until the lock is let go, so what the edit removes is released outside it.
            let before = sections
            let result = body(&sections, self.ticket == shown)
            self.ticket += 1
            return (result, self.ticket, before)
        }
        withExtendedLifetime(before) {}
        return (result, newTicket)
    }

    /// A new ticket with no change of sections: something the sections do not show changed
    /// (a class item observed changing), so the display should compare again.
    func touch() -> Int {
        lock.withLock {
            ticket += 1
            return ticket
        }
    }

    /// Adds `completion` to run once the display reaches the newest ticket, after those
    /// already waiting for it.
    func waitForLatest(_ completion: @escaping Completion) {
        lock.withLock { completions.append((ticket, completion)) }
    }

    /// Stores `new` (under the lock); returns the ticket and the sections it replaced, for
    /// the caller to release once the lock is let go.
    private func store(_ new: [Section], animated: Bool, completion: Completion?) -> (Int, [Section]) {
        ticket += 1
        let replaced = sections
        sections = new
        if !animated { unanimatedTicket = ticket }
        if let completion { completions.append((ticket, completion)) }
        return (ticket, replaced)
    }

    /// What to show when the display is at `shown`; nil when it is caught up.
    func target(after shown: Int) -> Target? {
        lock.withLock {
            guard ticket != shown else { return nil }
            return Target(sections: sections, ticket: ticket, animated: unanimatedTicket <= shown)
        }
    }

    /// Removes and returns the completions of changes up to `shown`, in ticket order.
    func takeCompletions(through shown: Int) -> [Completion] {
        lock.withLock {
            let count = completions.prefix { $0.ticket <= shown }.count
            guard count > 0 else { return [] }
            let taken = completions.prefix(count).map(\.run)
            completions.removeFirst(count)
            return taken
        }
    }

    /// Whether the caller should schedule a drain: false when one is already scheduled.
    func requestDrain() -> Bool {
        lock.withLock {
            defer { drainRequested = true }
            return !drainRequested
        }
    }

    /// Whether the items turned out to have isolated conformances (no background diff, by
    /// design).
    var refusedBackgroundDiff: Bool { lock.withLock { backgroundDiffRefused } }

    /// The background diff the first `Sendable`-proving request installed, if any.
    var backgroundDiff: BackgroundDiff<Section>? { lock.withLock { installedBackgroundDiff } }

    /// Installs a background diff unless one is installed already.
    func installBackgroundDiff(_ make: () -> BackgroundDiff<Section>) {
        lock.withLock {
            if installedBackgroundDiff == nil, !backgroundDiffRefused { installedBackgroundDiff = make() }
        }
    }

    /// The items' conformances turned out to be isolated: no background diff, ever.
    func refuseBackgroundDiff() {
        lock.withLock {
            installedBackgroundDiff = nil
            backgroundDiffRefused = true
        }
    }

    /// The scheduled drain runs: later changes schedule another.
    func drainStarted() {
        lock.withLock { drainRequested = false }
    }
}
