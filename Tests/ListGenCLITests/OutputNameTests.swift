import Foundation
import Testing

/// Output names that two file systems see differently: Linux compares bytes, macOS (and
/// SwiftPM and the compiler there) ignores case and Unicode normalization. Whatever the
/// spelling history, the folder ends up with one file per output, and `--check` agrees.
@Suite struct OutputNameTests {
    static let nfd = "Cafe\u{301}"  // "Café" with a combining accent
    static let nfc = "Caf\u{E9}"

    static func model(_ name: String) -> String {
        "// listgen: item(in: Row)\nstruct \(name) { let id: Int; var title: String }\n"
    }

    @Test("renaming an input from the NFD to the NFC spelling of its name keeps one output, in NFC")
    func normalizationRename() throws {
        let scratch = try Scratch()
        try scratch.write("in/\(Self.nfd).swift", Self.model("Cafe"))
        try scratch.write("in/Book.swift", Self.model("Book"))
        #expect(try scratch.listgen("generate", "--output", "o", "in").status == 0)
        #expect(
            scratch.list("o").map { Array($0.utf8) }
                == ["Book+ListGen.swift", "\(Self.nfc)+ListGen.swift", "ListGen+Shared.swift"].map { Array($0.utf8) })
        try FileManager.default.moveItem(
            at: scratch.url.appendingPathComponent("in/\(Self.nfd).swift"),
            to: scratch.url.appendingPathComponent("in/\(Self.nfc).swift"))
        // Only the ownership line (the input's path) changed: one file to rewrite, none to remove.
        let check = try scratch.listgen("generate", "--check", "--output", "o", "in")
        #expect(check.status == 1)
        #expect(
            check.stdout
                == "would write o/\(Self.nfc)+ListGen.swift\nlistgen: 2 files, 3 types; 1 would write, 2 unchanged, 0 to remove; 0 errors, 0 warnings\n",
            "\(check)")
        #expect(try scratch.listgen("generate", "--output", "o", "in").status == 0)
        #expect(scratch.list("o").count == 3)
        #expect(try scratch.listgen("generate", "--check", "--output", "o", "in").status == 0)
    }

    @Test("an output under another spelling (left by an older listgen) is a second copy: --check fails, the run removes it")
    func normalizationLeftover() throws {
        let scratch = try Scratch()
        try scratch.write("in/\(Self.nfc).swift", Self.model("Cafe"))
        #expect(try scratch.listgen("generate", "--output", "o", "in").status == 0)
        // What listgen wrote before output names were normalized, for the NFD spelling.
        let old = scratch.read("o/\(Self.nfc)+ListGen.swift") ?? ""
        try scratch.write("o/\(Self.nfd)+ListGen.swift", old)
        let check = try scratch.listgen("generate", "--check", "--output", "o", "in")
        #expect(check.status == 1)
        #expect(check.stdout.contains("would remove o/\(Self.nfd)+ListGen.swift\n"), "\(check)")
        let dry = try scratch.listgen("generate", "--dry-run", "--output", "o", "in")
        #expect(dry.stdout == check.stdout)
        #expect(try scratch.listgen("generate", "--output", "o", "in").status == 0)
        #expect(scratch.list("o").map { Array($0.utf8) } == ["\(Self.nfc)+ListGen.swift", "ListGen+Shared.swift"].map { Array($0.utf8) })
        #expect(try scratch.listgen("generate", "--check", "--output", "o", "in").status == 0)
    }

    @Test("a file named like an output up to case: removed when listgen's, in the way when hand-written")
    func caseLookalikes() throws {
        let scratch = try Scratch()
        try scratch.writeModels()
        #expect(try scratch.listgen("generate", "--output", "o", "in").status == 0)
        let generated = scratch.read("o/Book+ListGen.swift") ?? ""
        try scratch.write("o/book+listgen.swift", generated)
        #expect(try scratch.listgen("generate", "--check", "--output", "o", "in").status == 1)
        #expect(try scratch.listgen("generate", "--output", "o", "in").status == 0)
        #expect(!scratch.exists("o/book+listgen.swift") && scratch.read("o/Book+ListGen.swift") == generated)

        try scratch.write("o/BOOK+LISTGEN.swift", "let mine = 1\n")
        for mode in [["--check"], ["--dry-run"], []] {
            let run = try scratch.listgen(arguments: ["generate"] + mode + ["--output", "o", "in"])
            #expect(run.status == 1, "\(mode)")
            #expect(
                run.errorLines == [
                    "o/BOOK+LISTGEN.swift:1:1: error: a file listgen did not write has the name of the output 'Book+ListGen.swift' up to case or Unicode normalization, which macOS, SwiftPM and the compiler take for the same name; rename or move it, or choose another --output"
                ], "\(mode): \(run)")
        }
        #expect(scratch.read("o/BOOK+LISTGEN.swift") == "let mine = 1\n")
    }

    @Test("two inputs whose names differ only in normalization get distinct hashed outputs")
    func normalizationTwins() throws {
        let scratch = try Scratch()
        try scratch.write("a/\(Self.nfd).swift", Self.model("A"))
        try scratch.write("b/\(Self.nfc).swift", Self.model("B"))
        let run = try scratch.listgen("generate", "--output", "o", "a", "b")
        #expect(run.status == 0, "\(run)")
        let names = scratch.list("o").filter { $0 != "ListGen+Shared.swift" }
        #expect(names.count == 2)
        #expect(names.allSatisfy { $0.utf8.starts(with: "\(Self.nfc)+ListGen-".utf8) }, "\(names)")
        #expect(try scratch.listgen("generate", "--check", "--output", "o", "a", "b").status == 0)
    }

    @Test("an input whose name leaves no room for '+ListGen' gets a shortened output name, written like any other")
    func longInputName() throws {
        let scratch = try Scratch()
        let stem = String(repeating: "L", count: 245)
        try scratch.write("in/\(stem).swift", Self.model("Long"))
        try scratch.write("in/Book.swift", Self.model("Book"))
        let run = try scratch.listgen("generate", "--output", "o", "in")
        #expect(run.status == 0, "\(run)")
        #expect(
            scratch.list("o") == [
                "Book+ListGen.swift", "L" + String(repeating: "L", count: 223) + "+ListGen-\(Self.fnv1a("in/\(stem).swift")).swift",
                "ListGen+Shared.swift",
            ])
        #expect(try scratch.listgen("generate", "--check", "--output", "o", "in").status == 0)
    }

    /// The 64-bit FNV-1a hash output names use, in 16 hex digits (as `OutputNaming` documents it).
    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    @Test("an input named like a temporary file is not taken for a leftover: no churn, --check passes")
    func temporaryLookalikeInput() throws {
        let scratch = try Scratch()
        try scratch.write("in/.listgen-tmp-ab.swift", Self.model("Hidden"))
        #expect(try scratch.listgen("generate", "--output", "o", "in").status == 0)
        #expect(scratch.exists("o/.listgen-tmp-ab+ListGen.swift"))
        let second = try scratch.listgen("generate", "--verbose", "--output", "o", "in")
        #expect(second.status == 0 && !second.stdout.contains("removed o/"), "\(second)")
        #expect(try scratch.listgen("generate", "--check", "--output", "o", "in").status == 0)
    }

    @Test("a name in the output folder that is not UTF-8, or a folder, is never taken for listgen's leftover")
    func invalidUTF8Entry() throws {
        let scratch = try Scratch()
        try scratch.writeModels()
        #expect(try scratch.listgen("generate", "--output", "o", "in").status == 0)
        let odd = Array((scratch.path + "/o/.listgen-tmp-").utf8) + [0xFF]
        let fd = open(odd.map { CChar(bitPattern: $0) } + [0], O_CREAT | O_WRONLY, 0o644)
        #expect(fd >= 0)
        close(fd)
        // Nor is a folder with a temporary file's name: listgen makes none, and cannot unlink one.
        try FileManager.default.createDirectory(
            at: scratch.url.appendingPathComponent("o/.listgen-tmp-abc"), withIntermediateDirectories: false)
        let check = try scratch.listgen("generate", "--check", "--output", "o", "in")
        #expect(check.status == 0 && !check.stdout.contains("would remove"), "\(check)")
        #expect(try scratch.listgen("generate", "--output", "o", "in").status == 0)
        #expect(scratch.exists("o/.listgen-tmp-abc"))
    }
}
