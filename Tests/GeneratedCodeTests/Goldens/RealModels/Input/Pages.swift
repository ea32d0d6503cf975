import ListKit

/// A generic section whose parameter is used only by its items: no requirement on it.
// listgen: section(items: results)
struct Page<T: Diffable> {
    var id: Int
    var results: [T]
    var nextCursor: String?
}

struct Shell<T> {
    /// Nested in a generic type, using none of its parameters in compared fields.
    // listgen: item
    struct Inner {
        var id: Int
        var label: String
        // listgen: ignore
        var payload: [T] = []
    }
}

/// A hand-written wrapper with a payload-less "load more" row.
// listgen: wrapper
enum FeedRow: Sendable {
    case post(Post)
    case loadMore
}

// listgen: item(in: StoreRow)
struct Post: Sendable {
    var id: Int
    var text: String
}

/// Payload-less rows of a generated wrapper.
// listgen: cases(in: StoreRow)
enum StorePlaceholder {
    case spinner
    case loadMore
}

/// A subclass whose ID and first fields come from its base class.
class Entity {
    let id: Int
    var createdAt: Double

    init(id: Int, createdAt: Double) {
        self.id = id
        self.createdAt = createdAt
    }
}

// listgen: item
final class Product: Entity {
    var name: String

    init(id: Int, createdAt: Double, name: String) {
        self.name = name
        super.init(id: id, createdAt: createdAt)
    }
}
