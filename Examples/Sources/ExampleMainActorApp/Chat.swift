import Foundation
import ListKit

// This target builds as Xcode 26 app targets do, with default main-actor isolation
// (`.defaultIsolation(MainActor.self)`): every type below is main-actor isolated without
// saying so. listgen's conformances for these plain value types are `nonisolated`, so the
// types still work where the diff runs off the main actor.

/// A chat message.
// listgen: item(in: ChatRow)
public struct ChatMessage {
    public var id: UUID
    public var text: String
    public var sentAt: Date

    public init(id: UUID = UUID(), text: String, sentAt: Date) {
        self.id = id
        self.text = text
        self.sentAt = sentAt
    }
}

/// A "new messages" divider between messages.
// listgen: item(in: ChatRow)
public struct UnreadDivider {
    public var id: String
    public var count: Int

    public init(id: String, count: Int) {
        self.id = id
        self.count = count
    }
}

/// Rows without a payload of their own.
// listgen: cases(in: ChatRow)
public enum ChatControl {
    case typingIndicator
}

/// One day of the conversation.
// listgen: section(items: rows)
public struct ChatDay {
    public var id: String
    public var title: String
    public var rows: [ChatRow]

    public init(id: String, title: String, rows: [ChatRow]) {
        self.id = id
        self.title = title
        self.rows = rows
    }
}

/// What the search field filters by.
// listgen: hashable
public struct ChatFilter {
    public var query: String
    public var unreadOnly: Bool

    public init(query: String, unreadOnly: Bool) {
        self.query = query
        self.unreadOnly = unreadOnly
    }
}
