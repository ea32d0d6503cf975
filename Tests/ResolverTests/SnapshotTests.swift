import ListGenModel
import ListGenResolver
import Testing

/// A class item's content snapshot (`ContentSnapshotting`) copies its compared properties.
@Suite struct SnapshotTests {
    private static func concerns(_ source: String) -> [String] {
        Resolution([("A.swift", source)]).type("Anchor")?.concerns.map { part in
            switch part.concern {
            case .item: "item"
            case .snapshot: "snapshot"
            default: "other"
            }
        } ?? []
    }

    @Test("a class that compares nothing but its ID gets no snapshot (an empty one warned 'never mutated')")
    func idOnly() {
        #expect(Self.concerns("// listgen: item(id: name)\nfinal class Anchor {\n    let name: String\n    init(name: String) { self.name = name }\n}\n") == ["item"])
        #expect(
            Self.concerns("// listgen: item(id: name)\nfinal class Anchor {\n    let name: String\n    var count = 0\n    init(name: String) { self.name = name }\n}\n")
                == ["item", "snapshot"])
    }
}
