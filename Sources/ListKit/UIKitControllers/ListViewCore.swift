#if canImport(UIKit) && !os(watchOS)
import Foundation

/// The logic both list controllers share, written once over the kind of view
/// (`ListViewAdapterKind`): the data source and the delegate, the forwarding to the app's own
/// objects, and the typed hooks (menus, swipe actions, the empty view, cells and supplementary
/// views). A list controller holds one and declares the methods UIKit calls, each a call into
/// it; `ListViewAdapter` gives both the members apps use.
///
/// The app's objects hear of every call the core answers, after it; its hooks come first where
/// both could answer (a menu, swipe actions, a header), and the app's delegate decides where
/// only it has a say (an editing style, a refinement of the move target).
@MainActor
final class ListViewCore<Section: DiffableSection, Kind: ListViewAdapterKind> {
    typealias Item = Section.Element

    /// The view.
    let view: Kind.View
    /// The data, the requests and the edit rules.
    let controller: ListController<Section>
    /// Applies the controller's batches to the view.
    let updater: ListViewUpdater<Kind>
    /// The app's own objects by role, and where the calls the controller does not implement go.
    let forwarding: DelegateForwarding<ObjCDelegateRuntime>
    /// Of the methods implemented for hooks, those not answered for now (see
    /// `DelegateMethodRules`), given which hooks are set and what the app's delegate answers.
    private let withheldMethods: @MainActor (ListViewHooksSet, (ObjCMethod) -> Bool) -> Set<ObjCMethod>
    /// The list controller the view calls, once connected.
    private weak var adapter: Kind.Adapter?

    /// Shown behind the list while it shows no item.
    var emptyView: Kind.BackgroundView? {
        didSet { showEmptyView(controller.isEmpty) }
    }

    /// The keys of the cell and supplementary view registrations made on the view.
    var registered: Set<String> = []
    /// The configured cell of an item.
    var cellProvider: ((ListCellDequeuer<Kind>, Item, IndexPath) -> Kind.Cell)?
    /// The configured supplementary view of a section, by kind.
    var supplementaryProviders: [String: (ListCellDequeuer<Kind>, Section, IndexPath) -> Kind.SupplementaryView?] = [:] {
        didSet { hooksChanged() }
    }
    /// How the app's supplementary views of each kind are configured again in place, given a
    /// view the list shows (false when it is not of the registered type).
    var supplementaryConfigurations: [String: (Kind.SupplementaryView, Section) -> Bool] = [:]
    /// The kinds of supplementary views registered on the view, by the app or generated bindings.
    var supplementaryKinds: Set<String> = []
    /// The supplementary views of generated bindings, for kinds without a provider.
    var generatedSupplementaryViews: GeneratedSupplementaryViews<Kind, Section>?

    /// The search field's updater (``ListViewAdapter/searches(in:placeholder:_:)``), which the
    /// search controller holds weakly.
    var searchUpdater: AnyObject?
    /// The running refresh (``ListViewAdapter/refreshes(_:)``), cancelled with the controller.
    let refreshTask = OwnedTask()
    /// Which hooks were set when UIKit was last told what the controller answers.
    private var hooksAttached: ListViewHooksSet?

    /// A core for `view` showing `sections`, whose batches `updater` applies; `delegateMethods`
    /// says where forwarded calls go and which methods are answered when.
    init<Methods: ListViewDelegateMethods>(
        view: Kind.View, sections: [Section], updater: ListViewUpdater<Kind>, delegateMethods: Methods.Type
    ) {
        self.view = view
        controller = ListController(sections: sections)
        self.updater = updater
        forwarding = DelegateForwarding(runtime: Methods.runtime)
        withheldMethods = Methods.withheld
    }

    /// Makes `adapter`, the list controller holding this core, the view's data source and
    /// delegates, the controller's host, and the one told when the app's objects go away; then
    /// uses the items' and sections' generated bindings, if they have them.
    func connect(_ adapter: Kind.Adapter) {
        self.adapter = adapter
        controller.host = updater
        controller.adapterEmptinessChanged = { [weak self] in self?.showEmptyView($0) }
        controller.hooksChanged = { [weak self] in self?.hooksChanged() }
        updater.refreshesSupplementaryViewsInPlace = { [weak self] in self?.refreshSupplementaryViewsInPlace(inSections: $0) ?? $0 }
        Kind.connect(adapter, to: view)
        let released: @MainActor @Sendable (DelegateRole) -> Void = { [weak self] in self?.appObjectReleased($0) }
        forwarding.onRelease = { role in runOnMainActor { released(role) } }
        attach()
        useGeneratedBindings()
    }

    // MARK: The app's objects

