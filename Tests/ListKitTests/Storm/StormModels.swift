import ListKit
import ListKitTestSupport

#if canImport(Observation)
import Observation
#endif

/// What a storm needs of an item type: making one, reading it as plain data, bumping its
/// content. Main-actor models conform with isolation.
protocol StormModel {
    associatedtype Item: Diffable where Item.ID == Int
    static func make(_ id: Int, content: Int) -> Item
    static func plain(_ item: Item) -> PlainItem
    static func bump(_ item: inout Item)
    static func set(_ item: inout Item, content: Int)
}

extension StormModel {
    typealias Section = ListSection<Int, Item>

    static func sections(_ list: PlainList) -> [Section] {
        list.map { ListSection(id: $0.id, elements: $0.items.map { make($0.id, content: $0.content) }) }
    }

    static func plain(_ sections: [Section]) -> PlainList {
        sections.map { ($0.id, $0.elements.map(plain)) }
    }

    /// `edit` applied to real sections, as an app's `update` closure would.
    static func apply(_ edit: StormEdit, to sections: inout [Section]) {
        var list = sections.map { (id: $0.id, items: $0.elements) }
        edit.apply(to: &list, id: \.id, make: { make($0, content: 0) }, bump: bump)
        sections = list.map { ListSection(id: $0.id, elements: $0.items) }
    }
}

/// Value items: `Sendable`, so requests also come from other threads.
enum ValueModel: StormModel {
    static func make(_ id: Int, content: Int) -> TestItem<Int> { TestItem(id: id, content: content) }
    static func plain(_ item: TestItem<Int>) -> PlainItem { PlainItem(id: item.id, content: item.content) }
    static func bump(_ item: inout TestItem<Int>) { item.content += 1 }
    static func set(_ item: inout TestItem<Int>, content: Int) { item.content = content }
}

/// A main-actor view model, as listgen sees one: isolated conformances, content remembered
/// by snapshot. Changed in place by `updateItem`; with Observation, also behind the
/// controller's back.
@MainActor
final class RowModel {
    nonisolated let id: Int
    var content: Int

    init(id: Int, content: Int) {
        self.id = id
        self.content = content
    }
}

extension RowModel: @MainActor ContentSnapshotting {
    func isContentEqual(to source: RowModel) -> Bool { content == source.content }
    var contentSnapshot: Int { content }
}

@MainActor enum ClassModel: @MainActor StormModel {
    static func make(_ id: Int, content: Int) -> RowModel { RowModel(id: id, content: content) }
    static func plain(_ item: RowModel) -> PlainItem { PlainItem(id: item.id, content: item.content) }
    static func bump(_ item: inout RowModel) { item.content += 1 }
    static func set(_ item: inout RowModel, content: Int) { item.content = content }
}

#if canImport(Observation)
/// An `@Observable` main-actor view model, changed in place with no call to the controller.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable @MainActor
final class ObservedRow {
    nonisolated let id: Int
    var content: Int

    init(id: Int, content: Int) {
        self.id = id
        self.content = content
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension ObservedRow: @MainActor ContentSnapshotting {
    func isContentEqual(to source: ObservedRow) -> Bool { content == source.content }
    var contentSnapshot: Int { content }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor enum ObservedModel: @MainActor StormModel {
    static func make(_ id: Int, content: Int) -> ObservedRow { ObservedRow(id: id, content: content) }
    static func plain(_ item: ObservedRow) -> PlainItem { PlainItem(id: item.id, content: item.content) }
    static func bump(_ item: inout ObservedRow) { item.content += 1 }
    static func set(_ item: inout ObservedRow, content: Int) { item.content = content }
}
#endif
