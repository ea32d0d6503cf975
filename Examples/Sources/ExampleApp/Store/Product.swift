/// Catalog entities share an identity scheme.
open class Entity {
    public let id: Int
    public var updatedAt: Double

    public init(id: Int, updatedAt: Double) {
        self.id = id
        self.updatedAt = updatedAt
    }
}

/// A product: its ID and update time come from `Entity`.
// listgen: item(in: StoreRow)
public final class Product: Entity, @unchecked Sendable {
    public var name: String
    public var price: Int

    public init(id: Int, updatedAt: Double, name: String, price: Int) {
        self.name = name
        self.price = price
        super.init(id: id, updatedAt: updatedAt)
    }
}

/// Rows of the store that are not products.
// listgen: cases(in: StoreRow)
public enum StorePlaceholder {
    case loadMore
    case spinner
}

/// A category tree: hashed, with a weak back reference to its parent.
// listgen: hashable
public final class Category {
    public var name: String
    public weak var parent: Category?
    public var children: [Category] = []

    public init(name: String) {
        self.name = name
    }
}
