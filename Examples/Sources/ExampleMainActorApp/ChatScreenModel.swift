import ListKit

/// The screen's logic: a `ListController` needs `Sendable` sections whose conformances can
/// be used off the main actor, where it diffs large lists.
public final class ChatScreenModel {
    public let controller = ListController<ChatDay>()

    public init() {}

    /// Shows `days` and returns once they are on screen.
    public func show(_ days: [ChatDay]) async {
        controller.apply(days)
        await controller.waitUntilShown()
    }
}
