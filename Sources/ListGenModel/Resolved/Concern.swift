/// One piece of generated code for a type, in the order it is emitted.
package enum Concern: Sendable, Hashable {
    /// False for a wrapper that wraps a type whose conformances are not `nonisolated`: its
    /// own, calling theirs, cannot be either.
    package var wrapsNonisolatedTypes: Bool {
        guard case .wrapper(let wrapper) = self else { return true }
        return wrapper.members.allSatisfy(\.isNonisolated)
    }

    case item(Item)
    case section(Section)
    case equatable(fields: [Field], cases: [CaseShape]?)
    case hashable(fields: [Field], identity: String?, cases: [CaseShape]?)
    case wrapper(Wrapper)
    /// Cells, table cells and SwiftUI rows that show the item or the wrapper's cases.
    case bindings(Bindings)
    /// Header and footer views of a section.
    case sectionBindings(SectionBinding)
    /// A class item's content, copied as a value when shown (`ContentSnapshotting`): its
    /// compared properties, each with a written type.
    case snapshot(fields: [Field])
    /// A cell or view a binding names, which has `configure(with:)` for what it shows,
    /// adopting the protocol the generated dispatch needs.
    case adoption(Adoption)

    /// `isContentEqual(to:)` and, when the ID property is not named `id`, an `id` alias.
    package struct Item: Sendable, Hashable {
        /// The ID property when it is not named `id`, and its written type.
        package var idAliasName: String?
        package var idAliasType: String?
        /// The enum is its own identity (`var id: Self { self }`).
        package var selfIdentity: Bool
        /// A struct without stored properties: it has one value, and its type is its identity.
        package var typeIdentity = false
        package var fields: [Field]
        /// For enums with associated values: content equality case by case.
        package var cases: [CaseShape]?
        /// Set when the ID's type is not known to be `Hashable`.
        package var idCheck: IDCheck?

        package init(
            idAliasName: String? = nil, idAliasType: String? = nil, selfIdentity: Bool, typeIdentity: Bool = false, fields: [Field],
            cases: [CaseShape]? = nil, idCheck: IDCheck? = nil
        ) {
            self.idAliasName = idAliasName
            self.idAliasType = idAliasType
            self.selfIdentity = selfIdentity
            self.typeIdentity = typeIdentity
            self.fields = fields
            self.cases = cases
            self.idCheck = idCheck
        }
    }

    package struct Section: Sendable, Hashable {
        package var idAlias: String?
        package var idType: String?
        package var itemsProperty: String
        package var elementType: String
        package var fields: [Field]
        /// Set when the ID's type is not known to be `Hashable`.
        package var idCheck: IDCheck?

        package init(
            idAlias: String? = nil, idType: String? = nil, itemsProperty: String, elementType: String, fields: [Field],
            idCheck: IDCheck? = nil
        ) {
            self.idAlias = idAlias
            self.idType = idType
            self.itemsProperty = itemsProperty
            self.elementType = elementType
            self.fields = fields
            self.idCheck = idCheck
        }
    }

    /// What a view adopts: `ConfigurableCell` or `ConfigurableSupplementaryView`.
    package struct Adoption: Sendable, Hashable {
        package var protocolName: String
        /// The annotation that names the view: a compiler error in the adoption shows there.
        package var origin: SourceOrigin
        /// For a cell of a row without a model that has `configure()` but no
        /// `configure(with:)` for it: the item type (`Void`, `LoadMore`), for which the
        /// adoption writes `configure(with:)` calling `configure()`. Nil when the view's own
        /// `configure(with:)` is the witness.
        package var forwardedItem: String?

        package init(protocolName: String, origin: SourceOrigin, forwardedItem: String? = nil) {
            self.protocolName = protocolName
            self.origin = origin
            self.forwardedItem = forwardedItem
        }
    }

    package struct Wrapper: Sendable, Hashable {
        package var members: [WrapperMember]
        /// The enum is generated too (cross-file form), not only its conformance.
        package var declaresEnum: Bool
        /// The generated enum is declared `Sendable`: every member declares it.
        package var isSendable = false
        /// The generated `ID` enum is declared `Sendable`: every member's ID type is known to be.
        package var isIDSendable = false

        package init(members: [WrapperMember], declaresEnum: Bool, isSendable: Bool = false, isIDSendable: Bool = false) {
            self.members = members
            self.declaresEnum = declaresEnum
            self.isSendable = isSendable
            self.isIDSendable = isIDSendable
        }
    }
}
