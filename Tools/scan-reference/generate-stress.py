#!/usr/bin/env python3
"""Generates seeded random *valid-looking* Swift files that pile up the spec's hard cases.

Usage: Tools/scan-reference/generate-stress.py [--seed N] [--count N] DEST_DIR
Then:  Scripts/compare-scan.py DEST_DIR

Real code rarely combines annotations, attributes inside `#if`, tuple patterns,
accessor blocks, strings holding braces, regex literals, CR/CRLF line ends and nested
types in one place; this grammar-based generator does, so the scanner and the reference
can be compared where the corpus is silent. Files are deterministic for a seed.
Stdlib only.
"""
import argparse
import os
import random


class Gen:
    def __init__(self, rng):
        self.rng = rng
        self.counter = 0

    def pick(self, *options):
        return self.rng.choice(options)

    def chance(self, p):
        return self.rng.random() < p

    def name(self, upper=True):
        self.counter += 1
        base = self.pick("Item", "Row", "Model", "Node", "State", "Box", "Kind", "Value", "Self_", "Type_")
        if not upper:
            base = base[0].lower() + base[1:]
        text = "%s%d" % (base, self.counter)
        if self.chance(0.05):
            return "`%s`" % text
        return text

    def keyword_name(self):
        return self.pick("`default`", "`class`", "`self`", "`Type`", "`protocol`", "get", "set", "open",
                         "package", "actor", "async", "some", "any", "mutating")

    def ws(self):
        return self.pick(" ", " ", " ", "  ", "\t", " \n    ")

    # Comments --------------------------------------------------------------------

    def annotation_text(self):
        return self.pick("item(id: id)", "id", "", "section(title: \"A  B\")", "content", "  spaced  out  ",
                         "skip", "hashable(exclude: cache)")

    def comment_lines(self, indent):
        lines = []
        for _ in range(self.rng.randrange(0, 4)):
            kind = self.rng.randrange(10)
            if kind == 0:
                lines.append(indent + "// listgen: " + self.annotation_text())
            elif kind == 1:
                lines.append(indent + "/// listgen: " + self.annotation_text())
            elif kind == 2:
                lines.append(indent + "//listgen:" + self.annotation_text())
            elif kind == 3:
                lines.append(indent + "/* listgen: " + self.annotation_text() + " */")
            elif kind == 4:
                lines.append(indent + "/**\n" + indent + " * listgen: " + self.annotation_text() + "\n"
                             + indent + " * plain text\n" + indent + " */")
            elif kind == 5:
                lines.append("")
            elif kind == 6:
                lines.append(indent + "// MARK: - plain comment")
            elif kind == 7:
                lines.append(indent + "/// Doc comment mentioning listgen: not at the start")
            elif kind == 8:
                lines.append(indent + "/* outer /* nested listgen: x */ */")
            else:
                lines.append(indent + "/* multi\n" + indent + "   listgen: " + self.annotation_text() + "\n"
                             + indent + "*/")
        return lines

    def inline_comment(self):
        if self.chance(0.15):
            return self.pick(" /* listgen: inline */ ", " // listgen: trailing\n", " /* c */ ")
        return " "

    # Attributes and modifiers ------------------------------------------------------

    def attribute(self):
        return self.pick(
            "@MainActor", "@Observable", "@preconcurrency", "@frozen", "@dynamicMemberLookup",
            "@available(iOS 17, *)", "@available(*, deprecated, message: \"use  the { other } one\")",
            "@available(\n    macOS, introduced: 13\n)", "@propertyWrapper", "@objc(Name)",
            "@Wrapper(arg: { $0 + 1 }, \"x  }  y\")", "@Environment(\\.dismiss)", "@usableFromInline",
            "@_spi(Internal)", "@resultBuilder", "@discardableResult")

    def attributes(self, indent, allow_if=True):
        parts = []
        for _ in range(self.rng.randrange(0, 3)):
            if allow_if and self.chance(0.15):
                parts.append("#if DEBUG\n%s%s\n%s#else\n%s%s\n%s#endif" % (
                    indent, self.attribute(), indent, indent, self.attribute(), indent))
            else:
                parts.append(self.attribute())
        return parts

    def access(self):
        return self.pick("", "", "", "public ", "private ", "fileprivate ", "internal ", "package ", "open ",
                         "public private(set) ")

    def prefix(self, indent, extra_modifiers=()):
        text = ""
        for attribute in self.attributes(indent):
            separator = "\n" + indent if attribute.startswith("#if") else self.pick("\n" + indent, " ")
            text += attribute + separator
            if self.chance(0.1):
                text += "// listgen: between\n" + indent
        text += self.access()
        for modifier in extra_modifiers:
            if self.chance(0.3):
                text += modifier + " "
        if self.chance(0.1):
            text += "/* listgen: before keyword */ "
        return text

    # Types -------------------------------------------------------------------------

    def type_expr(self, depth=0):
        simple = ["Int", "String", "[String: Int]", "Int?", "[Item]", "Set<Int>", "Result<Int, any Error>",
                  "some Collection<Int>", "any Sendable", "UnsafePointer<UInt8>!", "Self", "Never",
                  "Dictionary<\n        String,\n        Int\n    >", "(Int, String)", "(a: Int, b: (Float, Bool))",
                  "@Sendable (Int) async throws -> Void", "(inout [Int]) throws(MyError) -> sending Int",
                  "Array<Int>.Index", "[[Int]]", "(() -> Void)?"]
        return self.pick(*simple)

    def expression(self):
        return self.pick(
            "0", "\"}\"", "\"{ not a brace\"", "#\"raw \"}\" string\"#", "\"\\(value.map { \"}\" })\"",
            "\"\"\"\n        multi { line\n        \"\"\"", "[1, 2, 3]", "{ struct Hidden {}; return 1 }()",
            "10 / 2 / 1", "#/reg(ex)?{1,2}/#", "/[a-z]+/", "Foo(bar: { $0 })", "nil", ".init()",
            "{\n        let local = 1\n        var x: Int { 2 }\n        return local\n    }()")

    def property(self, indent, in_protocol):
        binding = self.pick("let", "var")
        mods = ""
        if self.chance(0.2):
            mods += self.pick("static ", "class ", "nonisolated(unsafe) ", "lazy ", "weak ", "override ")
        attrs = "".join(a + ("\n" + indent if a.startswith("#if") else self.pick(" ", "\n" + indent))
                        for a in self.attributes(indent))
        if in_protocol:
            binding = "var"
            accessor = self.pick("{ get }", "{ get set }", "{ get async throws }")
            return "%s%s%s %s: %s %s" % (attrs, mods, binding, self.name(False), self.type_expr(), accessor)
        shape = self.rng.randrange(7)
        if shape == 0:
            body = "%s: %s" % (self.name(False), self.type_expr())
        elif shape == 1:
            body = "%s = %s" % (self.name(False), self.expression())
        elif shape == 2:
            body = "%s, %s: %s" % (self.name(False), self.name(False), self.type_expr())
        elif shape == 3:
            body = "(%s, %s): (Int, String) = (1, \"a\")" % (self.name(False), self.name(False))
        elif shape == 4:
            body = "(%s, (%s, _)): (x: Int, y: (Float, Bool))" % (self.name(False), self.name(False))
        elif shape == 5:
            body = "%s: %s = %s, %s = %s" % (self.name(False), self.type_expr(), self.expression(),
                                             self.keyword_name(), self.expression())
        else:
            body = "%s: %s" % (self.keyword_name(), self.type_expr())
        if binding == "var" and shape in (0, 6) and self.chance(0.5):
            body += " " + self.pick(
                "{ 1 }", "{ get { 1 } set { } }", "{ willSet { } didSet { print(\"}\") } }", "{}",
                "{ _read { yield x } _modify { yield &x } }", "{\n%s    get async { 0 }\n%s}" % (indent, indent),
                "{ didSet { struct Local {} } }")
        return "%s%s%s %s" % (attrs, mods, binding, body)

    def enum_case(self):
        elements = []
        for _ in range(self.rng.randrange(1, 3)):
            element = self.pick(self.name(False), self.keyword_name())
            if self.chance(0.5):
                values = []
                for _ in range(self.rng.randrange(1, 4)):
                    label = self.pick("", "label: ", "_ inner: ", "`for`: ", "a b: ")
                    default = self.pick("", "", " = 0" if True else "")
                    values.append(label + self.pick("Int", "String", "[Int]", "(Int) -> Void") + default)
                element += "(" + ", ".join(values) + ")"
            elif self.chance(0.3):
                element += " = " + self.pick("1", "\"raw\"", "0x2")
            elements.append(element)
        return self.pick("", "", "indirect ") + "case " + ", ".join(elements)

    def members(self, indent, kind, depth):
        lines = []
        for _ in range(self.rng.randrange(0, 7)):
            lines += self.comment_lines(indent)
            choice = self.rng.randrange(12)
            if choice < 4:
                lines.append(indent + self.property(indent, kind == "protocol"))
            elif choice < 6 and kind == "enum":
                lines.append(indent + self.enum_case())
            elif choice < 7 and depth < 3 and kind != "protocol":
                lines.append(self.type_decl(indent, depth + 1))
            elif choice < 8 and kind != "protocol":
                lines.append(indent + "func %s(in default: Int, for case: String) -> Int {\n%s    struct Local { let x: Int }\n%s    let s = \"}\"\n%s    return 0\n%s}" % (
                    self.name(False), indent, indent, indent, indent))
            elif choice < 9 and kind != "protocol":
                lines.append(indent + "init() { let inner = \"{\"; _ = inner }")
            elif choice < 10:
                branch = self.members(indent + "    ", kind, depth + 1) if depth < 3 else ""
                other = self.members(indent + "    ", kind, depth + 1) if depth < 3 else ""
                lines.append("%s#if os(iOS)\n%s\n%s#elseif DEBUG\n%s\n%s#else\n%s#endif" % (
                    indent, branch, indent, other, indent, indent))
            elif choice < 11 and kind != "protocol":
                lines.append(indent + "subscript(i: Int) -> Int { struct InSubscript {}; return i }")
            elif self.chance(0.5) and kind != "protocol":
                lines.append(indent + self.pick(*TRICKY_MEMBERS).replace("\n", "\n" + indent))
            else:
                lines.append(indent + "typealias Alias%d = [Int]" % self.rng.randrange(100))
        return "\n".join(lines)

    def type_decl(self, indent, depth=0):
        kinds = ("struct", "class", "enum", "actor", "protocol") + (("extension",) if depth == 0 else ())
        kind = self.pick(*kinds)
        comments = self.comment_lines(indent)
        text = "\n".join(comments) + ("\n" if comments else "")
        extra = {"class": ("final",), "enum": ("indirect",), "extension": ()}.get(kind, ())
        text += indent + self.prefix(indent, extra) + kind + self.inline_comment()
        if kind == "extension":
            text += self.pick("Array", "Outer.Inner", "Dictionary<String, Int>", "[Int]", "Optional<String>",
                              "Swift.Result")
        else:
            text += self.name()
            if kind == "protocol" and self.chance(0.3):
                text += "<Element, Key>"
            elif kind != "protocol" and self.chance(0.3):
                text += self.pick("<T>", "<T: Hashable, each U>", "<let N: Int, T>", "<\n    A,\n    B: Sendable\n>")
        if self.chance(0.5):
            text += ": " + ", ".join(self.pick("Hashable", "Sendable", "~Copyable", "@unchecked Sendable",
                                               "Codable", "Foo<A, B>", "P.Q", "AnyObject")
                                     for _ in range(self.rng.randrange(1, 4)))
        if self.chance(0.2):
            text += " where T: Equatable"
        text += " {\n" + self.members(indent + "    ", kind, depth) + "\n" + indent + "}"
        return text

    def top_level(self):
        parts = []
        for _ in range(self.rng.randrange(2, 8)):
            choice = self.rng.randrange(10)
            if choice < 6:
                parts.append(self.type_decl(""))
            elif choice == 6:
                parts.append("#if canImport(UIKit)\n%s\n#else\n%s\n#endif" % (self.type_decl(""), self.type_decl("")))
            elif choice == 7:
                parts.append("#Preview {\n    struct InPreview {}\n    return InPreview()\n}")
            elif choice == 8:
                parts.append("func topLevel() {\n    struct LocalTop {}\n}")
            elif self.chance(0.5):
                parts.append(self.pick(*TRICKY_TOP_LEVEL))
            else:
                parts.append("let global = { struct InClosure {} }\nif true { struct InIf {} }")
            if self.chance(0.5):
                parts.append("")
        return "\n".join(parts) + "\n"


