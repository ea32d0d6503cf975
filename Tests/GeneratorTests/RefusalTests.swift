import Testing

@testable import ListGenCore
@testable import ListGenRenderer

/// Every annotation whose generated code would not compile, or would compile with another
/// meaning, is refused at the line that causes it, and the refused type gets no code at all. Each case: the source, the exact diagnostics,
/// and the type that must have no generated extension.
@Suite struct RefusalTests {
    static func run(_ files: [(String, String)], sourceLocations: Bool = false) -> Generator.Result {
        guard let templates = try? TemplateSet() else { fatalError("embedded templates do not load") }
        var generator = Generator(templates: templates, options: .init(jobs: 1))
        generator.options.sourceLocations = sourceLocations
        return generator.run(sources: files.map { ($0.0, Array($0.1.utf8)) })
    }

    /// Whether any output extends `type` (or declares it, for a generated wrapper).
    static func hasCode(for type: String, in result: Generator.Result) -> Bool {
        result.outputs.contains { $0.content.contains("extension \(type):") || $0.content.contains("enum \(type) ") }
    }

    @Test(
        "a silent change of meaning is refused, and the type gets no code",
        arguments: [
            (
                "every stored property private: an `==` that is always true",
                "// listgen: equatable\nstruct A {\n    private var a: Int\n    private var b: String\n}\n", "A",
                [
                    "A.swift:3:17: error: property 'a' is private, so generated code in another file cannot compare it; mark it '// listgen: ignore' or widen it (private(set) is fine)",
                    "A.swift:4:17: error: property 'b' is private, so generated code in another file cannot compare it; mark it '// listgen: ignore' or widen it (private(set) is fine)",
                ]
            ),
            (
                "hashable(identity) would replace a declared Equatable",
                "// listgen: item\n// listgen: hashable(identity)\nstruct A: Equatable {\n    let id: Int\n    var name: String\n}\n", "A",
                [
                    "A.swift:2:13: error: 'A' already declares 'Equatable', and 'hashable' would replace its '=='; declare 'Hashable' on it instead to keep its '==' (Swift then synthesizes 'hash(into:)', or write it), or remove the conformance it has"
                ]
            ),
            (
                "hashable(ignore:) would replace a declared Equatable",
                "// listgen: hashable(ignore: [b])\nstruct A: Equatable {\n    var a: Int\n    var b: String\n}\n", "A",
                [
                    "A.swift:1:13: error: 'A' already declares 'Equatable', and 'hashable' would replace its '=='; declare 'Hashable' on it instead to keep its '==' (Swift then synthesizes 'hash(into:)', or write it), or remove the conformance it has"
                ]
            ),
            (
                "an extension without members makes it Equatable; hashable would replace that `==`",
                "// listgen: hashable\nstruct A { var a: Int }\nextension A: Equatable {}\n", "A",
                [
                    "A.swift:1:13: error: 'A' is already Equatable through 'Equatable' in an extension (A.swift:3), and 'hashable' would replace its '=='; declare 'Hashable' on it instead to keep its '==' (Swift then synthesizes 'hash(into:)', or write it), or remove the conformance it has"
                ]
            ),
            (
                "the package's own protocol refines Hashable",
                "protocol Model: Hashable {}\n// listgen: equatable\nstruct A: Model { var a: Int }\n", "A",
                [
                    "A.swift:2:13: error: 'A' is already Equatable through 'Model', and 'equatable' would replace its '=='; remove the annotation, or the conformance it has"
                ]
            ),
            (
                "a protocol listgen cannot see may refine Equatable",
                "// listgen: equatable\nstruct A: ImportedProtocol { var a: Int }\n", "A",
                [
                    "A.swift:1:13: error: 'A' conforms to 'ImportedProtocol', which is not declared in the scanned sources, so listgen cannot tell whether 'A' is already Equatable (then 'equatable' would replace its '=='); write the conformance by hand"
                ]
            ),
            (
                "a class's ID that is not Hashable: Swift would identify it by object",
                "struct Key { var raw: Int }\n// listgen: item\nfinal class A {\n    let id: Key\n    var name = \"\"\n    init(id: Key) { self.id = id }\n}\n",
                "A",
                [
                    "A.swift:4:9: error: ID property 'id' has type 'Key', which is not Hashable ('Key' at A.swift:1 declares no conformance to Hashable); an ID must be Hashable, so annotate 'Key' with '// listgen: hashable' at A.swift:1 (or make it Hashable yourself), or choose another ID property"
                ]
            ),
            (
                "an ID named by id: that is not Hashable",
                "struct Key { var raw: Int }\n// listgen: item(id: key)\nstruct A {\n    let key: Key\n}\n", "A",
                [
                    "A.swift:4:9: error: ID property 'key' has type 'Key', which is not Hashable ('Key' at A.swift:1 declares no conformance to Hashable); an ID must be Hashable, so annotate 'Key' with '// listgen: hashable' at A.swift:1 (or make it Hashable yourself), or choose another ID property"
                ]
            ),
            (
                "hashable on a subclass of a hashable class: equal values, different hashes",
                "// listgen: hashable\nclass Base { var a = 0 }\n// listgen: hashable\nfinal class Sub: Base { var b = 0 }\n", "Sub",
                [
                    "A.swift:3:13: error: 'Sub' inherits Equatable from 'Base' (A.swift:2): a subclass cannot declare it again, and its hash would disagree with the base's '=='; compare subclass properties in the base's '==' instead, and remove this annotation"
                ]
            ),
            (
                "equatable on a subclass of a hashable class",
                "// listgen: hashable\nclass Base { var a = 0 }\n// listgen: equatable\nfinal class Sub: Base { var b = 0 }\n", "Sub",
                [
                    "A.swift:3:13: error: 'Sub' inherits Equatable from 'Base' (A.swift:2): a subclass cannot declare it again, and a subclass's '==' is never called through the base's conformance; compare subclass properties in the base's '==' instead, and remove this annotation"
                ]
            ),
            (
                "equatable on an NSObject subclass",
                "import Foundation\n// listgen: equatable\nfinal class A: NSObject { var a = 0 }\n", "A",
                [
                    "A.swift:2:13: error: 'A' is a subclass of 'NSObject', whose equality is NSObject's 'isEqual(_:)' and 'hash'; override those instead, and remove this annotation"
                ]
            ),
            (
                "an annotation attached to nothing inside the type: the property it meant to ignore would be compared",
                "// listgen: item\nstruct A {\n    let id: Int\n    // listgen: ignore\n\n    var cache: [Int]\n}\n", "A",
                [
                    "A.swift:4:17: error: annotation attached to nothing: put it directly above a type, stored property or enum case declaration, with no blank line between (annotations on functions, extensions, local types or other declarations do not apply)"
                ]
            ),
        ])
    func silentChange(_ name: String, _ source: String, _ type: String, _ expected: [String]) {
        let result = Self.run([("A.swift", source)])
        #expect(result.diagnostics.map(\.description) == expected, "\(name)")
        #expect(!Self.hasCode(for: type, in: result), "\(name): '\(type)' got code")
    }

