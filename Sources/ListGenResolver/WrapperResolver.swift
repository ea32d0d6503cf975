import ListGenModel
import ListGenShared

/// Gathers `item(in: Wrapper)` memberships from every file into the generated wrapper
/// enums of the cross-file output.
package enum WrapperResolver {
    /// A type whose membership has an error: it gets no code.
    package struct FailedMember: Sendable, Hashable {
        package var path: String
        package var type: String

        package init(path: String, type: String) {
            self.path = path
            self.type = type
        }
    }

    /// The generated wrappers, the errors found, and the types whose memberships have those
    /// errors (they get no code). A wrapper one of whose members failed (here or in its own
    /// resolution) is not generated at all: never a wrapper missing a case.
    package static func resolve(_ memberships: [Resolver.WrapperMembership], index: TypeIndex = TypeIndex(), accessOverride: AccessLevel?)
        -> (types: [ResolvedType], diagnostics: [Diagnostic], failedMembers: [FailedMember])
    {
        var diagnostics: [Diagnostic] = []
        var failedMembers: [FailedMember] = []
        var failedWrappers: Set<String> = []
        var byWrapper: [String: [Resolver.WrapperMembership]] = [:]
        // Wrapper names that differ only in case are almost always one typo'd name: the
        // first spelling in source order wins, the others get a did-you-mean.
        var spellings: [String: Resolver.WrapperMembership] = [:]
        for membership in memberships.sorted(by: precedes) {
            let key = membership.wrapper.lowercased()
            if let first = spellings[key], first.wrapper != membership.wrapper {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "wrapper '\(membership.wrapper)' differs only in case from '\(first.wrapper)' (\(first.path):\(first.location.line)); did you mean '\(first.wrapper)'?",
                        path: membership.path, location: membership.location))
                // Most likely meant as a case of the first spelling, which would lack it.
                failedMembers.append(FailedMember(path: membership.path, type: membership.declaringType))
                failedWrappers.insert(first.wrapper)
                continue
            }
            spellings[key] = spellings[key] ?? membership
            byWrapper[membership.wrapper, default: []].append(membership)
        }
        var types: [ResolvedType] = []
        for name in byWrapper.keys.sorted() {
            // Already in source order across files, so "first" and "clashing" are stable.
            let members = byWrapper[name] ?? []
            var accepted: [Resolver.WrapperMembership] = []
            var byCaseName: [String: Resolver.WrapperMembership] = [:]
            for member in members {
                if let first = byCaseName[member.member.caseName] {
                    // The member that chose the name with `case:` caused the clash, not one
                    // that has its default name; otherwise the later one in source order.
                    let blameFirst = first.caseNameLocation != nil && member.caseNameLocation == nil
                    let (culprit, other) = blameFirst ? (first, member) : (member, first)
                    let renaming =
                        culprit.caseNameLocation != nil
                        ? "choose another name in its 'case:'"
                        : culprit.member.typeName == nil || other.member.typeName == nil
                            ? "rename one of the cases" : "give one another name with 'case: name'"
                    diagnostics.append(
                        Diagnostic(
                            .error,
                            "wrapper '\(name)': case name '\(member.member.caseName)' of '\(describe(culprit))' clashes with '\(describe(other))' (\(other.path):\(other.location.line)); \(renaming)",
                            path: culprit.path, location: culprit.caseNameLocation ?? culprit.location))
                    failedMembers.append(FailedMember(path: culprit.path, type: culprit.declaringType))
                    failedWrappers.insert(name)
                    if blameFirst {
                        byCaseName[member.member.caseName] = member
                        accepted.removeAll { $0 == first }
                        accepted.append(member)
                    }
                    continue
                }
                byCaseName[member.member.caseName] = member
                accepted.append(member)
            }
            // Every case gets an `isX` property, which a case named `isX` would clash with.
            let acceptedByName = Dictionary(accepted.map { ($0.member.caseName, $0) }) { first, _ in first }
            for member in accepted {
                guard let culprit = acceptedByName[WrapperMember.isCaseName(member.member.caseName)] else { continue }
                let fix =
                    culprit.caseNameLocation != nil
                    ? "choose another name in its 'case:'"
                    : culprit.member.typeName == nil ? "rename the case" : "give it another name with 'case: name'"
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "wrapper '\(name)': case name '\(culprit.member.caseName)' of '\(describe(culprit))' clashes with the '\(culprit.member.caseName)' property the wrapper declares for case '\(member.member.caseName)' of '\(describe(member))' (\(member.path):\(member.location.line)); \(fix)",
                        path: culprit.path, location: culprit.caseNameLocation ?? culprit.location))
                failedMembers.append(FailedMember(path: culprit.path, type: culprit.declaringType))
                failedWrappers.insert(name)
            }
            guard !accepted.isEmpty else { continue }
            // A wrapper listgen cannot declare under its name: an error at its first member,
            // which gets no code.
            let refusal: String? =
                if let existing = index.entry(named: name) {
                    "wrapper '\(name)' would be declared by listgen, but '\(existing.declaration.qualifiedName)' is already declared (\(existing.path):\(existing.declaration.location.line)); pick another name, or annotate that enum with '// listgen: wrapper'"
                } else if KnownTypes.shadowsStandardName(name) {
                    "wrapper name '\(name)' is a name of the standard library or ListKit, and declaring it would hide that type from the whole module; pick another name"
                } else if name.contains(".") {
                    "wrapper name '\(name)' must be a simple name: listgen declares it at file scope"
                } else {
                    nil
                }
            if let refusal {
                let first = accepted[0]
                diagnostics.append(Diagnostic(.error, refusal, path: first.path, location: first.location))
                failedMembers.append(FailedMember(path: first.path, type: first.declaringType))
                continue
            }
            // A member with errors gets no code, so neither does its wrapper.
            if failedWrappers.contains(name) || members.contains(where: \.memberFailed) { continue }
            let access = accepted.map(\.access).max() ?? .internal
            var memberAccess = access
            if let accessOverride, accessOverride > access { memberAccess = accessOverride }
            let sortedMembers = accepted.map(\.member).sorted { $0.caseName < $1.caseName }
            let (bindings, problems) = FileResolver.wrapperBindings(
                sortedMembers, named: name, path: accepted[0].path,
                at: accepted[0].location,
                memberLocations: Dictionary(accepted.map { ($0.member.caseName, ($0.path, $0.location)) }) { first, _ in first })
            diagnostics += problems
            // A wrapper whose cells cannot all be registered gets no code, not a wrapper
            // without its bindings.
            if problems.contains(where: { $0.severity == .error }) { continue }
            types.append(
                ResolvedType(
                    name: name, memberAccess: memberAccess.memberModifier,
                    generics: GenericContext(levels: []), inheritedTypes: [], isMainActor: false,
                    concerns: [
                        .wrapper(
                            Concern.Wrapper(
                                members: sortedMembers, declaresEnum: true,
                                isSendable: sortedMembers.allSatisfy(\.isSendable),
                                isIDSendable: sortedMembers.allSatisfy(\.isIDSendable)))
                    ]
                        + (bindings.map { [.bindings($0)] } ?? []),
                    // Nonisolated when every case's type is (see `FileResolver+Isolation`).
                    isNonisolated: sortedMembers.allSatisfy(\.isNonisolated)))
        }
        return (types, diagnostics, failedMembers)
    }

    /// A member as a clash names it: its item type, or the enum declaring the case.
    private static func describe(_ membership: Resolver.WrapperMembership) -> String {
        membership.member.typeName ?? membership.declaringType
    }

    private static func precedes(_ a: Resolver.WrapperMembership, _ b: Resolver.WrapperMembership) -> Bool {
        if a.path != b.path { return a.path.utf8.lexicographicallyPrecedes(b.path.utf8) }
        return a.location < b.location
    }
}
