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
extension FileContext {
    /// For a type whose compared fields are `fields`.
    func extendsNonisolated(_ declaration: Declaration, fields: [Field]) -> Bool {
        Self.isPlainValueType(declaration) && !fields.contains { $0.byIdentity }
    }

    /// A non-generic struct or enum without a global actor or `weak`/`unowned` stored
    /// property. (A generic type's stored properties of a parameter's type are not known to
    /// be `Sendable`, so a nonisolated member could not read them.)
    static func isPlainValueType(_ declaration: Declaration) -> Bool {
        (declaration.kind == .struct || declaration.kind == .enum) && declaration.genericParameters.isEmpty
            && !declaration.attributes.contains { $0.hasSuffix("Actor") || $0.hasPrefix("@MainActor") }
            && !declaration.properties.contains { !$0.isStatic && ($0.modifiers.contains("weak") || $0.modifiers.contains { $0.hasPrefix("unowned") }) }
    }

    /// For a wrapper whose cases wrap `members`: each wrapped type must be a plain value type
    /// of the scanned files (its own extensions are then nonisolated too).
    func wrapsNonisolated(_ members: [WrapperMember]) -> Bool {
        members.allSatisfy { member in
            guard let typeName = member.typeName else { return true }
            return member.isNonisolated ?? index.entry(named: typeName).map { Self.isPlainValueType($0.declaration) } ?? false
        }
    }
}
