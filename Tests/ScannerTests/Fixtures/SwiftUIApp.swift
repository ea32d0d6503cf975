import SwiftUI
import SwiftData

@main
struct MyApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @State private var model = Model()
    var sharedModelContainer: ModelContainer = {
        let schema = Schema([Item.self])
        let config = ModelConfiguration(schema: schema, isStoredInMemoryOnly: false)
        do { return try ModelContainer(for: schema, configurations: [config]) }
        catch { fatalError("Could not create ModelContainer: \(error)") }
    }()
    var body: some Scene {
        WindowGroup { ContentView().environment(model) }
            .modelContainer(sharedModelContainer)
    }
}

@Model
final class Item {
    @Attribute(.unique) var id: UUID
    var timestamp: Date
    @Relationship(deleteRule: .cascade, inverse: \Tag.item) var tags: [Tag] = []
    @Transient var cache: [String: Any] = [:]
    init(timestamp: Date) { self.timestamp = timestamp; self.id = UUID() }
}

@Observable
final class Model {
    var items: [Item] = []
    @ObservationIgnored private var token: Any?
    var count: Int { items.count }
}

struct ContentView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \Item.timestamp, order: .reverse) private var items: [Item]
    @Binding var selection: Item.ID?
    @FocusState private var focused: Bool
    @AppStorage("name") var name = "x"
    @GestureState private var drag = CGSize.zero
    @Namespace var ns
    let columns = [GridItem(.adaptive(minimum: 80))]
    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                ForEach(items) { item in
                    NavigationLink { Text("Item at \(item.timestamp, format: Date.FormatStyle(date: .numeric, time: .standard))") } label: {
                        Text(item.timestamp, format: .dateTime)
                    }
                }
                .onDelete(perform: deleteItems)
            }
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) { EditButton() }
            }
        } detail: {
            Text("Select an item")
        }
    }
    private func deleteItems(offsets: IndexSet) {
        withAnimation { for index in offsets { modelContext.delete(items[index]) } }
    }
    @ViewBuilder
    private var header: some View {
        if items.isEmpty { Text("Empty") } else { Text("\(items.count)") }
    }
    enum Tab: String, CaseIterable, Identifiable {
        case home = "house", settings = "gear"
        var id: Self { self }
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    ContentView(selection: .constant(nil))
        .modelContainer(for: Item.self, inMemory: true)
}

extension View {
    func card() -> some View { modifier(CardModifier()) }
}

struct CardModifier: ViewModifier {
    @Environment(\.colorScheme) var scheme
    func body(content: Content) -> some View { content.padding() }
}

actor Cache<Key: Hashable & Sendable, Value: Sendable> {
    private var storage: [Key: Value] = [:]
    nonisolated let id = UUID()
    subscript(key: Key) -> Value? { storage[key] }
}

@MainActor
protocol Coordinator: AnyObject {
    associatedtype Route: Hashable
    var path: [Route] { get set }
    func push(_ route: Route)
}

enum NetworkError: Error, LocalizedError {
    case http(status: Int, body: Data?)
    case decoding(any Error)
    case cancelled
    var errorDescription: String? {
        switch self {
        case .http(let status, _): "HTTP \(status)"
        case .decoding(let e): e.localizedDescription
        case .cancelled: nil
        }
    }
}

struct Row: Identifiable, Hashable {
    let id: Int
    var title: String
    var subtitle: String?
    static func == (lhs: Row, rhs: Row) -> Bool { lhs.id == rhs.id }
    var isEven: Bool { id % 2 == 0 }
    var ratio: Double { Double(id) / 2.0 }
    let regexish = try! Regex("a/b")
    var half: Int { id / 2 }
}
