import ListGenModel

/// Conformances in the scanned sources: protocols' refinements and types' extensions,
/// computed once when the index is built, and a type's facts on demand.
extension TypeIndex {
    /// What adopting a scanned protocol implies, following its refinements (scanned or known).
    func computedProtocolImplications() -> [String: ProtocolImplication] {
        var result: [String: ProtocolImplication] = [:]
        var visiting: Set<String> = []
        for name in protocolNames() {
            _ = implication(ofScannedProtocol: name, memo: &result, visiting: &visiting, depth: 0)
        }
        return result
    }

    /// A scanned protocol's implication; `nil` in `ProtocolImplication` means unknown.
    private func implication(
        ofScannedProtocol name: String, memo: inout [String: ProtocolImplication],
        visiting: inout Set<String>, depth: Int
    ) -> KnownTypes.ProtocolImplication? {
        if let known = memo[name] { return known.value }
        guard depth < 32, visiting.insert(name).inserted, let entry = exactEntry(name) else { return nil }
        var strongest: KnownTypes.ProtocolImplication? = .neither
        // The first refined name listgen cannot see, which makes the implication unknown.
        var unseen: String?
        var requirements = entry.declaration.inheritedTypes
        // `protocol P where Self: Hashable` says the same as `protocol P: Hashable`.
        if let clause = entry.declaration.genericWhereClause {
            for requirement in Self.topLevelItems(clause) where requirement.hasPrefix("Self:") {
                requirements.append(String(requirement.dropFirst(5)).trimmingCharacters(" "))
            }
        }
        for written in requirements.flatMap(Self.compositionMembers) {
            let found: KnownTypes.ProtocolImplication?
            if let scanned = exactEntry(qualifiedName(of: written, from: name)), scanned.declaration.kind == .protocol {
                let refined = scanned.declaration.qualifiedName
                found = implication(ofScannedProtocol: refined, memo: &memo, visiting: &visiting, depth: depth + 1)
                if found == nil, unseen == nil { unseen = memo[refined]?.unseen }
            } else if written == "AnyObject" || written == "class" || written.hasPrefix("~") {
                // `~Copyable`, `~Escapable`: a suppression, which says nothing about comparing.
                found = .neither
            } else {
                found = KnownTypes.implication(ofProtocol: written)
                if found == nil, unseen == nil { unseen = written }
            }
            strongest = Self.stronger(strongest, found)
        }
        visiting.remove(name)
        memo[name] = ProtocolImplication(value: strongest, unseen: strongest == nil ? unseen : nil)
        return strongest
    }

    /// For an inherited name that is a scanned protocol whose implication listgen cannot
    /// tell, the name it refines (directly or not) that is not declared in the scanned
    /// sources: what a refusal names.
    func unseenRefinement(ofInherited written: String, from scope: String) -> String? {
        guard let scanned = exactEntry(qualifiedName(of: written, from: scope)), scanned.declaration.kind == .protocol else { return nil }
        return protocolImplications[scanned.declaration.qualifiedName]?.unseen
    }

    /// The stronger of two implications; an unknown one (nil) is weaker only than `hashable`.
    static func stronger(_ a: KnownTypes.ProtocolImplication?, _ b: KnownTypes.ProtocolImplication?) -> KnownTypes.ProtocolImplication? {
        if a == .hashable || b == .hashable { return .hashable }
        guard let a, let b else { return nil }
        if a == .equatable || b == .equatable { return .equatable }
        return .neither
    }

    /// What naming `written` in an inheritance clause implies, seen from the scope `scope`:
    /// a scanned protocol, a type alias of a composition, or a known protocol; nil when unknown.
    func implication(ofInherited written: String, from scope: String, depth: Int = 0) -> KnownTypes.ProtocolImplication? {
        var name = written
        if name.hasPrefix("@unchecked ") { name = String(name.dropFirst("@unchecked ".count)) }
        if name.hasPrefix("@retroactive ") { name = String(name.dropFirst("@retroactive ".count)) }
        if name.hasPrefix("@preconcurrency ") { name = String(name.dropFirst("@preconcurrency ".count)) }
        if name.hasPrefix("~") { return .neither }
        let qualified = qualifiedName(of: name, from: scope)
        if let scanned = exactEntry(qualified), scanned.declaration.kind == .protocol {
            return protocolImplications[scanned.declaration.qualifiedName]?.value ?? nil
        }
        if let alias = exactAlias(qualified) ?? alias(named: name), depth < 8 {
            // `typealias Model = Codable & Hashable`.
            var strongest: KnownTypes.ProtocolImplication? = .neither
            for member in Self.compositionMembers(alias.alias.target) {
                strongest = Self.stronger(strongest, implication(ofInherited: member, from: scope, depth: depth + 1))
            }
            return strongest
        }
        return KnownTypes.implication(ofProtocol: name)
    }

