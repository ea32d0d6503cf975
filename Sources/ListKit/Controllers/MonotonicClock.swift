#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Nanoseconds from a monotonic clock, for ``ApplyStatistics`` (`ContinuousClock` needs
/// iOS 16; ListKit supports iOS 15).
enum MonotonicClock {
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// CPU nanoseconds the calling thread has run: main-actor time that excludes the
    /// moments another process (or a diff on another thread) had the core.
    static func threadCPU() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    static func since(_ start: UInt64) -> UInt64 {
        let end = now()
        return end > start ? end - start : 0
    }
}
