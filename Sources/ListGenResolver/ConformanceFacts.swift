import ListGenModel

/// A protocol generated code needs of a compared value: `==` needs `Equatable`, hashing
/// needs `Hashable` (which refines `Equatable`).
enum Need: Sendable, Hashable {
    case equatable, hashable

    var protocolName: String { self == .equatable ? "Equatable" : "Hashable" }
}

/// Where a type's conformance to `Equatable` or `Hashable` comes from, as the scanned
/// sources show it.
enum ConformanceSource: Sendable, Hashable {
    /// Its inheritance clause names `protocolName`, which is or refines the protocol.
    case declared(protocolName: String)
    /// Its inheritance clause names the scanned protocol `protocolName`, which refines
    /// `unseen`, a name listgen cannot see: it may refine the protocol.
    case refinesUnseen(protocolName: String, unseen: String)
    /// An extension (at `path`:`line`) declares `protocolName`.
    case extensionDeclares(protocolName: String, path: String, line: Int)
    /// Its base class (declared at `path`:`line`) conforms.
    case inherited(base: String, path: String, line: Int)
    /// It is a subclass of `NSObject` (through `base`), whose equality is `isEqual(_:)`.
    case objectiveC(base: String)
    /// An enum whose cases have no associated values: Swift makes it Equatable and Hashable.
    case simpleEnum
    /// Its own listgen annotation (`equatable`, `hashable`) generates the conformance.
    case annotation(kind: String)
    /// A protocol or macro declared outside the scanned sources: it may.
    case unseen(name: String)
    /// A class's first inherited name, declared outside the scanned sources: a base class or
    /// a protocol, either of which may.
    case unseenBase(name: String)
}

/// What the scanned sources say about one type's `Equatable` and `Hashable` conformances.
struct ConformanceFacts: Sendable, Hashable {
    /// How one protocol is supported.
    enum Support: Sendable, Hashable {
        case yes
        case no
        /// A source listgen cannot see may give it, or it holds on some platforms only.
        case unknown
        /// Given when each listed generic parameter meets its need
        /// (`extension Box: Equatable where Value: Equatable`).
        case conditional([Requirement])

        /// Either support: the stronger one (`yes` beats all, `unknown` beats `conditional`).
        func or(_ other: Support) -> Support {
            switch (self, other) {
            case (.yes, _), (_, .yes): .yes
            case (.unknown, _), (_, .unknown): .unknown
            case (.conditional(let a), .conditional(let b)): a == b ? self : .unknown
            case (.conditional, .no): self
            case (.no, _): other
            }
        }
    }

    /// A generic parameter's need in a conditional conformance: the parameter itself
    /// (`Value: Equatable`) or an associated type reached through it (`Base.Index: Hashable`).
    struct Requirement: Sendable, Hashable {
        /// `T` or `Base.Index`: a parameter, then member names.
        var path: String
        var need: Need

        /// The generic parameter the path starts with.
        var parameter: Substring { path.prefix { $0 != "." } }
        /// What follows the parameter (`.Index`), or empty.
        var members: Substring { path.drop { $0 != "." } }

        /// As the resolved model hands it to the conformance.
        var genericNeed: GenericNeed { GenericNeed(path: path, hashable: need == .hashable) }
    }

    var equatable: Support = .no
    var hashable: Support = .no
    /// The first source that gives `Equatable` (`Hashable` included), perhaps conditionally.
    var equatableSource: ConformanceSource?
    /// The first source that may give `Equatable`, for all listgen can see.
    var uncertainEquatableSource: ConformanceSource?
    /// The first source that gives `Hashable`, perhaps conditionally.
    var hashableSource: ConformanceSource?
    var uncertainHashableSource: ConformanceSource?
    /// The needs only the type's own listgen annotation meets, for all the scanned sources
    /// show (nothing else gives them for sure): a type comparing it relies on that
    /// annotation, and fails when the annotated type does, whether or not its generated
    /// conformance is conditional in a way listgen can state.
    var annotationGives: Set<Need> = []

    func support(_ need: Need) -> Support { need == .equatable ? equatable : hashable }

    /// Adds a source that gives `equatable` and `hashable` support.
    mutating func add(equatable newEquatable: Support, hashable newHashable: Support, from source: ConformanceSource) {
        switch newEquatable {
        case .yes, .conditional: equatableSource = equatableSource ?? source
        case .unknown: uncertainEquatableSource = uncertainEquatableSource ?? source
        case .no: break
        }
        switch newHashable {
        case .yes, .conditional: hashableSource = hashableSource ?? source
        case .unknown: uncertainHashableSource = uncertainHashableSource ?? source
        case .no: break
        }
        equatable = equatable.or(newEquatable)
        hashable = hashable.or(newHashable)
    }

    /// Adds what another set of facts (a type's extensions) gives, with its sources.
    mutating func merge(_ other: ConformanceFacts) {
        equatableSource = equatableSource ?? other.equatableSource
        uncertainEquatableSource = uncertainEquatableSource ?? other.uncertainEquatableSource
        hashableSource = hashableSource ?? other.hashableSource
        uncertainHashableSource = uncertainHashableSource ?? other.uncertainHashableSource
        equatable = equatable.or(other.equatable)
        hashable = hashable.or(other.hashable)
    }

    /// Adds what adopting a protocol implies.
    mutating func add(
        _ implication: KnownTypes.ProtocolImplication?, from source: ConformanceSource,
        when requirements: [Requirement]? = []
    ) {
        let given: Support = requirements.map { $0.isEmpty ? .yes : .conditional($0) } ?? .unknown
        switch implication {
        case .hashable: add(equatable: given, hashable: given, from: source)
        case .equatable: add(equatable: given, hashable: .no, from: source)
        case .neither: break
        case nil: add(equatable: .unknown, hashable: .unknown, from: source)
        }
    }
}
