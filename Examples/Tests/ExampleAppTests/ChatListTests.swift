import ExampleApp
import ListKit
import ListKitTesting
import Testing

/// Main-actor and `@Observable` view models in a list controller: changed in place, their
/// cells are reconfigured; in debug and in release.
@MainActor @Suite struct ChatListTests {
    /// Lets queued main-actor work run: `until` holds, or some turns and time went by (an
    /// observation reports in a task of its own, scheduled as the build's optimizer decides).
    func turns(until done: (() -> Bool)? = nil, atMost limit: Duration = .seconds(2)) async {
        let start = ContinuousClock.now
        for turn in 0... {
            await Task.yield()
            guard turn >= 20 else { continue }
            guard let done, !done(), ContinuousClock.now - start < limit else { return }
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    @Test("a main-actor view model changed in place is reconfigured, by updateItem or at the next apply")
    func threads() async {
        let lists = ChatLists()
        let view = SimulatedListView<ListSection<Int, ChatViewModel>>(data: [])
        var shown: [Int: String] = [:]
        view.configureCell = { shown[$0.id] = "\($0.title): \($0.unreadCount)" }
        view.attach(lists.threads)
        let models = [ChatViewModel(id: 1, title: "Team"), ChatViewModel(id: 2, title: "Family")]
        models[0].unreadCount = 3
        lists.show(models)
        await turns()
        #expect(shown == [1: "Team: 3", 2: "Family: 0"])
        lists.markRead(1)
        await turns()
        #expect(shown[1] == "Team: 0" && models[0].unreadCount == 0)
        models[1].title = "Home"
        lists.show(models)
        await turns()
        #expect(shown[2] == "Home: 0", "the same instance, changed in place, is seen by its snapshot")
        #expect(view.reconfiguredCount == 2 && view.violations.isEmpty)
    }

    #if canImport(Observation)
    @Test("an @Observable view model's cell follows it with no call to the list")
    func drafts() async {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
        let composers = [ComposerViewModel(), ComposerViewModel()]
        composers[1].id = 1
        let list = DraftList(composers)
        let view = SimulatedListView<ListSection<Int, ComposerViewModel>>(data: [])
        var shown: [Int: String] = [:]
        view.configureCell = { shown[$0.id] = $0.draft }
        view.attach(list.drafts)
        await turns()
        #expect(shown == [0: "", 1: ""])
        composers[1].draft = "See you"
        await turns { shown[1] == "See you" }
        #expect(shown[1] == "See you" && view.reconfiguredCount == 1)
        list.drafts.options.observesItemChanges = false
        composers[0].draft = "unseen"
        // Long enough for a report that must not come.
        await turns(until: { shown[0] != "" }, atMost: .milliseconds(500))
        #expect(shown[0] == "", "observation is off")
    }
    #endif
}
