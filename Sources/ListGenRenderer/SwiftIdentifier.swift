/// Writing names into generated Swift.
enum SwiftIdentifier {
    /// Keywords that must be backticked where a bare name is used (`default` -> `` `default` ``),
    /// as a type, member or case name; a backticked one is valid in every such place.
    static let reserved: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "package",
        // Contextual, but not accepted bare as a type name.
        "Type", "Protocol", "some", "any", "each", "nonisolated", "_",
    ]

    /// `name` (as the scanner reads it: without backticks), backticked when it is a keyword
    /// or a raw identifier (`` `my type` ``, Swift 6.2) that is no plain identifier.
    static func escaped(_ name: String) -> String {
        reserved.contains(name) || !isPlain(name) ? "`\(name)`" : name
    }

    /// A type name spelled for generated code: each component of a qualified name as
    /// ``escaped(_:)`` does (`Outer.default` -> ``Outer.`default` ``). Written type text
    /// (with backticks, generic arguments or other type syntax) is already spelled as
    /// Swift, and is kept.
    static func escapedPath(_ name: String) -> String {
        if name.unicodeScalars.contains(where: typeSyntax.contains) { return name }
        return name.split(separator: ".", omittingEmptySubsequences: false).map { escaped(String($0)) }.joined(separator: ".")
    }

    /// Characters of written type text that a declared name never holds.
    private static let typeSyntax: Set<Unicode.Scalar> = ["`", "<", ">", "[", "]", "(", ")", "?", "!", ":", ",", "&"]

    private static func isPlain(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isXIDStart else { return false }
        return name.unicodeScalars.dropFirst().allSatisfy { $0.properties.isXIDContinue }
    }
}
