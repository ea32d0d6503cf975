import ListGenModel

/// Whether values of a written type can be compared with `==` (`Equatable`) or hashed
/// (`Hashable`), as far as the scanned sources and `KnownTypes` tell: a clear no is a
/// diagnostic at the property, and anything listgen cannot see is left to the compiler.
struct Comparability {
    /// The verdict on one written type.
    struct Verdict: Sendable {
        enum Status: Sendable { case yes, unknown, no }

        var status: Status
        /// Why not, when `status` is `.no`.
        var refusal: Refusal?
        /// Annotated types whose generated `Equatable`/`Hashable` the comparison uses: if
        /// one of them gets no code, neither may the type comparing it.
        var relied: [String] = []
        /// What the comparison needs of the generic parameters in scope, as far as listgen
        /// can follow it: through aliases, and through the conditional conformances of the
        /// types it names (`Box<E>` whose `Equatable` holds where `E: Hashable` needs `E`
        /// Hashable). A conformance comparing the value requires these.
        var requirements: [ConformanceFacts.Requirement] = []
        /// Deprecated scanned types whose conformances the comparison uses: a conformance
        /// of a deprecated type is deprecated too, and using it warns outside a context
        /// deprecated the same way.
        var deprecated: [Deprecated] = []

        static let yes = Verdict(status: .yes)
        static let unknown = Verdict(status: .unknown)

        /// Both must hold: the first refusal, else unknown if either is, reliances and
        /// requirements joined.
        func and(_ other: Verdict) -> Verdict {
            if status == .no { return self }
            if other.status == .no { return other }
            return Verdict(
                status: status == .unknown || other.status == .unknown ? .unknown : .yes,
                relied: relied + other.relied, requirements: requirements + other.requirements,
                deprecated: deprecated + other.deprecated)
        }

        /// The same verdict, never a refusal: for a type listgen only guesses at.
        var uncertain: Verdict {
            status == .no ? Verdict(status: .unknown, relied: relied, requirements: requirements, deprecated: deprecated) : self
        }
    }

    /// A deprecated scanned type: its name, where it is declared, and the `@available`
    /// attributes that deprecate it (its own and its enclosing types').
    struct Deprecated: Sendable, Hashable {
        var type: String
        var declaredAt: String
        var attributes: [String]

        /// Whether code carrying `availability` (a generated extension's attributes) may use
        /// the type without a warning: it is deprecated everywhere, or as this type is.
        func isUsable(under availability: [String]) -> Bool {
            availability.contains { $0.hasPrefix("@available(*,") && $0.contains("deprecated") }
                || attributes.allSatisfy(availability.contains)
        }
    }

    /// Why a type cannot be compared or hashed.
    struct Refusal: Sendable, Hashable {
        enum Kind: String, Sendable {
            case closure = "a closure"
            case tuple = "a tuple"
            case existential = "an existential"
            case metatype = "a metatype"
            /// A named type without the conformance.
            case notConforming
            /// A type whose conformance depends on generic requirements a `where` clause
            /// cannot state or listgen cannot see: `reason` says which.
            case underivedRequirement
        }

        var kind: Kind
        /// The offending type, as spelled (the whole written type or a part of it).
        var culprit: String
        /// The alias the culprit was reached through, when it was.
        var alias: String?
        /// A protocol named without `any`.
        var isProtocol = false
        /// Where the culprit is declared in the scanned sources (`File.swift:12`).
        var declaredAt: String?
        /// For `notConforming`: what the culprit is instead (`is Equatable, not Hashable`).
        var reason: String?
        /// For `notConforming`: what makes it conform, when that is listgen's annotation.
        var remedy: String?
    }

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