    @Test(
        "what would not compile is an error at its line, and the type gets no code",
        arguments: [
            (
                "a field whose type is not Equatable",
                "struct Payload { var x: Int }\n// listgen: item\nstruct A {\n    let id: Int\n    var payload: Payload\n}\n", "A",
                "A.swift:5:9: error: property 'payload' has type 'Payload', which is not Equatable ('Payload' at A.swift:1 declares no conformance to Equatable); annotate 'Payload' with '// listgen: equatable' at A.swift:1 (or make it Equatable yourself), or mark 'payload' '// listgen: ignore'"
            ),
            (
                "a field typed with an item, which item does not make Equatable",
                "// listgen: item\nstruct Other { let id: Int }\n// listgen: item\nstruct A {\n    let id: Int\n    var other: Other\n}\n",
                "A",
                "A.swift:6:9: error: property 'other' has type 'Other', which is not Equatable ('Other' at A.swift:2 is an 'item', which makes it Diffable, not Equatable); annotate 'Other' with '// listgen: equatable' as well, at A.swift:2, or mark 'other' '// listgen: ignore'"
            ),
            (
                "hashable over an Equatable-only field",
                "struct Money: Equatable { var cents: Int }\n// listgen: hashable\nstruct A { var price: Money }\n", "A",
                "A.swift:3:16: error: property 'price' has type 'Money', which is not Hashable, and 'hashable' hashes it ('Money' at A.swift:1 is Equatable, not Hashable); make it Hashable, or mark 'price' '// listgen: ignore'"
            ),
            (
                "a field of a generic type whose conformance an extension makes conditional",
                "struct Box<Value> { var value: Value }\nextension Box: Equatable where Value: Equatable {}\nstruct Plain { var x: Int }\n// listgen: equatable\nstruct A {\n    var ok: Box<Int>\n    var bad: Box<Plain>\n}\n",
                "A",
                "A.swift:7:9: error: property 'bad' has type 'Box<Plain>', which is not Equatable ('Plain' at A.swift:3 declares no conformance to Equatable); annotate 'Plain' with '// listgen: equatable' at A.swift:3 (or make it Equatable yourself), or mark 'bad' '// listgen: ignore'"
            ),
            (
                "a protocol-typed property without 'any'",
                "// listgen: equatable\nstruct A { var error: Error }\n", "A",
                "A.swift:2:16: error: property 'error' is an existential ('Error', a protocol), which cannot be compared; mark it '// listgen: ignore'"
            ),
            (
                "an array of a protocol type",
                "// listgen: equatable\nstruct A { var path: [CodingKey] }\n", "A",
                "A.swift:2:16: error: property 'path' holds an existential ('CodingKey' in '[CodingKey]', a protocol), which cannot be compared; mark it '// listgen: ignore'"
            ),
            (
                "the package's own protocol as a type",
                "protocol Shape {}\n// listgen: equatable\nstruct A { var shape: Shape }\n", "A",
                "A.swift:3:16: error: property 'shape' is an existential ('Shape', a protocol), which cannot be compared; mark it '// listgen: ignore'"
            ),
            (
                "Any", "// listgen: equatable\nstruct A { var value: Any }\n", "A",
                "A.swift:2:16: error: property 'value' is an existential ('Any'), which cannot be compared; mark it '// listgen: ignore'"
            ),
            (
                "[String: Any]", "// listgen: equatable\nstruct A { var info: [String: Any] }\n", "A",
                "A.swift:2:16: error: property 'info' holds an existential ('Any' in '[String: Any]'), which cannot be compared; mark it '// listgen: ignore'"
            ),
            (
                "Any.Type", "// listgen: equatable\nstruct A { var kind: Any.Type }\n", "A",
                "A.swift:2:16: error: property 'kind' is a metatype ('Any.Type'), which cannot be compared; mark it '// listgen: ignore'"
            ),
            (
                "a closure behind a type alias",
                "typealias Handler = (Int) -> Void\n// listgen: equatable\nstruct A { var onTap: Handler }\n", "A",
                "A.swift:3:16: error: property 'onTap' is a closure ('Handler', that is '(Int) -> Void'), which cannot be compared; mark it '// listgen: ignore'"
            ),
            (
                "a closure as an enum case payload",
                "// listgen: hashable\nenum Action {\n    case run(() -> Void)\n    case stop\n}\n", "Action",
                "A.swift:3:10: error: case 'run' of 'Action' holds a closure ('() -> Void'), which cannot be compared; 'hashable' compares every associated value, so remove the annotation (or write the conformance by hand)"
            ),
            (
                "a tuple inside an array",
                "// listgen: equatable\nstruct A { var points: [(Int, Int)] }\n", "A",
                "A.swift:2:16: error: property 'points' holds a tuple ('(Int, Int)' in '[(Int, Int)]'), which cannot be compared; mark it '// listgen: ignore'"
            ),
            (
                "a tuple behind a type alias",
                "typealias Point = (x: Int, y: Int)\n// listgen: equatable\nstruct A { var origin: Point }\n", "A",
                "A.swift:3:16: error: property 'origin' is a tuple ('Point', that is '(x: Int, y: Int)'), which cannot be compared; mark it '// listgen: ignore'"
            ),
            (
                "item on an enum without cases",
                "// listgen: item\nenum Namespace {}\n", "Namespace",
                "A.swift:1:13: error: unsupported form: enum 'Namespace' has no cases, so it has no values to list; annotate a type that has values"
            ),
            (
                "equatable on an enum without cases is told so, not about associated values",
                "// listgen: equatable\nenum Namespace {}\n", "Namespace",
                "A.swift:1:13: error: unsupported form: enum 'Namespace' has no cases, so it has no values to compare; remove the annotation"
            ),
            (
                "cases(in:) on an enum without cases",
                "// listgen: cases(in: Row)\nenum Empty {}\n", "Row",
                "A.swift:1:13: error: unsupported form: enum 'Empty' has no cases, so it adds no case to 'Row'; remove the annotation"
            ),
            (
                "a section whose elements are not items",
                "struct Row { let id: Int }\n// listgen: section\nstruct S {\n    let id: Int\n    var items: [Row]\n}\n", "S",
                "A.swift:5:9: error: the items property 'items' holds 'Row', which is not annotated 'item' (A.swift:1); a section's items must be Diffable: annotate 'Row' with '// listgen: item'"
            ),
            (
                "a hand-written wrapper case that wraps no item",
                "struct Row { let id: Int }\n// listgen: wrapper\nenum W {\n    case row(Row)\n}\n", "W",
                "A.swift:4:10: error: wrapper case 'row' wraps 'Row', which is not annotated 'item' (A.swift:1); each case of a wrapper wraps an item: annotate 'Row' with '// listgen: item'"
            ),
        ])
    func wouldNotCompile(_ name: String, _ source: String, _ type: String, _ expected: String) {
        let result = Self.run([("A.swift", source)])
        #expect(result.diagnostics.map(\.description) == [expected], "\(name)")
        #expect(!Self.hasCode(for: type, in: result), "\(name): '\(type)' got code")
    }

