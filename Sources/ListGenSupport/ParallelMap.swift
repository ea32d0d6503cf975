import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `transform` for every index in `0..<count` on up to `jobs` threads and returns the
/// results in index order, so callers stay deterministic however the work was spread.
/// Threads take the next index from a shared counter, which keeps them busy when some
/// items (files) are much larger than others.
package func parallelMap<T: Sendable>(count: Int, jobs: Int, _ transform: @Sendable (Int) -> T) -> [T] {
    let workers = max(1, min(jobs, count))
    if workers == 1 { return (0..<count).map(transform) }
    let slots = ResultSlots<T>(count: count)
    let next = WorkCounter()
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while true {
            let index = next.take()
            if index >= count { break }
            slots.store(transform(index), at: index)
        }
    }
    return slots.values()
}

/// Per-index result storage: each slot is written once, by one thread, before `values()`
/// is read after all workers finished.
private final class ResultSlots<T>: @unchecked Sendable {
    private var slots: [T?]
    private let lock = Lock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ value: T, at index: Int) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func values() -> [T] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}

/// The shared next-index counter of the worker threads.
private final class WorkCounter: @unchecked Sendable {
    private var value = 0
    private let lock = Lock()

    func take() -> Int {
        lock.lock()
        defer { lock.unlock() }
        let current = value
        value += 1
        return current
    }
}