# One-liners and small blocks real code uses rarely but the scanner must read.
TRICKY_MEMBERS = [
    "static func <=> (lhs: Self, rhs: Self) -> Bool { lhs.x / rhs.x > 1 }",
    "func f() -> Int { let a = 4 / 2; let b = /x+/; return a }",
    "let ratio = 1 / 2 + 3 / 4",
    "let pattern = #/\\/\\//#",
    "var emoji\U0001F600: Int { 0 }",
    "let caf\u00e9 = \"\u00e9\"",
    "let nested: [[String: [Int]]] = [:]",
    "var generic: Array<Array<Int>>? = nil",
    "let raw = ##\"\"\"\n    \"#\"\"\" } { still raw\n    \"\"\"##",
    "let interp = \"\\(\"a\" + \"\\(\"}\")\")\"",
    "let closure = { (x: Int) -> Int in\n    class InClosureBody {}\n    return x\n}",
    "#warning(\"not a declaration { \")",
    "func g() { let x = 1 }; var afterSemicolon: Int = 0",
    "var a1 = 0; let a2: String",
    "consuming func take() -> Self { self }",
    "init?(rawValue: Int) { return nil }",
    "deinit { struct InDeinit {} }",
    "func h<T>(_ t: T) where T: Sendable { }",
    "#sourceLocation(file: \"other.swift\", line: 1000)\nlet afterSourceLocation = 1\n#sourceLocation()",
    "var labeled: (first: Int, second: String) = (1, \"\")",
    "let `let` = 1, `var`: Int",
    "private(set) var privateSetter = 0",
    "@MainActor @objc dynamic open var kvo: Int = 0 { didSet { } }",
    "var optionalClosure: ((Int) -> Void)? { get { nil } set { } }",
    "lazy var lazyValue: Int = { 1 }()",
    # A type or initializer ends at a line break before another declaration...
    "let beforeMutating: Int\nmutating func m() {}",
    "let beforeNonisolated: [Int]\nnonisolated func n() {}",
    "let beforeConvenience: Int?\nconvenience init(x: Int) { self.init() }",
    "let beforeRequired: Int\nrequired init(y: Int) {}",
    "let beforeOverride: Int\noverride func o() {}",
    "let beforePrefix: Int\nprefix static func - (x: Self) -> Self { x }",
    "let beforeStaticSubscript: Int\nstatic subscript(i: Int) -> Int { i }",
    "let beforeDynamic = 1\ndynamic func d() {}",
    "let beforeAttributeFunc: Int\n@discardableResult func r() -> Int { 0 }",
    "var beforeUnowned: Int\nunowned var owner: AnyObject",
    "var beforeFinal: Int = 0\nfinal var afterFinal: Int = 0",
    "var beforeTypealias: Int\ntypealias T2 = Int",
    # ...but goes on across line breaks where the grammar continues.
    "let composed: any Equatable\n    & Sendable",
    "let fnType: (Int)\n    -> Int",
    "var initializerNextLine: Int\n    = 5",
    "let colonNextLine:\n    Int",
    "let chained = [1, 2]\n    .map { $0 }\n    .filter { $0 > 1 }",
    "let coalesced = Int(\"1\")\n    ?? 0",
    "var accessorNextLine: Int\n{\n    get { 1 }\n}",
    "let asCast = 1 as Int, isCheck = 1 is Int",
    "let ternary = true ? 1 : 2",
    "let keyPath = \\Self.x, keyPath2 = \\[Int].count",
    "let generic = Array<Int>(), generic2 = [Int]()",
    "let bigger = 1 > 2, lessGeneric = Set<Int>()",
    # App code: SwiftUI and SwiftData shapes.
    "var body: some View {\n    #if os(iOS)\n    Text(\"a\")\n    #else\n    Text(\"}\")\n    #endif\n}",
    "@Environment(\\.colorScheme) private var colorScheme",
    "@Query(filter: #Predicate<Trip> { $0.name != \"\" }, sort: \\Trip.name) var trips: [Trip]",
    "let stack = VStack { Text(\"}\") }",
    "@State private var path = NavigationPath()",
    "static var previews: some View { ContentView() }",
    "@Bindable var model: Model",
    "@ViewBuilder func row(_ x: Int) -> some View { if x > 0 { Text(\"+\") } else { EmptyView() } }",
    "@Relationship(deleteRule: .cascade, inverse: \\Stop.trip)\nvar stops: [Stop] = []",
    "@AppStorage(\"key\") private var stored = false",
    "@FocusState private var focused: Field?",
    "@Published private(set) var items: [Item] = []",
    "@IBOutlet private weak var label: UILabel!",
]

