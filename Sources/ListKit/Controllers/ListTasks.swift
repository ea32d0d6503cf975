/// Tasks that live as long as a list: a screen's subscriptions (a stream of snapshots, of
/// likes) and the actions its user started end when its controller goes away, with no task
/// left running and no `deinit` to write. Thread-safe: the controller cancels them from its
/// `deinit`; a task leaves the set when it ends.
final class ListTasks: @unchecked Sendable {
    private let lock = Lock()
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextNumber = 0

    /// Starts `operation` on the main actor, cancelled if the list goes away first.
    @MainActor @discardableResult
    func start(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        let number = lock.withLock {
            defer { nextNumber += 1 }
            return nextNumber
        }
        // Its body runs on the main actor, so not before it is registered below.
        let task = Task { @MainActor [weak self] in
            await operation()
            self?.ended(number)
        }
        lock.withLock { tasks[number] = task }
        return task
    }

    private func ended(_ number: Int) {
        lock.withLock { _ = tasks.removeValue(forKey: number) }
    }

    func cancelAll() {
        let running = lock.withLock {
            defer { tasks.removeAll() }
            return tasks.values
        }
        for task in running { task.cancel() }
    }

    deinit { cancelAll() }
}

extension ListController {
    /// Runs `body` on the main actor for each element of `sequence`, until the sequence ends
    /// or this controller goes away (the task is cancelled then): how a screen consumes a
    /// service's stream without keeping a task of its own.
    ///
    /// ```swift
    /// list.controller.receive(service.likeUpdates) { [weak self] id, likes in
    ///     self?.list.controller.updateItem(withID: .post(id)) { $0.post?.likeCount = likes }
    /// }
    /// ```
    @discardableResult
    public func receive<Elements: AsyncSequence & Sendable>(
        _ sequence: Elements, _ body: @escaping @MainActor (Elements.Element) -> Void
    ) -> Task<Void, Never> where Elements.Element: Sendable {
        tasks.start {
            do {
                for try await element in sequence {
                    if Task.isCancelled { return }
                    body(element)
                }
            } catch {
                // A sequence that fails ends like one that finishes: the screen keeps what it shows.
            }
        }
    }
}
