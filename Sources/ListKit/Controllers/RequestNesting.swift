/// Which models of record have an app's `update` or `updateItem` closure running in the
/// current task (or thread): a request to the same controller from inside such a closure
/// changes the record the closure is changing, so the closure would run again, and again,
/// forever. That request stops with a precondition failure that says what to do instead.
enum RequestNesting {
    /// A closure running on one record; a task started inside it inherits this, so the
    /// task's own requests, made later, check whether the closure still runs.
    final class Running: @unchecked Sendable {
        let record: ObjectIdentifier
        private let lock = Lock()
        private var isRunning = true

        init(record: ObjectIdentifier) { self.record = record }

        var stillRunning: Bool { lock.withLock { isRunning } }
        func ended() { lock.withLock { isRunning = false } }
    }

    /// Spelled out rather than `@TaskLocal static var`: the iOS SDKs before Swift 6 declare
    /// `TaskLocal` a property wrapper, which makes that a mutable global.
    static let running = TaskLocal<[Running]>(wrappedValue: [])

    /// Runs `closure`, an app's change of `record`'s sections, marked as running.
    static func run<Result>(changing record: AnyObject, _ closure: () throws -> Result) rethrows -> Result {
        let marker = Running(record: ObjectIdentifier(record))
        defer { marker.ended() }
        return try running.withValue(running.get() + [marker]) { try closure() }
    }

    /// Stops a request to `record` made from inside one of its own change closures.
    static func check(_ record: AnyObject, request: StaticString) {
        let id = ObjectIdentifier(record)
        guard running.get().contains(where: { $0.record == id && $0.stillRunning }) else { return }
        preconditionFailure(
            """
            ListKit: \(request) was called from inside an update or updateItem closure of the same list \
            controller. The closure runs again whenever the list changes while it runs, so this would never \
            end. Change the sections (or the item) the closure is given instead, or make the request after \
            update returns.
            """)
    }
}