    @Test(
        "more refusals: an associated value, conformances listgen cannot see, a simple enum",
        arguments: [
            (
                "an associated value whose type is not Equatable",
                "struct Payload { var x: Int }\n// listgen: equatable\nenum E {\n    case a(Payload)\n    case b\n}\n", "E",
                "A.swift:4:10: error: case 'a' of 'E' holds 'Payload', which is not Equatable ('Payload' at A.swift:1 declares no conformance to Equatable); annotate 'Payload' with '// listgen: equatable' at A.swift:1 (or make it Equatable yourself), or remove the annotation"
            ),
            (
                "a module-qualified protocol listgen cannot see",
                "// listgen: equatable\nstruct A: ImportedKit.Model { var a: Int }\n", "A",
                "A.swift:1:13: error: 'A' conforms to 'ImportedKit.Model', which is not declared in the scanned sources, so listgen cannot tell whether 'A' is already Equatable (then 'equatable' would replace its '=='); write the conformance by hand"
            ),
            (
                "an extension declaring a protocol listgen cannot see",
                "// listgen: hashable\nstruct A { var a: Int }\nextension A: ImportedProtocol {}\n", "A",
                "A.swift:1:13: error: 'A' conforms to 'ImportedProtocol' in an extension (A.swift:3), which listgen cannot see through, so listgen cannot tell whether 'A' is already Equatable (then 'hashable' would replace its '=='); write the conformance by hand"
            ),
            (
                "a base class whose own base listgen cannot see",
                "class Base: ImportedBase { var a = 0 }\n// listgen: equatable\nfinal class Sub: Base { var b = 0 }\n", "Sub",
                "A.swift:2:13: error: 'Sub' inherits from 'Base' (A.swift:1), whose conformances listgen cannot all see, so listgen cannot tell whether 'Sub' is already Equatable (then 'equatable' would replace its '=='); write the conformance by hand"
            ),
            (
                "a class whose base listgen cannot see",
                "// listgen: hashable\nclass A: ImportedBase { var a = 0 }\n", "A",
                "A.swift:1:13: error: 'A' inherits from or conforms to 'ImportedBase', which is not declared in the scanned sources, so listgen cannot tell whether 'A' is already Equatable (then 'hashable' would replace its '=='); write the conformance by hand"
            ),
            (
                "an attribute that may be a macro adding Equatable",
                "// listgen: equatable\n@SomeMacro\nstruct A { var a: Int }\n", "A",
                "A.swift:1:13: error: 'A' has the attribute '@SomeMacro', which is not declared in the scanned sources, so listgen cannot tell whether 'A' is already Equatable (then 'equatable' would replace its '=='); write the conformance by hand"
            ),
            (
                "an enum without associated values is Equatable already",
                "// listgen: equatable\nenum E { case a, b }\n", "E",
                "A.swift:1:13: error: unsupported form: an enum without associated values is already Equatable"
            ),
            (
                "a closure whose parameter is a type of the file",
                "struct Key { var raw: Int }\n// listgen: item\nstruct A {\n    let id: Int\n    var lookup: (Key) -> Void\n}\n", "A",
                "A.swift:5:9: error: property 'lookup' is a closure ('(Key) -> Void'), which cannot be compared; mark it '// listgen: ignore'"
            ),
            (
                "a stray brace that closed the body early: its last properties were read outside it",
                "// listgen: equatable\nstruct A {\n    var a: Int\n    func f() { if true { } } }\n    var b: Int\n}\n", "A",
                "A.swift:6:1: error: unexpected '}' at file scope"
            ),
            (
                "a syntax error inside the type's body",
                "// listgen: item\nstruct A {\n    let id: Int\n    var title = \"unterminated\n}\n", "A",
                "A.swift:4:17: error: unterminated string literal"
            ),
        ])
    func moreRefusals(_ name: String, _ source: String, _ type: String, _ expected: String) {
        let result = Self.run([("A.swift", source)])
        #expect(result.diagnostics.map(\.description) == [expected], "\(name)")
        #expect(!Self.hasCode(for: type, in: result), "\(name): '\(type)' got code")
    }

