import Foundation
import ListKitTestSupport
import Testing

@testable import ListDiff

/// `DiffHashable` only changes how fast IDs are hashed, never what the diff finds: the same
/// lists diffed with IDs hashed by `DiffHasher` and by `Hasher` give the same changes and
/// stages, on every shape and through every path (the fused flat diff, its careful fallback
/// after a false candidate, and the sectioned matcher).
@Suite struct DiffHashableTests {
    @Test("DiffHasher and Hasher find the same flat changes and stages", arguments: FlatListShape.allCases)
    func flatListsDiffAlike(shape: FlatListShape) throws {
        var generator = SeededRandom(seed: 0xD1FF &+ UInt64(FlatListShape.allCases.firstIndex(of: shape) ?? 0))
        for caseIndex in 0..<1_500 {
            let (old, new) = shape.make(size: randomSize(&generator), using: &generator)
            let label = "\(shape) case \(caseIndex)"
            // Int (DiffHashable) against the same IDs in a wrapper that is only Hashable.
            try requireAlike(old, new, old.map(HashedItem.init), new.map(HashedItem.init), label)
            // A composite ID of its own (an Int8 and a String), against the same wrapped plainly.
            let composite = { (item: Item) in CompositeItem(id: CompositeID(kind: Int8(item.id % 3), name: "n\(item.id / 3)"), content: item.content)
            }
            try requireAlike(
                old.map(composite), new.map(composite), old.map { HashedItem(composite($0)) }, new.map { HashedItem(composite($0)) },
                "\(label), composite IDs")
        }
    }

    @Test("a DiffHashable ID whose hash takes few values still diffs exactly (false candidates take the careful way)")
    func collidingDiffHashes() throws {
        var generator = SeededRandom(seed: 0xC011)
        for caseIndex in 0..<600 {
            let shape = FlatListShape.allCases[caseIndex % FlatListShape.allCases.count]
            let (old, new) = shape.make(size: min(randomSize(&generator), 600), using: &generator)
            let colliding = { (item: Item) in FewHashesItem(id: FewHashesID(value: item.id), content: item.content) }
            try requireAlike(
                old.map(colliding), new.map(colliding), old.map { HashedItem(colliding($0)) }, new.map { HashedItem(colliding($0)) },
                "\(shape) case \(caseIndex)")
        }
    }

    @Test("UUID IDs fed to DiffHasher by their 16 bytes diff as with Hasher")
    func uuidBytes() throws {
        var generator = SeededRandom(seed: 0x0001D)
        let ids = (0..<3_000).map { _ in UUID() }
        for caseIndex in 0..<40 {
            let (old, new) = FlatListShape.randomEdit.make(size: 2_000, using: &generator)
            let uuid = { (item: Item) in UUIDItem(id: UUIDID(uuid: ids[item.id % ids.count]), content: item.content) }
            try requireAlike(
                old.map(uuid), new.map(uuid), old.map { HashedItem(uuid($0)) }, new.map { HashedItem(uuid($0)) }, "case \(caseIndex)")
        }
    }

    @Test("DiffHasher and Hasher find the same sectioned changes and stages", arguments: SectionedListShape.allCases)
    func sectionedListsDiffAlike(shape: SectionedListShape) throws {
        var generator = SeededRandom(seed: 0x5ECD &+ UInt64(SectionedListShape.allCases.firstIndex(of: shape) ?? 0))
        for caseIndex in 0..<500 {
            let (old, new) = shape.make(size: randomSize(&generator), using: &generator)
            let plain = { (sections: [TitledSection]) in
                sections.map {
                    ListKitTestSupport.TitledSection(id: HashedID($0.id), title: $0.title, elements: $0.elements.map(HashedItem.init))
                }
            }
            let label = "\(shape) case \(caseIndex)"
            let fast = SectionedChangeset(sectionsFrom: old, to: new)
            let hashed = SectionedChangeset(sectionsFrom: plain(old), to: plain(new))
            try #require(fast == hashed, "\(label): changesets")
            let fastStages = StagedChangeset(sectionsFrom: old, to: new).map(\.update)
            let hashedStages = StagedChangeset(sectionsFrom: plain(old), to: plain(new)).map(\.update)
            try #require(fastStages == hashedStages, "\(label): stages")
        }
    }

    private func requireAlike<Fast: Diffable, Plain: Diffable>(
        _ old: [Fast], _ new: [Fast], _ plainOld: [Plain], _ plainNew: [Plain], _ label: String
    ) throws {
        let fast = Changeset(from: old, to: new)
        let plain = Changeset(from: plainOld, to: plainNew)
        try #require(fast == plain, "\(label): changesets differ")
        try #require(
            StagedChangeset(from: old, to: new).map(\.update) == StagedChangeset(from: plainOld, to: plainNew).map(\.update),
            "\(label): stages differ")
        try #require(ChangedIDs.between(from: old, to: new).count == ChangedIDs.between(from: plainOld, to: plainNew).count, "\(label)")
    }
}

