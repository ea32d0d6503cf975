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
    /// resolution) is not generated at all: never a wrapper missing a case. One step a line:
    /// spellings, case names, `isX` names, the wrapper's own name, then its type.
    package static func resolve(_ memberships: [Resolver.WrapperMembership], index: TypeIndex = TypeIndex(), accessOverride: AccessLevel?)
        -> (types: [ResolvedType], diagnostics: [Diagnostic], failedMembers: [FailedMember])
    {
        var findings = Findings()
        let byWrapper = grouped(memberships, &findings)
        var types: [ResolvedType] = []
        for name in byWrapper.keys.sorted() {
            // Already in source order across files, so "first" and "clashing" are stable.
            let members = byWrapper[name] ?? []
            let accepted = distinctCases(of: name, members, &findings)
            refuseCasesNamedLikeProperties(of: name, accepted, &findings)
            guard let first = accepted.first else { continue }
            if let refusal = nameRefusal(name, index: index) {
                findings.fail(refusal, of: first)
                continue
            }
            // A member with errors gets no code, so neither does its wrapper.
            if findings.failedWrappers.contains(name) || members.contains(where: \.memberFailed) { continue }
            if let type = wrapperType(name, accepted, accessOverride: accessOverride, &findings) { types.append(type) }
        }
        return (types, findings.diagnostics, findings.failedMembers)
    }

    /// A member as a clash names it: its item type, or the enum declaring the case.
    static func describe(_ membership: Resolver.WrapperMembership) -> String {
        membership.member.typeName ?? membership.declaringType
    }

    static func precedes(_ a: Resolver.WrapperMembership, _ b: Resolver.WrapperMembership) -> Bool {
        if a.path != b.path { return a.path.utf8.lexicographicallyPrecedes(b.path.utf8) }
        return a.location < b.location
    }
}
