import ListGenModel

/// Whether values of a written type can be compared with `==` (`Equatable`) or hashed
/// (`Hashable`), as far as the scanned sources and `KnownTypes` tell: a clear no is a
/// diagnostic at the property, and anything listgen cannot see is left to the compiler.
struct Comparability {
    let index: TypeIndex
    /// The qualified name of the type whose member the written type belongs to: names
    /// resolve from its scope outwards.
    let scope: String
    /// Generic parameters in scope: the type's and its enclosing types'.
    let genericParameters: Set<String>
    /// While the index is built: the computation of the annotated generic types' own
    /// conformances, which a verdict asks for (see `GeneratedSupport`).
    var computing: GeneratedSupportComputation? = nil

    /// Deeper alias chains or nesting than this are left to the compiler.
    private static let maxDepth = 16

    /// The verdict on `written` for `need`.
    func verdict(_ written: String, need: Need) -> Verdict {
        // The usual property types (`String`, `Int?`, `[Date]`), when the scanned sources do
        // not declare a type of that name: no parse needed.
        if let bare = Self.standardName(written), KnownTypes.hashable.contains(bare), !genericParameters.contains(bare),
            !index.redeclaredStandardNames.contains(bare)
        {
            return .yes
        }
        return verdict(WrittenType.parse(written), need: need, scope: scope, parameters: genericParameters, depth: 0)
    }

