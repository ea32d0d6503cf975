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
    static func run<Result>(changing list: AnyObject, in closure: StaticString, _ body: () throws -> Result) rethrows -> Result {
        let marker = Running(list: ObjectIdentifier(list), closure: closure)
        defer { marker.ended() }
        return try running.withValue(running.get() + [marker]) { try body() }
    }

    /// The closures running on main-actor lists, innermost last. A closure run on the main
    /// actor is synchronous: a task it starts makes its requests (which hop to the main actor)
    /// after it returns, so this stack, unlike the task-local one, need not be inherited.
    /// It lets the error the app's closure throws pass through as it was thrown: the
    /// task-local's `withValue` rethrows it as `any Error`, and putting the type back takes a
    /// `throw` of a generic error, which the iOS SDKs before Swift 6 cannot compile.
    @MainActor private static var onMainActor: [Running] = []

    /// Runs `body`, the app's `closure` working on the main-actor `list`, marked as running;
    /// the error `body` throws is rethrown with its type.
    @MainActor
    static func runOnMainActor<Value, Failure: Error>(
        changing list: AnyObject, in closure: StaticString, _ body: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        let marker = Running(list: ObjectIdentifier(list), closure: closure)
        onMainActor.append(marker)
        defer {
            marker.ended()
            onMainActor.removeLast()
        }
        return try body()
    }

    /// Stops a request to the main-actor `list` made from inside one of the app's closures
    /// running on it, on the main actor or in the current task.
    @MainActor
    static func checkOnMainActor(_ list: AnyObject, request: StaticString) {
        let id = ObjectIdentifier(list)
        if let inside = onMainActor.last(where: { $0.list == id && $0.stillRunning }) {
            stop(request, inside: inside)
        }
        check(list, request: request)
    }

    /// Stops a request to `list` made from inside one of the app's closures running on it.
    static func check(_ list: AnyObject, request: StaticString) {
        let id = ObjectIdentifier(list)
        guard let inside = running.get().last(where: { $0.list == id && $0.stillRunning }) else { return }
        stop(request, inside: inside)
    }

    private static func stop(_ request: StaticString, inside: Running) -> Never {
        ListDiagnostics.stop(
            """
            \(request) was called from inside the \(inside.closure) closure of the same list. The closure runs \
            again whenever the list changes while it runs, so this would never end. Change the value the closure \
            is given (or return a result) instead, or make the request after it returns, from a task.
            """)
    }
}
