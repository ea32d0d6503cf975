/// A main-actor type conforms in isolation (`@MainActor ListKit.Diffable`), so its
/// main-actor state can be compared; it is diffed on the main actor.
// listgen: item
@MainActor
final class MainActorRow {
    let id: Int
    var title: String

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

/// `Sendable` value types need nothing special.
// listgen: item
struct SendableRow: Sendable {
    let id: Int
    var title: String
}
