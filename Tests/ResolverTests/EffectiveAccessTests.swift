import Foundation
import ListGenModel
import ListGenResolver
import Testing

/// The access of generated members follows the type's effective access, which every
/// enclosing type bounds wherever it is declared; a generated public `id` cannot name a
/// less visible type. Both failed to compile inside generated code in swift-system.
@Suite struct EffectiveAccessTests {
    @Test(
        "a public type declared in an extension of an internal type gets internal members, @usableFromInline ones when that type is",
        arguments: ["", "@usableFromInline "])
    func nestedInInternalTypeElsewhere(_ attribute: String) {
        let resolution = Resolution([
            ("A.swift", "\(attribute)struct Request {}\n"),
            ("B.swift", "extension Request {\n    // listgen: hashable\n    public struct Flags {\n        public var raw: Int\n    }\n}\n"),
        ])
        #expect(resolution.diagnostics.isEmpty, "\(resolution.diagnostics)")
        // In a `@usableFromInline` type, Swift treats a public type's conformances as usable
        // from inlinable code: their witnesses must be too.
        #expect(resolution.type("Request.Flags")?.memberAccess == attribute)
    }

    @Test("a package type that is @usableFromInline gets @usableFromInline package witnesses")
    func usableFromInlinePackage() {
        let resolution = Resolution([
            (
                "A.swift",
                "@usableFromInline\npackage struct BitSet {\n    @usableFromInline\n    // listgen: hashable\n    package struct Index {\n        var value: Int\n    }\n}\n"
            )
        ])
        #expect(resolution.diagnostics.isEmpty, "\(resolution.diagnostics)")
        #expect(resolution.type("BitSet.Index")?.memberAccess == "@usableFromInline package ")
    }

    @Test("a type in a public extension of a type in another public extension is public")
    func publicExtensions() {
        let resolution = Resolution([
            ("A.swift", "public struct Ring {}\npublic extension Ring {\n    struct Completion {}\n}\n"),
            ("B.swift", "public extension Ring.Completion {\n    // listgen: hashable\n    struct Flags {\n        var raw: Int\n    }\n}\n"),
        ])
        #expect(resolution.diagnostics.isEmpty, "\(resolution.diagnostics)")
        #expect(resolution.type("Ring.Completion.Flags")?.memberAccess == "public ")
    }

    @Test("a public item's generated id cannot have a type the sources declare less visible", arguments: ["typealias", "struct"])
    func idTypeLessVisible(_ kind: String) {
        let declaration = kind == "typealias" ? "    internal typealias Storage = Int\n" : "    struct Storage: Hashable { var raw: Int }\n"
        let source =
            "public struct Path {\n    // listgen: item(id: storage)\n    public struct Index: Hashable {\n\(declaration.replacingOccurrences(of: "\n    ", with: "\n        "))        var storage: Storage\n    }\n}\n"
        let result = Resolution([
            (
                "A.swift",
                source.replacingOccurrences(of: "    public struct Index: Hashable {\n    ", with: "    public struct Index: Hashable {\n        ")
            )
        ])
        let messages = result.diagnostics.map(\.message)
        #expect(messages.count == 1, "\(result.diagnostics)")
        #expect(
            messages.first?.hasPrefix(
                "ID property 'storage' has type 'Storage', and 'Storage' is internal, but the generated 'id' of public 'Path.Index' is public too")
                == true,
            "\(messages)")
        #expect(!result.hasCode(for: "Path.Index"))
    }
}
