import Foundation

/// A chat message. `debugInfo` exists only in debug builds, `source` names where the
/// message came from (a name the generated code must not confuse with its parameter).
// listgen: item(in: ChatRow)
public struct Message: Sendable {
    public let id: UUID
    public var text: String
    public var source: String
    public var isRead: Bool
    #if DEBUG
    public var debugInfo = ""
    #endif

    public init(id: UUID = UUID(), text: String, source: String = "app", isRead: Bool = false) {
        self.id = id
        self.text = text
        self.source = source
        self.isRead = isRead
    }
}

/// The day separator between messages: a row without a model.
// listgen: cases(in: ChatRow)
public enum ChatPlaceholder {
    case typingIndicator
}
