import Foundation
import Testing

@testable import ListGenCore
@testable import ListGenPlan
@testable import ListGenRenderer
@testable import ListGenShared
@testable import ListGenWriter

@Suite struct OutputTests {
    @Test("output names: stem plus suffix, hashed only when stems collide (case-insensitively)")
    func naming() {
        let names = OutputNaming.fileNames(forInputs: ["App/Models/Book.swift", "App/Views/Book.swift", "App/book.swift", "App/Song.swift"])
        #expect(names[3] == "Song+ListGen.swift")
        #expect(names[0] == "Book+ListGen-\(OutputNaming.fnv1a("App/Models/Book.swift")).swift")
        #expect(names[2].hasPrefix("book+ListGen-"))
        #expect(Set(names).count == 4)
        #expect(OutputNaming.fnv1a("") == "cbf29ce484222325")
        #expect(OutputNaming.fnv1a("a") == "af63dc4c8601ec8c")
        // Names depend on the paths only, not their order.
        let reversed = OutputNaming.fileNames(forInputs: [
            "App/Song.swift", "App/book.swift", "App/Views/Book.swift", "App/Models/Book.swift",
        ])
        #expect(Set(reversed) == Set(names))
    }

    @Test("output names are NFC with control characters as '_'; stems equal up to case and normalization are hashed")
    func namingSpellings() {
        let nfd = "Cafe\u{301}"
        let nfc = "Caf\u{E9}"
        #expect(OutputNaming.fileNames(forInputs: ["In/\(nfd).swift"]).map { Array($0.utf8) } == [Array("\(nfc)+ListGen.swift".utf8)])
        #expect(OutputNaming.fileNames(forInputs: ["In/Evil\nlet x = 1\u{7F}.swift"]) == ["Evil_let x = 1_+ListGen.swift"])
        // Spellings a macOS file system takes for one name, and a stem that sanitizes into another.
        for pair in [["A/\(nfd).swift", "B/\(nfc).swift"], ["A/\(nfd).swift", "B/CAF\u{C9}.swift"], ["A/a\tb.swift", "B/a_b.swift"]] {
            let names = OutputNaming.fileNames(forInputs: pair)
            #expect(zip(pair, names).allSatisfy { $1.hasSuffix("+ListGen-\(OutputNaming.fnv1a($0)).swift") }, "\(pair): \(names)")
            #expect(Set(names.map(OutputNaming.folded)).count == 2)
        }
    }

    @Test("an output name never passes 255 bytes: a long stem is cut at a character and hashed")
    func longNames() {
        let long = String(repeating: "é", count: 121)  // 242 bytes, 256 with "+ListGen.swift"
        let path = "In/\(long).swift"
        let name = OutputNaming.fileNames(forInputs: [path, "In/Short.swift"])
        #expect(name[1] == "Short+ListGen.swift")
        #expect(name[0].utf8.count <= 255 && name[0].utf8.count > 250, "\(name[0].utf8.count)")
        #expect(name[0] == String(repeating: "é", count: 112) + "+ListGen-\(OutputNaming.fnv1a(path)).swift")
        let fits = String(repeating: "a", count: 241)  // 241 + 14 = 255 bytes: kept whole
        #expect(OutputNaming.fileNames(forInputs: ["\(fits).swift"]) == ["\(fits)+ListGen.swift"])
    }

    @Test("names are backticked where generated code spells them: keywords, raw identifiers, each component of a path")
    func spelledNames() {
        #expect(SwiftIdentifier.escaped("default") == "`default`")
        #expect(SwiftIdentifier.escaped("Type") == "`Type`")
        #expect(SwiftIdentifier.escaped("two words") == "`two words`")
        #expect(SwiftIdentifier.escaped("café_2") == "café_2")
        // ASCII names are decided byte by byte: a leading digit or any other symbol needs backticks.
        #expect(SwiftIdentifier.escaped("_private2") == "_private2")
        #expect(SwiftIdentifier.escaped("Zeta_9") == "Zeta_9")
        #expect(SwiftIdentifier.escaped("2fa") == "`2fa`")
        #expect(SwiftIdentifier.escaped("a-b") == "`a-b`")
        #expect(SwiftIdentifier.escaped("π") == "π")
        #expect(SwiftIdentifier.escaped("x²") == "`x²`")
        #expect(SwiftIdentifier.escapedPath("Outer.default.Inner") == "Outer.`default`.Inner")
        // Written type text is Swift already.
        #expect(SwiftIdentifier.escapedPath("Outer.`default`") == "Outer.`default`")
        #expect(SwiftIdentifier.escapedPath("Box<Int>.Type") == "Box<Int>.Type")
    }

