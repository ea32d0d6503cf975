import ListKit

/// The marker-protocol form: same as `// listgen: item` and `// listgen: hashable`.
struct Badge: ListGenItem, ListGenHashable {
    let id: Int
    var title: String
}

struct Shelf2: ListGenSection {
    let id: Int
    var elements: [Badge]
}

/// Only listed, so only `Equatable` is generated.
final class Setting: ListGenEquatable {
    let key: String
    var enabled: Bool

    init(key: String, enabled: Bool) {
        self.key = key
        self.enabled = enabled
    }
}
