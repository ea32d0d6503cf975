/// The screen's view model: main-actor state, compared and hashed on the main actor.
// listgen: item
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

/// The same shape with Observation (macOS 14, iOS 17).
// listgen: item
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable @MainActor
public final class ComposerViewModel {
    public var id = 0
    public var draft = ""

    public init() {}
}
#endif
