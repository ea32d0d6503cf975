/// What the resolver decided to generate for one type, ready for the renderer.
struct ResolvedType: Sendable, Hashable {
    /// The name to extend (`Outer.Inner`).
    var name: String
    /// The type as generated members write it in parameter types: `name`, with its generic
    /// arguments for a generic type nested in another (`Outer.Inner<T>`).
    var selfType: String
    /// The access modifier for generated members, with its trailing space (`"public "`), or `""`.
    var memberAccess: String
    /// What to generate, in order, each with the conformance its extension declares.
    var concerns: [ResolvedConcern]
    /// The `#if` condition the type is declared under: its generated code stands under it too.
    var condition: String?
    /// Its generated extensions are `nonisolated` (see `FileContext+Isolation`).
    var isNonisolated: Bool
    /// Where its annotation stands, for pointing compiler errors in its conformances there.
    var origin: SourceOrigin?
    /// The declaration it was resolved from, by position in its file (nil for a generated wrapper).
    var declarationIndex: Int?
    /// Annotated types whose generated conformances its code uses, each with the error to
    /// report if that type gets no code.
    var reliances: [Reliance] = []

    /// `concerns` of the type `name`, each with its conformance decided from the type's
    /// generic parameters, inheritance clause and isolation.
    init(name: String, memberAccess: String, genericParameters: [String], inheritedTypes: [String],
         isMainActor: Bool, concerns: [Concern], condition: String? = nil, isNonisolated: Bool = false,
         idType: String? = nil) {
        self.name = name
        self.selfType = name
        self.memberAccess = memberAccess
        self.isNonisolated = isNonisolated
        self.concerns = concerns.map { concern in
            ResolvedConcern(concern: concern, conformance: Conformance(
                for: concern, genericParameters: genericParameters, inheritedTypes: inheritedTypes, isMainActor: isMainActor,
                isNonisolated: isNonisolated, idType: idType))
        }
        self.condition = condition
    }
}

/// One concern and what its extension declares.
struct ResolvedConcern: Sendable, Hashable {
    var concern: Concern
    /// Nil for view bindings, whose template declares its own protocols.
    var conformance: Conformance?
}

/// One piece of generated code for a type, in the order it is emitted.
enum Concern: Sendable, Hashable {
    /// False for a wrapper that wraps a type whose conformances are not `nonisolated`: its
    /// own, calling theirs, cannot be either.
    var wrapsNonisolatedTypes: Bool {
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
    struct Item: Sendable, Hashable {
        /// The ID property when it is not named `id`, and its written type.
        var idAliasName: String?
        var idAliasType: String?
        /// The enum is its own identity (`var id: Self { self }`).
        var selfIdentity: Bool
        /// A struct without stored properties: it has one value, and its type is its identity.
        var typeIdentity = false
        var fields: [Field]
        /// For enums with associated values: content equality case by case.
        var cases: [CaseShape]?
        /// Set when the ID's type is not known to be `Hashable`.
        var idCheck: IDCheck?
    }

    struct Section: Sendable, Hashable {
        var idAlias: String?
        var idType: String?
        var itemsProperty: String
        var elementType: String
        var fields: [Field]
        /// Set when the ID's type is not known to be `Hashable`.
        var idCheck: IDCheck?
    }

    /// What a view adopts: `ConfigurableCell` or `ConfigurableSupplementaryView`.
    struct Adoption: Sendable, Hashable {
        var protocolName: String
        /// The annotation that names the view: a compiler error in the adoption shows there.
        var origin: SourceOrigin
    }

    struct Wrapper: Sendable, Hashable {
        var members: [WrapperMember]
        /// The enum is generated too (cross-file form), not only its conformance.
        var declaresEnum: Bool
        /// The generated enum is declared `Sendable`: every member declares it.
        var isSendable = false
        /// The generated `ID` enum is declared `Sendable`: every member's ID type is known to be.
        var isIDSendable = false
    }
}

/// A stored property compared for content or hashed.
struct Field: Sendable, Hashable {
    var name: String
    /// Compared with `===` and hashed by `ObjectIdentifier`: `weak`/`unowned` properties and
    /// properties typed as a class, which must never be compared recursively.
    var byIdentity = false
    /// The `#if` condition the property is declared under, or nil.
    var condition: String?
    /// The written (or initializer-given) type, for the generic requirements it needs.
    var type: String?
    /// The property's line, which its comparison and hashing lines stand for.
    var origin: SourceOrigin?
}

/// A line of the user's sources that generated lines stand for: with `--source-locations`,
/// `#sourceLocation` points the compiler's errors in them there.
struct SourceOrigin: Sendable, Hashable {
    var path: String
    var line: Int
}

/// Generated code of one type that uses a conformance another annotated type's generated
/// code declares: when that type gets no code (it has errors), neither does this one.
struct Reliance: Sendable, Hashable {
    /// The qualified name of the type relied on.
    var type: String
    /// The error to report at the place that relies on it.
    var diagnostic: Diagnostic
}

/// An ID whose `Hashable` conformance listgen cannot see: generated code checks it where the
/// compiler's error lands at the ID property (a class would otherwise silently be identified
/// by object, Swift's default `id`).
struct IDCheck: Sendable, Hashable {
    /// The ID property.
    var member: String
    var origin: SourceOrigin?
}

/// An enum case, with how many associated values it has.
struct CaseShape: Sendable, Hashable {
    var name: String
    var arity: Int
    /// The case's line, which its comparison and hashing lines stand for.
    var origin: SourceOrigin?
}

/// One case of an erased wrapper: `case photo(Photo)`.
struct WrapperMember: Sendable, Hashable {
    var caseName: String
    /// The wrapped item type; nil for a payload-less case, which is its own identity.
    var typeName: String?
    /// The member type declares `Sendable` (known for `item(in:)` members only).
    var isSendable = false
    /// The member's ID type is known to be `Sendable` (known for `item(in:)` members only).
    var isIDSendable = false
    /// The views that show the member, when its annotation names them.
    var binding: ViewBinding?
    /// Whether the member type's generated extensions are `nonisolated` (see
    /// `FileContext.extendsNonisolated`); a payload-less case has no type to isolate.
    var isNonisolated = false
    /// The annotated type that asks for the case (`item(in:)`'s type, `cases(in:)`'s enum),
    /// nil in a hand-written wrapper: if it gets no code, neither does the wrapper.
    var declaringType: String?
}

/// Access levels generated code can have, ordered from most to least visible.
enum AccessLevel: Int, Sendable, Hashable, Comparable {
    case `public` = 0, package, `internal`, `fileprivate`, `private`

    init?(written: String) {
        switch written {
        case "open", "public": self = .public
        case "package": self = .package
        case "internal": self = .internal
        case "fileprivate": self = .fileprivate
        case "private": self = .private
        default: return nil
        }
    }

    /// The modifier for a member with this access, with a trailing space; empty for internal.
    var memberModifier: String {
        switch self {
        case .public: "public "
        case .package: "package "
        default: ""
        }
    }

    static func < (a: AccessLevel, b: AccessLevel) -> Bool { a.rawValue < b.rawValue }
}
