/// Which stored properties take part in content equality and hashing, and how each is
/// compared.
extension FileContext {
    /// The stored instance properties of `declaration` and, for a class, of its base
    /// classes declared in the scanned files (base first), in source order.
    func storedProperties(of declaration: Declaration) -> [Property] {
        var chain: [Declaration] = [declaration]
        var seen: Set<String> = [declaration.qualifiedName]
        while let base = index.baseClass(of: chain[chain.count - 1]), seen.insert(base.declaration.qualifiedName).inserted {
            chain.append(base.declaration)
        }
        return chain.reversed().flatMap { $0.properties.filter { !$0.isStatic } }
    }

    /// Stored instance properties compared for content, minus `excluded`, one per name.
    ///
    /// - `weak`/`unowned` properties and properties typed as a class of the scanned files
    ///   are compared by identity, never recursively.
    /// - A property under `#if` is compared under the same condition; one declared in several
    ///   branches is compared once, under any of them.
    /// - Deprecated properties are left out (reading them would warn in generated code).
    /// - Private properties, lazy ones, closures, tuples and existentials cannot be compared:
    ///   errors at the property that say to ignore it.
    mutating func fields(of declaration: Declaration, excluding excluded: Set<String>) -> [Field] {
        var result: [Field] = []
        var position: [String: Int] = [:]
        for property in storedProperties(of: declaration) where !property.isComputed {
            if excluded.contains(property.name) { continue }
            if property.attributes.contains(where: Self.isDeprecation) { continue }
            if property.access == "private" || property.access == "fileprivate" {
                error("property '\(property.name)' is \(property.access ?? "private"), so generated code in another file cannot compare it; mark it '// listgen: ignore' or widen it (private(set) is fine)", at: property.location)
                continue
            }
            if property.modifiers.contains("lazy") {
                error("lazy property '\(property.name)' cannot be read without mutating; mark it '// listgen: ignore'", at: property.location)
                continue
            }
            let type = property.type ?? property.initializerType
            if let type, let kind = Self.uncomparableKind(type) {
                error("property '\(property.name)' is \(kind), which cannot be compared; mark it '// listgen: ignore'", at: property.location)
                continue
            }
            let byIdentity = property.modifiers.contains { $0 == "weak" || $0.hasPrefix("unowned") }
                || (type.map(index.isClass) ?? false)
            let field = Field(name: property.name, byIdentity: byIdentity, condition: property.condition, type: type)
            if let existing = position[property.name] {
                // The same name in several `#if` branches: compared once, under any of them.
                let earlier = result[existing]
                if let a = earlier.condition, let b = field.condition {
                    result[existing].condition = a == b ? a : "(\(a)) || (\(b))"
                } else {
                    result[existing].condition = nil
                }
                result[existing].byIdentity = earlier.byIdentity || byIdentity
                if earlier.type != type { result[existing].type = nil }
                continue
            }
            position[property.name] = result.count
            result.append(field)
        }
        return result
    }

    /// `@available(*, deprecated...)` or `@available(iOS, deprecated: ...)`.
    static func isDeprecation(_ attribute: String) -> Bool {
        attribute.hasPrefix("@available") && attribute.contains("deprecated")
    }

    /// What kind of type cannot be compared with `==`: a function type, a tuple or an
    /// existential (`any P`); nil for a type that may be `Equatable`.
    static func uncomparableKind(_ type: String) -> String? {
        var text = Substring(type)
        while text.hasPrefix("@") {
            // Attributes such as `@Sendable` or `@escaping`.
            guard let space = text.firstIndex(of: " ") else { break }
            text = text[text.index(after: space)...]
        }
        if text.hasPrefix("any ") || text.hasPrefix("(any ") { return "an existential ('\(type)')" }
        var depth = 0
        var previous: Character = " "
        var topLevelComma = false
        for character in text {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">":
                if previous == "-" { return "a closure ('\(type)')" }
                depth -= 1
            case ",": if depth == 1 && text.first == "(" { topLevelComma = true }
            default: break
            }
            previous = character
        }
        if text.first == "(", topLevelComma, text.last == ")" || text.hasSuffix(")?") { return "a tuple ('\(type)')" }
        return nil
    }
}
