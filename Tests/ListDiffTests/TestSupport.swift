import ListDiff
import ListKitTestSupport

/// The items and sections most tests use: Int IDs, and content that can change
/// (ListKitTestSupport's fixtures, which the benchmarks share).
typealias Item = TestItem<Int>
typealias TitledSection = ListKitTestSupport.TitledSection<Int, Item>

/// A skewed random size in 0...2,000: mostly small, some medium, a few large.
func randomSize(_ generator: inout SeededRandom) -> Int {
    switch Int.random(in: 0..<1000, using: &generator) {
    case 0..<900: return Int.random(in: 0...20, using: &generator)
    case 900..<994: return Int.random(in: 21...200, using: &generator)
    default: return Int.random(in: 301...2000, using: &generator)
    }
}

/// An item with a string ID.
struct StringItem: Diffable, Hashable, Sendable {
    var id: String
    var content: Int = 0
}
