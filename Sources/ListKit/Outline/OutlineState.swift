/// An outline's expansion, owned by its derived list on the main actor, by identity: the
/// folders the user expanded (kept across trees, moves and reloads, for as long as they
/// exist), the expansion a search shows (given back when it ends), and the folders whose
/// children load.
struct OutlineState<Record: Diffable & Sendable>: Sendable where Record.ID: Sendable {
    let shape: OutlineShape<Record>
    /// The folders the user expanded.
    var expanded: Set<Record.ID> = []
    /// While a search shows: the folders the user expanded (true) or collapsed (false) in it,
    /// over the search's own expansion (every folder above a match).
    var searchToggles: [Record.ID: Bool] = [:]
    /// The folders whose children load now.
    var loading: Set<Record.ID> = []

    /// What a derivation reads of the state.
    struct Snapshot: Sendable {
        let shape: OutlineShape<Record>
        let expanded: Set<Record.ID>
        let searchToggles: [Record.ID: Bool]
    }

    var snapshot: Snapshot { Snapshot(shape: shape, expanded: expanded, searchToggles: searchToggles) }
}
