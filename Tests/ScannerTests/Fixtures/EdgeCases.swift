@_spi(Internal) public struct SPI {
    @_spi(Internal) public var x: Int
    public static subscript(key: String) -> Int { 0 }
    init?(raw: Int) { return nil }
    init!(bang: Int) { return nil }
    deinit {}
}
@objc protocol Delegate: NSObjectProtocol {
    @objc optional func didTap()
    @objc optional var title: String { get }
}
open class Base {
    open var value: Int { 0 }
    dynamic var dyn = 1
    required init() {}
    convenience init(x: Int) { self.init() }
    final private(set) var locked: Int = 0
    class let notAllowed = 1
    public internal(set) weak var delegate: AnyObject?
    unowned let owner: Base
    lazy private var cache: [Int] = []
}
final class Derived: Base {
    override var value: Int { 1 }
    override init() { super.init() }
    @objc(custom:) func custom(_ x: Int) {}
}
struct Ops {
    static prefix func - (x: Ops) -> Ops { x }
    static postfix func ++ (x: inout Ops) {}
    static func +=(lhs: inout Ops, rhs: Ops) {}
    static func <<<T>(lhs: Ops, rhs: T) -> Ops { lhs }
    var afterOps: Int
    static func ~= (pattern: Ops, value: Int) -> Bool { false }
    var lastOp: Int
}
struct Effects {
    func a() async throws -> Int { 0 }
    func b() rethrows {}
    func c() throws(any Error) {}
    func d(_ f: borrowing Effects, _ g: inout Int, _ h: __owned Effects) {}
    var e: () async throws -> Void
    var f: @convention(c) (Int32) -> Int32
    var g: (Int, _ label: String) -> Void
    var h: [String: [Int: (Int) -> Void]]
    var i: Int?? = nil
    var j: some Sequence<Int> & Sendable
    var k: any P<Int>.Type
    var l: Int.Type = Int.self
    var m: (repeat each T)
}
enum Raw: Int {
    case a = 1, b = -2, c = 0x10
    case d = 1_000
}
enum Str: String {
    case a = "a\"b", b = #"c"#, c = """
    multi
    """
}
enum Tricky {
    case `self`, `Type`
    case `init`(`for`: Int)
    case tuple((Int, String))
    case fn((Int) -> Void, label: () -> ())
    case array([Int] = [], dict: [String: Int] = [:])
}
extension Tricky: Equatable where Self: Sendable {
    static func == (a: Tricky, b: Tricky) -> Bool { true }
}
struct Wrappers {
    @Clamped(0...10) var level = 5
    @UserDefault(key: "k", defaultValue: [1, 2]) var list: [Int]
    @Lazy var expensive: Int = compute()
    @Wrapper<Int>(wrappedValue: 1) var generic
    @Environment(\.dismiss) private var dismiss
    @MainActor(unsafe) var legacy: Int = 0
}
struct Closures {
    var a = { (x: Int) -> Int in
        struct Inner {}
        let y = x
        return y
    }
    var b: Int = {
        var total = 0
        for i in 0..<10 { total += i }
        return total
    }()
    let c = [1, 2, 3].filter { $0 > 1 }.map { value -> String in "\(value)" }
    var d = Task { @MainActor in await work() }
    let e = #selector(NSObject.description)
    let f = #keyPath(NSObject.description)
    let g = \Closures.a
    let h = #file
    let i = #available(iOS 17, *)
}
struct IfConfigMembers {
    #if os(Linux)
    let linux: Int
    #elseif os(Windows)
    let windows: Int
    #endif
    let both: Int
    var expr = foo
    #if DEBUG
        .debugOnly()
    #endif
    var afterPostfixIf: Int
}
public struct Access {
    public private(set) var a: Int
    private(set) public var b: Int
    nonisolated public let c: Int
    public nonisolated(unsafe) var d: Int
}
typealias Handler = (Int) -> Void
struct AfterTypealias<T> where T: Hashable { var value: T }
extension AfterTypealias: Sendable where T: Sendable {}
extension [Int] { var total: Int { reduce(0, +) } }
extension Optional<String> { struct Nested {} }
extension Dictionary.Keys where Key == String {}
protocol WithInit { init(x: Int); subscript(i: Int) -> Int { get } ; var y: Int { get } }
