/// Public types get public members; package ones package members. A wrapper whose members
/// are all public is public.
// listgen: item(in: PublicFeed)
public struct PublicRow: Sendable {
    public let id: Int
    public var text: String

    public init(id: Int, text: String) {
        self.id = id
        self.text = text
    }
}

// listgen: item
package struct PackageRow {
    package let id: Int
    package var text: String
}

public enum Catalog {
    /// Nested in a public enum but internal itself: internal members.
    // listgen: item
    struct Entry {
        let id: String
        var price: Int
    }

    // listgen: section(items: entries)
    public struct Shelf {
        public let id: Int
        public var entries: [Entry2]
    }

    // listgen: item(in: PublicFeed)
    public struct Entry2 {
        public let id: String
    }
}

/// Types declared in extensions; a `public extension` makes its members public.
public extension Catalog {
    // listgen: item
    struct Offer {
        public let id: Int
        public var discount: Int
    }
}

extension Catalog.Entry {
    // listgen: item(id: code)
    struct Variant {
        let code: String
        var color: String
    }
}

/// A public row without a model, shown by an open cell through its `configure()`: the
/// `configure(with:)` written for the cell is public, as a public conformance needs.
// listgen: item(cell: PublicLoadMoreCell)
public struct PublicLoadMore: Sendable {
    public init() {}
}

#if canImport(UIKit)
import UIKit

open class PublicLoadMoreCell: UICollectionViewListCell {
    open func configure() {}
}
#endif
