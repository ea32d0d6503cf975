import Foundation
import ListKit
import ListKitTesting
import Testing

/// The golden inputs compiled with their expected generated code: these tests fail to build
/// when a golden file does not compile, and check that the generated identity and content
/// equality drive ListKit's diff as intended.
@Suite struct GeneratedCodeDiffTests {
    @Test("ignored properties do not count as content changes; others are updates")
    func structItems() {
        let old = [Song(id: 1, title: "A", artist: "X", duration: 1), Song(id: 2, title: "B", artist: "Y", duration: 2)]
        var new = old
        new[0].thumbnail = Data([1])
        #expect(Changeset(from: old, to: new).isEmpty)
        new[1].title = "B2"
        let changes = Changeset(from: old, to: new)
        #expect(changes.updates.map(\.source) == [1])
        #expect(changes.inserts.isEmpty && changes.deletes.isEmpty)
    }

    @Test("an ID alias identifies class items; ignored properties are skipped")
    func classItems() {
        let a = Novel(isbn: "1", title: "Dune", pages: 400)
        let b = Novel(isbn: "1", title: "Dune", pages: 401, coverURL: URL(string: "https://example.com"))
        #expect(a.id == "1")
        #expect(!a.isContentEqual(to: b))
        let c = Novel(isbn: "1", title: "Dune", pages: 400, coverURL: URL(string: "https://example.com"))
        #expect(a.isContentEqual(to: c))
        let changes = Changeset(from: [a], to: [b, Novel(isbn: "2", title: "Emma", pages: 300)])
        #expect(changes.updates.count == 1 && changes.inserts == [1])
    }

    @Test("a marked ID on a non-final class, and generated Equatable")
    func nonFinalClass() {
        let a = Account(handle: "@a", displayName: "A", followers: 1)
        let b = Account(handle: "@a", displayName: "A", followers: 2)
        #expect(a.id == "@a")
        #expect(a != b)
        #expect(!a.isContentEqual(to: b))
        #expect(a == Account(handle: "@a", displayName: "A", followers: 1))
    }

