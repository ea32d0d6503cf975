import ListKitTestSupport

/// A benchmark item: a UUID string ID and a content revision.
typealias DiffItem = TestItem<String>
/// A benchmark section of `DiffItem`s with a title as its own content.
typealias DiffSection = TitledSection<String, DiffItem>
/// The seeded generator every scenario draws from, so it is the same in every run.
typealias DiffRandom = SeededRandom

/// The ID types the `diff` scenarios use: UUID strings and integers.
protocol DiffID: Hashable, Sendable, Codable, LimitHashable {
    /// A random ID, practically never equal to another one drawn.
    static func random(using random: inout DiffRandom) -> Self
}

extension String: DiffID {
    static func random(using random: inout DiffRandom) -> String { random.uuidString() }
}

extension Int: DiffID {
    /// A random 64-bit integer, as a server's random row IDs would be.
    static func random(using random: inout DiffRandom) -> Int { Int(truncatingIfNeeded: random.next()) }
}

extension SeededRandom {
    /// A random version-4 UUID string, uppercase like `UUID().uuidString`.
    mutating func uuidString() -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(36)
        var high = next()
        var low = next()
        high = (high & ~0xF000) | 0x4000
        low = (low & ~(0xC << 60)) | (0x8 << 60)
        for index in 0..<32 {
            if index == 8 || index == 12 || index == 16 || index == 20 { bytes.append(UInt8(ascii: "-")) }
            let word = index < 16 ? high : low
            let shift = UInt64(60 - (index % 16) * 4)
            bytes.append(digits[Int((word >> shift) & 0xF)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    mutating func items(_ count: Int) -> [DiffItem] {
        items(count, of: String.self)
    }

    mutating func items<ID: DiffID>(_ count: Int, of type: ID.Type) -> [TestItem<ID>] {
        (0..<count).map { _ in TestItem(id: ID.random(using: &self)) }
    }
}
