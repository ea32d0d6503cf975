import ListKit

/// A benchmark item: a UUID string ID and a revision (its content).
struct DiffItem: Diffable, Hashable, Sendable {
    let id: String
    var revision: Int
}

/// A benchmark section of `DiffItem`s with a title as its own content.
struct DiffSection: DiffableSection, Hashable, Sendable {
    let id: String
    var title: Int
    var elements: [DiffItem]

    init(id: String, title: Int, elements: [DiffItem]) {
        self.id = id
        self.title = title
        self.elements = elements
    }

    init(source: DiffSection, elements: [DiffItem]) {
        self.init(id: source.id, title: source.title, elements: elements)
    }

    func isContentEqual(to source: DiffSection) -> Bool {
        title == source.title
    }
}

/// SplitMix64, so every scenario is the same in every run.
struct DiffRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

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
        (0..<count).map { _ in DiffItem(id: uuidString(), revision: 0) }
    }
}
