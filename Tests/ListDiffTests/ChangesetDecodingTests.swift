import Foundation
import ListDiff
import ListKitTestSupport
import Testing

/// Decoding changes validates them: what would crash a list view is a `DecodingError`.
@Suite struct ChangesetDecodingTests {
    @Test("decoding validates: a changeset that would crash a list view is a DecodingError naming the invariant")
    func decodingValidates() throws {
        let bad = #"{"sourceCount":2,"targetCount":2,"deletes":[5],"inserts":[],"moves":[],"updates":[]}"#
        #expect {
            try JSONDecoder().decode(Changeset.self, from: Data(bad.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription.hasPrefix("invalid Changeset: targetCount 2 != sourceCount 2 - 1 + 0")
        }
        let twice =
            #"{"sectionDeletes":[0],"sectionInserts":[],"sectionMoves":[{"source":0,"target":1}],"sectionReloads":[],"itemDeletes":[],"itemInserts":[],"itemMoves":[],"itemReloads":[]}"#
        #expect {
            try JSONDecoder().decode(BatchUpdate.self, from: Data(twice.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription == "invalid BatchUpdate: old sections: 0 used twice"
        }
        let good = SectionedChangeset(
            sectionsFrom: [TitledSection(id: 1, elements: [Item(id: 1)])], to: [TitledSection(id: 1, elements: [])])
        #expect(try JSONRoundTrip.roundTrip(good) == good)
        let unsorted =
            #"{"sectionDeletes":[1,0],"sectionInserts":[],"sectionMoves":[],"sectionUpdates":[],"itemDeletes":[],"itemInserts":[],"itemMoves":[],"itemUpdates":[]}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SectionedChangeset.self, from: Data(unsorted.utf8)) }
    }
}
