import ListGenModel
import ListGenShared

/// The link stage: what one file's resolution cannot decide, decided once across all files.
/// Cross-file wrappers are gathered (`WrapperResolver`); a membership with an error fails
/// the type that asks for it, as does naming a view for another item type than it is
/// adopted for; a type relying on a failed type's generated conformance fails too
/// (`FailurePropagation`); a wrapper with a failed member, and the views adopted for failed
/// types, are dropped. What survives is what the renderer writes.
package enum Linker {
    /// What the link stage hands the renderer.
    package struct Linked: Sendable {
        /// Per input, in input order: the types that get code (nil for an input not resolved).
        package var types: [[ResolvedType]?]
        /// The generated wrapper enums.
        package var wrappers: [ResolvedType]
        /// The views adopted by their `configure(with:)`, once each.
        package var adoptedViews: [ResolvedType]
        /// The errors found across files.
        package var diagnostics: [Diagnostic]

        /// The shared file's types.
        package var shared: [ResolvedType] { wrappers + adoptedViews }
        /// How many types get code.
        package var generatedTypes: Int { types.reduce(0) { $0 + ($1?.count ?? 0) } + wrappers.count }
    }

    /// Links the per-file results (in input order, `paths` their inputs' paths).
    package static func link(
        _ results: [Resolver.FileResult?], paths: [String], index: TypeIndex, access: AccessLevel?
    ) -> Linked {
        var results = results
        var failed = Set(results.compactMap { $0?.failedTypes }.joined())
        let wrappers = WrapperResolver.resolve(
            results.compactMap { $0?.memberships }.flatMap { $0 }, index: index, accessOverride: access)
        let adoptions = results.compactMap { $0?.adoptions }.flatMap { $0 }
        let conflicts = Resolver.adoptionConflicts(adoptions)
        // A membership with an error is the error of the type that asks for it; so is a view
        // named for another item than it is adopted for.
        let failedMembers = Set(wrappers.failedMembers + conflicts.failed)
        for position in results.indices where !failedMembers.isEmpty {
            results[position]?.types.removeAll { failedMembers.contains(.init(path: paths[position], type: $0.name)) }
        }
        failed.formUnion(failedMembers.map(\.type))
        let propagated = FailurePropagation.propagate(failed: &failed, through: &results)
        // A generated wrapper with a member that gets no code is not generated either.
        let failedWrappers = Set(results.compactMap { $0?.failedWrappers }.joined())
        let wrapperTypes = wrappers.types.filter { wrapper in
            !failedWrappers.contains(wrapper.name)
                && wrapper.concerns.allSatisfy { part in
                    guard case .wrapper(let wrapper) = part.concern else { return true }
                    return !wrapper.members.contains { $0.declaringType.map(failed.contains) ?? false }
                }
        }
        let adopted = Resolver.adoptedViews(adoptions, failed: failed)
        return Linked(
            types: results.map { $0?.types }, wrappers: wrapperTypes, adoptedViews: adopted,
            diagnostics: wrappers.diagnostics + conflicts.diagnostics + propagated)
    }
}
