/// A stored property compared for content or hashed.
package struct Field: Sendable, Hashable {
    package var name: String
    /// Compared with `===` and hashed by `ObjectIdentifier`: `weak`/`unowned` properties and
    /// properties typed as a class, which must never be compared recursively.
    package var byIdentity = false
    /// The `#if` condition the property is declared under, or nil.
    package var condition: String?
    /// The written (or initializer-given) type, for the generic requirements it needs.
    package var type: String?
    /// The property's line, which its comparison and hashing lines stand for.
    package var origin: SourceOrigin?
    /// What comparing it needs of generic parameters beyond what `type` shows.
    package var genericNeeds: [GenericNeed] = []

    package init(name: String, byIdentity: Bool = false, condition: String? = nil, type: String? = nil, origin: SourceOrigin? = nil) {
        self.name = name
        self.byIdentity = byIdentity
        self.condition = condition
        self.type = type
        self.origin = origin
    }
}