    @Test("with access-level imports in the target, generated imports are explicit at the level their code needs")
    func accessLevelImports() throws {
        let templates = try TemplateSet()
        let sources: [(path: String, bytes: [UInt8])] = [
            (
                "A.swift",
                Array("public import Foundation\npublic import ListKit\n// listgen: item\npublic struct A { public let id: UUID }\n".utf8)
            ),
            (
                "B.swift",
                Array(
                    "internal import UIKit\npublic import Foundation\n// listgen: item(in: Row, cell: BCell)\nstruct B { let id: Int }\nfinal class BCell: UICollectionViewListCell { func configure(with b: B) {} }\n"
                        .utf8)
            ),
            ("C.swift", Array("import Dispatch\n// listgen: item\nstruct C { let id: Int }\n".utf8)),
        ]
        let result = Generator(templates: templates, options: .init(jobs: 1)).run(sources: sources)
        func importLines(_ name: String) -> [String] {
            let content = result.outputs.first { $0.name == name }?.content ?? ""
            return content.split(separator: "\n").map(String.init).filter { $0.hasPrefix("import ") || $0.contains(" import ") }
        }
        // A extends a public type with Diffable: ListKit is imported public. No public
        // declaration of its code names a Foundation type (the ID is A's own property), so
        // Foundation's import is narrowed: a public one would warn that it is unused.
        #expect(importLines("A+ListGen.swift") == ["internal import Foundation", "public import ListKit"])
        // B is internal: the public Foundation import is narrowed (nothing public uses it), and
        // ListKit and the bindings' UIKit are imported `internal`, as the target does.
        #expect(
            importLines("B+ListGen.swift") == [
                "internal import Foundation", "internal import ListKit", "internal import UIKit", "internal import UIKit",
            ])
        // The shared file's UIKit blocks: the wrapper's bindings and BCell's adoption.
        #expect(importLines("ListGen+Shared.swift") == ["internal import ListKit", "internal import UIKit", "internal import UIKit"])
        // Dispatch is imported plainly everywhere: it stays plain.
        #expect(importLines("C+ListGen.swift") == ["import Dispatch", "internal import ListKit"])
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
    }

    @Test("without access-level imports, generated imports stay plain, but ListKit is imported publicly for public code")
    func plainImports() throws {
        let templates = try TemplateSet()
        let result = Generator(templates: templates, options: .init(jobs: 1)).run(sources: [
            ("A.swift", Array("import Foundation\n// listgen: item\npublic struct A { public let id: UUID }\n".utf8)),
            ("B.swift", Array("import Foundation\n// listgen: item\nstruct B { let id: UUID }\n".utf8)),
        ])
        let content = result.outputs.first { $0.name == "A+ListGen.swift" }?.content ?? ""
        // Public conformances need ListKit imported publicly, which a plain import is only
        // without InternalImportsByDefault (a setting the sources do not show).
        #expect(content.contains("\nimport Foundation\npublic import ListKit\n"))
        let internalContent = result.outputs.first { $0.name == "B+ListGen.swift" }?.content ?? ""
        #expect(internalContent.contains("\nimport Foundation\nimport ListKit\n"))
    }

    @Test("ListKit is imported publicly only where public declarations name it")
    func listKitImportFollowsPublicUse() throws {
        let templates = try TemplateSet()
        let result = Generator(templates: templates, options: .init(jobs: 1)).run(sources: [
            // Equatable and Hashable only: ListKit's helpers are called in bodies, so a public
            // import would warn that no public declaration uses it.
            ("A.swift", Array("public import Foundation\n// listgen: hashable\npublic struct A { public var date: Date }\n".utf8)),
            // An internal `@usableFromInline` type's Diffable conformance is public API to
            // inlinable code: ListKit must be imported publicly there.
            ("B.swift", Array("// listgen: item\n@usableFromInline\nstruct B { @usableFromInline let id: Int }\n".utf8)),
            // An ID alias of a Foundation type stands in a public declaration.
            ("C.swift", Array("public import Foundation\n// listgen: item(id: key)\npublic struct C { public let key: UUID }\n".utf8)),
        ])
        func importLines(_ name: String) -> [String] {
            let content = result.outputs.first { $0.name == name }?.content ?? ""
            return content.split(separator: "\n").map(String.init).filter { $0.hasPrefix("import ") || $0.contains(" import ") }
        }
        #expect(importLines("A+ListGen.swift") == ["import ListKit", "internal import Foundation"])
        #expect(importLines("B+ListGen.swift") == ["public import ListKit"])
        #expect(importLines("C+ListGen.swift") == ["public import Foundation", "public import ListKit"])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test("ListKit is imported publicly only under the #if of the public types that need it")
    func conditionalPublicImport() {
        let source = """
            // listgen: item
            public struct Always { public let id: Int }
            #if os(macOS)
            // listgen: item
            public struct MacOnly { public let id: Int }
            #endif
            """
        let both = RefusalTests.run([("A.swift", source)]).outputs.first { $0.name == "A+ListGen.swift" }?.content ?? ""
        #expect(both.contains("\npublic import ListKit\n"))
        let conditional =
            RefusalTests.run([
                (
                    "A.swift",
                    source.replacingOccurrences(of: "// listgen: item\npublic struct Always", with: "// listgen: hashable\npublic struct Always")
                )
            ])
            .outputs.first { $0.name == "A+ListGen.swift" }?.content ?? ""
        #expect(conditional.contains("\n#if os(macOS)\npublic import ListKit\n#else\nimport ListKit\n#endif\n"), "\(conditional)")
    }

    @Test("#sourceLocation names the input's absolute, normalized path, so its #fileID is the input's own")
    func sourceLocationPaths() {
        let source = "// listgen: hashable\nstruct A { var a: Int }\n"
        let absolute = RefusalTests.run([("/src/x/../M.swift", source)], sourceLocations: true)
        #expect(absolute.outputs.contains { $0.content.contains("#sourceLocation(file: \"/src/M.swift\", line: 1)") })
        let relative = RefusalTests.run([("./Models/M.swift", source)], sourceLocations: true)
        let folder = FileManager.default.currentDirectoryPath
        #expect(relative.outputs.contains { $0.content.contains("#sourceLocation(file: \"\(folder)/Models/M.swift\", line: 1)") })
    }

    @Test("nonisolated extensions only for plain value types, and wrappers only of such types")
    func isolation() throws {
        let templates = try TemplateSet()
        let source = """
            final class Avatar {}
            // listgen: item
            struct Plain { let id: Int; var name: String }
            // listgen: item
            struct WithAvatar { let id: Int; var avatar: Avatar }
            struct Page<T> {
                // listgen: item
                struct Nested { let id: Int }
            }
            // listgen: wrapper
            enum Both { case plain(Plain), avatar(WithAvatar) }
            // listgen: wrapper
            enum OnlyPlain { case plain(Plain), more }
            // listgen: item
            @MainActor struct Isolated { let id: Int }
            """
        let result = Generator(templates: templates, options: .init(jobs: 1)).run(sources: [("A.swift", Array(source.utf8))])
        let content = result.outputs.first { $0.name == "A+ListGen.swift" }?.content ?? ""
        let heads = content.split(separator: "\n").filter { $0.contains("extension ") }.map(String.init)
        #expect(
            heads == [
                "nonisolated extension Plain: nonisolated ListKit.Diffable {",
                "extension WithAvatar: ListKit.Diffable {",
                "extension Page.Nested: ListKit.Diffable {",
                "extension Both: ListKit.Diffable {",
                "nonisolated extension OnlyPlain: nonisolated ListKit.Diffable {",
                "extension Isolated: @MainActor ListKit.Diffable {",
            ])
        #expect(result.diagnostics.isEmpty)
    }

    @Test("--emit-all writes a file for every input, the shared file always")
    func emitAll() throws {
        let templates = try TemplateSet()
        let sources: [(path: String, bytes: [UInt8])] = [
            ("A.swift", Array("struct A {}\n".utf8)),
            ("B.swift", Array("// listgen: item\nstruct B { let id: Int }\n".utf8)),
        ]
        let plain = Generator(templates: templates, options: .init(jobs: 1)).run(sources: sources)
        #expect(plain.outputs.map(\.name) == ["B+ListGen.swift", "ListGen+Shared.swift"])
        let all = Generator(templates: templates, options: .init(emitAll: true, jobs: 1)).run(sources: sources)
        #expect(all.outputs.map(\.name) == ["A+ListGen.swift", "B+ListGen.swift", "ListGen+Shared.swift"])
        let empty = try #require(all.outputs.first)
        #expect(
            empty.content
                == "// Generated by listgen from A.swift. Do not edit: changes are overwritten.\n// The generator owns this file: it rewrites it and removes it when it is stale.\n"
        )
    }

    @Test("a generated file given as input is skipped")
    func generatedInputSkipped() throws {
        let templates = try TemplateSet()
        let generator = Generator(templates: templates, options: .init(jobs: 1))
        let first = generator.run(sources: [("B.swift", Array("// listgen: item(in: W)\nstruct B { let id: Int }\n".utf8))])
        let generated = first.outputs.map { (path: $0.name, bytes: Array($0.content.utf8)) }
        let again = generator.run(sources: [("B.swift", Array("// listgen: item(in: W)\nstruct B { let id: Int }\n".utf8))] + generated)
        #expect(again.diagnostics.isEmpty)
        #expect(again.outputs.filter { $0.source != nil }.map(\.name) == ["B+ListGen.swift"])
    }

    @Test("the writer writes changes, leaves unchanged files alone and removes only its own stale files")
    func writer() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listgen-out-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let owned = OwnershipMark.line(generatedFrom: "X.swift")
        let writer = OutputWriter(directory: folder)
        var report = try writer.apply([("A+ListGen.swift", owned + "a\n"), ("Old+ListGen.swift", owned)])
        #expect(report.written.count == 2)
        try Data("// hand-written\n".utf8).write(to: URL(fileURLWithPath: folder + "/Mine.swift"))
        let before = try FileManager.default.attributesOfItem(atPath: folder + "/A+ListGen.swift")[.modificationDate] as? Date

        let dry = try OutputWriter(directory: folder, dryRun: true).apply([("A+ListGen.swift", owned + "b\n")])
        #expect(dry.written == [folder + "/A+ListGen.swift"] && dry.removed == [folder + "/Old+ListGen.swift"])
        #expect(GoldenFiles.read(URL(fileURLWithPath: folder + "/A+ListGen.swift")) == owned + "a\n")

        Thread.sleep(forTimeInterval: 0.01)
        report = try writer.apply([("A+ListGen.swift", owned + "a\n")])
        #expect(report.unchanged == [folder + "/A+ListGen.swift"])
        #expect(report.removed == [folder + "/Old+ListGen.swift"])
        #expect(!report.written.contains { $0.hasSuffix("A+ListGen.swift") })
        let after = try FileManager.default.attributesOfItem(atPath: folder + "/A+ListGen.swift")[.modificationDate] as? Date
        #expect(before == after)
        #expect(FileManager.default.fileExists(atPath: folder + "/Mine.swift"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/Old+ListGen.swift"))
        #expect(!report.changed || report.removed.count == 1)
        #expect(try !writer.apply([("A+ListGen.swift", owned + "a\n")]).changed)
    }
}

@Suite struct AccessTests {
    @Test("--access narrows generated wrapper enums and never the conformance members")
    func accessOption() throws {
        let templates = try TemplateSet()
        let source = "// listgen: item(in: Feed)\npublic struct Row { public let id: Int }\n"
        let standard = Generator(templates: templates, options: .init(jobs: 1)).run(sources: [("Row.swift", Array(source.utf8))])
        let narrowed = Generator(templates: templates, options: .init(access: .package, jobs: 1)).run(sources: [
            ("Row.swift", Array(source.utf8))
        ])
        let shared = { (result: Generator.Result) in result.outputs.first { $0.name == OutputNaming.sharedFileName }?.content ?? "" }
        #expect(shared(standard).contains("public enum Feed {"))
        #expect(shared(narrowed).contains("package enum Feed {"))
        #expect(shared(narrowed).contains("    package var id: ID {"))
        let row = { (result: Generator.Result) in result.outputs.first { $0.name == "Row+ListGen.swift" }?.content ?? "" }
        #expect(row(narrowed) == row(standard))
        #expect(row(narrowed).contains("public func isContentEqual(to source: Row) -> Bool"))
    }
}
