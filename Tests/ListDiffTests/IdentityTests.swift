import ListDiff
import Testing

private struct Photo: Diffable, Hashable, Sendable {
    var id: Int
    var caption: String
}

private struct Comment: Diffable, Hashable, Sendable {
    var id: Int
    var text: String
}

/// Type erasure, the ready-made section and the changed-ID helper.
@Suite struct IdentityTests {
    @Test func erasedIdentityIncludesTheType() {
        let photo = AnyDiffable(Photo(id: 1, caption: "a"))
        let comment = AnyDiffable(Comment(id: 1, text: "a"))
        #expect(photo.id != comment.id)
        #expect(photo.id == AnyDiffable(Photo(id: 1, caption: "b")).id)
        #expect(Set([photo.id, comment.id, AnyDiffable(Photo(id: 1, caption: "c")).id]).count == 2)
        #expect(!photo.isContentEqual(to: comment))
        #expect(photo.isContentEqual(to: AnyDiffable(Photo(id: 1, caption: "a"))))
        #expect(!photo.isContentEqual(to: AnyDiffable(Photo(id: 1, caption: "b"))))
        #expect(photo.base(as: Photo.self)?.caption == "a")
        #expect(photo.base(as: Comment.self) == nil)
    }

    @Test func mixedItemsShareASection() {
        let old = [AnyDiffable(Photo(id: 1, caption: "a")), AnyDiffable(Comment(id: 1, text: "x"))]
        let new = [AnyDiffable(Comment(id: 1, text: "y")), AnyDiffable(Photo(id: 1, caption: "a")), AnyDiffable(Comment(id: 2, text: "z"))]
        let changes = Changeset(from: old, to: new)
        #expect(
            changes
                == Changeset(
                    sourceCount: 2, targetCount: 3, inserts: [2],
                    moves: [PositionPair(source: 0, target: 1)],
                    updates: [PositionPair(source: 1, target: 0)]
                ))
    }

    @Test func listSectionsNeverUpdateThemselves() {
        let old = [ListSection(id: "a", elements: [Photo(id: 1, caption: "x")])]
        let new = [ListSection(id: "a", elements: [Photo(id: 1, caption: "y")])]
        let changes = SectionedChangeset(sectionsFrom: old, to: new)
        #expect(changes.sectionUpdates.isEmpty)
        #expect(changes.itemUpdates == [PositionPair(source: ItemPath(item: 0, section: 0), target: ItemPath(item: 0, section: 0))])
        #expect(ListSection(source: old[0], elements: []).id == "a")
    }

    @Test func changedIDsAreTheUpdatedSurvivors() {
        let old = [Photo(id: 1, caption: "a"), Photo(id: 2, caption: "b"), Photo(id: 3, caption: "c")]
        let new = [Photo(id: 3, caption: "C"), Photo(id: 4, caption: "d"), Photo(id: 1, caption: "A"), Photo(id: 2, caption: "b")]
        #expect(ChangedIDs.between(from: old, to: new) == [3, 1])
        let oldSections = [ListSection(id: 0, elements: Array(old[0...1])), ListSection(id: 1, elements: [old[2]])]
        let newSections = [ListSection(id: 1, elements: Array(new[0...1])), ListSection(id: 0, elements: Array(new[2...]))]
        #expect(ChangedIDs.between(sectionsFrom: oldSections, to: newSections) == [3, 1])
    }
}
