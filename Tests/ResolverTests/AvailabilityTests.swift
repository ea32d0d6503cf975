import ListGenModel
import ListGenResolver
import Testing

/// An extension of a type available only from some release must be available only from
/// then too, or an app with an earlier deployment target does not compile it; an extension
/// of a deprecated type must be deprecated too, or naming the type in it warns. The resolved
/// type carries the `@available` attributes of the type and of everything it is declared in.
@Suite struct AvailabilityTests {
    @Test("the type's, its enclosing extension's and its outer type's availability, deprecations included")
    func collected() {
        let resolution = Resolution([
            ("A.swift", "@available(iOS 17, macOS 14, *)\npublic struct Outer {}\n"),
            (
                "B.swift",
                "@available(tvOS 17, *)\nextension Outer {\n    // listgen: hashable\n    @available(*, deprecated, message: \"old\")\n    @available(watchOS 10, *)\n    struct Inner { var a: Int }\n}\n"
            ),
            ("C.swift", "// listgen: hashable\nstruct Plain { var a: Int }\n"),
        ])
        #expect(resolution.diagnostics.isEmpty, "\(resolution.diagnostics)")
        #expect(
            resolution.type("Outer.Inner")?.availability == [
                "@available(*, deprecated, message: \"old\")", "@available(watchOS 10, *)", "@available(tvOS 17, *)",
                "@available(iOS 17, macOS 14, *)",
            ])
        #expect(resolution.type("Plain")?.availability == [])
    }

    static let deprecated = """
        // listgen: hashable
        @available(*, deprecated, message: "use New")
        public struct Old { public var a: Int }
        public enum Legacy {
            // listgen: hashable
            @available(iOS, deprecated: 16)
            public struct Token { public var raw: Int }
        }

        """

    @Test("a deprecated type's conformance is used where it is deprecated the same way, and refused elsewhere at the user's line")
    func deprecatedConformanceUsed() {
        let resolution = Resolution([
            ("Old.swift", Self.deprecated),
            (
                "Users.swift",
                """
                // listgen: equatable
                @available(*, deprecated)
                struct AlsoOld { var old: Old; var token: Legacy.Token }
                // listgen: equatable
                @available(iOS, deprecated: 16)
                struct OnIOS { var token: Legacy.Token }
                // listgen: equatable
                struct Current {
                    var count: Int
                    var old: Old?
                }
                // listgen: item
                struct Row {
                    let id: Legacy.Token
                }
                // listgen: hashable
                @available(iOS, deprecated: 16)
                enum Choice {
                    case old(Old)
                }

                """
            ),
        ])
        #expect(
            resolution.diagnostics.map(\.description) == [
                "Users.swift:10:9: error: property 'old' uses the conformance of 'Old', which is deprecated (Old.swift:3), so generated code using it would warn; deprecate 'Current' as well (@available(*, deprecated, message: \"use New\")), or mark 'old' '// listgen: ignore'",
                "Users.swift:14:9: error: ID property 'id' uses the conformance of 'Legacy.Token', which is deprecated (Old.swift:7), so generated code using it would warn; deprecate 'Row' as well (@available(iOS, deprecated: 16)), or choose another ID property",
                "Users.swift:19:10: error: case 'old' uses the conformance of 'Old', which is deprecated (Old.swift:3), so generated code using it would warn; deprecate 'Choice' as well (@available(*, deprecated, message: \"use New\")), or remove the annotation",
            ])
        #expect(resolution.hasCode(for: "AlsoOld") && resolution.hasCode(for: "OnIOS") && resolution.hasCode(for: "Old"))
        #expect(!resolution.hasCode(for: "Current") && !resolution.hasCode(for: "Row") && !resolution.hasCode(for: "Choice"))
        #expect(resolution.type("Legacy.Token")?.availability == ["@available(iOS, deprecated: 16)"])
    }
}
