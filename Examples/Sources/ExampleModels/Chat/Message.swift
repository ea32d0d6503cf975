import Foundation

/// A chat message: sent by this user or another, pending until the server confirms it under
/// its own ID.
// listgen: item
public struct Message: Sendable {
    public var id: String
    public var text: String
    public var sentAt: Date
    public var isMine: Bool
    public var isPending: Bool

    public init(id: String, text: String, sentAt: Date, isMine: Bool, isPending: Bool = false) {
        self.id = id
        self.text = text
        self.sentAt = sentAt
        self.isMine = isMine
        self.isPending = isPending
    }
}
