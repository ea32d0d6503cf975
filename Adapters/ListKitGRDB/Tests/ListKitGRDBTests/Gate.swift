/// Holds whoever waits on it until it opens (then lets everyone through at once).
@MainActor
final class Gate {
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private(set) var isOpen = false
    /// How many wait now.
    var count: Int { waiting.count }

    func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func open() {
        isOpen = true
        let waiting = waiting
        self.waiting = []
        for continuation in waiting { continuation.resume() }
    }
}
