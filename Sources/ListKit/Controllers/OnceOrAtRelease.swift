/// Work that must happen exactly once: when ``run()`` is called, or else when the last
/// closure holding this is released without calling it. A view that goes away mid-animation
/// releases its batch completions uncalled; through this, what waited for them still ends.
final class OnceOrAtRelease: @unchecked Sendable {
    // Only the main actor calls `run()`; `deinit` reads `done` after every holder let go, so
    // no other thread can touch it meanwhile.
    private var done = false
    private let work: @MainActor @Sendable () -> Void

    init(_ work: @escaping @MainActor @Sendable () -> Void) {
        self.work = work
    }

    /// Does the work now, unless it was done.
    @MainActor func run() {
        guard !done else { return }
        done = true
        work()
    }

    deinit {
        guard !done else { return }
        // Released wherever the view let go of it: finish on the main actor.
        Task { @MainActor [work] in work() }
    }
}