    /// `name` qualified by the innermost enclosing scope of `scope` that declares it (a type
    /// or alias), or without the module's own name before it (`Tracing.Span`), else as
    /// written.
    func qualifiedName(of name: String, from scope: String) -> String {
        var current = Substring(scope)
        while !current.isEmpty {
            let candidate = current + "." + name
            if exactEntry(candidate) != nil || exactAlias(candidate) != nil { return candidate }
            guard let dot = current.lastIndex(of: ".") else { break }
            current = current[..<dot]
        }
        return withoutOwnModule(name) ?? name
    }

    /// Records an extension's conformances in `extensionConformances`.
    mutating func addExtensionConformances(of declaration: Declaration, path: String) {
        let target = declaration.qualifiedName
        var facts = extensionConformances[target] ?? ConformanceFacts()
        let requirements = declaration.genericWhereClause.map { conditionalRequirements($0, of: target) } ?? []
        for written in declaration.inheritedTypes {
            let source = ConformanceSource.extensionDeclares(protocolName: written, path: path, line: declaration.location.line)
            let implication = implication(ofInherited: written, from: target)
            // Under `#if` it holds on some platforms only: the compiler decides.
            facts.add(implication, from: source, when: declaration.condition == nil ? requirements : nil)
        }
        extensionConformances[target] = facts
    }

    /// `Value: Equatable, T: Hashable & Codable` as requirements on generic parameters of
    /// `typeName`; nil when a requirement is of another form (`T == Int`, `T.Element: P`) or
    /// names a protocol listgen does not know.
    private func conditionalRequirements(_ clause: String, of typeName: String) -> [ConformanceFacts.Requirement]? {
        let parameters = Set(exactEntry(typeName)?.declaration.genericParameters ?? [])
        var result: [ConformanceFacts.Requirement] = []
        for item in Self.topLevelItems(clause) {
            guard let colon = item.firstIndex(of: ":"), !item.contains("==") else { return nil }
            let parameter = String(item[..<colon]).trimmingCharacters(" ")
            guard parameters.contains(parameter) else { return nil }
            var strongest: KnownTypes.ProtocolImplication? = .neither
            for member in Self.compositionMembers(String(item[item.index(after: colon)...])) {
                strongest = Self.stronger(strongest, implication(ofInherited: member, from: typeName))
            }
            switch strongest {
            case .hashable: result.append(.init(path: parameter, need: .hashable))
            case .equatable: result.append(.init(path: parameter, need: .equatable))
            case .neither: break
            case nil: return nil
            }
        }
        return result
    }

