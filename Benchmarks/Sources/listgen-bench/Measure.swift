#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Shared measuring helpers: monotonic time, medians and peak resident memory.
enum Measure {
    /// Nanoseconds from a monotonic clock.
    static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// CPU nanoseconds of the calling thread (what `ListController`'s main-actor statistics
    /// count).
    static func threadCPU() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// Median wall time of `runs` calls of `body`, in milliseconds.
    static func medianMilliseconds(runs: Int, _ body: () -> Void) -> Double {
        var samples: [Double] = []
        samples.reserveCapacity(runs)
        for _ in 0..<max(1, runs) {
            let start = now()
            body()
            samples.append(Double(now() - start) / 1e6)
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// Peak resident set size of this process in MiB (`VmHWM`), or nil where unknown.
    static func peakResidentMiB() -> Double? {
        #if os(Linux)
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 512)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("VmHWM:") {
                let digits = text.filter(\.isNumber)
                return Double(digits).map { $0 / 1024 }
            }
        }
        return nil
        #else
        var usage = rusage()
        getrusage(RUSAGE_SELF, &usage)
        return Double(usage.ru_maxrss) / 1_048_576
        #endif
    }

    /// Resets the peak RSS counter so the next reading covers only what follows
    /// (Linux: writing 5 to clear_refs). Returns false where unsupported.
    @discardableResult
    static func resetPeakResident() -> Bool {
        #if os(Linux)
        guard let file = fopen("/proc/self/clear_refs", "w") else { return false }
        defer { fclose(file) }
        return fputs("5", file) >= 0
        #else
        return false
        #endif
    }
}