TRICKY_TOP_LEVEL = [
    "infix operator <=> : ComparisonPrecedence",
    "precedencegroup Custom { higherThan: AdditionPrecedence }",
    "@freestanding(declaration, names: arbitrary) macro declare() = #externalMacro(module: \"M\", type: \"T\")",
    "#Preview(\"named\") {\n    struct InNamedPreview {}\n}",
    "let x = 1; struct AfterSemicolon {}",
    "struct OneLine { let a: Int; var b = 2 }; enum OneLineEnum { case a, b(Int) }",
    "import struct Foundation.Date",
    "typealias Top = (Int) -> Void",
    "extension Int { static let zero2 = 0 }",
    "func topGeneric<T: Collection>(_ t: T) -> some Collection where T.Element == Int { t }",
    "let regexTop = /(?<word>[a-z]+)\\s/",
    "for i in 0..<1 { struct InFor {} }",
    "guard true else { fatalError() }",
]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("dest")
    args = parser.parse_args()
    os.makedirs(args.dest, exist_ok=True)
    for index in range(args.count):
        rng = random.Random("%d-%d" % (args.seed, index))
        text = Gen(rng).top_level()
        ending = rng.choice(["\n", "\n", "\n", "\r\n", "\r"])
        if ending != "\n":
            text = text.replace("\n", ending)
        if rng.random() < 0.1:
            text = "\ufeff" + text
        with open(os.path.join(args.dest, "stress-%04d.swift" % index), "w", encoding="utf-8", newline="") as f:
            f.write(text)
    print("generate-stress: %d files in %s (seed %d)" % (args.count, args.dest, args.seed))


if __name__ == "__main__":
    main()
