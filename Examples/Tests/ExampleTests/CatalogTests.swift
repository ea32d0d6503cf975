import ExampleModels
import ListKit
import ListKitTestSupport
import ListKitTesting
import Testing

/// Shelves of books: a sectioned list whose item and section conformances are generated
/// by the plugin from the annotations in ExampleModels/Catalog.
@MainActor
@Suite struct CatalogTests {
    let old = [
        Shelf(name: "Fiction", subtitle: "Novels", books: [Books.dune, Books.emma, Books.ulysses]),
        Shelf(name: "Science", subtitle: "Popular science", books: [Books.cosmos, Books.briefHistory]),
    ]

    /// Dune opened again (ignored property), Emma retitled (update), Ulysses moved to
    /// Science (cross-section move), A Brief History removed, Origin added, Science's
    /// subtitle changed (section update).
    var new: [Shelf] {
        var dune = Books.dune
        dune.lastOpened = 1_700_000_000
        var emma = Books.emma
        emma.title = "Emma (Penguin Classics)"
        return [
            Shelf(name: "Fiction", subtitle: "Novels", books: [dune, emma]),
            Shelf(name: "Science", subtitle: "Popular and hard science", books: [Books.cosmos, Books.ulysses, Books.origin]),
        ]
    }

    @Test func identityAndContentFollowTheAnnotations() {
        // `item(id: isbn)`: the ISBN is the identity.
        #expect(Books.dune.id == "978-0441013593")
        // `ignore` on lastOpened: reading a book does not change its content.
        var opened = Books.dune
        opened.lastOpened = 42
        #expect(opened.isContentEqual(to: Books.dune))
        var retitled = Books.dune
        retitled.title = "Dune Messiah"
        #expect(!retitled.isContentEqual(to: Books.dune))
        #expect(retitled.id == Books.dune.id)
        // A section's identity is its `id` property; its content excludes its items.
        #expect(old[0].id == "Fiction")
        #expect(old[0].elements.map(\.id) == old[0].books.map(\.isbn))
        #expect(Shelf(source: old[0], elements: []).isContentEqual(to: old[0]))
        #expect(!new[1].isContentEqual(to: old[1]))
    }

    @Test func sectionedDiffIsTheMinimalChangeset() {
        let changes = SectionedChangeset(sectionsFrom: old, to: new)
        #expect(changes.sectionDeletes.isEmpty)
        #expect(changes.sectionInserts.isEmpty)
        #expect(changes.sectionMoves.isEmpty)
        #expect(changes.sectionUpdates == [PositionPair(source: 1, target: 1)])
        #expect(changes.itemDeletes == [ItemPath(item: 1, section: 1)])
        #expect(changes.itemInserts == [ItemPath(item: 2, section: 1)])
        #expect(changes.itemMoves == [PositionPair(source: ItemPath(item: 2, section: 0), target: ItemPath(item: 1, section: 1))])
        #expect(changes.itemUpdates == [PositionPair(source: ItemPath(item: 1, section: 0), target: ItemPath(item: 1, section: 0))])
        #expect(changes.changeCount == 5)
    }

    @Test func stagedChangesAnimateTheSimulatedViewToTheNewData() {
        let view = SimulatedListView(data: old)
        let staged = StagedChangeset(sectionsFrom: old, to: new)
        view.reload(using: staged) { view.data = $0 }
        #expect(view.violations.isEmpty)
        #expect(view.reloadAllCount == 0)
        #expect(view.batchCount == staged.count)
        #expect(view.displaysData, "\(view.firstDifference() ?? "")")
        #expect(view.displayed.map(\.name) == ["Fiction", "Science"])
        #expect(view.displayed.map { $0.books.map(\.title) } == new.map { $0.books.map(\.title) })
    }

    @Test func noChangeIsNoStage() {
        #expect(StagedChangeset(sectionsFrom: old, to: old).isEmpty)
        #expect(SectionedChangeset(sectionsFrom: old, to: old).isEmpty)
    }

    /// Seeded random edits of a catalog (moves across shelves, retitles, inserts, deletes,
    /// shelf reorders): every staged changeset applies without breaking a batch rule and
    /// leaves the view showing exactly the new shelves.
    @Test func randomEditsAlwaysApplyCleanly() {
        var generator = SeededRandom(seed: 0x5EED_CA7A_1061)
        var nextISBN = 0
        func freshBook() -> Book {
            nextISBN += 1
            return Book(isbn: "isbn-\(nextISBN)", title: "Title \(nextISBN)", author: "Author \(nextISBN % 7)")
        }
        var shelves = (0..<4).map { index in
            Shelf(name: "Shelf \(index)", subtitle: "S\(index)", books: (0..<6).map { _ in freshBook() })
        }
        for _ in 0..<300 {
            var edited = shelves
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let s = Int.random(in: 0..<edited.count, using: &generator)
                switch Int.random(in: 0..<6, using: &generator) {
                case 0: edited[s].books.insert(freshBook(), at: Int.random(in: 0...edited[s].books.count, using: &generator))
                case 1 where !edited[s].books.isEmpty:
                    edited[s].books.remove(at: Int.random(in: 0..<edited[s].books.count, using: &generator))
                case 2 where !edited[s].books.isEmpty:
                    let book = edited[s].books.remove(at: Int.random(in: 0..<edited[s].books.count, using: &generator))
                    let t = Int.random(in: 0..<edited.count, using: &generator)
                    edited[t].books.insert(book, at: Int.random(in: 0...edited[t].books.count, using: &generator))
                case 3 where !edited[s].books.isEmpty:
                    edited[s].books[Int.random(in: 0..<edited[s].books.count, using: &generator)].title += "'"
                case 4: edited[s].subtitle += "'"
                default: edited.swapAt(s, Int.random(in: 0..<edited.count, using: &generator))
                }
            }
            let view = SimulatedListView(data: shelves)
            view.reload(using: StagedChangeset(sectionsFrom: shelves, to: edited)) { view.data = $0 }
            #expect(view.violations.isEmpty)
            #expect(view.displaysData, "\(view.firstDifference() ?? "")")
            shelves = edited
        }
    }
}