    @Test("an ID of a type whose hashable annotation failed: an error at the ID property, no code")
    func idReliance() {
        let result = Self.run([
            (
                "A.swift",
                "struct Key { var raw: Int }\n// listgen: hashable\nstruct HashedKey {\n    var key: Key\n}\n// listgen: item(id: key)\nstruct A {\n    let key: HashedKey\n}\n"
            )
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "A.swift:4:9: error: property 'key' has type 'Key', which is not Hashable, and 'hashable' hashes it ('Key' at A.swift:1 declares no conformance to Hashable); annotate 'Key' with '// listgen: hashable' at A.swift:1 (or make it Hashable yourself), or mark 'key' '// listgen: ignore'",
                "A.swift:8:9: error: ID property 'key' needs 'HashedKey' to be Hashable, which its listgen annotation would make it, but 'HashedKey' gets no generated code because of its errors; fix those first",
            ])
        #expect(!Self.hasCode(for: "HashedKey", in: result) && !Self.hasCode(for: "A", in: result))
    }

    @Test("a wrapper spelled differently by one member: that member and the wrapper get no code")
    func wrapperSpelling() {
        let result = Self.run([
            ("A.swift", "// listgen: item(in: Row)\nstruct A { let id: Int }\n// listgen: item(in: row)\nstruct B { let id: Int }\n")
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "A.swift:3:22: error: wrapper 'row' differs only in case from 'Row' (A.swift:1); did you mean 'Row'?"
            ])
        #expect(!Self.hasCode(for: "B", in: result) && !Self.hasCode(for: "Row", in: result))
        #expect(Self.hasCode(for: "A", in: result))
    }

