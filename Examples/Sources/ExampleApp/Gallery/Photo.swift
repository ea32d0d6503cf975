import Foundation
import ListKit

/// A photo whose identity is made when it is created locally.
// listgen: item(id: localID, in: GalleryRow)
public struct Photo: Sendable {
    public let localID = UUID()
    public var caption: String
    public var width: Int
    public var height: Int

    public init(caption: String, width: Int, height: Int) {
        self.caption = caption
        self.width = width
        self.height = height
    }
}

/// One page of results from a paged API: a section generic over its items.
// listgen: section(items: results)
public struct Page<T: Diffable>: Sendable where T: Sendable {
    public var id: Int
    public var results: [T]
    public var nextCursor: String?

    public init(id: Int, results: [T], nextCursor: String?) {
        self.id = id
        self.results = results
        self.nextCursor = nextCursor
    }
}
