/// The part an object of the app's plays behind a list controller, which UIKit knows as the
/// view's delegate (and prefetching data source, drag and drop delegate): the role decides
/// which calls the object gets.
enum DelegateRole: CaseIterable, Sendable {
    /// The view's delegate: its own protocol, the scroll view's, a layout's, and any method of
    /// no protocol UIKit knows (a custom layout's delegate methods).
    case delegate
    /// The prefetching data source.
    case prefetching
    /// The drag delegate.
    case drag
    /// The drop delegate.
    case drop
}

/// What delegate forwarding needs from the platform's object model (the Objective-C runtime
/// on Apple platforms; a test's fake elsewhere).
protocol DelegateRuntime: Sendable {
    /// How the view names a delegate method (a selector).
    associatedtype Method: Hashable & Sendable
    /// The role whose object `method` concerns: a drop method goes to the drop delegate only.
    func role(of method: Method) -> DelegateRole
    /// Whether `object` answers `method`.
    func object(_ object: AnyObject, answers method: Method) -> Bool
    /// How a call of `method` is answered for `object` once the object is gone (on Apple
    /// platforms, the method's Objective-C type encoding), read while it is alive; nil when
    /// it cannot be told.
    func signature(of method: Method, in object: AnyObject) -> String?
    /// Makes `watcher` live exactly as long as `object` (an associated object on Apple
    /// platforms), under `key`; nil ends the watcher tied under `key`.
    func tie(_ watcher: AnyObject?, to object: AnyObject, key: AnyObject)
}

/// The app's own objects behind a list controller, each in its ``DelegateRole``: UIKit asks
/// the controller whether it answers a method, and a call the controller does not implement
/// goes to the object whose role the method belongs to.
///
/// Objects are held weakly, as UIKit holds delegates, and everything here may be asked from
/// any thread. UIKit caches `responds(to:)` when a delegate is set, so an object of the app's
/// that goes away leaves UIKit believing the controller answers its methods. Two mechanisms
/// make that harmless:
/// - every method UIKit was told the app's object answers is remembered with its signature:
///   a call that arrives once the object is gone is answered as a message to nil would be
///   (``route(_:)`` says ``Route/released(signature:)``), instead of reaching no one, which
///   raises "unrecognized selector". This covers the object's own teardown too, when weak
///   references already read nil but UIKit may still call (a view controller's views are
///   torn down in its dealloc);
/// - a watcher tied to each object reports its end through ``onRelease``, so the controller
///   sets itself as the view's delegate again and UIKit asks afresh, as it stops calling a
///   delegate of its own that went away.
final class DelegateForwarding<Runtime: DelegateRuntime>: @unchecked Sendable {
    typealias Method = Runtime.Method

    /// Where a call the controller does not implement goes.
    enum Route {
        /// To the app's object in the method's role, which answers it.
        case target(AnyObject)
        /// Nowhere alive: UIKit was told an object of the app's answers the method, and that
        /// object is gone. Answer as a message to nil (`signature` says how; nil if unknown).
        case released(signature: String?)
        /// Nowhere: UIKit was never told the method is answered.
        case unanswered
    }

    /// Runs, on the thread that released it, when an object of the app's ends while it still
    /// holds its role. Called with no lock held: it may use the forwarding again.
    var onRelease: (@Sendable (DelegateRole) -> Void)? {
        get { lock.withLock { releaseHandler } }
        set { lock.withLock { releaseHandler = newValue } }
    }

    /// Methods the controller implements but does not answer for now (see
    /// ``DelegateMethodRules``): UIKit behaves as if no one implemented them.
    var withheld: Set<Method> {
        get { lock.withLock { withheldMethods } }
        set { lock.withLock { withheldMethods = newValue } }
    }

    private let runtime: Runtime
    private let lock = Lock()
    private var slots: [DelegateRole: Slot] = [:]
    private var told: [Method: String?] = [:]
    private var roles: [Method: DelegateRole] = [:]
    private var withheldMethods: Set<Method> = []
    private var releaseHandler: (@Sendable (DelegateRole) -> Void)?