    @Test("identity-only Hashable: equal IDs are equal values, content still compared")
    func identityHashable() {
        let id = UUID()
        let a = Contact(id: id, name: "A", email: "a@x")
        let b = Contact(id: id, name: "B", email: "a@x")
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b]).count == 1)
        #expect(!a.isContentEqual(to: b))
        let c = Coordinate(latitude: 1, longitude: 2, lastSeen: Date(timeIntervalSince1970: 0))
        let d = Coordinate(latitude: 1, longitude: 2, lastSeen: Date(timeIntervalSince1970: 5))
        #expect(c == d && c.hashValue == d.hashValue)
    }

    @Test("a generated section diffs its own content and its items")
    func sections() {
        let old = [Playlist(id: "p", name: "Mix", songs: [Song(id: 1, title: "A", artist: "X", duration: 1)])]
        var new = old
        new[0].songs.append(Song(id: 2, title: "B", artist: "X", duration: 1))
        let changes = SectionedChangeset(sectionsFrom: old, to: new)
        #expect(changes.itemInserts == [ItemPath(item: 1, section: 0)])
        #expect(changes.sectionUpdates.isEmpty)
        new[0].name = "Mix 2"
        #expect(SectionedChangeset(sectionsFrom: old, to: new).sectionUpdates.count == 1)
        let rebuilt = Playlist(source: old[0], elements: [])
        #expect(rebuilt.id == "p" && rebuilt.name == "Mix" && rebuilt.elements.isEmpty)
    }

    @Test("enum items: self identity, and case-by-case content with an explicit id")
    func enums() {
        #expect(Filter.all.id == .all)
        let old: [Attachment] = [.text("a"), .divider, .image(url: URL(fileURLWithPath: "/x"), width: 10)]
        let new: [Attachment] = [.divider, .text("a"), .image(url: URL(fileURLWithPath: "/x"), width: 10)]
        let changes = Changeset(from: old, to: new)
        #expect(changes.updates.isEmpty && changes.inserts.isEmpty && changes.deletes.isEmpty)
        // Survivors' targets in old order are [1, 0, 2]: divider and image stay, the text moves.
        #expect(changes.moves == [PositionPair(source: 0, target: 1)])
        #expect(Attachment.image(url: URL(fileURLWithPath: "/x"), width: 1) != .image(url: URL(fileURLWithPath: "/x"), width: 2))
        #expect(Attachment.divider == .divider)
        #expect(Set<Shape>([.circle(radius: 1), .circle(radius: 1), .rectangle(1, 2), .rectangle(2, 1), .point]).count == 4)
        #expect(Shape.rectangle(1, 2).hashValue == Shape.rectangle(1, 2).hashValue)
    }

    @Test("wrappers keep equal IDs of different types apart")
    func wrappers() {
        let old: [Timeline] = [.photo(Photo(id: 1, caption: "a")), .comment(Comment(id: 1, text: "b"))]
        #expect(old[0].id != old[1].id)
        let new: [Timeline] = [
            .comment(Comment(id: 1, text: "b2")), .photo(Photo(id: 1, caption: "a")),
            .story(TimelineStoryItem(id: "s", title: "t")),
        ]
        let changes = Changeset(from: old, to: new)
        #expect(changes.deletes.isEmpty)
        #expect(changes.inserts == [2])
        #expect(changes.updates == [PositionPair(source: 1, target: 0)])
        #expect(changes.moves == [PositionPair(source: 0, target: 1)])
        let user: [NewsRow] = [.headline(Headline(id: 1, title: "a")), .advert(Advert(id: "1", sponsor: "s"))]
        #expect(user[0].id != user[1].id)
        #expect(Changeset(from: user, to: user.reversed()).moves == [PositionPair(source: 0, target: 1)])
        #expect(Mixed.urlPreview(URLPreview(id: "u", host: "h")).id == .urlPreview("u"))
    }

    @Test("a wrapper over Sendable members, and its ID, cross into a task (compiles only if both are Sendable)")
    func sendableWrappers() async {
        let note = Note(id: UUID(), body: "a")
        let old: [Board] = [.note(note), .link(Link(slug: "s", url: URL(fileURLWithPath: "/a"))), .divider(.thin)]
        let new: [Board] = [.divider(.thin), .note(Note(id: note.id, body: "b"))]
        let (changes, changedIDs) = await Task.detached {
            (Changeset(from: old, to: new), ChangedIDs.between(from: old, to: new))
        }.value
        #expect(changes.deletes == [1])
        #expect(changes.moves == [PositionPair(source: 0, target: 1)])
        #expect(changedIDs == [Board.ID.note(note.id)])
        let pins: [Pinboard] = [.pin(Pin(id: PinID(raw: 1), label: "x")), .divider(.thick)]
        let count = await Task.detached { Changeset(from: pins, to: pins.reversed()).moves.count }.value
        #expect(count == 1)
    }

    @Test("a section of wrapped items animates cleanly in a simulated list view")
    @MainActor func simulatedListView() throws {
        let first = [
            TimelineSection(id: 0, items: [.photo(Photo(id: 1, caption: "a")), .comment(Comment(id: 1, text: "b"))]),
            TimelineSection(id: 1, items: [.story(TimelineStoryItem(id: "s", title: "t"))]),
        ]
        let second = [
            TimelineSection(id: 1, items: []),
            TimelineSection(
                id: 0,
                items: [
                    .comment(Comment(id: 1, text: "c")), .story(TimelineStoryItem(id: "s", title: "t")),
                    .photo(Photo(id: 1, caption: "a")),
                ]),
        ]
        let view = SimulatedListView(data: first)
        let staged = StagedChangeset(sectionsFrom: view.displayed, to: second)
        view.reload(using: staged) { view.data = $0 }
        try #require(view.violations.isEmpty, "\(view.violations)")
        #expect(view.displaysData)
    }

    @Test("generics, access levels and marker protocols")
    func genericsAndMarkers() {
        let box = Box(id: 1, value: "x")
        #expect(!box.isContentEqual(to: Box(id: 1, value: "y")))
        let pair = Pair(id: "p", left: 1, right: ["a"])
        #expect(pair.isContentEqual(to: Pair(id: "p", left: 1, right: ["a"])))
        #expect(Outer<Int>.Cell(id: 1, elements: [1]).isContentEqual(to: Outer<Int>.Cell(id: 1, elements: [1])))
        #expect(Tagged(tag: "a", count: 1) != Tagged(tag: "b", count: 1))
        let group = Group<Int>(id: 1, title: "g", items: [Box(id: 1, value: 1)])
        #expect(Group(source: group, elements: []).items.isEmpty)
        #expect(PublicRow(id: 1, text: "a").isContentEqual(to: PublicRow(id: 1, text: "a")))
        #expect(Catalog.Entry.Variant(code: "c", color: "red").id == "c")
        #expect(Badge(id: 1, title: "a") == Badge(id: 1, title: "a"))
        #expect(Shelf2(id: 1, elements: [Badge(id: 1, title: "a")]).elements.count == 1)
        #expect(Setting(key: "k", enabled: true) != Setting(key: "k", enabled: false))
    }

    @Test("a generic type nested in another, a generic ID, and fields whose conformance an extension makes conditional")
    func nestedGenericsAndConditionalFields() {
        let slot = Rack.Slot(id: 1, content: "a")
        #expect(slot.isContentEqual(to: Rack.Slot(id: 1, content: "a")))
        #expect(!slot.isContentEqual(to: Rack.Slot(id: 1, content: "b")))
        #expect(slot == Rack.Slot(id: 1, content: "a") && slot.hashValue == Rack.Slot(id: 1, content: "a").hashValue)
        #expect(slot != Rack.Slot(id: 2, content: "a"))
        // A class item with a generic ID is identified by it, never by object.
        let keyed = Keyed(id: "k", label: "a")
        #expect(keyed.id == "k")
        let changes = Changeset(from: [keyed], to: [Keyed(id: "k", label: "b")])
        #expect(changes.updates == [PositionPair(source: 0, target: 0)])
        #expect(changes.inserts.isEmpty && changes.deletes.isEmpty)
        let holder = Holder(wrapped: Wrapped(value: 1), names: [Wrapped(value: "a")])
        #expect(holder == Holder(wrapped: Wrapped(value: 1), names: [Wrapped(value: "a")]))
        #expect(holder != Holder(wrapped: Wrapped(value: 2), names: [Wrapped(value: "a")]))
        #expect(Set([holder, Holder(wrapped: Wrapped(value: 1), names: [Wrapped(value: "a")])]).count == 1)
    }

    @Test("a main-actor class diffs on the main actor through its isolated conformance")
    @MainActor func mainActorItems() {
        let old = [MainActorRow(id: 1, title: "a"), MainActorRow(id: 2, title: "b")]
        let new = [MainActorRow(id: 2, title: "b2"), MainActorRow(id: 1, title: "a")]
        let changes = Changeset(from: old, to: new)
        #expect(changes.updates == [PositionPair(source: 1, target: 0)])
        #expect(changes.moves == [PositionPair(source: 0, target: 1)])
        #expect(changes.inserts.isEmpty && changes.deletes.isEmpty)
        #expect(SendableRow(id: 1, title: "a").isContentEqual(to: SendableRow(id: 1, title: "a")))
    }
}
