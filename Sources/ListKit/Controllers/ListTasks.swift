/// Tasks that live as long as a list: a screen's subscriptions (a stream of snapshots, of
/// likes) end when its controller goes away, with no task left running and no `deinit` to
/// write. Thread-safe: the controller cancels them from its `deinit`.
final class ListTasks: @unchecked Sendable {
    private let lock = Lock()
    private var tasks: [Task<Void, Never>] = []

    func add(_ task: Task<Void, Never>) {
        lock.withLock {
            tasks.removeAll(where: \.isCancelled)
            tasks.append(task)
        }
    }

    func cancelAll() {
        let running = lock.withLock {
            defer { tasks.removeAll() }
            return tasks
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
        let task = Task { @MainActor in
            do {
                for try await element in sequence {
                    if Task.isCancelled { return }
                    body(element)
                }
            } catch {
                // A sequence that fails ends like one that finishes: the screen keeps what it shows.
            }
        }
        tasks.add(task)
        return task
    }
}