    /// The comma-separated items of a clause at bracket depth 0, trimmed.
    static func topLevelItems(_ text: String) -> [String] {
        var items: [String] = []
        var depth = 0
        var current = ""
        for character in text {
            switch character {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            case "," where depth == 0:
                items.append(current.trimmingCharacters(" "))
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        if !current.trimmingCharacters(" ").isEmpty { items.append(current.trimmingCharacters(" ")) }
        return items
    }

    /// `A & B` gives A and B; `any P` gives P.
    static func compositionMembers(_ text: String) -> [String] {
        text.split(separator: "&").map { member in
            var trimmed = String(member).trimmingCharacters(" ")
            if trimmed.hasPrefix("any ") { trimmed = String(trimmed.dropFirst(4)) }
            return trimmed
        }.filter { !$0.isEmpty }
    }

    /// The facts of a declared type (struct, class or enum). `ownAnnotation` counts the
    /// conformance its own listgen annotation generates (another type's field relies on it);
    /// a type's own check leaves it out. `computing` is set while the index is built.
    func facts(
        of declaration: Declaration, path: String, ownAnnotation: Bool, depth: Int = 0, computing: GeneratedSupportComputation? = nil
    ) -> ConformanceFacts {
        var facts = ConformanceFacts()
        let scope = declaration.qualifiedName
        if declaration.kind == .enum, !declaration.cases.isEmpty, declaration.cases.allSatisfy({ $0.associatedValues.isEmpty }) {
            facts.add(equatable: .yes, hashable: .yes, from: .simpleEnum)
        }
        for (position, written) in declaration.inheritedTypes.enumerated() {
            if Vocabulary.marker(written) != nil { continue }
            if declaration.kind == .class, position == 0,
                let base = superclassFacts(written, of: declaration, depth: depth, computing: computing)
            {
                // What the base has, its sources named as the base.
                facts.add(equatable: base.facts.equatable, hashable: base.facts.hashable, from: base.source)
                continue
            }
            let implication = implication(ofInherited: written, from: scope)
            if implication == nil, let unseen = unseenRefinement(ofInherited: written, from: scope) {
                facts.add(nil, from: .refinesUnseen(protocolName: written, unseen: unseen))
            } else {
                facts.add(implication, from: .declared(protocolName: written))
            }
        }
        if let fromExtensions = extensionConformances[scope] { facts.merge(fromExtensions) }
        for attribute in declaration.attributes where !KnownTypes.addsNoConformance(attribute) {
            facts.add(nil, from: .unseen(name: attribute))
        }
        if ownAnnotation, facts.equatable == .no || facts.hashable == .no {
            // Only when nothing else gives it: then the generated conformance is what counts.
            let before = facts
            for kind in Self.annotationKinds(of: declaration) {
                switch kind {
                case .hashable:
                    let given = generatedSupport(of: declaration, need: .hashable, computing: computing)
                    facts.add(equatable: given, hashable: given, from: .annotation(kind: "hashable"))
                    facts.annotationGives.formUnion([Need.equatable, .hashable].filter { before.support($0) == .no })
                case .equatable:
                    facts.add(
                        equatable: generatedSupport(of: declaration, need: .equatable, computing: computing), hashable: .no,
                        from: .annotation(kind: "equatable"))
                    if before.equatable == .no { facts.annotationGives.insert(.equatable) }
                default: break
                }
            }
        }
        return facts
    }

    /// The type annotations (and marker protocols) of a declaration, read without diagnostics.
    static func annotationKinds(of declaration: Declaration) -> [Vocabulary.TypeKind] {
        declaration.annotations.compactMap { TypeAnnotation.read($0)?.kind }
            + declaration.inheritedTypes.compactMap { Vocabulary.marker($0)?.kind }
    }

    /// A class's first inherited name as its base class: a scanned class (its facts), an
    /// Objective-C class, or a name listgen cannot see; nil when it is a known or scanned
    /// protocol, or written with an attribute or `~` (`@unchecked Sendable`, `@MainActor P`,
    /// `~Copyable`), which only a conformance can carry.
    func superclassFacts(_ written: String, of declaration: Declaration, depth: Int, computing: GeneratedSupportComputation? = nil)
        -> (facts: ConformanceFacts, source: ConformanceSource)?
    {
        if written.hasPrefix("@") || written.hasPrefix("~") { return nil }
        let qualified = qualifiedName(of: written, from: declaration.qualifiedName)
        if let base = exactEntry(qualified) ?? entry(named: written) {
            switch base.declaration.kind {
            case .class:
                guard depth < 64 else { return (ConformanceFacts(equatable: .unknown, hashable: .unknown), .unseenBase(name: written)) }
                let facts = self.facts(of: base.declaration, path: base.path, ownAnnotation: true, depth: depth + 1, computing: computing)
                return (facts, .inherited(base: base.declaration.qualifiedName, path: base.path, line: base.declaration.location.line))
            case .protocol:
                return nil
            default:
                break
            }
        }
        if exactAlias(qualified) != nil || KnownTypes.implication(ofProtocol: written) != nil { return nil }
        if KnownTypes.isObjectiveCClass(written) {
            return (ConformanceFacts(equatable: .yes, hashable: .yes), .objectiveC(base: written))
        }
        return (ConformanceFacts(equatable: .unknown, hashable: .unknown), .unseenBase(name: written))
    }
}

/// A protocol's implication as stored in the index (`value` nil: unknown, then `unseen`
/// is the refined name that makes it so, when one does).
struct ProtocolImplication: Sendable, Hashable {
    var value: KnownTypes.ProtocolImplication?
    var unseen: String?
}
