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
    public var perform: @MainActor () async -> Void

    /// An action titled `title` that runs `perform`.
    public init(
        _ title: String, systemImage: String? = nil, style: Style = .normal, perform: @escaping @MainActor () async -> Void
    ) {
        self.title = title
        self.systemImage = systemImage
        self.style = style
        self.perform = perform
    }

    /// Runs the action, in a task of its own.
    @MainActor public func run() {
        let perform = perform
        Task { @MainActor in await perform() }
    }
}
