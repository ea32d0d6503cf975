import ListDiff
import ListKitTestSupport
import Testing

/// The erased ID: typed identity, a name for display, a small layout.
@Suite struct AnyDiffableIDTests {
    @Test("AnyDiffable's ID keeps the type, and derives its name only for display")
    func anyDiffableID() {
        let a = AnyDiffable(Item(id: 1))
        let b = AnyDiffable(StringItem(id: "1"))
        #expect(a.id != b.id)
        #expect(a.id.typeName == "TestItem<Int>" && "\(a.id)" == "TestItem<Int>(1)")
        #expect(
            MemoryLayout<AnyDiffable.ID>.size <= MemoryLayout<ObjectIdentifier>.size + MemoryLayout<any Hashable & Sendable>.size
                + MemoryLayout<any Any.Type>.size)
    }
}
