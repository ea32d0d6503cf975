/// The position of an item in a sectioned list: a platform-neutral `IndexPath`.
///
/// Paths order by section, then by item, so sorted path lists read top to bottom.
public struct ItemPath: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The section index.
    public var section: Int
    /// The item index inside the section.
    public var item: Int

    /// A path to `item` in `section`.
    @inlinable
    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    @inlinable
    public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    public var description: String { "[\(section), \(item)]" }
}
