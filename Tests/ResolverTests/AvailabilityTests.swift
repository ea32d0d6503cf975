import ListGenModel
import ListGenResolver
import Testing

/// An extension of a type available only from some release must be available only from
/// then too, or an app with an earlier deployment target does not compile it: the resolved
/// type carries the `@available` attributes of the type and of everything it is declared in.
@Suite struct AvailabilityTests {
    @Test("the type's, its enclosing extension's and its outer type's availability, deprecations left out")
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
                "@available(watchOS 10, *)", "@available(tvOS 17, *)", "@available(iOS 17, macOS 14, *)",
            ])
        #expect(resolution.type("Plain")?.availability == [])
    }
}
