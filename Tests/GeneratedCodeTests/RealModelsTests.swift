import Foundation
import ListKit
import ListKitTesting
import Testing

/// The `RealModels` golden: shapes real apps have, compiled with their generated code and
/// checked for behaviour.
@Suite struct RealModelsTests {
    @Test("properties under #if are compared where they exist, a name in two branches once")
    func conditionalMembers() {
        let a = ChatRow(id: 1, text: "hi")
        var b = a
        #expect(a.isContentEqual(to: b))
        #if DEBUG
        b.debugInfo = "trace"
        #expect(!a.isContentEqual(to: b))
        #endif
        b = a
        #if os(Linux)
        b.platformBadge = "other"
        #else
        b.platformBadge = 1
        #endif
        #expect(!a.isContentEqual(to: b))
        b = a
        b.text = "bye"
        #expect(Changeset(from: [a], to: [b]).updates == [PositionPair(source: 0, target: 0)])
    }

    @Test("members named source, hasher, lhs and rhs compare and hash as members")
    func collidingNames() {
        let a = GalleryPhoto(id: 1, source: "a.jpg", hasher: 1, lhs: 2, rhs: 3)
        var b = a
        #expect(a == b && a.hashValue == b.hashValue && a.isContentEqual(to: b))
        b.source = "b.jpg"
        #expect(a != b && !a.isContentEqual(to: b))
        b = a
        b.hasher = 9
        #expect(a != b)
        b = a
        b.rhs = 9
        #expect(!a.isContentEqual(to: b))
    }

    @Test("an ID from an obvious initializer, and a property named self as the ID")
    func inferredAndOddIDs() {
        let draft = Draft(body: "x")
        #expect(draft.id == draft.localID)
        #expect(Odd(self: 4, title: "t").id == 4)
        #expect(!Odd(self: 4, title: "t").isContentEqual(to: Odd(self: 4, title: "u")))
    }

    @MainActor @Test("main-actor view models: Diffable and Hashable, isolated alike")
    func mainActorViewModels() {
        let a = ThreadViewModel(id: 1)
        let b = ThreadViewModel(id: 1)
        a.title = "A"
        b.title = "A"
        #expect(a == b && a.hashValue == b.hashValue && a.isContentEqual(to: b))
        b.title = "B"
        #expect(a != b && !a.isContentEqual(to: b))
        #expect(Set([a, b, a]).count == 2)
        #if canImport(Observation)
        let profile = ProfileViewModel()
        profile.name = "P"
        let other = ProfileViewModel()
        #expect(!profile.isContentEqual(to: other))
        #endif
        #expect(Changeset(from: [a], to: [b]).updates.count == 1)
    }

    @Test("a weak back reference is compared and hashed by identity, never recursively")
    func backReferences() {
        let root = Node(value: 1)
        let child = Node(value: 2)
        child.parent = root
        root.children = [child]
        let otherRoot = Node(value: 1)
        let twin = Node(value: 2)
        twin.parent = otherRoot
        otherRoot.children = [twin]
        // Without identity comparison these would recurse through parent.children forever.
        #expect(child.hashValue == child.hashValue)
        #expect(child == child)
        #expect(child != twin)  // same value, another parent
        twin.parent = root
        #expect(child == twin)
        #expect(root.hashValue == root.hashValue)
    }

    @Test("a delegate and an unowned owner are compared by identity")
    func identityReferences() {
        final class Delegate: SettingsDelegate {}
        let owner = Node(value: 0)
        let delegate = Delegate()
        let a = SettingsRow(id: "a", title: "A", owner: owner)
        let b = SettingsRow(id: "a", title: "A", owner: owner)
        a.delegate = delegate
        #expect(!a.isContentEqual(to: b))
        b.delegate = delegate
        #expect(a.isContentEqual(to: b))
        #expect(!NodeAttachment(id: 1, node: owner).isContentEqual(to: NodeAttachment(id: 1, node: Node(value: 0))))
    }

    @Test("payload-less rows are their own identity, in hand-written and generated wrappers")
    func payloadlessRows() {
        let old: [FeedRow] = [.post(Post(id: 1, text: "a")), .loadMore]
        let new: [FeedRow] = [.post(Post(id: 1, text: "a")), .post(Post(id: 2, text: "b")), .loadMore]
        let changes = Changeset(from: old, to: new)
        #expect(changes.inserts == [1] && changes.deletes.isEmpty && changes.moves.isEmpty && changes.updates.isEmpty)
        let store: [StoreRow] = [.spinner, .post(Post(id: 1, text: "a"))]
        let loaded: [StoreRow] = [.post(Post(id: 1, text: "a2")), .loadMore]
        let storeChanges = Changeset(from: store, to: loaded)
        #expect(storeChanges.deletes == [0] && storeChanges.inserts == [1])
        #expect(storeChanges.updates == [PositionPair(source: 1, target: 0)])
        #expect(StoreRow.spinner.id != StoreRow.loadMore.id)
    }

    @MainActor @Test("a generic page section diffs pages of items; a subclass compares its base's fields too")
    func genericPagesAndSubclasses() {
        let first = Page(id: 0, results: [Post(id: 1, text: "a")], nextCursor: "c1")
        var next = first
        next.results.append(Post(id: 2, text: "b"))
        let view = SimulatedListView(data: [first])
        view.reload(using: StagedChangeset(sectionsFrom: [first], to: [next])) { view.data = $0 }
        #expect(view.violations.isEmpty && view.displaysData && view.displayed.map(\.elements.count) == [2])
        let product = Product(id: 1, createdAt: 0, name: "P")
        #expect(product.id == 1)
        #expect(!product.isContentEqual(to: Product(id: 1, createdAt: 5, name: "P")))
        #expect(product.isContentEqual(to: Product(id: 1, createdAt: 0, name: "P")))
        #expect(Shell<Int>.Inner(id: 1, label: "x", payload: [1]).isContentEqual(to: Shell<Int>.Inner(id: 1, label: "x", payload: [2])))
    }
}
