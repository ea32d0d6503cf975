infix operator <=> : ComparisonPrecedence
precedencegroup Pipe { associativity: left }

@freestanding(expression) public macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
@attached(member, names: arbitrary) macro Members() = #externalMacro(module: "M", type: "N")

@Observable
@MainActor
final class Model: Sendable {
    nonisolated(unsafe) var cache: [String: Any] = [:]
    package var level = 0
    @ObservationIgnored private var hidden: Int?
    var total: Int { get async throws(ModelError) { 0 } }
    static func <=> (lhs: Model, rhs: Model) -> Bool { true }
    func run(in default: Int, for case: String, `class`: Int) {}
    func consume(_ x: consuming Data, _ y: borrowing Data) -> sending Data { x }
    subscript(key: String) -> Int { get { 0 } set { } }
    #if DEBUG
    var debugOnly: Bool = true
    #endif
}

struct Unique: ~Copyable {
    var `self`: Int
    var `Type`: Int
    let `protocol`: String = ""
    deinit {}
}

indirect enum Tree<Value> {
    case leaf(Value)
    case node(left: Tree, right: Tree, weight: Double = 1.0)
    case `empty`, `case`
}

enum Raw: Int {
    case one = 1, two = 2
    case three = 0x3
}

protocol Store<Item, Key>: AnyObject where Item: Sendable {
    associatedtype Item
    associatedtype Key: Hashable
    var items: [Item] { get set }
    var first: Item? { get }
    static var shared: Self { get }
    subscript(key: Key) -> Item? { get }
}

extension Store where Self: Sendable {
    var count: Int { items.count }
}

#Preview("Name") {
    struct NotReported {}
    return NotReported()
}

@propertyWrapper
struct Clamped<V: Comparable> {
    var wrappedValue: V { didSet { wrappedValue = min(max(wrappedValue, range.lowerBound), range.upperBound) } }
    let range: ClosedRange<V>
}

struct UsesWrapper {
    @Clamped(range: 0...10) var small: Int = 5
    @available(*, unavailable) @objc dynamic var legacy: Int = 0
    let closure: (Int) -> Int = { x in
        struct Nope {}
        return x
    }
    var regex = #/(?<name>\w+)/#
    var divide = 10 / 2 / 1
    let tuple: (a: Int, b: String)
    let fn: @Sendable (inout [Int]) async throws -> Void
    var opt: Int? = nil, other: any Error
}

extension Dictionary.Keys where Key == String {}
extension [Int] {}
extension Optional<String> {}
public extension Never {}