    private func verdict(_ type: WrittenType, need: Need, scope: String, parameters: Set<String>, depth: Int) -> Verdict {
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

    private func refuse(
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

    /// A scanned type alias: its target, read where the alias is declared. What the target
    /// needs of the alias's own generic parameters is needed of the arguments written for them.
    private func aliased(
        _ entry: TypeIndex.AliasEntry, arguments: [WrittenType], need: Need, scope: String, parameters: Set<String>, depth: Int
    ) -> Verdict {
        let alias = entry.alias
        guard !alias.target.isEmpty else { return .unknown }
        let aliasScope =
            alias.qualifiedName.contains(".")
            ? String(alias.qualifiedName[..<(alias.qualifiedName.lastIndex(of: ".") ?? alias.qualifiedName.endIndex)]) : ""
        var result = verdict(
            WrittenType.parse(alias.target), need: need, scope: aliasScope,
            parameters: parameters.union(alias.genericParameters), depth: depth + 1)
        if !alias.genericParameters.isEmpty, result.status != .no {
            // The alias's own parameters stand for the arguments written; any other is the scope's.
            var substitutions: [String: WrittenType] = [:]
            if arguments.count == alias.genericParameters.count {
                for (parameter, argument) in zip(alias.genericParameters, arguments) { substitutions[parameter] = argument }
            }
            let own = Set(alias.genericParameters)
            result = substituted(
                result, substitutions, keeps: { !own.contains(String($0)) }, need: need, scope: scope, parameters: parameters,
                depth: depth)
        }
        if result.status == .no, result.refusal?.alias == nil,
            result.refusal?.culprit == WrittenType.parse(alias.target).spelled
                || result.refusal?.culprit == alias.target
        {
            result.refusal?.alias = alias.name
        }
        return result
    }

    /// A type the scanned sources declare.
    private func declared(
        _ entry: TypeIndex.Entry, levels arguments: [[WrittenType]], spelled: String, need: Need,
        scope: String, parameters: Set<String>, depth: Int
    ) -> Verdict {
        let declaration = entry.declaration
        let declaredAt = "\(entry.path):\(declaration.location.line)"
        switch declaration.kind {
        case .protocol:
            return refuse(.existential, spelled, isProtocol: true, declaredAt: declaredAt)
        case .extension:
            return .unknown
        case .struct, .class, .enum, .actor:
            break
        }
        var verdict = conformance(of: entry, levels: arguments, spelled: spelled, need: need, scope: scope, parameters: parameters, depth: depth)
        let deprecations = index.deprecations(of: declaration)
        if !deprecations.isEmpty, verdict.status != .no {
            verdict.deprecated.append(Deprecated(type: declaration.qualifiedName, declaredAt: declaredAt, attributes: deprecations))
        }
        return verdict
    }

    /// What a scanned type's conformance to `need` gives, with `arguments` written for the
    /// generic parameters of each level of its name (the last level's last).
    private func conformance(
        of entry: TypeIndex.Entry, levels arguments: [[WrittenType]], spelled: String, need: Need,
        scope: String, parameters: Set<String>, depth: Int
    ) -> Verdict {
        let declaration = entry.declaration
        let declaredAt = "\(entry.path):\(declaration.location.line)"
        let facts = index.facts(of: declaration, path: entry.path, ownAnnotation: true, computing: computing)
        // Whatever listgen can tell of that conformance, the type comparing this one relies
        // on the annotation that generates it.
        let relied = facts.annotationGives.contains(need) ? [declaration.qualifiedName] : []
        switch facts.support(need) {
        case .yes:
            return Verdict(status: .yes, relied: relied)
        case .unknown:
            return Verdict(status: .unknown, relied: relied)
        case .conditional(let requirements):
            // Each level of the type's name with the arguments written for it, from the last
            // (`Outer<A>.Inner<B>`: Inner's parameters get B, Outer's A); a level written
            // without them is the same parameter where `scope` is inside that level (a
            // generic type's bare name in its own body is the type applied to its parameters).
            var substitutions: [String: WrittenType] = [:]
            var declaringLevel: [String: String] = [:]
            let levels = index.genericContext(of: declaration).levels
            var prefix = ""
            var prefixes: [String] = []
            for level in levels {
                prefix = prefix.isEmpty ? level.name : prefix + "." + level.name
                prefixes.append(prefix)
            }
            for (offset, level) in levels.enumerated().reversed() where !level.parameters.isEmpty {
                let fromEnd = levels.count - 1 - offset
                let written = fromEnd < arguments.count ? arguments[arguments.count - 1 - fromEnd] : []
                for parameter in level.parameters { declaringLevel[parameter] = declaringLevel[parameter] ?? prefixes[offset] }
                if written.count == level.parameters.count {
                    for (parameter, argument) in zip(level.parameters, written) where substitutions[parameter] == nil {
                        substitutions[parameter] = argument
                    }
                } else if !written.isEmpty || (fromEnd == 0 && !(scope == prefixes[offset] || scope.hasPrefix(prefixes[offset] + "."))) {
                    return Verdict(status: .unknown, relied: relied)
                }
            }
            return substituted(
                Verdict(status: .yes, relied: relied, requirements: requirements), substitutions,
                keeps: { parameter in
                    guard let level = declaringLevel[String(parameter)] else { return false }
                    return parameters.contains(String(parameter)) && (scope == level || scope.hasPrefix(level + "."))
                }, need: need, scope: scope, parameters: parameters, depth: depth)
        case .no:
            var verdict = refuse(.notConforming, spelled, declaredAt: declaredAt, reason: reason(declaration, facts: facts, need: need))
            verdict.refusal?.remedy = annotationRemedy(declaration, facts: facts, need: need, declaredAt: declaredAt)
            return verdict
        }
    }

    /// `found` with each requirement on a parameter of `substitutions` made a requirement on
    /// the argument written for it: `T: Hashable` of `Box<T>` written `Box<[E]>` needs `E`
    /// Hashable; `Base.Index` written `Chunks<Base>` needs `Base.Index`, and written
    /// `Chunks<Inner>` whatever `Inner.Index` needs. A requirement on another parameter stays
    /// when `keeps` says `scope` sees that very parameter, and is left to the compiler
    /// otherwise.
    private func substituted(
        _ found: Verdict, _ substitutions: [String: WrittenType], keeps: (Substring) -> Bool, need: Need, scope: String,
        parameters: Set<String>, depth: Int
    ) -> Verdict {
        var result = Verdict(status: found.status, relied: found.relied, deprecated: found.deprecated)
        // Those on a parameter itself first: an argument that is not Equatable is a plainer
        // reason than an associated type of one that listgen cannot follow.
        let ordered = found.requirements.filter { $0.members.isEmpty } + found.requirements.filter { !$0.members.isEmpty }
        for requirement in ordered {
            guard let argument = substitutions[String(requirement.parameter)] else {
                if keeps(requirement.parameter) {
                    result.requirements.append(requirement)
                } else if result.status == .yes {
                    result.status = .unknown
                }
                continue
            }
            if requirement.members.isEmpty {
                result = result.and(verdict(argument, need: requirement.need, scope: scope, parameters: parameters, depth: depth + 1))
            } else if case .nominal(let components) = argument, parameters.contains(components[0].name),
                components.allSatisfy({ $0.arguments.isEmpty })
            {
                result.requirements.append(.init(path: argument.spelled + requirement.members, need: requirement.need))
            } else if case .nominal = argument {
                // An associated type of a named type: the member listgen may find declared.
                let member = WrittenType.parse(argument.spelled + requirement.members)
                result = result.and(verdict(member, need: requirement.need, scope: scope, parameters: parameters, depth: depth + 1))
            } else if result.status == .yes {
                result.status = .unknown
            }
            if result.status == .no { return result }
        }
        return result
    }

    /// The annotation that gives a scanned type the conformance it lacks, at its declaration
    /// (`annotate 'Payload' with '// listgen: equatable' at A.swift:1`): the fix a reader can
    /// make in one line, where the type is, rather than only "make it Equatable". Nil where
    /// listgen would refuse that annotation (a private type, an actor, an enum without cases,
    /// a type whose `==` is declared elsewhere and would be replaced).
    private func annotationRemedy(_ declaration: Declaration, facts: ConformanceFacts, need: Need, declaredAt: String) -> String? {
        switch declaration.kind {
        case .struct, .class: break
        case .enum where !declaration.cases.isEmpty: break
        default: return nil
        }
        if declaration.access == "private" || declaration.access == "fileprivate" { return nil }
        let name = declaration.qualifiedName
        let kinds = TypeIndex.annotationKinds(of: declaration)
        let wanted = need == .hashable ? "hashable" : "equatable"
        if need == .hashable, facts.equatable != .no {
            // Equatable already: `hashable` would replace the `==` it has, unless that `==` is
            // listgen's own `equatable`, which `hashable` then takes over.
            guard case .annotation = facts.equatableSource else { return nil }
            return "annotate '\(name)' with '// listgen: hashable' instead of 'equatable' at \(declaredAt)"
        }
        if kinds.contains(.item) || kinds.contains(.section) {
            return "annotate '\(name)' with '// listgen: \(wanted)' as well, at \(declaredAt)"
        }
        return "annotate '\(name)' with '// listgen: \(wanted)' at \(declaredAt) (or make it \(need.protocolName) yourself)"
    }

    /// What a scanned type without the conformance is instead.
    private func reason(_ declaration: Declaration, facts: ConformanceFacts, need: Need) -> String {
        let kinds = TypeIndex.annotationKinds(of: declaration)
        if need == .hashable, facts.equatable != .no {
            if case .annotation = facts.equatableSource {
                return "is annotated 'equatable', which does not make it Hashable"
            }
            return "is Equatable, not Hashable"
        }
        if kinds.contains(.item) || kinds.contains(.section) {
            return "is an '\(kinds.contains(.item) ? "item" : "section")', which makes it Diffable, not Equatable"
        }
        if declaration.kind == .enum, declaration.cases.isEmpty {
            return "is an enum without cases, which Swift does not make \(need.protocolName)"
        }
        return "declares no conformance to \(need.protocolName)"
    }
}
