import ListKitTestSupport
import Testing

@testable import ListKit

/// Where a delegate call the list controller does not implement goes, and what happens when
/// the app's object behind it goes away while UIKit still holds the controller's answers: the
/// logic behind the UIKit adapters' `responds(to:)` and `forwardingTarget(for:)`, run against
/// a fake object model whose "associated objects" are stored properties, released after the
/// object's own `deinit` body, as the Objective-C runtime releases them after `dealloc`.
@Suite struct DelegateForwardingTests {
    @Test("a call goes to the object of its role: drag methods to the drag delegate, the rest to the delegate")
    func routingByRole() {
        let forwarding = DelegateForwarding(runtime: FakeRuntime())
        let delegate = AppObject(["scrollViewDidScroll:", "waterfall:heightForItemAtIndexPath:", "dragSessionWillBegin:"])
        let drag = AppObject(["dragItemsForBeginning:"])
        forwarding[.delegate] = delegate
        #expect(route(forwarding, "scrollViewDidScroll:") === delegate)
        #expect(route(forwarding, "waterfall:heightForItemAtIndexPath:") === delegate, "a custom layout's method")
        #expect(!forwarding.targetAnswers("dragSessionWillBegin:"), "the delegate is not the drag delegate")
        #expect(forwarding.route("dragSessionWillBegin:").isUnanswered)
        forwarding[.drag] = drag
        #expect(route(forwarding, "dragItemsForBeginning:") === drag)
        #expect(forwarding[.delegate] === delegate && forwarding[.drag] === drag && forwarding[.drop] == nil)
        forwarding[.delegate] = nil
        #expect(!forwarding.targetAnswers("scrollViewDidScroll:"))
    }

    @Test("the app's objects are held weakly, as UIKit holds delegates")
    func weak() {
        let forwarding = DelegateForwarding(runtime: FakeRuntime())
        do {
            let delegate = AppObject(["scrollViewDidScroll:"])
            forwarding[.delegate] = delegate
            #expect(forwarding[.delegate] === delegate)
        }
        #expect(forwarding[.delegate] == nil)
    }

    @Test("a method UIKit was told the app's object answers, called after the object is gone, is answered as a message to nil")
    func releasedObjectIsAnsweredAsNil() {
        let forwarding = DelegateForwarding(runtime: FakeRuntime())
        var delegate: AppObject? = AppObject(["scrollViewDidScroll:"], signatures: ["scrollViewDidScroll:": "v24@0:8@16"])
        forwarding[.delegate] = delegate
        // UIKit asks when the delegate is set, and caches the yes.
        #expect(forwarding.answers("scrollViewDidScroll:", implemented: false))
        delegate = nil
        // Before, nothing answered here: "unrecognized selector".
        guard case .released(let signature) = forwarding.route("scrollViewDidScroll:") else {
            Issue.record("a cached method of a released delegate reaches no one")
            return
        }
        #expect(signature == "v24@0:8@16")
        #expect(!forwarding.answers("scrollViewDidScroll:", implemented: false), "asked again, the controller says no")
    }

    @Test("a call during the object's own teardown, when weak references already read nil, is answered as a message to nil")
    func callDuringTeardown() {
        let forwarding = DelegateForwarding(runtime: FakeRuntime())
        let releases = Counter()
        forwarding.onRelease = { _ in releases.increment() }
        var routes: [String] = []
        do {
            let delegate = AppObject(["scrollViewDidScroll:"])
            forwarding[.delegate] = delegate
            #expect(forwarding.answers("scrollViewDidScroll:", implemented: false))
            // A view controller's dealloc tears its views down, and a scroll view may report
            // scrolling then; its associated objects (the watcher) go only afterwards.
            delegate.whileEnding = { [forwarding] in
                routes.append(forwarding.route("scrollViewDidScroll:").name)
                routes.append("reported \(releases.value)")
            }
        }
        #expect(routes == ["released", "reported 0"])
        #expect(releases.value == 1, "the watcher ends right after the teardown")
    }

