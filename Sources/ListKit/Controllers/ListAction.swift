/// Something the user can do to an item, offered where the platform offers actions: a swipe
/// action (``ListHooks/leadingActions``, ``ListHooks/trailingActions``) or a context menu item
/// (``ListHooks/menuActions``). One description serves all three, so a screen writes each
/// action once; the adapters turn it into `UIContextualAction` or `UIAction`.
///
/// ```swift
/// list.controller.trailingActions = { [service] conversation in
///     [ListAction("Archive", style: .destructive) { await service.archive(conversation.id) }]
/// }
/// ```
public struct ListAction {
    /// How an action looks.
    public enum Style: Hashable, Sendable {
        /// A plain action.
        case normal
        /// An action that removes or destroys something (red; a swipe's destructive action).
        case destructive
    }

    /// The action's title.
    public var title: String
    /// The name of an SF Symbol shown with it, if any.
    public var systemImage: String?
    /// How it looks.
    public var style: Style
    /// What it does: started on the main actor when the user picks the action (its first
    /// statements run before anything else the main actor does next, so a change it makes to
    /// the list shows as the action's own result).
    var perform: @MainActor () async -> Void
    /// The tasks of the list that offered the action: its run is cancelled when that list's
    /// controller goes away, and does not start once it has.
    private weak var owner: ListTasks?
    private var hasOwner = false

    /// An action titled `title` that runs `perform`.
    public init(
        _ title: String, systemImage: String? = nil, style: Style = .normal, perform: @escaping @MainActor () async -> Void
    ) {
        self.title = title
        self.systemImage = systemImage
        self.style = style
        self.perform = perform
    }

    /// Runs the action, in a task of its own: one that ends with the list controller that
    /// offered the action (it is cancelled when the controller goes away, and does not start
    /// after).
    @MainActor public func run() {
        let perform = perform
        guard hasOwner else {
            Task { @MainActor in await perform() }
            return
        }
        owner?.start { await perform() }
    }

    /// The action as the list whose `tasks` run it offers it.
    func owned(by tasks: ListTasks) -> ListAction {
        var owned = self
        owned.owner = tasks
        owned.hasOwner = true
        return owned
    }
}