    @Test("a type whose code uses another's failed annotation gets no code either, with an error where it relies on it")
    func reliance() {
        let result = Self.run([
            ("A.swift", "// listgen: hashable\nstruct Inner {\n    var a: Int\n    var onTap: () -> Void\n}\n"),
            (
                "B.swift",
                "// listgen: hashable\nstruct Outer { var inner: Inner }\n// listgen: hashable\nstruct Outermost { var outer: Outer }\n"
            ),
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "A.swift:4:9: error: property 'onTap' is a closure ('() -> Void'), which cannot be compared; mark it '// listgen: ignore'",
                "B.swift:2:20: error: property 'inner' needs 'Inner' to be Hashable, which its listgen annotation would make it, but 'Inner' gets no generated code because of its errors; fix those first",
                "B.swift:4:24: error: property 'outer' needs 'Outer' to be Hashable, which its listgen annotation would make it, but 'Outer' gets no generated code because of its errors; fix those first",
            ])
        for type in ["Inner", "Outer", "Outermost"] { #expect(!Self.hasCode(for: type, in: result), "\(type) got code") }
    }

    @Test("a base class's property error is reported once, in its file, and no subclass gets code")
    func baseClassErrorOnce() {
        let result = Self.run([
            ("Base.swift", "class Base { private var secret = 0 }\n"),
            (
                "Subs.swift",
                "// listgen: equatable\nfinal class Sub1: Base { var a = 0 }\n// listgen: equatable\nfinal class Sub2: Base { var b = 0 }\n"
            ),
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "Base.swift:1:26: error: property 'secret' is private, so generated code in another file cannot compare it; mark it '// listgen: ignore' or widen it (private(set) is fine)"
            ])
        #expect(!Self.hasCode(for: "Sub1", in: result) && !Self.hasCode(for: "Sub2", in: result))
    }

    @Test("a wrapper case clash names the enum that declares the case, and the wrapper is not generated")
    func caseClash() {
        let result = Self.run([
            (
                "A.swift",
                "// listgen: cases(in: Row)\nenum Placeholder { case spinner }\n// listgen: cases(in: Row)\nenum Other { case spinner }\n"
            )
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "A.swift:3:23: error: wrapper 'Row': case name 'spinner' of 'Other' clashes with 'Placeholder' (A.swift:1); rename one of the cases"
            ])
        #expect(!Self.hasCode(for: "Row", in: result))
    }

    @Test("a wrapper whose member has errors is not generated without that case")
    func wrapperWithFailedMember() {
        let result = Self.run([
            (
                "A.swift",
                "// listgen: item(in: Feed)\nstruct Post { let id: Int }\n// listgen: item(in: Feed)\nstruct Ad {\n    let id: Int\n    var onTap: () -> Void\n}\n"
            )
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "A.swift:6:9: error: property 'onTap' is a closure ('() -> Void'), which cannot be compared; mark it '// listgen: ignore'"
            ])
        #expect(!Self.hasCode(for: "Feed", in: result) && !Self.hasCode(for: "Ad", in: result))
        #expect(Self.hasCode(for: "Post", in: result))
    }

    @Test("hashable(identity) without an identity suggests item(id:), which it accepts")
    func identityHint() {
        let result = Self.run([("A.swift", "// listgen: hashable(identity)\n// listgen: item\nstruct A { let name: String }\n")])
        #expect(
            result.diagnostics.map(\.description) == [
                "A.swift:2:13: error: missing identity: 'A' has no ID; add an 'id' property, mark one with '// listgen: id', or write 'item(id: name)' (a row without a model is a struct with no stored properties: its type is its identity)"
            ])
        let fixed = Self.run([("A.swift", "// listgen: hashable(identity)\n// listgen: item(id: name)\nstruct A { let name: String }\n")])
        #expect(fixed.diagnostics.isEmpty)
        #expect(fixed.outputs.contains { $0.content.contains("hasher.combine(self.id)") })
    }