    @Test("an object's release is reported once, for its role; an object replaced before it went is not")
    func releaseReports() {
        let forwarding = DelegateForwarding(runtime: FakeRuntime())
        let reported = Recorder<DelegateRole>()
        forwarding.onRelease = { reported.append($0) }
        var first: AppObject? = AppObject(["scrollViewDidScroll:"])
        let second = AppObject(["scrollViewDidScroll:"])
        forwarding[.delegate] = first
        forwarding[.delegate] = second
        #expect(first?.tiedCount == 0, "the replaced object no longer carries a watcher")
        first = nil
        #expect(reported.values.isEmpty)
        var drop: AppObject? = AppObject(["dropSessionDidUpdate:"])
        forwarding[.drop] = drop
        forwarding[.drop] = drop  // set again: one watcher, one report
        #expect(drop?.tiedCount == 1)
        drop = nil
        #expect(reported.values == [.drop])
        #expect(forwarding[.delegate] === second)
    }

    @Test("a release on another thread is reported there, with no lock held: the handler may use the forwarding")
    func releaseOnAnotherThread() async {
        let forwarding = DelegateForwarding(runtime: FakeRuntime())
        let seen = Recorder<String>()
        forwarding.onRelease = { [forwarding] role in
            seen.append("\(role) \(forwarding[role] == nil) \(forwarding.answers("scrollViewDidScroll:", implemented: false))")
        }
        await Task.detached {
            let delegate = AppObject(["scrollViewDidScroll:"])
            forwarding[.delegate] = delegate
            _ = forwarding.answers("scrollViewDidScroll:", implemented: false)
        }.value
        #expect(seen.values == ["delegate true false"])
    }

    @Test("a method never said to be answered stays unanswered, so a real programming error still raises")
    func neverToldIsUnanswered() {
        let forwarding = DelegateForwarding(runtime: FakeRuntime())
        let delegate = AppObject(["scrollViewDidScroll:"])
        forwarding[.delegate] = delegate
        #expect(forwarding.route("scrollViewDidZoom:").isUnanswered)
        #expect(route(forwarding, "scrollViewDidScroll:") === delegate, "routing needs no earlier responds(to:)")
    }

    @Test("a withheld method is not answered, even though the controller implements it and the app's object answers it")
    func withheld() {
        let forwarding = DelegateForwarding(runtime: FakeRuntime())
        let delegate = AppObject(["tableView:viewForHeaderInSection:"])
        forwarding[.delegate] = delegate
        forwarding.withheld = ["tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:"]
        #expect(!forwarding.answers("tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:", implemented: true))
        #expect(forwarding.answers("tableView:viewForHeaderInSection:", implemented: true))
        #expect(forwarding.answers("tableView:didSelectRowAtIndexPath:", implemented: true))
    }

    @Test("the app's objects carry no watcher of a controller that is gone")
    func watchersEndWithTheForwarding() {
        let delegate = AppObject(["scrollViewDidScroll:"])
        let drag = AppObject(["dragItemsForBeginning:"])
        do {
            let forwarding = DelegateForwarding(runtime: FakeRuntime())
            forwarding[.delegate] = delegate
            forwarding[.drag] = drag
            #expect(delegate.tiedCount == 1 && drag.tiedCount == 1)
        }
        #expect(delegate.tiedCount == 0 && drag.tiedCount == 0)
    }

