/// An enum case, with how many associated values it has.
package struct CaseShape: Sendable, Hashable {
    package var name: String
    package var arity: Int
    /// The case's line, which its comparison and hashing lines stand for.
    package var origin: SourceOrigin?
    /// Its associated values' types as written: what a generic enum's conformance requires.
    package var valueTypes: [String]
    /// What comparing its associated values needs of generic parameters beyond what
    /// `valueTypes` show.
    package var genericNeeds: [GenericNeed] = []

    package init(name: String, arity: Int, origin: SourceOrigin? = nil, valueTypes: [String] = []) {
        self.name = name
        self.arity = arity
        self.origin = origin
        self.valueTypes = valueTypes
    }
}
