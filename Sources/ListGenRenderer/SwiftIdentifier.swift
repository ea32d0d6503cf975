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

    /// Whether `name` is an identifier without backticks. Names are nearly always ASCII, so
    /// bytes are checked first; Unicode's identifier properties (slow to look up) only for
    /// the rest.
    private static func isPlain(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard let first = utf8.first else { return false }
        if utf8.allSatisfy({ $0 < 0x80 }) {
            guard first == UInt8(ascii: "_") || isASCIILetter(first) else { return false }
            return utf8.allSatisfy { $0 == UInt8(ascii: "_") || isASCIILetter($0) || (0x30...0x39).contains($0) }
        }
        guard let head = name.unicodeScalars.first, head == "_" || head.properties.isXIDStart else { return false }
        return name.unicodeScalars.dropFirst().allSatisfy { $0.properties.isXIDContinue }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
