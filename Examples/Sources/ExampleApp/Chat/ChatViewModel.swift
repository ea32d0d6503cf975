/// A thread's view model: main-actor state, compared and hashed on the main actor, and
/// remembered by a snapshot of its content when a list shows it, so a change made to the
/// instance in place is still reconfigured. Its cell adopts `ConfigurableCell` by its own
/// `configure(with:)` (see `ChatThreadCell`).
// listgen: item(cell: ChatThreadCell)
// listgen: hashable
@MainActor
public final class ChatViewModel {
    public nonisolated let id: Int
    public var title: String
    public var unreadCount = 0

    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

#if canImport(Observation)
import Observation

/// The same shape with Observation (macOS 14, iOS 17): a cell showing it is reconfigured
/// when a property it read changes, with no call to the list.
// listgen: item
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable @MainActor
public final class ComposerViewModel {
    public var id = 0
    public var draft = ""

    public init() {}
}
#endif
