import Foundation

/// Every member declares `Sendable` and has a standard ID type: the generated `Board` and
/// `Board.ID` are both `Sendable`.
// listgen: item(in: Board)
struct Note: Sendable {
    let id: UUID
    var body: String
}

// listgen: item(id: slug, in: Board)
struct Link: Sendable {
    let slug: String
    var url: URL
}

/// An enum that is its own identity counts as a `Sendable` ID when it declares `Sendable`.
// listgen: item(in: [Board, Pinboard])
enum Divider: Sendable {
    case thin, thick
}

/// An ID type listgen cannot see into: `Pinboard` is `Sendable`, `Pinboard.ID` is not
/// declared so (listgen never declares what might not compile).
// listgen: item(in: Pinboard)
struct Pin: Sendable {
    let id: PinID
    var label: String
}

struct PinID: Hashable, Sendable {
    var raw: Int
}
