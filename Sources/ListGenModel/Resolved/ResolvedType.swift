/// What the resolver decided to generate for one type, ready for the renderer.
package struct ResolvedType: Sendable, Hashable {
    /// The name to extend (`Outer.Inner`).
    package var name: String
    /// The type as generated members write it in parameter types: `name`, with its generic
    /// arguments for a generic type nested in another (`Outer.Inner<T>`).
    package var selfType: String
    /// The access modifier for generated members, with its trailing space (`"public "`), or `""`.
    package var memberAccess: String
    /// What to generate, in order, each with the conformance its extension declares.
    package var concerns: [ResolvedConcern]
    /// The `#if` condition the type is declared under: its generated code stands under it too.
    package var condition: String?
    /// Its generated extensions are `nonisolated` (see `FileResolver+Isolation`).
    package var isNonisolated: Bool
    /// The `@available` attributes that restrict where the type, or a type or extension it
    /// is declared in, exists (`@available(iOS 17, *)`): its extensions need them too.
    package var availability: [String] = []
    /// Where its annotation stands, for pointing compiler errors in its conformances there.
    package var origin: SourceOrigin?
    /// The declaration it was resolved from, by position in its file (nil for a generated wrapper).
    package var declarationIndex: Int?
    /// Annotated types whose generated conformances its code uses, each with the error to
    /// report if that type gets no code.
    package var reliances: [Reliance] = []

    package init(
        name: String, selfType: String, memberAccess: String, concerns: [ResolvedConcern], condition: String? = nil,
        isNonisolated: Bool = false, origin: SourceOrigin? = nil, declarationIndex: Int? = nil, reliances: [Reliance] = []
    ) {
        self.name = name
        self.selfType = selfType
        self.memberAccess = memberAccess
        self.concerns = concerns
        self.condition = condition
        self.isNonisolated = isNonisolated
        self.origin = origin
        self.declarationIndex = declarationIndex
        self.reliances = reliances
    }
}

/// One concern and what its extension declares.
package struct ResolvedConcern: Sendable, Hashable {
    package var concern: Concern
    /// Nil for view bindings, whose template declares its own protocols.
    package var conformance: Conformance?

    package init(concern: Concern, conformance: Conformance? = nil) {
        self.concern = concern
        self.conformance = conformance
    }
}
