import Foundation

/// Stored properties under `#if`: compared under the same condition, in debug and release.
// listgen: item
struct ChatRow: Sendable {
    var id: Int
    var text: String
    #if DEBUG
    var debugInfo = ""
    #endif
    #if canImport(UIKit)
    var uiOnly: Int = 0
    #endif
    #if os(Linux)
    var platformBadge: String = "linux"
    #else
    var platformBadge: Int = 0
    #endif
}

/// Names that collide with generated parameters: `source`, `hasher`, `lhs`, `rhs`.
// listgen: item
// listgen: hashable
struct GalleryPhoto: Sendable {
    var id: Int
    var source: String
    var hasher: Int
    var lhs: Int
    var rhs: Int
}

/// An ID read off its initializer, and a deprecated property left out.
// listgen: item(id: localID)
struct Draft: Sendable {
    let localID = UUID()
    var body: String
    @available(*, deprecated, message: "use body")
    var legacyBody: String = ""
}

/// A property named `self` as the ID.
// listgen: item(id: self)
struct Odd: Sendable {
    let `self`: Int
    var title: String
}