    /// `Name`, `Name?`, `Name!` or `[Name]` gives `Name`, for an ASCII name of letters and
    /// digits (the standard library's and Foundation's are).
    private static func standardName(_ written: String) -> String? {
        var text = Substring(written).utf8
        if text.last == UInt8(ascii: "?") || text.last == UInt8(ascii: "!") { text = text.dropLast() }
        if text.first == UInt8(ascii: "["), text.last == UInt8(ascii: "]") { text = text.dropFirst().dropLast() }
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        guard let first = text.first, isLetter(first),
            text.allSatisfy({ isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) })
        else { return nil }
        return String(Substring(text))
    }

    func verdict(_ type: WrittenType, need: Need, scope: String, parameters: Set<String>, depth: Int) -> Verdict {
        guard depth < Self.maxDepth else { return .unknown }
        switch type {
        case .optional(let wrapped), .array(let wrapped):
            return verdict(wrapped, need: need, scope: scope, parameters: parameters, depth: depth + 1)
        case .dictionary(_, let value):
            // The key is Hashable or the type would not compile at all.
            return verdict(value, need: need, scope: scope, parameters: parameters, depth: depth + 1)
        case .tuple:
            return refuse(.tuple, type.spelled)
        case .function(let text):
            return refuse(.closure, text)
        case .existential(let text):
            return refuse(.existential, text)
        case .composition:
            return refuse(.existential, type.spelled)
        case .metatype(let text):
            return refuse(.metatype, text)
        case .opaque, .unparsed:
            return .unknown
        case .nominal(let components):
            return nominal(components, need: need, scope: scope, parameters: parameters, depth: depth)
        }
    }

    func refuse(
        _ kind: Refusal.Kind, _ culprit: String, isProtocol: Bool = false, declaredAt: String? = nil,
        reason: String? = nil
    ) -> Verdict {
        Verdict(status: .no, refusal: Refusal(kind: kind, culprit: culprit, isProtocol: isProtocol, declaredAt: declaredAt, reason: reason))
    }

    /// Associated type names of the standard library's collection protocols, which a type
    /// nested in a generic collection names without declaring them.
    private static let collectionAssociatedTypes: Set<String> = ["Element", "Index", "Indices", "Iterator", "SubSequence", "AsyncIterator"]

    private func nominal(
        _ components: [WrittenType.Component], need: Need, scope: String, parameters: Set<String>,
        depth: Int
    ) -> Verdict {
        // A member of a generic type applied to generic parameters (`Product<Range<Int>,
        // Base>.Index`): what it needs of them is that type's business, and a `where` clause
        // cannot state a requirement on it.
        if components.count > 1, !parameters.isEmpty,
            let applied = components.dropLast().first(where: { component in
                component.arguments.contains { !Conformance.genericPaths(in: $0.spelled, parameters: parameters).isEmpty }
            })
        {
            return refuse(
                .underivedRequirement, WrittenType.nominal(components).spelled,
                reason:
                    "is a member of '\(applied.name)' applied to generic parameters, and what it needs of them cannot be written in a 'where' clause")
        }
        var components = components
        if parameters.contains(components[0].name), components.allSatisfy({ $0.arguments.isEmpty }) {
            // A generic parameter, or an associated type reached through one (`Base.Index`):
            // the generated conformance requires what it needs of it (see `Conformance`).
            return Verdict(status: .yes, requirements: [.init(path: components.map(\.name).joined(separator: "."), need: need)])
        }
        if components.count > 1, ["Swift", "Foundation"].contains(components[0].name) { components.removeFirst() }
        let dotted = components.map(\.name).joined(separator: ".")
        let arguments = components.last?.arguments ?? []
        let spelled = WrittenType.nominal(components).spelled
        // The scanned sources first: the innermost enclosing scope that declares the name.
        let qualified = index.qualifiedName(of: dotted, from: scope)
        if let entry = index.exactEntry(qualified) {
            return declared(
                entry, levels: components.map(\.arguments), spelled: spelled, need: need, scope: scope, parameters: parameters, depth: depth)
        }
        if let alias = index.exactAlias(qualified) {
            return aliased(alias, arguments: arguments, need: need, scope: scope, parameters: parameters, depth: depth)
        }
        // A member of an aliased type (`Inner.Iterator`, `typealias Inner = FlattenSequence<X>`;
        // `Outer.Inner.Iterator`): the same member of the alias's target, the longest aliased
        // prefix first.
        if components.count > 1, let member = aliasedMember(components, need: need, scope: scope, parameters: parameters, depth: depth) {
            return member
        }
        // A name declared in a protocol (or base class) the type conforms to, or an extension
        // of one: `extension Component { typealias ContentProvider = () -> Group }`.
        if let inherited = inheritedMember(dotted, of: scope) {
            switch inherited {
            case .type(let entry):
                return declared(
                    entry, levels: components.map(\.arguments), spelled: spelled, need: need, scope: scope, parameters: parameters, depth: depth)
            case .alias(let alias):
                return aliased(alias, arguments: arguments, need: need, scope: scope, parameters: parameters, depth: depth)
            }
        }
        if let known = known(dotted, arguments: arguments, spelled: spelled, need: need, scope: scope, parameters: parameters, depth: depth) {
            return known
        }
        // A simple name declared once in a scope this one may not see, or a module-qualified
        // name: probably that type, but only the compiler can tell, so never a refusal.
        let guess =
            index.entry(named: dotted)
            ?? (components.count > 1 ? index.exactEntry(components.dropFirst().map(\.name).joined(separator: ".")) : nil)
        if let guess {
            return declared(
                guess, levels: components.map(\.arguments), spelled: spelled, need: need, scope: scope, parameters: parameters, depth: depth
            ).uncertain
        }
        if let alias = index.alias(named: dotted) {
            return aliased(alias, arguments: arguments, need: need, scope: scope, parameters: parameters, depth: depth).uncertain
        }
        if components.count == 1, arguments.isEmpty, !parameters.isEmpty, Self.collectionAssociatedTypes.contains(dotted) {
            return refuse(
                .underivedRequirement, spelled,
                reason: "is an associated type of an enclosing generic type, which listgen cannot follow to its generic parameters")
        }
        // The same associated type of a scanned generic type that declares no member of that
        // name (`Merged.AsyncIterator`, inferred from what `makeAsyncIterator()` returns).
        if components.count > 1, !parameters.isEmpty, let last = components.last, last.arguments.isEmpty,
            Self.collectionAssociatedTypes.contains(last.name),
            let owner = index.exactEntry(index.qualifiedName(of: components.dropLast().map(\.name).joined(separator: "."), from: scope)),
            !index.genericContext(of: owner.declaration).parameters.isEmpty
        {
            return refuse(
                .underivedRequirement, spelled,
                reason:
                    "is an associated type of '\(owner.declaration.qualifiedName)' that it declares no type for, which listgen cannot follow to its generic parameters"
            )
        }
        if components.count == 1, arguments.isEmpty, index.generatedWrappers.contains(dotted) {
            var verdict = refuse(
                .notConforming, spelled, reason: "is a wrapper enum listgen generates, which is Diffable, not \(need.protocolName)")
            verdict.refusal?.remedy = "write this type's conformance by hand"
            return verdict
        }
        return .unknown
    }

    /// `components` read as a member of an alias written as their first names (`Inner.Iterator`
    /// for `typealias Inner = FlattenSequence<X>`): the verdict on the same member of the
    /// alias's target, read where the alias is declared; nil when no prefix is such an alias.
    private func aliasedMember(
        _ components: [WrittenType.Component], need: Need, scope: String, parameters: Set<String>, depth: Int
    ) -> Verdict? {
        for length in stride(from: components.count - 1, through: 1, by: -1) {
            let prefix = components[..<length]
            guard prefix.allSatisfy({ $0.arguments.isEmpty }),
                let alias = index.exactAlias(index.qualifiedName(of: prefix.map(\.name).joined(separator: "."), from: scope)),
                !alias.alias.target.isEmpty, alias.alias.genericParameters.isEmpty
            else { continue }
            let member = WrittenType.nominal(Array(components[length...])).spelled
            let name = alias.alias.qualifiedName
            let aliasScope = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? ""
            return verdict(
                WrittenType.parse(alias.alias.target + "." + member), need: need, scope: aliasScope, parameters: parameters, depth: depth + 1)
        }
        return nil
    }

    private enum Member {
        case type(TypeIndex.Entry)
        case alias(TypeIndex.AliasEntry)
    }

    /// `name` as a member of a scanned type or protocol that `scope`'s type inherits from,
    /// directly or not (nearest first).
    private func inheritedMember(_ name: String, of scope: String) -> Member? {
        guard let start = index.exactEntry(scope) else { return nil }
        var queue = start.declaration.inheritedTypes.map { ($0, scope) }
        var seen: Set<String> = [scope]
        var position = 0
        while position < queue.count, position < 32 {
            let (written, from) = queue[position]
            position += 1
            let qualified = index.qualifiedName(of: written, from: from)
            guard seen.insert(qualified).inserted, let entry = index.exactEntry(qualified) else { continue }
            if let alias = index.exactAlias(qualified + "." + name) { return .alias(alias) }
            if let type = index.exactEntry(qualified + "." + name) { return .type(type) }
            queue += entry.declaration.inheritedTypes.map { ($0, qualified) }
        }
        return nil
    }

    /// A type of the standard library or Foundation; nil when the name is not known.
    private func known(
        _ dotted: String, arguments: [WrittenType], spelled: String, need: Need, scope: String,
        parameters: Set<String>, depth: Int
    ) -> Verdict? {
        if KnownTypes.conditionalGenerics.contains(dotted) {
            let compared = dotted == "Dictionary" ? Array(arguments.suffix(1)) : arguments
            return compared.reduce(Verdict.yes) { result, argument in
                result.and(verdict(argument, need: need, scope: scope, parameters: parameters, depth: depth + 1))
            }
        }
        if KnownTypes.hashable.contains(dotted) || KnownTypes.hashableGenerics.contains(dotted) { return .yes }
        if dotted == "Void" { return refuse(.tuple, "Void") }
        if KnownTypes.notEquatable.contains(dotted) || KnownTypes.isStandardIterator(dotted) {
            return refuse(.notConforming, spelled, reason: "is not Equatable")
        }
        if KnownTypes.equatableOnly.contains(dotted) {
            return need == .equatable ? .yes : refuse(.notConforming, spelled, reason: "is Equatable, not Hashable")
        }
        if KnownTypes.anyTypes.contains(dotted) { return refuse(.existential, spelled) }
        if KnownTypes.metatypes.contains(dotted) { return refuse(.metatype, spelled) }
        if KnownTypes.isProtocol(dotted) { return refuse(.existential, spelled, isProtocol: true) }
        return nil
    }

}
