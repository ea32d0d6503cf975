import Testing

@testable import ListGenCore

/// Wrappers and their cases that generated code could not compile: enum cases under `#if`,
/// wrappers whose members fail before their membership is known, clashes blamed on the type
/// that chose the name, names that clash with the wrapper's own members, incomplete cell
/// bindings and overloaded `configure(with:)`. Each is refused at the line that causes it,
/// and no code names what a build may not have.
@Suite struct WrapperRefusalTests {
    private static func run(_ files: [(String, String)]) -> Generator.Result { RefusalTests.run(files) }
    private static func hasCode(for type: String, in result: Generator.Result) -> Bool { RefusalTests.hasCode(for: type, in: result) }

    @Test(
        "a case under #if is refused at its line for every annotation whose code names every case",
        arguments: [
            (
                "// listgen: hashable\nenum Filter {\n    case tag(String)\n    #if DEBUG\n    case flag(Int)\n    #endif\n}\n", "Filter",
                "A.swift:5:10", "hashable"
            ),
            (
                "// listgen: item\nenum Filter: Sendable {\n    case all\n    #if DEBUG\n    case debugOnly\n    #endif\n}\n", "Filter",
                "A.swift:5:10", "item"
            ),
            (
                "// listgen: item\nstruct Post: Sendable { let id: Int }\n// listgen: wrapper\nenum Row {\n    case post(Post)\n    #if DEBUG\n    case debug(Post)\n    #endif\n}\n",
                "Row", "A.swift:7:10", "wrapper"
            ),
            (
                "// listgen: cases(in: Row)\nenum Extra {\n    case a\n    #if !os(iOS)\n    case b\n    #endif\n}\n", "Row", "A.swift:5:10",
                "cases(in:)"
            ),
        ])
    func conditionalCase(_ source: String, _ type: String, _ location: String, _ annotation: String) {
        let result = Self.run([("A.swift", source)])
        let messages = result.diagnostics.map(\.description)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("\(location): error: unsupported form: case ") == true)
        #expect(messages.first?.contains("the code generated for '\(annotation)' names every case") == true)
        #expect(!Self.hasCode(for: type, in: result))
    }

    @Test("a property under #if is still supported: its comparison stands under the same #if")
    func conditionalProperty() throws {
        let result = Self.run([
            ("A.swift", "// listgen: item\nstruct Post: Sendable {\n    let id: Int\n    #if DEBUG\n    var note: String\n    #endif\n}\n")
        ])
        #expect(result.diagnostics.isEmpty)
        let output = try #require(result.outputs.first { $0.name == "A+ListGen.swift" })
        #expect(output.content.contains("#if DEBUG\n        guard listGenFieldEqual(self.note, source.note)"))
    }

    @Test("a wrapper is not generated when a member fails before its membership is resolved (generic, no ID)")
    func memberFailingEarly() {
        let result = Self.run([
            (
                "A.swift",
                "// listgen: item(in: Row)\nstruct Good: Sendable { let id: Int }\n// listgen: item(in: Row)\nstruct Bad<T>: Sendable { let id: Int }\n// listgen: item(in: Other)\nstruct Fine: Sendable { let id: Int }\n// listgen: item(in: Other)\nstruct NoID: Sendable { var name: String }\n"
            )
        ])
        #expect(result.diagnostics.count == 2)
        #expect(!Self.hasCode(for: "Row", in: result) && !Self.hasCode(for: "Other", in: result))
        // The members without errors keep their own conformances.
        #expect(Self.hasCode(for: "Good", in: result) && Self.hasCode(for: "Fine", in: result))
    }

    @Test("a case-name clash is blamed on the member that chose the name with case:, whichever file comes first")
    func clashBlamesExplicitName() {
        let result = Self.run([
            ("Bad.swift", "// listgen: item(in: FeedRow, case: post)\nstruct Bad9: Sendable { let id: Int }\n"),
            ("Post.swift", "// listgen: item(in: FeedRow)\nstruct Post: Sendable { let id: Int }\n"),
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "Bad.swift:1:37: error: wrapper 'FeedRow': case name 'post' of 'Bad9' clashes with 'Post' (Post.swift:1); choose another name in its 'case:'"
            ])
        #expect(Self.hasCode(for: "Post", in: result))
        #expect(!Self.hasCode(for: "Bad9", in: result) && !Self.hasCode(for: "FeedRow", in: result))
    }

    @Test("a case that names no cell is reported at its own annotation, and the wrapper is not generated without its bindings")
    func missingCellAtItsAnnotation() {
        let cells = "final class PostCell { func configure(with item: Post) {} }\n"
        let result = Self.run([
            ("Feed.swift", cells + "// listgen: item(in: FeedRow, cell: PostCell)\nstruct Post: Sendable { let id: Int }\n"),
            ("Skeleton.swift", "// listgen: cases(in: FeedRow)\nenum Skeleton { case skeleton }\n"),
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "Skeleton.swift:1:23: error: wrapper 'FeedRow' shows its cases with a cell, but case 'skeleton' names none; name one in the annotation that declares the case ('case(cell: ...)' or 'cases(in: ..., cell: ...)')"
            ])
        #expect(!Self.hasCode(for: "FeedRow", in: result))
    }

    @Test("a hand-written wrapper whose case names no cell gets no code either (it got Diffable without its bindings)")
    func missingCellInHandWrittenWrapper() {
        let result = Self.run([
            (
                "A.swift",
                "final class PostCell { func configure(with item: Post) {} }\n// listgen: item(cell: PostCell)\nstruct Post: Sendable { let id: Int }\n// listgen: wrapper\nenum FeedRow {\n    case post(Post)\n    case more\n}\n"
            )
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "A.swift:4:13: error: wrapper 'FeedRow' shows its cases with a cell, but case 'more' names none; name one in the annotation that declares the case ('case(cell: ...)' or 'cases(in: ..., cell: ...)')"
            ])
        #expect(!Self.hasCode(for: "FeedRow", in: result) && Self.hasCode(for: "Post", in: result))
    }

    @Test("a cell with several configure(with:) is not adopted: the protocol's Item could not be inferred")
    func overloadedConfigure() {
        let result = Self.run([
            (
                "A.swift",
                "final class PostCell {\n    func configure(with item: Post) {}\n    func configure(with item: Ad) {}\n}\n// listgen: item(cell: PostCell)\nstruct Post: Sendable { let id: Int }\n// listgen: item(cell: PostCell)\nstruct Ad: Sendable { let id: Int }\n"
            )
        ])
        let messages = result.diagnostics.map(\.description)
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.contains("'PostCell' has a 'configure(with:)' for each of 'Post', 'Ad'") })
        #expect(!result.outputs.contains { $0.content.contains("extension PostCell:") })
    }

    @Test("a case named like the isX property of another case is refused where the name is chosen, and the wrapper is not generated")
    func isCaseClash() {
        let chosen = Self.run([
            (
                "A.swift",
                "// listgen: item(in: Row)\nstruct Post: Sendable { let id: Int }\n// listgen: item(in: Row, case: isPost)\nstruct Pinned: Sendable { let id: Int }\n"
            )
        ])
        #expect(
            chosen.diagnostics.map(\.description) == [
                "A.swift:3:33: error: wrapper 'Row': case name 'isPost' of 'Pinned' clashes with the 'isPost' property the wrapper declares for case 'post' of 'Post' (A.swift:1); choose another name in its 'case:'"
            ])
        #expect(!Self.hasCode(for: "Row", in: chosen) && !Self.hasCode(for: "Pinned", in: chosen) && Self.hasCode(for: "Post", in: chosen))
        let payloadless = Self.run([("A.swift", "// listgen: cases(in: Row)\nenum Control {\n    case spinner\n    case isSpinner\n}\n")])
        #expect(
            payloadless.diagnostics.map(\.description) == [
                "A.swift:1:23: error: wrapper 'Row': case name 'isSpinner' of 'Control' clashes with the 'isSpinner' property the wrapper declares for case 'spinner' of 'Control' (A.swift:1); rename the case"
            ])
        #expect(!Self.hasCode(for: "Row", in: payloadless))
    }

    @Test(
        "names generated code would clash with or hide are refused at the annotation: case id or ID, a wrapper named like a standard type",
        arguments: [
            ("// listgen: item(in: Row, case: id)\nstruct Post: Sendable { let id: Int }\n", "A.swift:1:33: error: wrapper case name 'id'"),
            ("// listgen: item(in: Row)\nstruct ID: Sendable { let id: Int }\n", "A.swift:1:22: error: wrapper case name 'id'"),
            ("// listgen: item(in: Row, case: ID)\nstruct Post: Sendable { let id: Int }\n", "A.swift:1:33: error: wrapper case name 'ID'"),
            (
                "// listgen: item(in: String)\nstruct Post: Sendable { let id: Int }\n",
                "A.swift:1:22: error: wrapper name 'String' is a name of the standard library"
            ),
            (
                "// listgen: item(in: ListKit)\nstruct Post: Sendable { let id: Int }\n",
                "A.swift:1:22: error: wrapper name 'ListKit' is a name of the standard library"
            ),
        ])
    func clashingNames(_ source: String, _ expected: String) {
        let result = Self.run([("A.swift", source)])
        let messages = result.diagnostics.map(\.description)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix(expected) == true, "\(messages)")
        #expect(!result.outputs.contains { $0.content.contains("enum ") || $0.content.contains("extension Post:") })
    }

    @Test("a noncopyable type is refused: ListKit's protocols need copyable values")
    func noncopyable() {
        let result = Self.run([("A.swift", "// listgen: equatable\nstruct Token: ~Copyable {\n    var value: Int\n}\n")])
        #expect(
            result.diagnostics.map(\.description) == [
                "A.swift:1:13: error: unsupported form: 'Token' is '~Copyable', and ListKit's protocols (like Equatable and Hashable) need values that can be copied; remove the annotation"
            ])
        #expect(!Self.hasCode(for: "Token", in: result))
    }

    @Test("a compared property holding a generated wrapper is refused at its line; a section of them is fine")
    func comparedWrapper() {
        let models = "// listgen: item(in: FeedRow)\nstruct Post: Sendable { let id: Int }\n"
        let result = Self.run([
            (
                "A.swift",
                models
                    + "// listgen: equatable\nstruct Feed {\n    var rows: [FeedRow]\n}\n// listgen: section\nstruct Page: Sendable {\n    let id: Int\n    var items: [FeedRow]\n}\n"
            )
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "A.swift:5:9: error: property 'rows' has type '[FeedRow]', which is not Equatable ('FeedRow' is a wrapper enum listgen generates, which is Diffable, not Equatable); write this type's conformance by hand, or mark 'rows' '// listgen: ignore'"
            ])
        #expect(!Self.hasCode(for: "Feed", in: result))
        #expect(Self.hasCode(for: "Page", in: result) && Self.hasCode(for: "FeedRow", in: result))
        // A conformance the app adds to the wrapper is the compiler's to check.
        let extended = Self.run([
            ("A.swift", models + "extension FeedRow: Equatable {}\n// listgen: equatable\nstruct Feed {\n    var rows: [FeedRow]\n}\n")
        ])
        #expect(extended.diagnostics.isEmpty)
    }

    @Test("a deprecated type, or one available only from some release, is no generated wrapper's case; a hand-written wrapper may hold it")
    func availabilityOfMembers() {
        let result = Self.run([
            (
                "A.swift",
                "// listgen: item(in: Feed)\n@available(*, deprecated)\nstruct Old { let id: Int }\n// listgen: item(in: Feed)\nstruct New { let id: Int }\n"
                    + "// listgen: item(in: Recent)\n@available(iOS 17, *)\nstruct Fresh { let id: Int }\n"
                    + "// listgen: item\n@available(*, deprecated)\nstruct OldRow { let id: Int }\n"
                    + "// listgen: wrapper\n@available(*, deprecated)\nenum Legacy { case old(OldRow) }\n"
            )
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "A.swift:1:22: error: unsupported form: 'Old' is marked '@available(*, deprecated)', so a generated wrapper, which has no such attribute, cannot name it in a case without a warning; write the wrapper enum by hand with '// listgen: wrapper' and the same attribute",
                "A.swift:6:22: error: unsupported form: 'Fresh' is marked '@available(iOS 17, *)', so a generated wrapper, which has no such attribute, cannot name it in a case without failing to compile where it is not available; write the wrapper enum by hand with '// listgen: wrapper' and the same attribute",
            ])
        #expect(!Self.hasCode(for: "Feed", in: result) && !Self.hasCode(for: "Recent", in: result))
        #expect(!Self.hasCode(for: "Old", in: result) && Self.hasCode(for: "New", in: result))
        #expect(Self.hasCode(for: "Legacy", in: result))
    }
}
