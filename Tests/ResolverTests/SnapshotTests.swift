import Foundation
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
        let idOnly = "// listgen: item(id: name)\nfinal class Anchor {\n    let name: String\n    init(name: String) { self.name = name }\n}\n"
        #expect(Self.concerns(idOnly) == ["item"])
        let withContent = idOnly.replacingOccurrences(of: "    let name: String\n", with: "    let name: String\n    var count = 0\n")
        #expect(Self.concerns(withContent) == ["item", "snapshot"])
    }
}
