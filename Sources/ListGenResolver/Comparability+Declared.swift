import ListGenModel

/// Types the scanned sources declare: an alias read as its target, a struct, class or enum by
/// its conformance (its own annotation's too), each with the arguments written for its generic
/// parameters put in place of them, and the remedy a refusal names.
extension Comparability {
    /// A scanned type alias: its target, read where the alias is declared. What the target
    /// needs of the alias's own generic parameters is needed of the arguments written for them.
    func aliased(
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
    func declared(
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
