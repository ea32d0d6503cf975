/// What listgen can tell about `Sendable` from source text alone. It sees spellings, not
/// types, so it vouches for `Sendable` only where the spelling settles it; anything else
/// simply gets no `Sendable` in generated code (never a declaration that might not compile).
enum SendableSpelling {
    /// Whether an inheritance clause lists `Sendable` (also `@unchecked Sendable`).
    static func isDeclared(in inheritedTypes: [String]) -> Bool {
        inheritedTypes.contains { ["Sendable", "Swift.Sendable", "@unchecked Sendable", "@unchecked Swift.Sendable"].contains($0) }
    }

    /// Whether a written type is a standard library or Foundation value type, all of which
    /// are `Sendable`: the usual ID types.
    static func isKnownSendable(_ written: String) -> Bool {
        var name = Substring(written)
        for module in ["Swift.", "Foundation."] where name.hasPrefix(module) { name = name.dropFirst(module.count) }
        return knownSendable.contains(String(name))
    }

    private static let knownSendable: Set<String> = [
        "Bool", "Character", "Double", "Float", "Int", "Int8", "Int16", "Int32", "Int64",
        "String", "Substring", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Data", "Date", "Decimal", "URL", "UUID", "ObjectIdentifier",
    ]
}
