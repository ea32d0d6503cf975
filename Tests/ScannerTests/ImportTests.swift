import ListGenModel
import Testing

@testable import ListGenScanner

/// The scanner reports each file-scope `import` with the `#if` condition around it, from the
/// same tokens as everything else: text inside strings and comments never counts.
@Suite("Imports")
struct ImportTests {
    @Test func importsInStringsAndNestedCommentsAreNotImports() {
        let file = scan(
            #"""
            import Foundation
            let text = """
            import NotAModule
            #if DEBUG
            """
            /* outer
               /* nested */
            import AlsoNotAModule
            #if os(iOS)
            */
            @preconcurrency import Dispatch // trailing comment
            struct S { var id: Int }
            """#)
        #expect(file.imports.map(\.text) == ["import Foundation", "@preconcurrency import Dispatch"])
        #expect(file.imports.map(\.condition) == [nil, nil])
        #expect(file.imports.map(\.location) == [SourceLocation(line: 1, column: 1), SourceLocation(line: 11, column: 1)])
    }

    @Test func conditionsAndKindsAreKept() {
        let file = scan(
            """
            #if canImport(UIKit)
            import UIKit
            #elseif canImport(AppKit)
            import AppKit
            #else
            #if DEBUG
            @testable import Models;
            #endif
            #endif
            public import struct Geometry.Point
            func f() {
                // An import cannot stand in a body, and bodies are skipped: never reported.
            }
            """)
        #expect(
            file.imports.map(\.text) == [
                "import UIKit", "import AppKit", "@testable import Models", "public import struct Geometry.Point",
            ])
        #expect(
            file.imports.map(\.condition) == [
                "canImport(UIKit)", "!canImport(UIKit) && canImport(AppKit)",
                "!canImport(UIKit) && !canImport(AppKit) && DEBUG", nil,
            ])
        #expect(file.imports.map(\.module) == ["UIKit", "AppKit", "Models", "Geometry"])
        #expect(file.imports.map(\.accessLevel) == [nil, nil, nil, "public"])
    }

    @Test func importsInsideTypesAreNotFileImports() {
        let file = scan(
            """
            struct S {
                import Foo
            }
            """)
        #expect(file.imports.isEmpty)
    }

    @Test(
        "an import cut off at the end of the file is read without reading past it",
        arguments: [
            "import", "import struct", "@preconcurrency import", "public import", "import Foo.",
        ])
    func truncatedImports(_ source: String) {
        let file = scan(source)
        #expect(file.imports.count == 1)
        #expect(file.imports.first?.module == (source == "import Foo." ? "Foo" : ""))
    }
}
