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
    unowned(unsafe) let u: AnyObject
    var v: Int {
        @storageRestrictions(initializes: w)
        init(initialValue) { w = initialValue }
        get { w }
    }
    var w: Int
    var x: Int = 0 { didSet {} }
    var y: (Int) -> Void = { value in
        var insideClosure = value
    }
    var z = Dictionary<String, Int>(), zz = Set<Int>()
    @State var handler: @MainActor @Sendable (
        Int,
        @escaping () -> Void
    ) throws(MyError) -> Void
    var mutatingGetter: Int { mutating get { 1 } }
    var bodyCall: Int { get() }
    let trailing = items.map { $0 * 2 }
    var observedTrailing = Foo { 1 } {
        didSet {}
    }

    func f() {
        let notAProperty = 1
        struct NotReported { let x: Int }
    }

    init() {
        var alsoNot = 2
    }

    subscript(index: Int) -> Int { get { 0 } set {} }

    var last: some Collection<Int> & Sendable { [] }
}

enum Cases: String, CaseIterable {
    case a, b = "bee"
    case `default`
    case c = "see", d
}

enum Payloads {
    case video(url: URL, _ length: Int = 10, title: String = "x, y")
    case pair(Int, String)
    case labeled(first second: Int)
    case closure(@escaping @Sendable (Int) -> Void)
    case generic(Result<[String: Int], Error>)
    indirect case nested(Payloads)
    case `in`(in: Int)
    static let notACase = 1
    var computed: Int { 0 }
}
