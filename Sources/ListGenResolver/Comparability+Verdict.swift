import ListGenModel

/// What a verdict says: whether a written type can be compared or hashed, why not, and what
/// comparing it relies on and requires.
extension Comparability {
    /// The verdict on one written type.
    struct Verdict: Sendable {
        enum Status: Sendable { case yes, unknown, no }

        var status: Status
        /// Why not, when `status` is `.no`.
        var refusal: Refusal?
        /// Annotated types whose generated `Equatable`/`Hashable` the comparison uses: if
        /// one of them gets no code, neither may the type comparing it.
        var relied: [String] = []
        /// What the comparison needs of the generic parameters in scope, as far as listgen
        /// can follow it: through aliases, and through the conditional conformances of the
        /// types it names (`Box<E>` whose `Equatable` holds where `E: Hashable` needs `E`
        /// Hashable). A conformance comparing the value requires these.
        var requirements: [ConformanceFacts.Requirement] = []
        /// Deprecated scanned types whose conformances the comparison uses: a conformance
        /// of a deprecated type is deprecated too, and using it warns outside a context
        /// deprecated the same way.
        var deprecated: [Deprecated] = []

        static let yes = Verdict(status: .yes)
        static let unknown = Verdict(status: .unknown)

        /// Both must hold: the first refusal, else unknown if either is, reliances and
        /// requirements joined.
        func and(_ other: Verdict) -> Verdict {
            if status == .no { return self }
            if other.status == .no { return other }
            return Verdict(
                status: status == .unknown || other.status == .unknown ? .unknown : .yes,
                relied: relied + other.relied, requirements: requirements + other.requirements,
                deprecated: deprecated + other.deprecated)
        }

        /// The same verdict, never a refusal: for a type listgen only guesses at.
        var uncertain: Verdict {
            status == .no ? Verdict(status: .unknown, relied: relied, requirements: requirements, deprecated: deprecated) : self
        }
    }

    /// A deprecated scanned type: its name, where it is declared, and the `@available`
    /// attributes that deprecate it (its own and its enclosing types').
    struct Deprecated: Sendable, Hashable {
        var type: String
        var declaredAt: String
        var attributes: [String]

        /// Whether code carrying `availability` (a generated extension's attributes) may use
        /// the type without a warning: it is deprecated everywhere, or as this type is.
        func isUsable(under availability: [String]) -> Bool {
            availability.contains { $0.hasPrefix("@available(*,") && $0.contains("deprecated") }
                || attributes.allSatisfy(availability.contains)
        }
    }

    /// Why a type cannot be compared or hashed.
    struct Refusal: Sendable, Hashable {
        enum Kind: String, Sendable {
            case closure = "a closure"
            case tuple = "a tuple"
            case existential = "an existential"
            case metatype = "a metatype"
            /// A named type without the conformance.
            case notConforming
            /// A type whose conformance depends on generic requirements a `where` clause
            /// cannot state or listgen cannot see: `reason` says which.
            case underivedRequirement
        }

        var kind: Kind
        /// The offending type, as spelled (the whole written type or a part of it).
        var culprit: String
        /// The alias the culprit was reached through, when it was.
        var alias: String?
        /// A protocol named without `any`.
        var isProtocol = false
        /// Where the culprit is declared in the scanned sources (`File.swift:12`).
        var declaredAt: String?
        /// For `notConforming`: what the culprit is instead (`is Equatable, not Hashable`).
        var reason: String?
        /// For `notConforming`: what makes it conform, when that is listgen's annotation.
        var remedy: String?
    }
}
