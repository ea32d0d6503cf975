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
    init?(
        for concern: Concern, generics: GenericContext, inheritedTypes: [String], isMainActor: Bool,
        isNonisolated: Bool = false, idType: String? = nil, idNeeds: [GenericNeed] = []
    ) {
        // A main-actor type conforms in isolation (SE-0470, Swift 6.2), every conformance
        // listgen emits alike, so its main-actor state can be compared. A plain value type
        // conforms `nonisolated` explicitly (see `FileResolver+Isolation`).
        let isolation = isMainActor ? "@MainActor " : isNonisolated ? "nonisolated " : ""
        let (main, refined, needs, fields, comparedCases): (ProtocolName, [ProtocolName], String, [Field], [CaseShape]?)
        // An ID must be Hashable: a generic parameter it uses is required to be.
        var identified: String?
        switch concern {
        case .item(let item):
            (main, refined, needs, fields, comparedCases) = (
                Self.diffable, [Self.identifiable], "Equatable", item.fields, item.cases
            )
            identified = idType
        case .equatable(let equatableFields, let cases):
            (main, refined, needs, fields, comparedCases) = (Self.equatable, [], "Equatable", equatableFields, cases)
        case .hashable(let hashedFields, let identity, let cases):
            (main, refined, needs, fields, comparedCases) = (Self.hashable, [Self.equatable], "Hashable", hashedFields, cases)
            if identity != nil { identified = idType }
        case .section(let section):
            (main, refined, needs, fields, comparedCases) = (
                Self.diffableSection, [Self.identifiable, Self.diffable], "Equatable", section.fields, nil
            )
            identified = idType
        case .wrapper:
            self.init(protocols: [isolation + Self.diffable.written], requirements: [])
            return
        case .snapshot(let snapshotFields):
            (main, refined, needs, fields, comparedCases) = (Self.contentSnapshotting, [], "Equatable", snapshotFields, nil)
            identified = idType
        case .bindings, .sectionBindings, .adoption:
            return nil
        }
        var requirements = Self.requirements(
            needs, generics: generics, fields: fields, cases: comparedCases, identified: identified,
            identifiedNeeds: identified == nil ? [] : idNeeds)
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

    /// A generic type needs `requirement` only of what its compared fields' types use of
    /// its generic parameters: a parameter itself (`T: Equatable`), or an associated type
    /// reached through one (`Base.Index: Equatable`, which `Base: Equatable` would not give).
    /// A section's items are compared by the diff, not here; a field compared by identity
    /// needs nothing; a field whose type is not written may use any parameter; an enum's
    /// cases use what their associated values' types use. What the ID uses must be
    /// Hashable, as `Identifiable` requires. What comparing a value needs beyond its written
    /// type (`GenericNeed`: a parameter an alias hides, `Hashable` where a compared generic
    /// type's `Equatable` needs it) is required too, the stronger need winning.
    private static func requirements(
        _ requirement: String, generics: GenericContext, fields: [Field], cases: [CaseShape]?, identified: String?,
        identifiedNeeds: [GenericNeed]
    ) -> [String] {
        let parameters = generics.parameters
        guard !parameters.isEmpty else { return [] }
        let parameterSet = Set(parameters)
        var used: [String] = []
        var needsHashable: Set<String> = []
        func add(_ needs: [GenericNeed]) {
            for need in needs {
                used.append(need.path)
                if need.hashable { needsHashable.insert(need.path) }
            }
        }
        for type in (cases?.flatMap(\.valueTypes) ?? []) + generics.relayedTypes { used += genericPaths(in: type, parameters: parameterSet) }
        for shape in cases ?? [] { add(shape.genericNeeds) }
        for field in fields where !field.byIdentity {
            guard let written = field.type else {
                used += parameters
                continue
            }
            used += genericPaths(in: written, parameters: parameterSet)
            add(field.genericNeeds)
        }
        let hashed = (identified.map { genericPaths(in: $0, parameters: parameterSet) } ?? []) + identifiedNeeds.map(\.path)
        // Parameters in declaration order, each with what the ID uses of it, then the fields:
        // the paths grouped by the parameter they start with, in one pass over each list.
        var byParameter: [Substring: [String]] = [:]
        for path in hashed + used {
            byParameter[path.prefix { $0 != "." }, default: []].append(path)
        }
        var seen: Set<String> = []
        var ordered: [String] = []
        for parameter in parameters {
            for path in byParameter[Substring(parameter)] ?? [] where seen.insert(path).inserted { ordered.append(path) }
        }
        let hashedSet = Set(hashed).union(needsHashable)
        let packs = generics.packs
        return ordered.map { path in
            let subject = packs.contains(path) ? "repeat each \(path)" : path
            return "\(subject): \(hashedSet.contains(path) ? "Hashable" : requirement)"
        }
    }

    /// The generic parameters a written type uses, each as the path it is used through:
    /// `[Base.Element: T]?` gives `Base.Element` and `T`. A path stops before a generic
    /// argument list or metatype (`T.Type` gives `T`).
    static func genericPaths(in type: String, parameters: Set<String>) -> [String] {
        var paths: [String] = []
        var found: Set<String> = []
        var path: [String] = []
        var word = ""
        var afterDot = false
        func endPath() {
            if let first = path.first, parameters.contains(first) {
                let joined = path.joined(separator: ".")
                if found.insert(joined).inserted { paths.append(joined) }
            }
            path = []
        }
        for character in type + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            if !word.isEmpty {
                if !afterDot {
                    endPath()
                    path = [word]
                } else if word == "Type" || word == "Protocol" {
                    endPath()
                } else if !path.isEmpty {
                    path.append(word)
                }
                word = ""
            }
            afterDot = character == "."
            if !afterDot { endPath() }
        }
        return paths
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
