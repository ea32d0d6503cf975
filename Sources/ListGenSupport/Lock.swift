#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A pthread mutex: Foundation's `NSLock` without Foundation (`Synchronization.Mutex` needs
/// newer Apple systems than listgen supports).
public final class Lock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    /// An unlocked mutex.
    public init() {
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Waits until the mutex is free and takes it.
    public func lock() { pthread_mutex_lock(mutex) }

    /// Gives the mutex back; only the thread that took it may.
    public func unlock() { pthread_mutex_unlock(mutex) }
}
