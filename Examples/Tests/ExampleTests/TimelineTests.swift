import ExampleFeed
import ListKit
import ListKitTesting
import Testing

/// The second target: a hand-written wrapper enum (`listgen: wrapper`) over two item
/// types, inside day sections.
@MainActor
@Suite struct TimelineTests {
    @Test func daysAnimateAcrossSectionsThroughTheSimulatedView() {
        let hello = Post(id: "p1", body: "Hello", likes: 0)
        let reading = Event(id: "e1", title: "Reading group")
        let talk = Event(id: "e2", title: "Author talk")
        let old = [
            Day(date: "2026-11-21", entries: [.post(hello), .event(reading)]),
            Day(date: "2026-11-22", entries: [.event(talk)]),
        ]
        let new = [
            Day(date: "2026-11-22", entries: [.event(talk), .post(Post(id: "p1", body: "Hello", likes: 3))]),
            Day(date: "2026-11-23", entries: [.event(reading)]),
        ]
        let changes = SectionedChangeset(from: old, to: new)
        #expect(changes.sectionDeletes == [0])
        #expect(changes.sectionInserts == [1])
        // The liked post moves out of the deleted day and changes content; the reading
        // group moves into the new day: moves, never delete plus insert.
        #expect(changes.itemMoves.count == 2)
        #expect(changes.itemUpdates == [PositionPair(source: ItemPath(item: 0, section: 0), target: ItemPath(item: 1, section: 0))])
        #expect(changes.itemDeletes.isEmpty && changes.itemInserts.isEmpty)

        let view = SimulatedListView(data: old)
        view.reload(using: StagedChangeset(sectionsFrom: old, to: new)) { view.data = $0 }
        #expect(view.violations.isEmpty)
        #expect(view.displaysData, "\(view.firstDifference() ?? "")")
    }

    @Test func aPostAndAnEventWithTheSameKeyAreDifferentEntries() {
        let post = TimelineEntry.post(Post(id: "x1", body: "Hello", likes: 1))
        let event = TimelineEntry.event(Event(id: "x1", title: "Hello"))
        #expect(post.id != event.id)
        #expect(!post.isContentEqual(to: event))
        #expect(event.isContentEqual(to: .event(Event(id: "x1", title: "Hello"))))
        #expect(!event.isContentEqual(to: .event(Event(id: "x1", title: "Hello", isCancelled: true))))
    }
}
