/// What one generated extension declares: its protocols and the generic requirements it
/// needs. The resolver decides it from the concern and the declaration (see
/// `ListGenResolver`'s `Conformance.init(for:...)`), so the renderer only writes it.
package struct Conformance: Sendable, Hashable {
    /// The inheritance clause in order, each protocol with the type's isolation
    /// (`@MainActor Identifiable, @MainActor ListKit.Diffable`).
    package var protocols: [String]
    /// `T: Equatable` for each generic parameter the compared fields use; empty for none.
    package var requirements: [String]

    package init(protocols: [String], requirements: [String]) {
        self.protocols = protocols
        self.requirements = requirements
    }
}
