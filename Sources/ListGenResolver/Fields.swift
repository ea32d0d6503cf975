import ListGenModel

/// Which stored properties take part in content equality and hashing, and how each is
/// compared.
extension FileResolver {
    /// The stored instance properties of `declaration` and, for a class, of its base
    /// classes declared in the scanned files (base first), in source order.
    func storedProperties(of declaration: Declaration) -> [Property] {
        classChain(of: declaration).reversed().flatMap { $0.declaration.properties.filter { !$0.isStatic } }
    }

    /// The declaration, then its base classes declared in the scanned files, each with its
    /// file: where each stored property stands (a base class's may be in another file).
    func classChain(of declaration: Declaration) -> [(declaration: Declaration, path: String)] {
        var chain: [(declaration: Declaration, path: String)] = [(declaration, file.path)]
        guard declaration.kind == .class else { return chain }
        var seen: Set<String> = [declaration.qualifiedName]
        while let base = index.baseClass(of: chain[chain.count - 1].declaration), seen.insert(base.declaration.qualifiedName).inserted {
            chain.append((base.declaration, base.path))
        }
        return chain
    }

    /// Stored instance properties compared for content, minus `excluded`, one per name, each
    /// checked to support `need` (`Equatable` for content and `==`, `Hashable` for hashing).
    ///
    /// - `weak`/`unowned` properties and properties typed as a class of the scanned files
    ///   are compared by identity, never recursively.
    /// - A property under `#if` is compared under the same condition; one declared in several
    ///   branches is compared once, under any of them.
    /// - Deprecated properties are left out (reading them would warn in generated code).
    /// - Private properties, lazy ones, closures, tuples, existentials, metatypes and types the
    ///   scanned sources show are not `Equatable` (`Hashable`) cannot be compared: errors at
    ///   the property that say what to do. A problem in a base class's property is reported
    ///   at that property, in its file.
    func fields(
        of declaration: Declaration, excluding excluded: Set<String>, need: Need = .equatable,
        annotation: String, context: inout DeclarationContext
    ) -> [Field] {
        var result: [Field] = []
        var position: [String: Int] = [:]
        let own = comparability(in: declaration)
        // Base classes first, each property read in place (no copy of the lists).
        let chain = classChain(of: declaration)
        for link in chain.indices.reversed() {
            let ownerPath = chain[link].path
            for property in chain[link].declaration.properties where !property.isStatic && !property.isComputed {
                if excluded.contains(property.name) { continue }
                if property.attributes.contains(where: TypeIndex.isDeprecation) { continue }
                if property.access == "private" || property.access == "fileprivate" {
                    context.error(
                        "property '\(property.name)' is \(property.access ?? "private"), so generated code in another file cannot compare it; mark it '// listgen: ignore' or widen it (private(set) is fine)",
                        at: property.location, in: ownerPath)
                    continue
                }
                if property.modifiers.contains("lazy") {
                    context.error(
                        "lazy property '\(property.name)' cannot be read without mutating; mark it '// listgen: ignore'",
                        at: property.location, in: ownerPath)
                    continue
                }
                let type = property.type ?? property.initializerType
                let byIdentity =
                    property.modifiers.contains { $0 == "weak" || $0.hasPrefix("unowned") }
                    || (type.map(index.isClass) ?? false)
                var needs: [GenericNeed] = []
                if let type, !byIdentity {
                    let verdict = (link == 0 ? own : comparability(in: chain[link].declaration)).verdict(type, need: need)
                    if let refusal = verdict.refusal {
                        context.error(
                            Self.fieldRefusal(refusal, property: property.name, written: type, need: need, annotation: annotation),
                            at: property.location, in: ownerPath)
                        continue
                    }
                    if refusesDeprecated(
                        verdict, of: declaration, what: "property '\(property.name)'", remedy: "or mark '\(property.name)' '// listgen: ignore'",
                        at: property.location, in: ownerPath, context: &context)
                    {
                        continue
                    }
                    context.rely(
                        on: verdict.relied, at: property.location, in: ownerPath, what: "property '\(property.name)'",
                        needing: need.protocolName)
                    needs = verdict.requirements.map(\.genericNeed)
                }
                var field = Field(
                    name: property.name, byIdentity: byIdentity, condition: property.condition, type: type,
                    origin: SourceOrigin(path: ownerPath, line: property.location.line))
                field.genericNeeds = needs
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
                    result[existing].genericNeeds += needs
                    continue
                }
                position[property.name] = result.count
                result.append(field)
            }
        }
        return result
    }

    /// The comparability of types written in `owner`'s body, seen from its scope with the
    /// generic parameters in it (its own and its enclosing types', wherever declared).
    func comparability(in owner: Declaration) -> Comparability {
        Comparability(index: index, scope: owner.qualifiedName, genericParameters: Set(index.genericContext(of: owner).parameters))
    }

    /// Refuses a comparison that uses the conformance of a deprecated type (deprecated
    /// itself, so using it warns) in generated code for `declaration` that is not deprecated
    /// the same way: generated code builds without warnings. Returns whether it did.
    func refusesDeprecated(
        _ verdict: Comparability.Verdict, of declaration: Declaration, what: String, remedy: String, at location: SourceLocation,
        in path: String, context: inout DeclarationContext
    ) -> Bool {
        guard !verdict.deprecated.isEmpty else { return false }
        let availability = availability(of: declaration, ancestors: ancestors(of: context.position))
        guard let culprit = verdict.deprecated.first(where: { !$0.isUsable(under: availability) }) else { return false }
        context.error(
            "\(what) uses the conformance of '\(culprit.type)', which is deprecated (\(culprit.declaredAt)), so generated code using it would warn; deprecate '\(declaration.qualifiedName)' as well (\(culprit.attributes.joined(separator: " "))), \(remedy)",
            at: location, in: path)
        return true
    }

}
