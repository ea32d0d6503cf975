import ListGenModel
import Testing

@testable import ListGenScanner

/// Comments, strings, regex literals and line ends: nothing inside them is a declaration,
/// and line numbers stay right after them.
@Suite("Lexical constructs")
struct LexicalTests {
    @Test func nestedBlockComments() {
        let file = scan("/* outer /* inner */ struct Hidden {} */\nstruct Visible {}\n")
        #expect(file.qualifiedNames == ["Visible"])
        #expect(file.declarations.first?.location.line == 2)
    }

    @Test func docCommentsAreNotAnnotations() {
        let file = scan("/// A struct.\n/** More docs. struct Fake {} */\nstruct S {}\n")
        #expect(file.qualifiedNames == ["S"])
        #expect(file.declarations.first?.annotations.isEmpty == true)
    }

    @Test func shebangLine() {
        let file = scan("#!/usr/bin/env swift struct NotThis {\nstruct S {}\n")
        #expect(file.qualifiedNames == ["S"])
        #expect(file.diagnostics.isEmpty)
    }

    @Test func byteOrderMark() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("// listgen: x\nstruct S {}\n".utf8)
        let file = DeclarationScanner().scan(bytes, path: "bom.swift")
        #expect(file.qualifiedNames == ["S"])
        #expect(file.declarations.first?.annotationTexts == ["x"])
        #expect(file.declarations.first?.location.line == 2)
    }

    @Test func crlfAndLoneCRLineEnds() {
        let file = scan("struct A {\r\n  var a: Int\r\n}\rstruct B {\r  var b: Int\r}\nstruct C {}\n")
        #expect(file.qualifiedNames == ["A", "B", "C"])
        #expect(file.declarations.map(\.location.line) == [1, 4, 7])
        #expect(file.declaration("B")?.property("b")?.location.line == 5)
    }

    @Test func blankLineWithCRLFEndsAnnotationBlock() {
        let file = scan("// listgen: dropped\r\n\r\nstruct S {}\r\n")
        #expect(file.declarations.first?.annotations.isEmpty == true)
    }

    @Test func multiLineStrings() {
        let source = "struct S {\n  let text = \"\"\"\n    struct Fake {\n    \"\"\"\n  var after: Int\n}\n"
        let file = scan(source)
        #expect(file.qualifiedNames == ["S"])
        #expect(file.declaration("S")?.propertyNames == ["text", "after"])
        #expect(file.declaration("S")?.property("after")?.location.line == 5)
    }

    @Test(arguments: [
        "#\"a \"quote\" { \"#", "##\"has \"# inside { \"##", "#\"\"\"#", "#\"\\#(call(\"}\")) {\"#",
        "#\"\"\"\n  multi \"\"\" { \"#\n  \"\"\"#",
    ])
    func rawStrings(literal: String) {
        let file = scan("struct S {\n  let raw = \(literal)\n  var after: Int\n}\nstruct T {}\n")
        #expect(file.qualifiedNames == ["S", "T"])
        #expect(file.declaration("S")?.propertyNames == ["raw", "after"])
        #expect(file.diagnostics.isEmpty)
    }

    @Test func interpolationWithParenthesesStringsAndClosures() {
        let source = #"""
            struct S {
              let a = "x \(f(g(1), ")")) y"
              let b = "x \(items.map { "\($0) }" }.joined()) y"
              let c = """
                \(nested("""
                  { inner
                  """))
                """
              var after: Int
            }
            """#
        let file = scan(source)
        #expect(file.declaration("S")?.propertyNames == ["a", "b", "c", "after"])
        #expect(file.declaration("S")?.property("after")?.location.line == 9)
        #expect(file.diagnostics.isEmpty)
    }

    @Test func extendedRegexLiterals() {
        let source = "struct S {\n  let a = #/struct X { (?<n>\\w+) }/#\n  let b = #/\n    { multi\n    /#\n  var after: Int\n}\n"
        let file = scan(source)
        #expect(file.declaration("S")?.propertyNames == ["a", "b", "after"])
        #expect(file.declaration("S")?.property("after")?.location.line == 6)
    }

    @Test func bareRegexLiteralsAgainstDivision() {
        let source = """
            struct S {
              let regex = /[a-z]+\\/{/
              let quotient = total / count / 2
              let casePath = /Enum.payload
              let composed = (/Foo.a .. /Foo.b)
              static func / (lhs: S, rhs: S) -> S { lhs }
              static func /(lhs: S, rhs: Int) -> S { lhs }
              var after: Int
            }
            struct T {}
            """
        let file = scan(source)
        #expect(file.qualifiedNames == ["S", "T"])
        #expect(file.declaration("S")?.propertyNames == ["regex", "quotient", "casePath", "composed", "after"])
        #expect(file.diagnostics.isEmpty)
    }

    @Test func sourceLocationDirectiveIsIgnored() {
        let file = scan("#sourceLocation(file: \"x.swift\", line: 100)\nstruct S {}\n#sourceLocation()\n")
        #expect(file.declarations.first?.location.line == 2)
    }
}