    @Test("seeded: objects set, replaced and released across roles; routes and reports match a model", arguments: [1, 2, 3] as [UInt64])
    func randomizedRolesAndReleases(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let forwarding = DelegateForwarding(runtime: FakeRuntime())
        let reported = Recorder<DelegateRole>()
        forwarding.onRelease = { reported.append($0) }
        let methods: [DelegateRole: [String]] = [
            .delegate: ["scrollViewDidScroll:", "collectionView:layout:sizeForItemAtIndexPath:"],
            .prefetching: ["prefetchCancel:"], .drag: ["dragPreview:"], .drop: ["dropSessionDidEnd:"],
        ]
        var held: [AppObject] = []  // the app's strong references
        var holder: [DelegateRole: ObjectIdentifier] = [:]  // the model: which object holds each role
        var told: Set<String> = []
        var reportsSoFar = 0
        for _ in 0..<3_000 {
            var expectedReports: [DelegateRole] = []
            let role = DelegateRole.allCases[random.below(DelegateRole.allCases.count)]
            let roleMethods = methods[role] ?? []
            switch random.below(5) {
            case 0:  // a new object, answering some of the role's methods
                let object = AppObject(Set(roleMethods.filter { _ in random.below(2) == 0 }))
                held.append(object)
                forwarding[role] = object
                holder[role] = ObjectIdentifier(object)
            case 1 where !held.isEmpty:  // an object the app holds takes the role
                let object = held[random.below(held.count)]
                forwarding[role] = object
                holder[role] = ObjectIdentifier(object)
            case 2:
                forwarding[role] = nil
                holder[role] = nil
            case 3 where !held.isEmpty:  // the app lets one object go
                let object = held.remove(at: random.below(held.count))
                let id = ObjectIdentifier(object)
                for (role, holding) in holder where holding == id {
                    holder[role] = nil
                    expectedReports.append(role)
                }
            default:  // UIKit asks about a method, then calls it
                guard let method = roleMethods.randomElement(using: &random) else { continue }
                let object = holder[role].flatMap { id in held.first { ObjectIdentifier($0) == id } }
                let answers = object?.answers.contains(method) == true
                #expect(forwarding.answers(method, implemented: false) == answers)
                if answers { told.insert(method) }
                switch forwarding.route(method) {
                case .target(let target): #expect(answers && target === object)
                case .released: #expect(!answers && told.contains(method))
                case .unanswered: #expect(!answers && !told.contains(method))
                }
            }
            let reports = reported.values.dropFirst(reportsSoFar)
            reportsSoFar += reports.count
            #expect(Set(reports) == Set(expectedReports) && reports.count == expectedReports.count)
        }
    }

    private func route(_ forwarding: DelegateForwarding<FakeRuntime>, _ method: String) -> AppObject? {
        guard case .target(let object) = forwarding.route(method) else { return nil }
        return object as? AppObject
    }
}

/// An object model like the Objective-C runtime's, for the forwarding: methods are names, an
/// object answers the names it lists, and a method's role is told by its name.
struct FakeRuntime: DelegateRuntime {
    func role(of method: String) -> DelegateRole {
        if method.hasPrefix("drag") { return .drag }
        if method.hasPrefix("drop") { return .drop }
        if method.hasPrefix("prefetch") { return .prefetching }
        return .delegate
    }

    func object(_ object: AnyObject, answers method: String) -> Bool {
        (object as? AppObject)?.answers.contains(method) == true
    }

    func signature(of method: String, in object: AnyObject) -> String? {
        (object as? AppObject)?.signatures[method] ?? "v@:@"
    }

    func tie(_ watcher: AnyObject?, to object: AnyObject, key: AnyObject) {
        (object as? AppObject)?.tie(watcher, key: key)
    }
}

/// One of the app's delegates: the methods it implements, and "associated objects" that end
/// after its `deinit` body, as the runtime's end after `dealloc`.
final class AppObject: @unchecked Sendable {
    let answers: Set<String>
    let signatures: [String: String]
    /// Runs at the start of the object's teardown (weak references to it read nil by then).
    var whileEnding: (() -> Void)?
    private let lock = Lock()
    private var tied: [ObjectIdentifier: AnyObject] = [:]

    init(_ answers: Set<String>, signatures: [String: String] = [:]) {
        self.answers = answers
        self.signatures = signatures
    }

    deinit { whileEnding?() }

    var tiedCount: Int { lock.withLock { tied.count } }

    func tie(_ watcher: AnyObject?, key: AnyObject) {
        // The replaced watcher ends here, outside the lock, as the runtime releases it.
        let replaced = lock.withLock { () -> AnyObject? in
            defer { tied[ObjectIdentifier(key)] = watcher }
            return tied[ObjectIdentifier(key)]
        }
        _ = replaced
    }
}

/// A thread-safe list of what happened.
final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var list: [Value] = []
    var values: [Value] { lock.withLock { list } }
    func append(_ value: Value) { lock.withLock { list.append(value) } }
}

/// A thread-safe count.
final class Counter: @unchecked Sendable {
    private let lock = Lock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}

extension DelegateForwarding.Route {
    var isUnanswered: Bool {
        if case .unanswered = self { return true }
        return false
    }

    var name: String {
        switch self {
        case .target: "target"
        case .released: "released"
        case .unanswered: "unanswered"
        }
    }
}
