/// A list reduced to identities: dense integer keys for sections and items, equal keys
/// meaning the same section or item. Staging plans batches between skeletons.
struct Skeleton {
    /// Section keys in display order.
    var sectionKeys: [Int]
    /// Item keys per section, in display order.
    var items: [[Int]]
}
