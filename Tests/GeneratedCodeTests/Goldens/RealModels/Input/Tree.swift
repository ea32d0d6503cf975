/// A class with a weak back reference, hashed: compared and hashed by identity, never
/// recursively (which would overflow the stack through `parent.children`).
// listgen: hashable
final class Node {
    var value = 0
    weak var parent: Node?
    var children: [Node] = []

    init(value: Int) {
        self.value = value
    }
}

/// A delegate that is not Equatable and an unowned owner: compared by identity.
protocol SettingsDelegate: AnyObject {}

// listgen: item
final class SettingsRow {
    let id: String
    var title: String
    weak var delegate: SettingsDelegate?
    unowned let owner: Node

    init(id: String, title: String, owner: Node) {
        self.id = id
        self.title = title
        self.owner = owner
    }
}

/// A class-typed property of a scanned class: compared by identity.
// listgen: item
struct NodeAttachment {
    let id: Int
    var node: Node
}
