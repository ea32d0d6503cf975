import ListGenModel
import Testing

@testable import ListGenScanner

/// Bad input: `path:line:col` diagnostics and reading on.
@Suite("Diagnostics and recovery")
struct DiagnosticTests {
    @Test func unterminatedSingleLineStringRecoversOnTheNextLine() {
        let file = scan("struct S {\n  let s = \"open\n  var after: Int\n}\nstruct T {}\n")
        #expect(file.diagnostics.map(\.description) == ["Test.swift:2:11: error: unterminated string literal"])
        #expect(file.qualifiedNames == ["S", "T"])
        #expect(file.declaration("S")?.propertyNames == ["s", "after"])
    }

    @Test func unterminatedBlockCommentRunsToTheEnd() {
        let file = scan("struct A {}\n/* open\nstruct B {}\n")
        #expect(file.diagnostics.map(\.description) == ["Test.swift:2:1: error: unterminated block comment"])
        #expect(file.qualifiedNames == ["A"])
    }

    @Test func unterminatedMultiLineString() {
        let file = scan("struct A {\n  let s = \"\"\"\n  text\n}\n")
        #expect(file.diagnostics.map(\.description).contains("Test.swift:2:11: error: unterminated string literal"))
        #expect(file.qualifiedNames == ["A"])
    }

    @Test func missingClosingBrace() {
        let file = scan("struct A {\n  var a: Int\n\nstruct B {}\n")
        #expect(file.diagnostics.map(\.description) == ["Test.swift:1:10: error: expected '}' to close the body of 'A'"])
        #expect(file.qualifiedNames == ["A", "A.B"])
    }

    @Test func unclosedFunctionBody() {
        let file = scan("struct A {\n  func f() {\n    if x {\n  }\n}\n")
        #expect(file.diagnostics.count == 1)
        #expect(file.diagnostics.first?.location == SourceLocation(line: 1, column: 10))
    }

    @Test func strayClosingBraceAtFileScope() {
        let file = scan("struct A {}\n}\nstruct B { var b: Int }\n")
        #expect(file.diagnostics.map(\.description) == ["Test.swift:2:1: error: unexpected '}' at file scope"])
        #expect(file.qualifiedNames == ["A", "B"])
        #expect(file.declaration("B")?.propertyNames == ["b"])
    }

    @Test func unclosedParenthesisIsClosedByTheBrace() {
        let file = scan("struct A {\n  var a = f(1,\n}\nstruct B {}\n")
        #expect(file.qualifiedNames == ["A", "B"])
        #expect(!file.diagnostics.isEmpty)
    }

    @Test func missingNameAndBody() {
        let file = scan("struct\nstruct B: P\nstruct C {}\n")
        #expect(file.qualifiedNames.contains("C"))
        #expect(file.diagnostics.count >= 2)
    }

    @Test func invalidUTF8() {
        var bytes = Array("struct S".utf8)
        bytes += [0xFF, 0xFE, 0xC3]
        bytes += Array(" {\n  let \u{FFFD}x: Int\n}\n".utf8)
        let file = DeclarationScanner().scan(bytes, path: "bad.swift")
        #expect(file.declarations.count == 1)
        #expect(file.declarations.first?.properties.count == 1)
        #expect(file.declarations.first?.name.hasPrefix("S\u{FFFD}") == true)
    }

    @Test func emptyFile() {
        let file = DeclarationScanner().scan([], path: "empty.swift")
        #expect(file.declarations.isEmpty)
        #expect(file.diagnostics.isEmpty)
        #expect(file.path == "empty.swift")
    }
}