    /// The app's delegate.
    var delegate: Kind.Delegate? { forwarding[.delegate] as? Kind.Delegate }
    /// The app's prefetching data source.
    var prefetchDataSource: Kind.PrefetchDataSource? { forwarding[.prefetching] as? Kind.PrefetchDataSource }
    /// The app's drag delegate.
    var dragDelegate: Kind.DragDelegate? { forwarding[.drag] as? Kind.DragDelegate }
    /// The app's drop delegate.
    var dropDelegate: Kind.DropDelegate? { forwarding[.drop] as? Kind.DropDelegate }

    /// Makes `object` the app's object in `role`, and lets UIKit ask afresh.
    func setAppObject(_ object: AnyObject?, as role: DelegateRole) {
        forwarding[role] = object
        attach()
    }

    /// Whether the controller answers `selector` (see `DelegateForwarding.answers`): asked by
    /// UIKit, on any thread.
    nonisolated func responds(to selector: Selector?, implemented: Bool) -> Bool {
        forwarding.responds(to: selector, implemented: implemented)
    }

    /// Where a call the controller does not implement goes (see `DelegateForwarding.route`).
    nonisolated func forwardingTarget(for selector: Selector?) -> Any? {
        forwarding.forwardingTarget(for: selector)
    }

    /// Sets the controller as the view's delegates again: UIKit asks `responds(to:)` when a
    /// delegate is set and caches the answers, which change with the app's objects (set or
    /// released) and the controller's hooks. Drag and drop delegates only while the app has
    /// its own, or the controller takes drops onto items (``ListHooks/canDrop``).
    private func attach() {
        forwarding.withheld = withheldNow()
        hooksAttached = hooksSet()
        guard let adapter else { return }
        let dropsOnto = hooksAttached?.dropsOnto ?? false
        Kind.attach(adapter, to: view, drag: forwarding[.drag] != nil || dropsOnto, drop: forwarding[.drop] != nil || dropsOnto)
    }

    /// A hook was set or cleared: UIKit is told again when that changes what the controller
    /// answers.
    private func hooksChanged() {
        if withheldNow() != forwarding.withheld || hooksSet().dropsOnto != hooksAttached?.dropsOnto { attach() }
    }

    private func withheldNow() -> Set<ObjCMethod> {
        withheldMethods(hooksSet()) { [forwarding] in forwarding.target(in: .delegate, answers: $0.selector) }
    }

    /// Which hooks are set: the controller's actions (``ListHooks/menuActions``,
    /// ``ListHooks/leadingActions``, ``ListHooks/trailingActions``) and the kinds of
    /// supplementary views the list makes.
    private func hooksSet() -> ListViewHooksSet {
        let hooks = controller.hooks
        return ListViewHooksSet(
            contextMenu: hooks.menuActions != nil,
            leadingSwipeActions: hooks.leadingActions != nil,
            trailingSwipeActions: hooks.trailingActions != nil,
            dropsOnto: hooks.canDrop != nil,
            supplementaryKinds: Set(supplementaryProviders.keys))
    }

    /// The number of sections shown, for the data source.
    var numberOfSections: Int { controller.numberOfSections }

    /// An object of the app's went away: UIKit asks afresh at once, and the kind of view does
    /// what else it needs when it was the delegate.
    private func appObjectReleased(_ role: DelegateRole) {
        attach()
        if role == .delegate { Kind.appDelegateReleased(in: view) }
    }

    /// Shows the empty view while the list shows no item.
    func showEmptyView(_ isEmpty: Bool) {
        Kind.showBackgroundView(isEmpty ? emptyView : nil, in: view)
    }
}

/// Which of a list controller's hooks are set, for the delegate methods answered only while
/// one is (see `DelegateMethodRules`).
struct ListViewHooksSet: Equatable {
    var contextMenu: Bool
    var leadingSwipeActions: Bool
    var trailingSwipeActions: Bool
    /// Whether the controller takes drops onto items.
    var dropsOnto: Bool
    /// The kinds of supplementary views the controller makes.
    var supplementaryKinds: Set<String>
}

/// The delegate methods of a kind of view that its list controller treats by UIKit's rules,
/// and where its forwarded calls go.
protocol ListViewDelegateMethods {
    /// Which protocols name each role's methods.
    static var runtime: ObjCDelegateRuntime { get }
    /// Of the methods the controller implements for its hooks, those it does not answer, with
    /// `hooks` set and the app's delegate answering what `appAnswers` says.
    @MainActor static func withheld(_ hooks: ListViewHooksSet, appAnswers: (ObjCMethod) -> Bool) -> Set<ObjCMethod>
}
#endif
