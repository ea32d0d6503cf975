#!/usr/bin/env swift
/* A nested /* block */ comment with struct Hidden { } inside */
/// Doc comment mentioning `struct NotADecl {`.
import Foundation

struct Strings {
    let plain = "struct InString { \" }"
    let interpolated = "sum: \(values.map { "\($0) }" }.joined(separator: ")")) done"
    let raw = #"raw "quoted" \(notInterpolated) { "#
    let rawInterpolated = #"value: \#(compute("}")) ok"#
    let doubleRaw = ##"has "# inside { "##
    let quoteOnly = #"""#
    let multi = """
        struct NotReal {
            var hidden: Int
        }
        \(nested("""
            inner { 
            """))
        """
    let rawMulti = #"""
        contains """ and "# and }
        """#
    let afterStrings: Int
}

struct Regexes {
    let a = /[a-z]+\/{2}/
    let b = #/struct X { (?<name>\w+) }/#
    let c = #/
        multi-line { regex
        /#
    let quotient = total / count / 2
    let path = /Enum.payload
    let spaced = (/Foo.a .. /Foo.b)
    static func / (lhs: Regexes, rhs: Regexes) -> Regexes { lhs }
    let afterRegexes: Bool
}

struct Characters {
    let `default` = 1
    let `class`: String
    var `var`: Int { 0 }
    let emoji🙂 = "🙂"
    let ümlaut: Int
}
