import Foundation

/// A value behind a lock, for the few fields the database's queues and the main actor share.
/// (`Synchronization.Mutex` needs iOS 18 / macOS 15; ListKit supports iOS 15.)
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the lock held; keep it to bookkeeping (never the app's code).
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
