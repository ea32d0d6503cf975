import ListGenModel
import ListGenShared

/// The steps of `WrapperResolver.resolve`, in the order it takes them; each adds what it
/// refuses to the findings.
extension WrapperResolver {
    /// What the steps find: the errors, the types they fail and the wrappers not generated.
    struct Findings {
        var diagnostics: [Diagnostic] = []
        var failedMembers: [FailedMember] = []
        var failedWrappers: Set<String> = []

        /// An error at `membership` (at `location` when given), failing the type that asks
        /// for it and, when given, `wrapper`.
        mutating func fail(_ message: String, of membership: Resolver.WrapperMembership, at location: SourceLocation? = nil, wrapper: String? = nil) {
            diagnostics.append(Diagnostic(.error, message, path: membership.path, location: location ?? membership.location))
            failedMembers.append(FailedMember(path: membership.path, type: membership.declaringType))
            if let wrapper { failedWrappers.insert(wrapper) }
        }
    }

    /// The memberships by wrapper name, in source order. Wrapper names that differ only in
    /// case are almost always one typo'd name: the first spelling in source order wins, the
    /// others get a did-you-mean (and fail, with the wrapper, which would lack their case).
    static func grouped(_ memberships: [Resolver.WrapperMembership], _ findings: inout Findings) -> [String: [Resolver.WrapperMembership]] {
        var byWrapper: [String: [Resolver.WrapperMembership]] = [:]
        var spellings: [String: Resolver.WrapperMembership] = [:]
        for membership in memberships.sorted(by: precedes) {
            let key = membership.wrapper.lowercased()
            if let first = spellings[key], first.wrapper != membership.wrapper {
                findings.fail(
                    "wrapper '\(membership.wrapper)' differs only in case from '\(first.wrapper)' (\(first.path):\(first.location.line)); did you mean '\(first.wrapper)'?",
                    of: membership, wrapper: first.wrapper)
                continue
            }
            spellings[key] = spellings[key] ?? membership
            byWrapper[membership.wrapper, default: []].append(membership)
        }
        return byWrapper
    }

    /// The members of wrapper `name` whose case names are distinct. On a clash, the member
    /// that chose the name with `case:` caused it, not one that has its default name;
    /// otherwise the later one in source order.
    static func distinctCases(
        of name: String, _ members: [Resolver.WrapperMembership], _ findings: inout Findings
    ) -> [Resolver.WrapperMembership] {
        var accepted: [Resolver.WrapperMembership] = []
        var byCaseName: [String: Resolver.WrapperMembership] = [:]
        for member in members {
            guard let first = byCaseName[member.member.caseName] else {
                byCaseName[member.member.caseName] = member
                accepted.append(member)
                continue
            }
            let blameFirst = first.caseNameLocation != nil && member.caseNameLocation == nil
            let (culprit, other) = blameFirst ? (first, member) : (member, first)
            let renaming =
                culprit.caseNameLocation != nil
                ? "choose another name in its 'case:'"
                : culprit.member.typeName == nil || other.member.typeName == nil
                    ? "rename one of the cases" : "give one another name with 'case: name'"
            findings.fail(
                "wrapper '\(name)': case name '\(member.member.caseName)' of '\(describe(culprit))' clashes with '\(describe(other))' (\(other.path):\(other.location.line)); \(renaming)",
                of: culprit, at: culprit.caseNameLocation ?? culprit.location, wrapper: name)
            if blameFirst {
                byCaseName[member.member.caseName] = member
                accepted.removeAll { $0 == first }
                accepted.append(member)
            }
        }
        return accepted
    }

    /// Every case gets an `isX` property, which a case named `isX` would clash with.
    static func refuseCasesNamedLikeProperties(of name: String, _ accepted: [Resolver.WrapperMembership], _ findings: inout Findings) {
        let acceptedByName = Dictionary(accepted.map { ($0.member.caseName, $0) }) { first, _ in first }
        for member in accepted {
            guard let culprit = acceptedByName[WrapperMember.isCaseName(member.member.caseName)] else { continue }
            let fix =
                culprit.caseNameLocation != nil
                ? "choose another name in its 'case:'"
                : culprit.member.typeName == nil ? "rename the case" : "give it another name with 'case: name'"
            findings.fail(
                "wrapper '\(name)': case name '\(culprit.member.caseName)' of '\(describe(culprit))' clashes with the '\(culprit.member.caseName)' property the wrapper declares for case '\(member.member.caseName)' of '\(describe(member))' (\(member.path):\(member.location.line)); \(fix)",
                of: culprit, at: culprit.caseNameLocation ?? culprit.location, wrapper: name)
        }
    }

    /// Why listgen cannot declare a wrapper under `name`, or nil when it can.
    static func nameRefusal(_ name: String, index: TypeIndex) -> String? {
        if let existing = index.entry(named: name) {
            return
                "wrapper '\(name)' would be declared by listgen, but '\(existing.declaration.qualifiedName)' is already declared (\(existing.path):\(existing.declaration.location.line)); pick another name, or annotate that enum with '// listgen: wrapper'"
        }
        if KnownTypes.shadowsStandardName(name) {
            return
                "wrapper name '\(name)' is a name of the standard library or ListKit, and declaring it would hide that type from the whole module; pick another name"
        }
        if name.contains(".") { return "wrapper name '\(name)' must be a simple name: listgen declares it at file scope" }
        return nil
    }

    /// The generated wrapper enum over `accepted` (its first member first in source order),
    /// with its bindings; nil, with the errors, when its cells cannot all be registered.
    static func wrapperType(
        _ name: String, _ accepted: [Resolver.WrapperMembership], accessOverride: AccessLevel?, _ findings: inout Findings
    ) -> ResolvedType? {
        let access = accepted.map(\.access).max() ?? .internal
        var memberAccess = access
        if let accessOverride, accessOverride > access { memberAccess = accessOverride }
        let sortedMembers = accepted.map(\.member).sorted { $0.caseName < $1.caseName }
        let (bindings, problems) = FileResolver.wrapperBindings(
            sortedMembers, named: name, path: accepted[0].path, at: accepted[0].location,
            memberLocations: Dictionary(accepted.map { ($0.member.caseName, ($0.path, $0.location)) }) { first, _ in first })
        findings.diagnostics += problems
        // A wrapper whose cells cannot all be registered gets no code, not a wrapper without
        // its bindings.
        if problems.contains(where: { $0.severity == .error }) { return nil }
        let wrapper = Concern.Wrapper(
            members: sortedMembers, declaresEnum: true, isSendable: sortedMembers.allSatisfy(\.isSendable),
            isIDSendable: sortedMembers.allSatisfy(\.isIDSendable))
        return ResolvedType(
            name: name, memberAccess: memberAccess.memberModifier, generics: GenericContext(levels: []), inheritedTypes: [],
            isMainActor: false, concerns: [.wrapper(wrapper)] + (bindings.map { [.bindings($0)] } ?? []),
            // Nonisolated when every case's type is (see `FileResolver+Isolation`).
            isNonisolated: sortedMembers.allSatisfy(\.isNonisolated))
    }
}
