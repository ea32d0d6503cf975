import ExampleModels
import ListKit
import ListKitTesting
import Testing

/// The mixed feed: `FeedEntry` is generated from `item(in: FeedEntry)` on three types.
@MainActor
@Suite struct FeedTests {
    @Test func wrapperIdentityIncludesTheType() {
        let author = FeedEntry.author(Author(id: 1, name: "Ursula K. Le Guin", bookCount: 23))
        let announcement = FeedEntry.announcement(Announcement(id: 1, text: "Opening hours extended"))
        #expect(author.id != announcement.id)
        #expect(author.id == FeedEntry.author(Author(id: 1, name: "Ursula K. Le Guin", bookCount: 24)).id)
        // Content equality forwards to the wrapped type's own: a class gets it from listgen.
        #expect(!author.isContentEqual(to: .author(Author(id: 1, name: "Ursula K. Le Guin", bookCount: 24))))
        #expect(author.isContentEqual(to: .author(Author(id: 1, name: "Ursula K. Le Guin", bookCount: 23))))
    }

    @Test func mixedSectionDiffsAndAnimates() {
        let leGuin = Author(id: 1, name: "Ursula K. Le Guin", bookCount: 23)
        let hours = Announcement(id: 1, text: "Opening hours extended")
        let old = [FeedSection(id: "today", title: "Today", entries: [.book(Books.dune), .author(leGuin), .announcement(hours)])]
        let new = [
            FeedSection(
                id: "today", title: "Today",
                entries: [
                    .announcement(Announcement(id: 1, text: "Opening hours extended until 9 pm")),
                    .book(Books.dune),
                    .author(Author(id: 1, name: "Ursula K. Le Guin", bookCount: 24)),
                    .author(Author(id: 2, name: "Octavia E. Butler", bookCount: 14)),
                ])
        ]

        // Same-ID author and announcement are two different items: the announcement moves
        // and both change content; the new author is the only insert.
        let flat = Changeset(from: old[0].entries, to: new[0].entries)
        #expect(flat.deletes.isEmpty)
        #expect(flat.inserts == [3])
        #expect(flat.moves == [PositionPair(source: 2, target: 0)])
        #expect(flat.updates == [PositionPair(source: 2, target: 0), PositionPair(source: 1, target: 2)])

        let view = SimulatedListView(data: old)
        view.reload(using: StagedChangeset(sectionsFrom: old, to: new)) { view.data = $0 }
        #expect(view.violations.isEmpty)
        #expect(view.displaysData, "\(view.firstDifference() ?? "")")
    }

    @Test func feedSnapshotsAreDiffedOffTheMainActor() async {
        // Compiles only because the generated FeedEntry (and so FeedSection) is Sendable.
        let old = [FeedSection(id: "today", title: "Today", entries: [.book(Books.dune), .book(Books.emma)])]
        let new = [FeedSection(id: "today", title: "Today", entries: [.book(Books.emma), .book(Books.dune)])]
        let staged = await Task.detached { StagedChangeset(sectionsFrom: old, to: new) }.value
        #expect(staged.count == 1)
        #expect(staged.first?.update.itemMoves.count == 1)
    }

    @Test func nestedAndGenericItemsDiffLikeAnyOther() {
        let branches = [
            Library.Branch(id: "north", city: "Oslo", isOpen: true),
            Library.Branch(id: "south", city: "Bergen", isOpen: true),
        ]
        let closed = [
            Library.Branch(id: "south", city: "Bergen", isOpen: false),
            Library.Branch(id: "north", city: "Oslo", isOpen: true),
        ]
        let branchChanges = Changeset(from: branches, to: closed)
        #expect(branchChanges.moves.count == 1)
        #expect(branchChanges.updates == [PositionPair(source: 1, target: 0)])

        let tags = [Tagged(id: 1, value: "swift"), Tagged(id: 2, value: "lists")]
        let retagged = [Tagged(id: 1, value: "swift"), Tagged(id: 2, value: "diffs"), Tagged(id: 3, value: "new")]
        let tagChanges = Changeset(from: tags, to: retagged)
        #expect(tagChanges.updates == [PositionPair(source: 1, target: 1)])
        #expect(tagChanges.inserts == [2])
        #expect(tagChanges.moves.isEmpty && tagChanges.deletes.isEmpty)

        let view = SimulatedListView(data: [ListSection(id: 0, elements: tags)])
        view.reload(using: StagedChangeset(from: tags, to: retagged)) { view.data = [ListSection(id: 0, elements: $0)] }
        #expect(view.violations.isEmpty)
        #expect(view.displaysData, "\(view.firstDifference() ?? "")")
    }
}
