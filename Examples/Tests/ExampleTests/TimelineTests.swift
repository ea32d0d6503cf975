import ExampleFeed
import ExampleModels
import ListKit
import ListKitTesting
import Testing

/// The second target: a hand-written wrapper enum (`listgen: wrapper`) over two local item
/// types and one from ExampleModels, inside day sections.
@MainActor
@Suite struct TimelineTests {
    @Test func daysAnimateAcrossSectionsThroughTheSimulatedView() {
        let hello = Post(id: "p1", body: "Hello", likes: 0)
        let reading = Event(id: "e1", title: "Reading group")
        let talk = Event(id: "e2", title: "Author talk")
        let old = [
            Day(date: "2026-11-21", entries: [.post(hello), .event(reading)]),
            Day(date: "2026-11-22", entries: [.event(talk), .book(Books.cosmos)]),
        ]
        let new = [
            Day(date: "2026-11-22", entries: [.event(talk), .post(Post(id: "p1", body: "Hello", likes: 3))]),
            Day(date: "2026-11-23", entries: [.event(reading), .book(Books.cosmos)]),
        ]
        let changes = SectionedChangeset(sectionsFrom: old, to: new)
        #expect(changes.sectionDeletes == [0])
        #expect(changes.sectionInserts == [1])
        // The liked post moves out of the deleted day and changes content; the reading
        // group and Cosmos move into the new day: moves, never delete plus insert. The talk
        // stays first in its surviving day, so it does not move.
        func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }
        #expect(
            changes.itemMoves == [
                PositionPair(source: path(0, 0), target: path(0, 1)),
                PositionPair(source: path(0, 1), target: path(1, 0)),
                PositionPair(source: path(1, 1), target: path(1, 1)),
            ])
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
        // A book whose ISBN equals a post's ID is still another entry.
        #expect(TimelineEntry.book(Book(isbn: "x1", title: "Hello", author: "A")).id != post.id)
    }
}
