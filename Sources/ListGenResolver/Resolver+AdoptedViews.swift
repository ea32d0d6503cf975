import ListGenModel

extension Resolver {
    /// One adoption per view (of those whose annotated type gets code), in name order:
    /// several annotations may name one cell.
    package static func adoptedViews(_ adoptions: [AdoptedView], failed: Set<String>) -> [ResolvedType] {
        var first: [String: AdoptedView] = [:]
        for adoption in adoptions where !failed.contains(adoption.declaringType) {
            if let existing = first[adoption.view],
                (existing.origin.path, existing.origin.line) <= (adoption.origin.path, adoption.origin.line)
            {
                continue
            }
            first[adoption.view] = adoption
        }
        return first.keys.sorted().compactMap { name in
            guard let adoption = first[name] else { return nil }
            var type = ResolvedType(
                name: name, memberAccess: "", generics: GenericContext(levels: []), inheritedTypes: [], isMainActor: false,
                concerns: [.adoption(.init(protocolName: adoption.protocolName, origin: adoption.origin))],
                condition: adoption.condition)
            type.origin = adoption.origin
            return type
        }
    }
}
