/// Which lists have one of the app's closures running in the current task (or thread): an
/// `update` or `updateItem` closure of a controller, a derived list's `update` or
/// `updateRecord` closure, or a derived list's own filter, grouping key, order or derivation.
/// A request to the same list from inside such a closure changes what the closure is
/// computing, so the closure would run again, and again, forever. That request stops the
/// program, in every build, with a message that says what to do instead.
enum RequestNesting {
    /// A closure running on one list; a task started inside it inherits this, so the task's
    /// own requests, made later, check whether the closure still runs.
    final class Running: @unchecked Sendable {
        let list: ObjectIdentifier
        let closure: StaticString
        private let lock = Lock()
        private var isRunning = true

        init(list: ObjectIdentifier, closure: StaticString) {
            self.list = list
            self.closure = closure
        }

        var stillRunning: Bool { lock.withLock { isRunning } }
        func ended() { lock.withLock { isRunning = false } }
    }

    /// Spelled out rather than `@TaskLocal static var`: the iOS SDKs before Swift 6 declare
    /// `TaskLocal` a property wrapper, which makes that a mutable global.
    static let running = TaskLocal<[Running]>(wrappedValue: [])

    /// Runs `body`, the app's `closure` (its name, for the message) working on `list`,
    /// marked as running.
    static func run<Result, Failure: Error>(
        changing list: AnyObject, in closure: StaticString, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let marker = Running(list: ObjectIdentifier(list), closure: closure)
        defer { marker.ended() }
        // The error as it was thrown (`withValue` rethrows it as `any Error`): a caller that
        // knows its closure cannot throw changes in place (see `DerivedList.update`).
        let outcome = running.withValue(running.get() + [marker]) { () -> Swift.Result<Result, Failure> in
            do throws(Failure) {
                return .success(try body())
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// Stops a request to `list` made from inside one of the app's closures running on it.
    static func check(_ list: AnyObject, request: StaticString) {
        let id = ObjectIdentifier(list)
        guard let inside = running.get().last(where: { $0.list == id && $0.stillRunning }) else { return }
        ListDiagnostics.stop(
            """
            \(request) was called from inside the \(inside.closure) closure of the same list. The closure runs \
            again whenever the list changes while it runs, so this would never end. Change the value the closure \
            is given (or return a result) instead, or make the request after it returns, from a task.
            """)
    }
}
