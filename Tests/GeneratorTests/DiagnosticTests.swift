import Testing

@testable import ListGenCore
@testable import ListGenPlan
@testable import ListGenRenderer
@testable import ListGenShared

/// One test per kind of diagnostic: the source, and the exact `path:line:col: severity: message`.
@Suite struct DiagnosticTests {
    static func diagnose(_ files: [(String, String)]) -> [String] {
        guard let templates = try? TemplateSet() else { return ["templates do not load"] }
        let result = Generator(templates: templates, options: .init(jobs: 1)).run(sources: files.map { ($0.0, Array($0.1.utf8)) })
        return result.diagnostics.map(\.description)
    }

    @Test("invisible characters that reorder or hide text are shown as escapes in diagnostics, in paths and in messages")
    func invisibleCharacters() {
        let diagnostics = Self.diagnose([("Evil\u{202E}tfiws.swift", "// listgen: it\u{200F}em\nstruct A { let id: Int }\n")])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasPrefix("Evil\\u{202E}tfiws.swift:1:13: error: unknown annotation 'it\\u{200F}em'") == true, "\(diagnostics)")
        #expect(diagnostics.allSatisfy { !$0.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x200F } })
    }

    @Test(
        "each kind of problem is reported at its place",
        arguments: [
            (
                "unknown annotation", "// listgen: sectoin\nstruct A { let id: Int; var items: [Int] }\n",
                "A.swift:1:13: error: unknown annotation 'sectoin'; did you mean 'section'?"
            ),
            (
                "unknown option", "// listgen: item(ignor: [a])\nstruct A { let id: Int; var a: Int }\n",
                "A.swift:1:18: error: unknown option 'ignor' for 'item'; did you mean 'ignore'?"
            ),
            (
                "unknown property annotation", "// listgen: item\nstruct A {\n    let id: Int\n    // listgen: idd\n    var a: Int\n}\n",
                "A.swift:4:17: error: unknown property annotation 'idd'; did you mean 'id'?"
            ),
            (
                "ID property not found", "// listgen: item(id: uid)\nstruct A { let uuid: Int }\n",
                "A.swift:1:22: error: ID property 'uid' not found in 'A'; did you mean 'uuid'?"
            ),
            (
                "missing identity", "// listgen: item\nstruct A { let name: String }\n",
                "A.swift:1:13: error: missing identity: 'A' has no ID; add an 'id' property, mark one with '// listgen: id', or write 'item(id: name)' (a row without a model is a struct with no stored properties: its type is its identity)"
            ),
            (
                "ambiguous identity",
                "// listgen: item\nstruct A {\n    // listgen: id\n    let a: Int\n    // listgen: id\n    let b: Int\n}\n",
                "A.swift:5:17: error: ambiguous identity: 'a' and 'b' are both marked as the ID of 'A'; keep one"
            ),
            (
                "section without items", "// listgen: section\nstruct S { let id: Int; var rows: [Int] }\n",
                "A.swift:1:13: error: section without an items property: 'S' needs a stored array marked '// listgen: items', 'section(items: name)', or named 'items' or 'elements'"
            ),
            (
                "annotation attached to nothing", "struct A {\n    let id: Int\n    // listgen: ignore\n    func f() {}\n}\n",
                "A.swift:3:17: error: annotation attached to nothing: put it directly above a type, stored property or enum case declaration, with no blank line between (annotations on functions, extensions, local types or other declarations do not apply)"
            ),
            (
                "annotation on a local type", "func f() {\n    // listgen: item\n    struct L { let id: Int }\n}\n",
                "A.swift:2:17: error: annotation attached to nothing: put it directly above a type, stored property or enum case declaration, with no blank line between (annotations on functions, extensions, local types or other declarations do not apply)"
            ),
            (
                "an ignored name points at itself",
                "// listgen: item(ignore: [title, nmae])\nstruct A { let id: Int; var title: String; var name: String }\n",
                "A.swift:1:34: error: no property 'nmae' in 'A' to ignore; did you mean 'name'?"
            ),
            (
                "ignoring the ID", "// listgen: item(ignore: [id])\nstruct A { let id: Int; var title: String }\n",
                "A.swift:1:27: error: 'id' is the ID of 'A', never compared as content; remove it from 'ignore'"
            ),
            (
                "identity hashing without item", "// listgen: hashable(identity)\nstruct A { let id: Int }\n",
                "A.swift:1:22: error: 'hashable(identity)' hashes an item's ID; add '// listgen: item' to 'A' or drop 'identity'"
            ),
            (
                "a conformance an extension already declares",
                "// listgen: equatable\nstruct A { let id: Int }\nextension A: Swift.Equatable {}\n",
                "A.swift:1:13: error: 'A' already conforms to 'Equatable' in an extension (A.swift:3), which 'equatable' generates; remove the extension's conformance and the members it implements, or the annotation"
            ),
            (
                "an extension of another module's type of the same simple name is not the annotated type",
                "enum Feed {\n    // listgen: equatable\n    struct Row { let id: Int }\n}\nextension Row: Equatable {}\n// listgen: equatable\nstruct Other { var x: Int }\nextension Other: Equatable {}\n",
                "A.swift:6:13: error: 'Other' already conforms to 'Equatable' in an extension (A.swift:8), which 'equatable' generates; remove the extension's conformance and the members it implements, or the annotation"
            ),
            (
                "a member the annotation generates, written by hand",
                "// listgen: item\nstruct A {\n    let id: Int\n    func isContentEqual(to source: A) -> Bool { true }\n}\n",
                "A.swift:1:13: error: 'A' already implements 'isContentEqual(to:)' (A.swift:4), which 'item' generates; remove it, or the annotation"
            ),
            (
                "a member the annotation generates, in an extension",
                "// listgen: hashable\nstruct A { let id: Int }\nextension A {\n    func hash(into hasher: inout Hasher) {}\n}\n",
                "A.swift:1:13: error: 'A' already implements 'hash(into:)' (A.swift:4), which 'hashable' generates; remove it, or the annotation"
            ),
            (
                "an annotation given twice", "// listgen: item\n// listgen: item(id: code)\nstruct A { let id: Int; let code: Int }\n",
                "A.swift:2:13: error: 'item' is given twice; write it once, with all its options"
            ),
            (
                "optional items", "// listgen: section\nstruct S { let id: Int; var items: [Int]? }\n",
                "A.swift:2:29: error: the items property 'items' is optional ('[Int]?'); a section's items must be an array ('[Element]', empty for none)"
            ),
            (
                "a closure property", "// listgen: item\nstruct A { let id: Int; var onTap: () -> Void }\n",
                "A.swift:2:29: error: property 'onTap' is a closure ('() -> Void'), which cannot be compared; mark it '// listgen: ignore'"
            ),
            (
                "a tuple property", "// listgen: item\nstruct A { let id: Int; var point: (x: Int, y: Int) }\n",
                "A.swift:2:29: error: property 'point' is a tuple ('(x: Int, y: Int)'), which cannot be compared; mark it '// listgen: ignore'"
            ),
            (
                "an existential property", "// listgen: equatable\nstruct A { var key: any Hashable }\n",
                "A.swift:2:16: error: property 'key' is an existential ('any Hashable'), which cannot be compared; mark it '// listgen: ignore'"
            ),
            (
                "an optional wrapper payload", "// listgen: wrapper\nenum W { case header(Header?) }\n",
                "A.swift:2:15: error: wrapper case 'header' wraps an optional 'Header?', which has no ID; wrap the item itself, and add a payload-less case (e.g. 'case noHeader') for its absence"
            ),
            (
                "a conditional wrapper member", "#if os(iOS)\n// listgen: item(in: Row)\nstruct A { let id: Int }\n#endif\n",
                "A.swift:2:22: error: unsupported form: 'A' is declared under '#if os(iOS)', so a generated wrapper cannot always name it; write the wrapper enum by hand with '// listgen: wrapper'"
            ),
            (
                "a wrapper named twice", "// listgen: item(in: [Row, Row])\nstruct A { let id: Int }\n",
                "A.swift:1:28: error: wrapper 'Row' is given twice in 'in:'"
            ),
            (
                "unsupported form", "// listgen: item\nprotocol P {}\n",
                "A.swift:1:13: error: unsupported form: a protocol cannot be annotated; annotate the types that adopt it"
            ),
            (
                "private stored property", "// listgen: equatable\nstruct A { fileprivate var x: Int }\n",
                "A.swift:2:28: error: property 'x' is fileprivate, so generated code in another file cannot compare it; mark it '// listgen: ignore' or widen it (private(set) is fine)"
            ),
        ])
    func kind(_ name: String, _ source: String, _ expected: String) {
        #expect(Self.diagnose([("A.swift", source)]) == [expected], "\(name)")
    }

    @Test("wrapper members whose case names clash, across files")
    func wrapperClash() {
        let diagnostics = Self.diagnose([
            ("A/Row.swift", "// listgen: item(in: Feed)\nstruct Row { let id: Int }\n"),
            ("B/Other.swift", "enum B {\n    // listgen: item(in: Feed)\n    struct Row { let id: Int }\n}\n"),
        ])
        #expect(
            diagnostics == [
                "B/Other.swift:2:26: error: wrapper 'Feed': case name 'row' of 'B.Row' clashes with 'Row' (A/Row.swift:1); give one another name with 'case: name'"
            ])
    }

    @Test("wrapper names differing only in case: a did-you-mean at the later spelling")
    func wrapperCase() {
        let diagnostics = Self.diagnose([
            ("A/Row.swift", "// listgen: item(in: Row)\nstruct Book { let id: Int }\n"),
            ("B/Other.swift", "// listgen: item(in: row)\nstruct Author { let id: Int }\n"),
        ])
        #expect(
            diagnostics == ["B/Other.swift:1:22: error: wrapper 'row' differs only in case from 'Row' (A/Row.swift:1); did you mean 'Row'?"]
        )
    }

    @Test(
        "comments that look like misspelled markers are warned about at the comment",
        arguments: [
            ("// listgen item", "'listgen item' looks like a misspelled listgen annotation and is ignored; write '// listgen: item'"),
            ("// lisgten: item", "'lisgten: item' looks like a misspelled listgen annotation and is ignored; write '// listgen: item'"),
            ("// ListGen: item", "'ListGen: item' looks like a misspelled listgen annotation and is ignored; write '// listgen: item'"),
            ("// listgen : item", "'listgen : item' looks like a misspelled listgen annotation and is ignored; write '// listgen: item'"),
            (
                "// list-gen: item(id: code)",
                "'list-gen: item(id: code)' looks like a misspelled listgen annotation and is ignored; write '// listgen: item(id: code)'"
            ),
            (
                "/// LISTGEN: hashable",
                "'LISTGEN: hashable' looks like a misspelled listgen annotation and is ignored; write '// listgen: hashable'"
            ),
        ])
    func misspelledMarker(_ comment: String, _ message: String) {
        let column = comment.hasPrefix("///") ? 5 : 4
        #expect(Self.diagnose([("A.swift", "\(comment)\nstruct A { let id: Int }\n")]) == ["A.swift:1:\(column): warning: \(message)"])
    }

    @Test(
        "prose that merely starts like the marker is not a misspelled marker",
        arguments: [
            "// Listen: the view reloads", "// listing: item counts", "// listgen: item", "// Lists items of the feed",
            "// lightweight list, item by item",
        ])
    func notAMarker(_ comment: String) {
        let diagnostics = Self.diagnose([("A.swift", "\(comment)\nstruct A { let id: Int }\n")])
        #expect(!diagnostics.contains { $0.contains("misspelled") }, "\(comment)")
    }

    @Test("an identifier with invalid UTF-8 is an error at it, not U+FFFD in generated code")
    func invalidUTF8Identifier() throws {
        let templates = try TemplateSet()
        // "Café" and "title" saved as Latin-1: 0xE9 and 0xFF are not UTF-8.
        let bytes =
            Array("// listgen: item\nstruct Caf".utf8) + [0xE9] + Array(" {\n    let id: Int\n    var ti".utf8) + [0xFF]
            + Array("tle: String\n}\n".utf8)
        let result = Generator(templates: templates, options: .init(jobs: 1)).run(sources: [("A.swift", bytes)])
        #expect(
            result.diagnostics.map(\.description) == [
                "A.swift:2:8: error: type name 'Caf\u{FFFD}' contains bytes that are not valid UTF-8; retype it",
                "A.swift:4:9: error: property name 'ti\u{FFFD}tle' contains bytes that are not valid UTF-8; retype it",
            ])
        #expect(!result.outputs.contains { $0.content.contains("\u{FFFD}") })
        // A failed run with nothing to share writes no shared file either.
        #expect(result.outputs.isEmpty)
    }

    @Test("a generated wrapper may not take an existing type's name")
    func wrapperNameTaken() {
        let diagnostics = Self.diagnose([
            ("A/Row.swift", "// listgen: item(in: Feed)\nstruct Row { let id: Int }\n"),
            ("B/Feed.swift", "enum Feed { case a }\n"),
        ])
        #expect(
            diagnostics == [
                "A/Row.swift:1:22: error: wrapper 'Feed' would be declared by listgen, but 'Feed' is already declared (B/Feed.swift:1); pick another name, or annotate that enum with '// listgen: wrapper'"
            ])
    }

    @Test("a subclass finds its ID in a base class of another file; an annotated base's subclass is told why not")
    func subclasses() {
        let inherits = Self.diagnose([
            ("A/Entity.swift", "class Entity { let id: Int = 0; var createdAt: Double = 0 }\n"),
            ("B/Photo.swift", "// listgen: item\nfinal class Photo: Entity { var caption = \"\" }\n"),
        ])
        #expect(inherits.isEmpty)
        let redeclares = Self.diagnose([
            ("A/Base.swift", "// listgen: item\nclass Base { let id: Int = 0 }\n"),
            ("B/Sub.swift", "// listgen: item\nfinal class Sub: Base { var x = 0 }\n"),
        ])
        #expect(
            redeclares == [
                "B/Sub.swift:1:13: error: 'Sub' inherits 'Diffable' from 'Base' (A/Base.swift:2), and a subclass cannot declare it again; remove this annotation (the base's content equality compares the base's stored properties)"
            ])
    }

    @Test("view bindings: wrong kind of cell, near-miss names, incomplete wrappers, options on non-items")
    func bindings() {
        let cells =
            "#if canImport(UIKit)\nfinal class PostCell: UICollectionViewListCell { func configure(with post: Post) {} }\n"
            + "final class PostTableCell: UITableViewCell { func configure(with post: Post) {} }\n#endif\n"
        #expect(
            Self.diagnose([("A.swift", cells + "// listgen: item(cell: PostTableCell)\nstruct Post { let id: Int }\n")])
                == [
                    "A.swift:5:24: error: 'PostTableCell' is a table view cell; name it with 'tableCell:' (cell: is for collection view cells)"
                ])
        #expect(
            Self.diagnose([("A.swift", cells + "// listgen: item(tableCell: PostCell)\nstruct Post { let id: Int }\n")])
                == ["A.swift:5:29: error: 'PostCell' is a collection view cell; name it with 'cell:' (tableCell: is for table view cells)"])
        #expect(
            Self.diagnose([("A.swift", cells + "// listgen: item(cell: PostCel)\nstruct Post { let id: Int }\n")])
                == ["A.swift:5:24: error: view type 'PostCel' not found in the scanned sources; did you mean 'PostCell'?"])
        #expect(
            Self.diagnose([("A.swift", "// listgen: item(cell: KitCell)\nstruct Post { let id: Int }\n")])
                == ["A.swift:1:24: warning: view type 'KitCell' is not declared in the scanned sources; the compiler will check it"])
        #expect(
            Self.diagnose([("A.swift", "// listgen: equatable(cell: X)\nstruct Post { let id: Int }\n")])
                == [
                    "A.swift:1:23: error: 'cell:' names a view that shows an item or section; it goes on 'item', 'cases' or (header, footer) 'section', not on 'equatable'"
                ])
        let incomplete = Self.diagnose([
            (
                "A.swift",
                cells
                    + "// listgen: item(in: Row, cell: PostCell)\nstruct Post { let id: Int }\n// listgen: item(in: Row)\nstruct Ad { let id: Int }\n"
            )
        ])
        #expect(
            incomplete == [
                "A.swift:7:22: error: wrapper 'Row' shows its cases with a cell, but 'Ad' (case 'ad') names none; add 'cell: ...' to its item annotation"
            ])
        let handWritten = Self.diagnose([
            (
                "A.swift",
                cells
                    + "// listgen: item(cell: PostCell)\nstruct Post { let id: Int }\n// listgen: wrapper\nenum Row {\n    case post(Post)\n    case more\n}\n"
            )
        ])
        #expect(
            handWritten == [
                "A.swift:7:13: error: wrapper 'Row' shows its cases with a cell, but case 'more' names none; name one in the annotation that declares the case ('case(cell: ...)' or 'cases(in: ..., cell: ...)')"
            ])
        let caseOnItem = Self.diagnose([
            ("A.swift", "// listgen: wrapper\nenum Row {\n    // listgen: case(cell: X)\n    case post(Int)\n}\n")
        ])
        #expect(
            caseOnItem.contains(
                "A.swift:3:17: error: annotations on enum cases are not supported, except 'case(cell: ...)' on a payload-less case of a 'wrapper' enum; annotate the enum"
            ))
    }

    @Test("a renamed case resolves the clash")
    func wrapperRename() {
        let diagnostics = Self.diagnose([
            ("A/Row.swift", "// listgen: item(in: Feed)\nstruct Row { let id: Int }\n"),
            ("B/Other.swift", "enum B {\n    // listgen: item(in: Feed, case: otherRow)\n    struct Row { let id: Int }\n}\n"),
        ])
        #expect(diagnostics.isEmpty)
    }

    @Test("errors skip only the affected type; the rest is still generated")
    func partialFailure() throws {
        let templates = try TemplateSet()
        let source = "// listgen: item\nstruct Good { let id: Int }\n// listgen: item\nstruct Bad { let name: Int }\n"
        let result = Generator(templates: templates, options: .init(jobs: 1)).run(sources: [("M.swift", Array(source.utf8))])
        #expect(result.hasErrors)
        let output = try #require(result.outputs.first { $0.name == "M+ListGen.swift" })
        #expect(output.content.contains("extension Good: nonisolated ListKit.Diffable"))
        #expect(!output.content.contains("Bad"))
    }
}
