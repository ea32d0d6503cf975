import ListGenModel

/// Deciding a conformance: which protocols a concern's extension declares, with the type's
/// isolation, and which generic parameters must be `Equatable`, `Hashable` or `Sendable`.
extension Conformance {
    /// A protocol, written qualified by its module or not.
    private struct ProtocolName {
        var name: String
        var module: String?

        var written: String { module.map { "\($0).\(name)" } ?? name }
    }

    private static let identifiable = ProtocolName(name: "Identifiable")
    private static let equatable = ProtocolName(name: "Equatable")
    private static let hashable = ProtocolName(name: "Hashable")
    private static let diffable = ProtocolName(name: "Diffable", module: "ListKit")
    private static let diffableSection = ProtocolName(name: "DiffableSection", module: "ListKit")
    private static let contentSnapshotting = ProtocolName(name: "ContentSnapshotting", module: "ListKit")

    /// The conformance of `concern`'s extension; nil for view bindings.
    package init?(
        for concern: Concern, genericParameters: [String], inheritedTypes: [String], isMainActor: Bool,
        isNonisolated: Bool = false, idType: String? = nil
    ) {
        // A main-actor type conforms in isolation (SE-0470, Swift 6.2), every conformance
        // listgen emits alike, so its main-actor state can be compared. A plain value type
        // conforms `nonisolated` explicitly (see `FileResolver+Isolation`).
        let isolation = isMainActor ? "@MainActor " : isNonisolated ? "nonisolated " : ""
        let (main, refined, needs, fields, comparesCases): (ProtocolName, [ProtocolName], String, [Field], Bool)
        // An ID must be Hashable: a generic parameter it uses is required to be.
        var identified: String?
        switch concern {
        case .item(let item):
            (main, refined, needs, fields, comparesCases) = (
                Self.diffable, [Self.identifiable], "Equatable", item.fields, item.cases != nil
            )
            identified = idType
        case .equatable(let equatableFields, let cases):
            (main, refined, needs, fields, comparesCases) = (Self.equatable, [], "Equatable", equatableFields, cases != nil)
        case .hashable(let hashedFields, let identity, let cases):
            (main, refined, needs, fields, comparesCases) = (Self.hashable, [Self.equatable], "Hashable", hashedFields, cases != nil)
            if identity != nil { identified = idType }
        case .section(let section):
            (main, refined, needs, fields, comparesCases) = (
                Self.diffableSection, [Self.identifiable, Self.diffable], "Equatable", section.fields, false
            )
            identified = idType
        case .wrapper:
            self.init(protocols: [isolation + Self.diffable.written], requirements: [])
            return
        case .snapshot(let snapshotFields):
            (main, refined, needs, fields, comparesCases) = (Self.contentSnapshotting, [], "Equatable", snapshotFields, false)
            identified = idType
        case .bindings, .sectionBindings, .adoption:
            return nil
        }
        var requirements = Self.requirements(needs, genericParameters: genericParameters, fields: fields, comparesCases: comparesCases)
        if let identified, !genericParameters.isEmpty {
            let used = Self.identifiers(in: identified)
            let hashed = genericParameters.filter(used.contains)
            if !hashed.isEmpty {
                let hashedSet = Set(hashed)
                requirements = genericParameters.compactMap { parameter in
                    if hashedSet.contains(parameter) { return "\(parameter): Hashable" }
                    return requirements.first { $0.hasPrefix(parameter + ":") }
                }
            }
        }
        // A snapshot is sent off the actor that owns the item: what it copies, and the ID,
        // must be Sendable too.
        if case .snapshot = concern {
            requirements = requirements.flatMap { requirement in
                [requirement, String(requirement.prefix { $0 != ":" }) + ": Sendable"]
            }
        }
        // A conditional conformance (with a `where` clause) does not imply the protocols the
        // main one refines, so those are listed too unless the type declares them itself.
        var protocols: [String] = []
        if !requirements.isEmpty {
            for refinedProtocol in refined
            where !inheritedTypes.contains(refinedProtocol.name) && !inheritedTypes.contains(refinedProtocol.written) {
                protocols.append(isolation + refinedProtocol.written)
            }
        }
        protocols.append(isolation + main.written)
        self.init(protocols: protocols, requirements: requirements)
    }

    /// A generic type needs `requirement` only on the parameters its compared fields use
    /// (a section's items are compared by the diff, not here; a field compared by identity
    /// needs nothing). A field whose type is not written, and enum cases, may use any.
    private static func requirements(
        _ requirement: String, genericParameters: [String], fields: [Field],
        comparesCases: Bool
    ) -> [String] {
        guard !genericParameters.isEmpty else { return [] }
        var used: Set<String> = []
        if comparesCases { used = Set(genericParameters) }
        for field in fields where !field.byIdentity {
            guard let written = field.type else {
                used = Set(genericParameters)
                break
            }
            used.formUnion(identifiers(in: written))
        }
        return genericParameters.filter(used.contains).map { "\($0): \(requirement)" }
    }

    /// The identifier words of a written type (`[String: Box<T>]?` gives String, Box, T).
    package static func identifiers(in type: String) -> Set<String> {
        var words: Set<String> = []
        var current = ""
        for character in type {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else if !current.isEmpty {
                words.insert(current)
                current = ""
            }
        }
        if !current.isEmpty { words.insert(current) }
        return words
    }
}
