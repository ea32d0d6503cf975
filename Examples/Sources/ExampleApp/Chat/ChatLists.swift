import ListKit

/// The chat screen's lists, kept by their view models: `@MainActor` classes, with isolated
/// conformances, changed in place. Nothing here is `Sendable`, and nothing needs to be.
@MainActor
public final class ChatLists {
    /// The threads: `ChatViewModel`s, one section.
    public let threads = ListController<ListSection<Int, ChatViewModel>>()

    public init() {}

    /// Shows `models` in order.
    public func show(_ models: [ChatViewModel]) {
        threads.apply([ListSection(id: 0, elements: models)])
    }

    /// Marks a thread read: its view model changes in place, and its cell is reconfigured.
    public func markRead(_ id: Int) {
        threads.updateItem(withID: id) { $0.unreadCount = 0 }
    }
}

#if canImport(Observation)
/// Drafts being written, as `@Observable` view models: a cell reconfigures by itself when
/// the draft it shows changes.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
public final class DraftList {
    public let drafts = ListController<ListSection<Int, ComposerViewModel>>()

    public init(_ composers: [ComposerViewModel]) {
        drafts.apply([ListSection(id: 0, elements: composers)])
    }
}
#endif

#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The thread cell: it has its own `configure(with:)`, by which listgen adopts it.
public final class ChatThreadCell: UICollectionViewListCell {
    public func configure(with thread: ChatViewModel) {
        var content = defaultContentConfiguration()
        content.text = thread.title
        content.secondaryText = thread.unreadCount > 0 ? "\(thread.unreadCount) unread" : nil
        contentConfiguration = content
    }
}

/// The screen: the generated binding registers and dequeues `ChatThreadCell`.
public final class ChatViewController: UICollectionViewController {
    private lazy var list = CollectionListController<ListSection<Int, ChatViewModel>>(collectionView: collectionView)

    public func show(_ threads: [ChatViewModel]) {
        collectionView.collectionViewLayout = list.listLayout()
        list.apply([ListSection(id: 0, elements: threads)])
    }
}
#endif
