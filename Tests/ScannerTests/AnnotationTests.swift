import ListGenModel
import Testing

@testable import ListGenScanner

/// `// listgen:` comments: which declaration, property or case they belong to.
@Suite("Annotations")
struct AnnotationTests {
    @Test func lineAndDocCommentsAboveADeclaration() {
        let s = scan("// listgen: item(id: id)\n/// listgen: section(by: kind)\n// unrelated comment\nstruct S {}\n").declaration("S")
        #expect(s?.annotationTexts == ["item(id: id)", "section(by: kind)"])
        #expect(s?.annotations.first?.location == SourceLocation(line: 1, column: 13))
    }

    @Test func blankLineEndsTheBlock() {
        let s = scan("// listgen: dropped\n\n// listgen: kept\nstruct S {}\n").declaration("S")
        #expect(s?.annotationTexts == ["kept"])
    }

    @Test func trailingCommentAnnotatesNothing() {
        let file = scan("struct S {\n  let x = 1 // listgen: trailing\n  let y = 2\n}\n")
        #expect(file.declaration("S")?.properties.allSatisfy { $0.annotations.isEmpty } == true)
    }

    @Test func commentAfterAnotherCommentOnItsLineDoesNotStartTheLine() {
        let s = scan("/* first */ // listgen: no\n// listgen: yes\nstruct S {}\n").declaration("S")
        #expect(s?.annotationTexts == ["yes"])
    }

    @Test func betweenAttributesModifiersAndKeyword() {
        let s = scan(
            """
            @MainActor // listgen: after attribute
            @available(iOS 13, /* listgen: inside arguments */ *)
            public
            /* listgen: before keyword */ struct S {}
            """
        ).declaration("S")
        #expect(s?.annotationTexts == ["after attribute", "before keyword"])
    }

    @Test func blockCommentLines() {
        let s = scan("/*\n * listgen: one\n *   listgen:   two   words  \n * other\n */\nstruct S {}\n/* listgen: inline */ struct T {}\n")
        #expect(s.declaration("S")?.annotationTexts == ["one", "two   words"])
        #expect(s.declaration("T")?.annotationTexts == ["inline"])
    }

    @Test func emptyAnnotationAndNoSpace() {
        let file = scan("// listgen:\nstruct A {}\n//listgen:x\nstruct B {}\n//// listgen: four slashes\nstruct C {}\n")
        #expect(file.declaration("A")?.annotationTexts == [""])
        #expect(file.declaration("B")?.annotationTexts == ["x"])
        #expect(file.declaration("C")?.annotationTexts == [])
    }

    @Test func propertiesAndCasesShareTheirDeclarationsAnnotations() {
        let file = scan(
            """
            struct S {
              // listgen: id
              let id: Int, other: Int
              // listgen: ignored
              var z: Int
            }
            enum E {
              // listgen: shared
              case a, b
              case c
            }
            """)
        #expect(file.declaration("S")?.properties.map(\.annotationTexts) == [["id"], ["id"], ["ignored"]])
        #expect(file.declaration("E")?.cases.map(\.annotationTexts) == [["shared"], ["shared"], []])
    }

    @Test func commentAboveAFunctionDoesNotReachTheNextType() {
        let file = scan("// listgen: on-func\nfunc f() {}\nstruct S {}\n")
        #expect(file.declaration("S")?.annotations.isEmpty == true)
    }
}

extension Property {
    var annotationTexts: [String] { annotations.map(\.text) }
}

extension EnumCase {
    var annotationTexts: [String] { annotations.map(\.text) }
}
