import ListGenModel

/// Whether a type's generated extensions are `nonisolated`.
///
/// In a module with default main-actor isolation (SE-0466, the default of new Xcode 26 app
/// targets), a struct or enum without an isolation of its own is main-actor isolated, and
/// so are the members listgen generates for it; its conformances are then isolated too, and
/// a `ListController` (which diffs off the main actor and needs `Sendable` sections) rejects
/// it. A `nonisolated extension` (SE-0449) keeps the generated members, and so the
/// conformance, nonisolated; elsewhere it changes nothing. Value types may read their
/// stored properties from a nonisolated member when those are `Sendable` (SE-0434), which
/// every type compared by value is in such a module except a `weak`/`unowned` reference, an
/// existential or a generic parameter: types with a field compared by identity, and generic
/// types, keep the inferred isolation, as do classes (whose stored properties stay isolated)
/// and explicitly isolated types. The conformance is spelled `nonisolated` too, since a
/// stored `id` still counts as an isolated witness.
extension FileResolver {
    /// Whether `declaration`'s generated extensions are `nonisolated`: a struct or enum,
    /// neither generic nor nested in a generic type, without a global actor, and without a
    /// stored property that would be compared by identity (`weak`, `unowned`, class-typed).
    /// Decided from the declaration and the scanned files alone, so a wrapper asks the same
    /// question of the types it wraps, in whatever file they stand.
    func extendsNonisolated(_ declaration: Declaration) -> Bool {
        guard declaration.kind == .struct || declaration.kind == .enum, declaration.genericParameters.isEmpty,
            !declaration.attributes.contains(where: { $0.hasSuffix("Actor") })
        else { return false }
        var scope = Substring(declaration.qualifiedName)
        while let dot = scope.lastIndex(of: ".") {
            scope = scope[..<dot]
            if let outer = index.entry(named: String(scope)), !outer.declaration.genericParameters.isEmpty { return false }
        }
        return !declaration.properties.contains { property in
            !property.isStatic && !property.isComputed
                && (property.modifiers.contains { $0 == "weak" || $0.hasPrefix("unowned") }
                    || (property.type ?? property.initializerType).map(index.isClass) ?? false)
        }
    }

    /// For the type a wrapper case wraps, by its written name.
    func wrapsNonisolated(_ written: String) -> Bool {
        index.entry(named: written).map { extendsNonisolated($0.declaration) } ?? false
    }
}
