/// A `typealias` declared at file scope or in a type's body: the resolver looks through it
/// to see whether a property's type can be compared (`typealias Handler = () -> Void`).
public struct TypeAlias: Sendable, Hashable {
    /// The alias's name without backticks.
    public var name: String
    /// Enclosing type names and the alias's name joined with `.` (`Outer.Handler`); for an
    /// alias in an extension, the extended type as written, then the name.
    public var qualifiedName: String
    /// The aliased type as written, whitespace collapsed (`() -> Void`); empty when none is.
    public var target: String
    /// Generic parameter names of the alias (`typealias Pair<T> = (T, T)`), without constraints.
    public var genericParameters: [String]
    /// Where the name stands.
    public var location: SourceLocation
    /// The written access modifier, or `nil` when none is written. Not part of the scan JSON.
    public var access: String?

    /// A type alias with the scanner's findings.
    public init(
        name: String, qualifiedName: String, target: String, genericParameters: [String] = [],
        location: SourceLocation, access: String? = nil
    ) {
        self.name = name
        self.qualifiedName = qualifiedName
        self.target = target
        self.genericParameters = genericParameters
        self.location = location
        self.access = access
    }
}
