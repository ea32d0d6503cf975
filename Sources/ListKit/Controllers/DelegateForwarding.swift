/// The app's own delegates behind a list controller that UIKit knows as the view's
/// delegate: UIKit asks the controller whether it responds to a call, and a call the
/// controller does not answer itself goes to the first of them that does.
///
/// Weak, like UIKit's own delegate properties, and readable from any thread: UIKit may ask
/// `responds(to:)` where it likes, and its answer is cached when a delegate is set, so the
/// adapters set themselves again whenever one of these changes.
final class DelegateForwarding: @unchecked Sendable {
    private let lock = Lock()
    private var slots: [WeakObject] = []

    /// The app's objects that may answer, in the order they are asked.
    var targets: [AnyObject] {
        get { lock.withLock { slots.compactMap(\.object) } }
        set { lock.withLock { slots = newValue.map(WeakObject.init) } }
    }

    /// The object at `index` (in the order given), if it is still there.
    func target(at index: Int) -> AnyObject? {
        lock.withLock { index < slots.count ? slots[index].object : nil }
    }

    /// Replaces the object at `index`, keeping the others.
    func setTarget(_ object: AnyObject?, at index: Int) {
        lock.withLock {
            while slots.count <= index { slots.append(WeakObject(nil)) }
            slots[index] = WeakObject(object)
        }
    }

    /// The first of the app's objects for which `responds` holds: where a call the
    /// controller does not answer goes.
    func target(where responds: (AnyObject) -> Bool) -> AnyObject? {
        targets.first(where: responds)
    }
}

/// A weak reference.
private struct WeakObject {
    weak var object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
}
