import ExampleApp
import Foundation
import ListKit
import ListKitTestSupport
import ListKitTesting
import Testing

/// Seeded random edits of the app's rows, animated through the simulated list view: every
/// batch obeys UIKit's rules and the view ends up showing the new data.
@MainActor @Suite struct RandomDiffTests {
    @Test("store rows: products, placeholders, moves, edits and removals", arguments: 0..<200)
    func storeRows(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let old = Self.storeRows(&random, count: Int.random(in: 0...30, using: &random))
        let new = Self.edited(old, &random) { id, random in
            .product(Product(id: id, updatedAt: Double(Int.random(in: 0...2, using: &random)), name: "P\(id)", price: 10))
        }
        let view = SimulatedListView(data: [ListSection(id: 0, elements: old)])
        view.reload(using: StagedChangeset(from: old, to: new)) { view.data = [ListSection(id: 0, elements: $0)] }
        #expect(view.violations.isEmpty, "seed \(seed): \(view.violations)")
        #expect(view.displaysData, "seed \(seed): \(view.firstDifference() ?? "")")
    }

    @Test("chat pages: messages across sections", arguments: 0..<200)
    func chatPages(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let messages = (0..<Int.random(in: 0...40, using: &random)).map { Message(text: "m\($0)") }
        let old = Self.pages(messages, &random)
        var edited = messages.shuffled(using: &random).filter { _ in Int.random(in: 0..<5, using: &random) > 0 }
        for index in edited.indices where Int.random(in: 0..<4, using: &random) == 0 { edited[index].isRead.toggle() }
        edited += (0..<Int.random(in: 0...5, using: &random)).map { Message(text: "new\($0)") }
        let new = Self.pages(edited, &random)
        let view = SimulatedListView(data: old)
        view.reload(using: StagedChangeset(sectionsFrom: old, to: new)) { view.data = $0 }
        #expect(view.violations.isEmpty, "seed \(seed): \(view.violations)")
        #expect(view.displaysData, "seed \(seed): \(view.firstDifference() ?? "")")
    }

    static func storeRows(_ random: inout SeededRandom, count: Int) -> [StoreRow] {
        var rows = (0..<count).map { StoreRow.product(Product(id: $0, updatedAt: 0, name: "P\($0)", price: 10)) }
        if Bool.random(using: &random) { rows.append(.loadMore) }
        if Bool.random(using: &random) { rows.insert(.spinner, at: 0) }
        return rows
    }

    /// Drops, shuffles, re-creates (content changes) and adds rows.
    static func edited(
        _ rows: [StoreRow], _ random: inout SeededRandom,
        make: (Int, inout SeededRandom) -> StoreRow
    ) -> [StoreRow] {
        var result = rows.filter { _ in Int.random(in: 0..<5, using: &random) > 0 }
        result.shuffle(using: &random)
        for index in result.indices {
            guard case .product(let product) = result[index], Int.random(in: 0..<3, using: &random) == 0 else { continue }
            result[index] = make(product.id, &random)
        }
        for id in 100..<(100 + Int.random(in: 0...4, using: &random)) {
            result.insert(make(id, &random), at: Int.random(in: 0...result.count, using: &random))
        }
        return result
    }

    static func pages(_ messages: [Message], _ random: inout SeededRandom) -> [Page<Message>] {
        var pages: [Page<Message>] = []
        var rest = messages[...]
        var id = 0
        while !rest.isEmpty {
            let size = Int.random(in: 1...8, using: &random)
            pages.append(Page(id: id, results: Array(rest.prefix(size)), nextCursor: "c\(id)"))
            rest = rest.dropFirst(size)
            id += 1
        }
        return pages
    }
}
