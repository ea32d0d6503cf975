import ListGenModel

extension ResolvedType {
    /// `concerns` of the type `name`, each with its conformance decided from the generic
    /// parameters in its scope, its inheritance clause and isolation (see `Conformance`).
    init(
        name: String, memberAccess: String, generics: GenericContext, inheritedTypes: [String],
        isMainActor: Bool, concerns: [Concern], condition: String? = nil, isNonisolated: Bool = false,
        idType: String? = nil, idNeeds: [GenericNeed] = []
    ) {
        self.init(
            name: name, selfType: name, memberAccess: memberAccess,
            concerns: concerns.map { concern in
                ResolvedConcern(
                    concern: concern,
                    conformance: Conformance(
                        for: concern, generics: generics, inheritedTypes: inheritedTypes, isMainActor: isMainActor,
                        isNonisolated: isNonisolated, idType: idType, idNeeds: idNeeds))
            },
            condition: condition, isNonisolated: isNonisolated)
    }
}
