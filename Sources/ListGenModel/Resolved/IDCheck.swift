/// An ID whose `Hashable` conformance listgen cannot see: generated code checks it where the
/// compiler's error lands at the ID property (a class would otherwise silently be identified
/// by object, Swift's default `id`).
package struct IDCheck: Sendable, Hashable {
    /// The ID property.
    package var member: String
    package var origin: SourceOrigin?

    package init(member: String, origin: SourceOrigin? = nil) {
        self.member = member
        self.origin = origin
    }
}
