import ListGenModel

extension Resolver {
    /// One adoption per view (of those whose annotated type gets code), in name order:
    /// several annotations may name one cell.
    package static func adoptedViews(_ adoptions: [AdoptedView], failed: Set<String>) -> [ResolvedType] {
        var first: [String: AdoptedView] = [:]
        for adoption in adoptions where !failed.contains(adoption.declaringType) {
            if let existing = first[adoption.view], precedes(existing, adoption) { continue }
            first[adoption.view] = adoption
        }
        return first.keys.sorted().compactMap { name in
            guard let adoption = first[name] else { return nil }
            var type = ResolvedType(
                name: name, memberAccess: adoption.forwardsToConfigure ? adoption.memberAccess : "",
                generics: GenericContext(levels: []), inheritedTypes: [], isMainActor: false,
                concerns: [
                    .adoption(
                        .init(
                            protocolName: adoption.protocolName, origin: adoption.origin,
                            forwardedItem: adoption.forwardsToConfigure ? adoption.shown : nil))
                ],
                condition: adoption.condition)
            type.origin = adoption.origin
            return type
        }
    }

    /// A view is adopted once, for one item type: an annotation that names it for another
    /// item than the first annotation in source order (a cell with `configure()` named for a
    /// payload-less case and for a struct that holds nothing, say) is an error there, and its
    /// type gets no code.
    package static func adoptionConflicts(_ adoptions: [AdoptedView]) -> (diagnostics: [Diagnostic], failed: [WrapperResolver.FailedMember]) {
        var first: [String: AdoptedView] = [:]
        for adoption in adoptions {
            if let existing = first[adoption.view], precedes(existing, adoption) { continue }
            first[adoption.view] = adoption
        }
        var diagnostics: [Diagnostic] = []
        var failed: [WrapperResolver.FailedMember] = []
        for adoption in adoptions {
            guard let chosen = first[adoption.view], chosen.shown != adoption.shown else { continue }
            diagnostics.append(
                Diagnostic(
                    .error,
                    "'\(adoption.view)' is adopted as 'ListKit.\(adoption.protocolName)' for \(describe(chosen.shown)) (\(chosen.origin.path):\(chosen.origin.line)), so it cannot show \(describe(adoption.shown)) too: a view shows one item type; name another view here",
                    path: adoption.origin.path, location: adoption.location))
            failed.append(WrapperResolver.FailedMember(path: adoption.origin.path, type: adoption.declaringType))
        }
        diagnostics.sort { ($0.path, $0.location) < ($1.path, $1.location) }
        return (diagnostics, failed)
    }

    private static func describe(_ shown: String) -> String {
        shown == "Void" ? "rows without a model ('Void')" : "'\(shown)'"
    }

    /// Source order of the annotations that name a view.
    private static func precedes(_ a: AdoptedView, _ b: AdoptedView) -> Bool {
        (a.origin.path, a.location) <= (b.origin.path, b.location)
    }
}