    @Test("a package's own protocol named Diffable is not ListKit's")
    func ownDiffable() {
        let result = Self.run([("A.swift", "protocol Diffable {}\n// listgen: item\nstruct A: Diffable { let id: Int }\n")])
        #expect(result.diagnostics.isEmpty)
        #expect(result.outputs.contains { $0.content.contains("extension A: nonisolated ListKit.Diffable") })
        let listKits = Self.run([("A.swift", "// listgen: item\nstruct A: Diffable { let id: Int }\n")])
        #expect(
            listKits.diagnostics.map(\.description) == [
                "A.swift:1:13: error: 'A' already declares 'Diffable', which 'item' generates; remove one"
            ])
    }

    @Test("a generic type nested in another is spelled with its arguments where members name it")
    func nestedGeneric() throws {
        let result = Self.run([
            ("A.swift", "enum Shelf {\n    // listgen: hashable\n    struct Slot<Content> {\n        var content: Content\n    }\n}\n")
        ])
        #expect(result.diagnostics.isEmpty)
        let output = try #require(result.outputs.first { $0.name == "A+ListGen.swift" })
        #expect(output.content.contains("extension Shelf.Slot: Equatable, Hashable where Content: Hashable {"))
        #expect(output.content.contains("static func == (lhs: Shelf.Slot<Content>, rhs: Shelf.Slot<Content>) -> Bool {"))
    }

    @Test("with source locations, each compared, hashed or identifying line stands for its declaration's line")
    func sourceLocations() throws {
        let source =
            "// listgen: hashable\nstruct A {\n    var lock: ImportedBuffer<Int, Int>\n    var count: Int\n}\n"
            + "// listgen: item\nfinal class B {\n    let id: ImportedBuffer<Int, Int>\n    init(id: ImportedBuffer<Int, Int>) { self.id = id }\n}\n"
            + "// listgen: equatable\nenum C {\n    case some(ImportedBuffer<Int, Int>)\n}\n"
        let result = Self.run([("/src/M.swift", source)], sourceLocations: true)
        #expect(result.diagnostics.isEmpty)
        let text = try #require(result.outputs.first { $0.name == "M+ListGen.swift" }).content
        for expected in [
            "#sourceLocation(file: \"/src/M.swift\", line: 1)\nnonisolated extension A: nonisolated Hashable {\n#sourceLocation()\n",
            "#sourceLocation(file: \"/src/M.swift\", line: 3)\n        guard listGenFieldEqual(lhs.lock, rhs.lock) else { return false }\n#sourceLocation()\n",
            "#sourceLocation(file: \"/src/M.swift\", line: 4)\n        guard listGenFieldEqual(lhs.count, rhs.count) else { return false }\n#sourceLocation()\n",
            "#sourceLocation(file: \"/src/M.swift\", line: 3)\n        hasher.combine(self.lock)\n#sourceLocation()\n",
            "    private static func listGenCheckID(_ item: B) {\n#sourceLocation(file: \"/src/M.swift\", line: 8)\n        let id = item.id; _ = AnyHashable(id)\n#sourceLocation()\n",
            // `some` is a contextual keyword: written with backticks wherever generated code names it.
            "        case let (.`some`(l0), .`some`(r0)):\n#sourceLocation(file: \"/src/M.swift\", line: 13)\n            listGenFieldEqual(l0, r0)\n#sourceLocation()\n",
        ] {
            #expect(text.contains(expected), "missing:\n\(expected)\nin:\n\(text)")
        }
        // Without the option the chain form stays, and an unknown ID is still checked.
        let plain = try #require(Self.run([("/src/M.swift", source)]).outputs.first { $0.name == "M+ListGen.swift" }).content
        #expect(!plain.contains("#sourceLocation"))
        #expect(plain.contains("listGenFieldEqual(lhs.lock, rhs.lock)\n            && listGenFieldEqual(lhs.count, rhs.count)"))
        #expect(plain.contains("let id = item.id; _ = AnyHashable(id)"))
    }

    @Test("a type nested deeper than the scanner reads gets no code: its members were never seen")
    func nestedTooDeeply() {
        let depth = 66
        let source =
            (0..<depth).map { "// listgen: item\nstruct N\($0) { let id: Int" }.joined(separator: "\n") + "\n"
            + String(repeating: "}\n", count: depth)
        let result = Self.run([("A.swift", source)])
        #expect(result.diagnostics.contains { $0.message == "declarations nested too deeply; the body is skipped" })
        let deepest = (0...64).map { "N\($0)" }.joined(separator: ".")
        #expect(!result.outputs.contains { $0.content.contains("extension \(deepest):") })
    }

    @Test("an ID alias is refused where a protocol refining Identifiable may give the type its id; Identifiable adopted directly is fine")
    func identifiableThroughProtocol() {
        let result = Self.run([
            (
                "A.swift",
                "protocol HasID: Identifiable {}\nextension HasID { var id: String { \"default\" } }\n// listgen: item(id: isbn)\nstruct B1: HasID { let isbn: Int }\n// listgen: item(id: isbn)\nstruct B2: Identifiable { let isbn: Int }\n"
            )
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "A.swift:3:22: error: 'B1' is Identifiable through 'HasID' (A.swift:1), whose extensions may give it an 'id'; 'item(id: isbn)' would declare its own and change what Identifiable uses; name the ID property 'id', or declare 'var id' by hand and annotate 'item'"
            ])
        #expect(!Self.hasCode(for: "B1", in: result) && Self.hasCode(for: "B2", in: result))
    }

    @Test("syntax errors inside a body are errors in the type, which gets no code; valid multi-line forms are not")
    func syntaxErrorsInBodies() {
        let result = Self.run([
            (
                "A.swift",
                "// listgen: item\nstruct A: Sendable {\n    let id: Int\n    var a: [Int\n    var b: Int\n}\n"
                    + "// listgen: item\nstruct B: Sendable {\n    let id: Int\n    var y: Int,\n    var z: String\n}\n"
                    + "// listgen: item\nenum E: Sendable {\n    case a,\n    case b\n}\n"
                    + "// listgen: item\nstruct Ok: Sendable {\n    let id: Int\n    var pair = 1,\n        other = 2\n    var names: [\n        String\n    ]\n}\n"
            )
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "A.swift:4:12: error: unclosed bracket in the type of 'a'",
                "A.swift:10:15: error: expected another name after ',' in this 'var' declaration; remove the ','",
                "A.swift:15:11: error: expected another name after ',' in this 'case' declaration; remove the ','",
            ])
        #expect(!Self.hasCode(for: "A", in: result) && !Self.hasCode(for: "B", in: result) && !Self.hasCode(for: "E", in: result))
        #expect(Self.hasCode(for: "Ok", in: result))
    }
}
