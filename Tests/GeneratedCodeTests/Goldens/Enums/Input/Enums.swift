import Foundation

/// An enum without associated values is its own identity.
// listgen: item
enum Filter: CaseIterable {
    case all, unread, flagged
}

/// An enum with associated values needs an ID; content is compared case by case.
// listgen: item
// listgen: equatable
enum Attachment {
    case image(url: URL, width: Int)
    case text(String)
    case divider

    var id: String {
        switch self {
        case .image(let url, _): "image:\(url)"
        case .text(let text): "text:\(text)"
        case .divider: "divider"
        }
    }
}

// listgen: item
struct Headline {
    let id: Int
    var title: String
}

// listgen: item
struct Advert {
    let id: String
    var sponsor: String
}

/// The user's own erased wrapper: one case per item type.
// listgen: wrapper
enum NewsRow {
    case headline(Headline)
    case advert(Advert)
}

/// A wrapper with a single case needs no `default`.
// listgen: wrapper
enum OnlyHeadline {
    case headline(Headline)
}

/// Hashable over associated values, case by case.
// listgen: hashable
enum Shape {
    case circle(radius: Double)
    case rectangle(Double, Double)
    case point
}