/// DiffHasher itself: what it feeds and what it reports.
@Suite struct DiffHasherTests {
    private func hash(_ body: (inout DiffHasher) -> Void) -> (value: UInt64, ascii: Bool) {
        var hasher = DiffHasher(seed: 0x0123_4567_89AB_CDEF)
        body(&hasher)
        return (hasher.value, hasher.stringsAreASCII)
    }

    @Test("strings of every length to 80 bytes: equal strings hash alike, a changed byte or length changes the hash")
    func stringsOfEveryLength() {
        for length in 0...80 {
            let string = String((0..<length).map { Character(UnicodeScalar(UInt8(0x21 + $0 % 90))) })
            #expect(hash { $0.combine(string) } == hash { $0.combine(String(string.utf8.map { Character(UnicodeScalar($0)) })) })
            #expect(hash { $0.combine(string) }.ascii)
            if length < 80 { #expect(hash { $0.combine(string) }.value != hash { $0.combine(string + "!") }.value, "length \(length)") }
            for position in 0..<length {
                var bytes = Array(string.utf8)
                bytes[position] ^= 0x01
                let changed = String(decoding: bytes, as: UTF8.self)
                #expect(hash { $0.combine(string) }.value != hash { $0.combine(changed) }.value, "length \(length), byte \(position)")
            }
        }
    }

    @Test("a string that is not ASCII is reported, as anywhere among several values")
    func nonASCIIStrings() {
        #expect(!hash { $0.combine("caf\u{E9}") }.ascii)
        #expect(!hash { $0.combine("\u{212A}") }.ascii)
        #expect(
            !hash {
                $0.combine("plain")
                $0.combine(7)
                $0.combine("\u{E9}" + String(repeating: "x", count: 40))
            }.ascii)
        // Raw bytes are not strings: their high bits say nothing about canonical equivalence.
        #expect(hash { hasher in withUnsafeBytes(of: UInt64.max) { hasher.combine(bytes: $0) } }.ascii)
    }

    @Test("integers of each width hash as their value, and the order of values fed matters")
    func integers() {
        #expect(hash { $0.combine(Int8(-1)) } == hash { $0.combine(Int64(-1)) })
        #expect(hash { $0.combine(UInt16(513)) } == hash { $0.combine(513 as UInt64) })
        #expect(
            hash {
                $0.combine(1)
                $0.combine(2)
            }.value
                != hash {
                    $0.combine(2)
                    $0.combine(1)
                }.value)
        #expect(hash { $0.combine(0) }.value != hash { $0.combine(1) }.value)
    }

    @Test("ListKit's conformances feed what their == compares")
    func conformances() {
        let object = NSObject()
        #expect(hash { ObjectIdentifier(object).diffHash(into: &$0) } == hash { ObjectIdentifier(object).diffHash(into: &$0) })
        #expect(hash { "a".diffHash(into: &$0) } == hash { $0.combine("a") })
        #expect(hash { (42 as UInt32).diffHash(into: &$0) } == hash { $0.combine(42 as UInt32) })
    }
}

/// An ID that is only `Hashable`, so the diff hashes it with `Hasher`.
struct HashedID<Base: Hashable & Sendable>: Hashable, Sendable {
    var base: Base
    init(_ base: Base) { self.base = base }
}

/// Any item with its ID wrapped in ``HashedID`` and its content compared as the item's.
struct HashedItem<Base: Diffable & Sendable>: Diffable, Sendable where Base.ID: Sendable {
    var base: Base
    var id: HashedID<Base.ID> { HashedID(base.id) }
    init(_ base: Base) { self.base = base }
    func isContentEqual(to source: HashedItem) -> Bool { base.isContentEqual(to: source.base) }
}

/// An ID of two parts, fed to DiffHasher one after the other.
struct CompositeID: Hashable, Sendable, DiffHashable {
    var kind: Int8
    var name: String

    func diffHash(into hasher: inout DiffHasher) {
        hasher.combine(kind)
        hasher.combine(name)
    }
}

struct CompositeItem: Diffable, Equatable, Sendable {
    var id: CompositeID
    var content: Int
}

/// An ID whose DiffHasher hash takes five values: most candidates are false.
struct FewHashesID: Hashable, Sendable, DiffHashable {
    var value: Int

    func diffHash(into hasher: inout DiffHasher) { hasher.combine(value % 5) }
}

struct FewHashesItem: Diffable, Equatable, Sendable {
    var id: FewHashesID
    var content: Int
}

/// A UUID ID fed by its 16 bytes, as ``DiffHashable``'s documentation shows.
struct UUIDID: Hashable, Sendable, DiffHashable {
    var uuid: UUID

    func diffHash(into hasher: inout DiffHasher) {
        withUnsafeBytes(of: uuid.uuid) { hasher.combine(bytes: $0) }
    }
}

struct UUIDItem: Diffable, Equatable, Sendable {
    var id: UUIDID
    var content: Int
}
