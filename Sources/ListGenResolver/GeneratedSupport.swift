import ListGenModel

/// What a generic type's own `equatable` or `hashable` annotation generates: a conformance
/// that holds where its `where` clause holds, which is what a type comparing it must
/// require in turn. It is derived exactly as the clause is (see `Conformance`): the generic
/// paths each compared property and case uses, each with the annotation's need, and what
/// comparing their types needs beyond that (an alias's target, another annotated generic
/// type whose conformance needs `Hashable`: `Comparability.Verdict.requirements`). A
/// property without a type listgen can read may use any parameter, as in the clause.
/// (Ignored properties count too: at worst a type comparing it requires a parameter the
/// comparison does not use.)
///
/// Each annotated type's is computed once, when the index is built, and kept in it: a
/// verdict on one type can ask for another's, so the computation remembers what it found
/// (`GeneratedSupportComputation`); a type that relies on itself, directly or not, sees
/// its own by the written types alone while it is computed, and so does a type reached more
/// than `GeneratedSupportComputation.maxDepth` types deep (the recursion stays shallow; types
/// are taken last declared first, so a chain declared in order is computed from its end).
/// Linear in the annotated types and what they declare.
extension TypeIndex {
    /// One annotated type's conformance for the need its annotation generates.
    struct GeneratedSupportKey: Sendable, Hashable {
        var name: String
        var need: Need
    }

    /// Every annotated type's generated support (see the extension's summary).
    static func generatedSupports(of files: [ScannedFile], index: TypeIndex) -> [GeneratedSupportKey: ConformanceFacts.Support] {
        let computation = GeneratedSupportComputation(index: index)
        for file in files.reversed() {
            for declaration in file.declarations.reversed() where [.struct, .class, .enum].contains(declaration.kind) {
                for kind in annotationKinds(of: declaration) {
                    switch kind {
                    case .hashable: _ = computation.support(of: declaration, need: .hashable)
                    case .equatable: _ = computation.support(of: declaration, need: .equatable)
                    default: break
                    }
                }
            }
        }
        return computation.supports
    }

    /// The conformance `declaration`'s annotation generates for `need`: from the table the
    /// index keeps, or while it is built, from `computing`.
    func generatedSupport(of declaration: Declaration, need: Need, computing: GeneratedSupportComputation?) -> ConformanceFacts.Support {
        if let computing { return computing.support(of: declaration, need: need) }
        if let known = generatedSupports[GeneratedSupportKey(name: declaration.qualifiedName, need: need)] { return known }
        // Not in the table: a type without generic parameters in scope.
        return .yes
    }

    /// The support derived from `declaration`'s compared members; `computing` answers for
    /// the other annotated types their types name.
    fileprivate func derivedSupport(
        of declaration: Declaration, parameters: [String], need: Need, computing: GeneratedSupportComputation
    ) -> ConformanceFacts.Support {
        let parameterSet = Set(parameters)
        var comparability = Comparability(index: self, scope: declaration.qualifiedName, genericParameters: parameterSet)
        comparability.computing = computing
        var list = RequirementList()
        func add(_ written: String) {
            for path in Conformance.genericPaths(in: written, parameters: parameterSet) { list.add(path, need) }
            list.add(comparability.verdict(written, need: need).requirements)
        }
        for property in declaration.properties where !property.isStatic && !property.isComputed {
            if property.modifiers.contains(where: { $0 == "weak" || $0.hasPrefix("unowned") }) { continue }
            guard let written = property.type ?? property.initializerType else {
                for parameter in parameters { list.add(parameter, need) }
                continue
            }
            if isClass(written) { continue }
            add(written)
        }
        for value in declaration.cases.flatMap(\.associatedValues) { add(value.type) }
        for written in relayedTypes(of: declaration) {
            for path in Conformance.genericPaths(in: written, parameters: parameterSet) { list.add(path, need) }
        }
        return list.isEmpty ? .yes : .conditional(list.requirements)
    }

    /// The support by the written types alone (no verdicts): while a type that relies on
    /// itself is computed.
    fileprivate func writtenSupport(of declaration: Declaration, parameters: [String], need: Need) -> ConformanceFacts.Support {
        let parameterSet = Set(parameters)
        var list = RequirementList()
        for property in declaration.properties where !property.isStatic && !property.isComputed {
            guard let written = property.type ?? property.initializerType else {
                for parameter in parameters { list.add(parameter, need) }
                continue
            }
            for path in Conformance.genericPaths(in: written, parameters: parameterSet) { list.add(path, need) }
        }
        for value in declaration.cases.flatMap(\.associatedValues) {
            for path in Conformance.genericPaths(in: value.type, parameters: parameterSet) { list.add(path, need) }
        }
        return list.isEmpty ? .yes : .conditional(list.requirements)
    }
}

/// The generated supports found so far while the index is built, each computed once.
final class GeneratedSupportComputation {
    private let index: TypeIndex
    private(set) var supports: [TypeIndex.GeneratedSupportKey: ConformanceFacts.Support] = [:]
    /// The types being computed, which a type they name may name back.
    private var inProgress: Set<TypeIndex.GeneratedSupportKey> = []
    /// How many of them are being computed, one inside another's verdicts.
    private var depth = 0
    /// Deeper than this, a type's support is read off its written types and not kept (it is
    /// computed in full when the loop over the annotated types reaches it).
    static let maxDepth = 32

    init(index: TypeIndex) {
        self.index = index
    }

    func support(of declaration: Declaration, need: Need) -> ConformanceFacts.Support {
        let key = TypeIndex.GeneratedSupportKey(name: declaration.qualifiedName, need: need)
        if let known = supports[key] { return known }
        let parameters = index.genericContext(of: declaration).parameters
        guard !parameters.isEmpty else { return .yes }
        guard depth < Self.maxDepth, inProgress.insert(key).inserted else {
            return index.writtenSupport(of: declaration, parameters: parameters, need: need)
        }
        depth += 1
        let support = index.derivedSupport(of: declaration, parameters: parameters, need: need, computing: self)
        depth -= 1
        inProgress.remove(key)
        supports[key] = support
        return support
    }
}
