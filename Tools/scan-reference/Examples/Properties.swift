struct Properties {
    let a = 1, b: Int
    var c, d: Double
    let (e, f): (Int, String) = (1, "x")
    let (g, h): (Int, String, Bool)
    var (i, (j, k)): (x: Int, y: (Float, [Int: String]))
    let (_, l) = (1, 2)
    static let m: [String]
    class var n: Int { 1 }
    var o: Int { get { 1 } set {} }
    var p: Int = 0 {
        willSet {}
        didSet { print(oldValue) }
    }
    var q: Int { _read { yield 1 } _modify { var x = 1; yield &x } }
    lazy var r = {
        let local = 1
        struct Local {}
        return local
    }()
    @Published private(set) var s: Dictionary<
        String,
        Int
    > = [:]
    nonisolated(unsafe) static var `default`: Properties?
    weak var t: AnyObject?
    var u: Int {}
    let
        v = 0

    func f() {
        let notAProperty = 1
        struct NotReported { let x: Int }
    }

    init() {
        var alsoNot = 2
    }

    var w: some Collection<Int> & Sendable { [] }
}

protocol HasProperties<Element> {
    associatedtype Element
    var x: Int { get }
    static var y: String { get set }
}
