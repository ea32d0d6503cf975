#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A mutual-exclusion lock for a few instructions of bookkeeping, usable from any thread.
/// (`Synchronization.Mutex` needs iOS 18 / macOS 15; ListKit supports iOS 15.)
final class Lock: @unchecked Sendable {
    #if canImport(Darwin)
    private let primitive = UnsafeMutablePointer<os_unfair_lock>.allocate(capacity: 1)
    #else
    private let primitive = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    #endif

    init() {
        #if canImport(Darwin)
        primitive.initialize(to: os_unfair_lock())
        #else
        primitive.initialize(to: pthread_mutex_t())
        pthread_mutex_init(primitive, nil)
        #endif
    }

    deinit {
        #if !canImport(Darwin)
        pthread_mutex_destroy(primitive)
        #endif
        primitive.deinitialize(count: 1)
        primitive.deallocate()
    }

    /// Runs `body` with the lock held.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        #if canImport(Darwin)
        os_unfair_lock_lock(primitive)
        defer { os_unfair_lock_unlock(primitive) }
        #else
        pthread_mutex_lock(primitive)
        defer { pthread_mutex_unlock(primitive) }
        #endif
        return try body()
    }
}
