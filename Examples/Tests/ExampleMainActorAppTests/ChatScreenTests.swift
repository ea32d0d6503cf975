import ExampleMainActorApp
import Foundation
import ListKit
import ListKitTesting
import Testing

/// Types of a default-main-actor target, diffed on and off the main actor.
@MainActor @Suite struct ChatScreenTests {
    func day(_ id: String, messages: Int, typing: Bool = false) -> ChatDay {
        let start = Date(timeIntervalSince1970: 0)
        var rows: [ChatRow] = (0..<messages).map {
            .chatMessage(
                ChatMessage(
                    id: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", $0)) ?? UUID(),
                    text: "message \($0)", sentAt: start))
        }
        rows.insert(.unreadDivider(UnreadDivider(id: "\(id)-unread", count: 2)), at: min(2, rows.count))
        if typing { rows.append(.typingIndicator) }
        return ChatDay(id: id, title: id, rows: rows)
    }

    @Test("a small change animates on the main actor; a large one is diffed in the background")
    func showsBothWays() async {
        let model = ChatScreenModel()
        let view = SimulatedListView<ChatDay>(data: [])
        view.attach(model.controller)
        await model.show([day("mon", messages: 3)])
        await model.show([day("mon", messages: 4, typing: true)])
        #expect(view.violations.isEmpty && view.displaysData)
        #expect(view.displayed.first?.rows.last?.isTypingIndicator == true)
        // Above the controller's background threshold: the diff runs off the main actor.
        await model.show([day("mon", messages: 3_000), day("tue", messages: 2_000)])
        await model.show([day("mon", messages: 2_990), day("tue", messages: 2_010, typing: true)])
        #expect(view.violations.isEmpty && view.displaysData)
        #expect(view.displayed.map(\.rows.count) == [2_991, 2_012])
    }

    @Test("generated equality and hashing of a default-main-actor type")
    func hashable() {
        let filter = ChatFilter(query: "a", unreadOnly: true)
        #expect(Set([filter, ChatFilter(query: "a", unreadOnly: true), ChatFilter(query: "a", unreadOnly: false)]).count == 2)
    }
}