    init(runtime: Runtime) {
        self.runtime = runtime
    }

    deinit {
        // Objects the app keeps should not carry watchers of a controller that is gone.
        for slot in slots.values {
            if let object = slot.object { runtime.tie(nil, to: object, key: slot.key) }
        }
    }

    /// The app's object in `role`, if it is still there; setting one replaces the previous.
    subscript(role: DelegateRole) -> AnyObject? {
        get { lock.withLock { slots[role]?.object } }
        set { replace(role, with: newValue) }
    }

    /// What the controller tells UIKit about `method`: no while it is ``withheld``, else yes
    /// when the controller `implemented` it or when the app's object in the method's role
    /// answers it (see ``targetAnswers(_:)``).
    func answers(_ method: Method, implemented: Bool) -> Bool {
        if lock.withLock({ withheldMethods.contains(method) }) { return false }
        return implemented || targetAnswers(method)
    }

    /// Whether the app's object in `method`'s role answers it. A yes is what UIKit caches, so
    /// the method is remembered, with its signature, for the day the object goes away.
    func targetAnswers(_ method: Method) -> Bool {
        guard let object = self[role(of: method)], runtime.object(object, answers: method) else { return false }
        if lock.withLock({ told.index(forKey: method) == nil }) {
            let signature = runtime.signature(of: method, in: object)
            lock.withLock {
                if told.index(forKey: method) == nil { told[method] = .some(signature) }
            }
        }
        return true
    }

    /// Where a call of `method`, which the controller does not implement, goes.
    func route(_ method: Method) -> Route {
        if let object = self[role(of: method)], runtime.object(object, answers: method) { return .target(object) }
        return lock.withLock {
            guard let index = told.index(forKey: method) else { return .unanswered }
            return .released(signature: told.values[index])
        }
    }

    /// The role `method` belongs to, asked of the runtime once per method.
    private func role(of method: Method) -> DelegateRole {
        if let role = lock.withLock({ roles[method] }) { return role }
        let role = runtime.role(of: method)
        lock.withLock { roles[method] = role }
        return role
    }

    private func replace(_ role: DelegateRole, with object: AnyObject?) {
        let (previous, key, generation) = lock.withLock { () -> (AnyObject?, AnyObject, Int) in
            var slot = slots[role] ?? Slot()
            let previous = slot.object
            slot.object = object
            slot.generation += 1
            slots[role] = slot
            return (previous, slot.key, slot.generation)
        }
        // Outside the lock: ending a watcher runs its deinit, which reports to this object.
        // The new watcher replaces the old under the same key when the object is the same.
        if let previous, previous !== object { runtime.tie(nil, to: previous, key: key) }
        if let object {
            let watcher = ReleaseWatcher { [weak self] in self?.watcherEnded(role: role, generation: generation) }
            runtime.tie(watcher, to: object, key: key)
        }
    }

    /// A watcher ended: if its object still held the role, the object is gone.
    private func watcherEnded(role: DelegateRole, generation: Int) {
        let handler = lock.withLock { () -> (@Sendable (DelegateRole) -> Void)? in
            guard var slot = slots[role], slot.generation == generation else { return nil }
            slot.object = nil
            slot.generation += 1
            slots[role] = slot
            return releaseHandler
        }
        handler?(role)
    }
}

/// One role's object, and what ties watchers to it.
private struct Slot {
    weak var object: AnyObject?
    /// Bumped whenever the role changes hands, so a watcher of an earlier object stays quiet.
    var generation = 0
    /// The watcher's key on the object (its identity is the key).
    let key: AnyObject = WatcherKey()
}

private final class WatcherKey: Sendable {}

/// Lives as long as one of the app's objects (the runtime ties it to the object) and reports
/// when it ends, whichever thread that happens on.
final class ReleaseWatcher: Sendable {
    private let ended: @Sendable () -> Void

    init(ended: @escaping @Sendable () -> Void) {
        self.ended = ended
    }

    deinit { ended() }
}
