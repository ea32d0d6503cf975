import ListGenModel
import Testing

@testable import ListGenScanner

/// Properties, accessors and enum cases.
@Suite("Members")
struct MemberTests {
    @Test func bindingsWithSeveralNames() {
        let s = scan("struct S {\n  let a = 1, b: Int\n  var c, d: Double\n}\n").declaration("S")
        #expect(s?.propertyNames == ["a", "b", "c", "d"])
        #expect(s?.properties.map(\.type) == [nil, "Int", nil, "Double"])
        #expect(s?.properties.map(\.hasInitializer) == [true, false, false, false])
        #expect(s?.properties.map(\.binding) == [.let, .let, .var, .var])
    }

    @Test func tuplePatterns() {
        let s = scan(
            """
            struct S {
              let (a, b): (Int, String) = (1, "x")
              let (c, d): (Int, String, Bool)
              var (e, (f, g)): (x: Int, y: (Float, [Int: String]))
              let (_, h) = (1, 2)
              let _ = 5
            }
            """
        ).declaration("S")
        #expect(s?.propertyNames == ["a", "b", "c", "d", "e", "f", "g", "h"])
        #expect(s?.properties.map(\.type) == ["Int", "String", nil, nil, "Int", "Float", "[Int: String]", nil])
    }

    @Test func genericInitializerDoesNotSplitBindings() {
        let s = scan("struct S {\n  static var a = Dictionary<String, Int>(), b = Set<Array<Int>>()\n  var c = x < y, d = 1\n}\n")
            .declaration("S")
        #expect(s?.propertyNames == ["a", "b", "c", "d"])
    }

    @Test func staticAndClassProperties() {
        let c = scan("class C {\n  static let a = 1\n  class var b: Int { 1 }\n  var c = 0\n}\n").declaration("C")
        #expect(c?.properties.map(\.isStatic) == [true, true, false])
    }

    @Test func accessorBlocks() {
        let s = scan(
            """
            struct S {
              var getterBody: Int { 1 }
              var getSet: Int { get { 1 } set {} }
              var observed: Int = 0 { willSet {} didSet { print(oldValue) } }
              var onlyDidSet: Int { didSet {} }
              var readModify: Int { _read { yield 1 } _modify { var x = 1; yield &x } }
              var mutatingGet: Int { mutating get { 1 } }
              var attributed: Int { @inlinable get { 1 } }
              var initAccessor: Int {
                @storageRestrictions(initializes: y)
                init(initialValue) { y = initialValue }
                get { y }
              }
              var asyncGet: Int { get async throws { 1 } }
              var empty: Int {}
              let constant = 1
            }
            """
        ).declaration("S")
        #expect(s?.properties.map(\.isComputed) == [true, true, false, false, true, true, true, true, true, true, false])
    }

    @Test func protocolRequirements() {
        let p = scan("protocol P {\n  var a: Int { get }\n  static var b: String { get set }\n  func f()\n  var c: Int { get async }\n}\n")
            .declaration("P")
        #expect(p?.propertyNames == ["a", "b", "c"])
        #expect(p?.properties.map(\.isComputed) == [true, true, true])
        #expect(p?.property("b")?.isStatic == true)
    }

    @Test func localVariablesAreNotMembers() {
        let s = scan(
            """
            struct S {
              var a: Int { let local = 1; return local }
              lazy var b = { let inClosure = 1; return inClosure }()
              var c = 1 { didSet { var inObserver = 2 } }
              func f() { let inFunction = 1 }
              init() { var inInit = 1 }
              var d = items.map { value in let inTrailing = value; return inTrailing }
            }
            """
        ).declaration("S")
        #expect(s?.propertyNames == ["a", "b", "c", "d"])
    }

    @Test func multiLineTypes() {
        let s = scan(
            """
            struct S {
              @Published private(set) var a: Dictionary<
                String,
                Int
              > = [:]
              var handler: @MainActor @Sendable (
                Int,
                @escaping () -> Void
              ) -> Void
              var next: Int
            }
            """
        ).declaration("S")
        #expect(s?.property("a")?.type == "Dictionary< String, Int >")
        #expect(s?.property("handler")?.type == "@MainActor @Sendable ( Int, @escaping () -> Void ) -> Void")
        #expect(s?.property("a")?.modifiers == ["private(set)"])
        #expect(s?.property("a")?.access == nil)
        #expect(s?.propertyNames == ["a", "handler", "next"])
    }

    @Test func propertyLineIsTheNamesLine() {
        let s = scan("struct S {\n  let\n    a = 0\n  var b,\n    c: Int\n}\n").declaration("S")
        #expect(s?.properties.map(\.location.line) == [3, 4, 5])
    }

    @Test func enumCasesWithAssociatedDefaultAndRawValues() {
        let file = scan(
            """
            enum E: String {
              case a, b = "bee"
              case `default`
            }
            enum P {
              case video(url: URL, _ length: Int = 10, title: String = "x, y")
              case pair(Int, String)
              case labeled(first second: Int)
              case closure(@escaping @Sendable (Int) -> Void)
              case generic(Result<[String: Int], Error>)
              indirect case nested(P)
              static let notACase = 1
            }
            """)
        let e = file.declaration("E")
        #expect(e?.caseNames == ["a", "b", "default"])
        #expect(e?.cases.map(\.rawValue) == [nil, "\"bee\"", nil])
        let p = file.declaration("P")
        #expect(p?.caseNames == ["video", "pair", "labeled", "closure", "generic", "nested"])
        #expect(
            p?.cases[0].associatedValues == [
                .init(label: "url", type: "URL"), .init(label: nil, type: "Int"), .init(label: "title", type: "String"),
            ])
        #expect(p?.cases[1].associatedValues == [.init(label: nil, type: "Int"), .init(label: nil, type: "String")])
        #expect(p?.cases[2].associatedValues == [.init(label: "first", type: "Int")])
        #expect(p?.cases[3].associatedValues == [.init(label: nil, type: "@escaping @Sendable (Int) -> Void")])
        #expect(p?.cases[4].associatedValues == [.init(label: nil, type: "Result<[String: Int], Error>")])
        #expect(p?.propertyNames == ["notACase"])
    }

    @Test func caseOutsideAnEnumBodyIsNotACase() {
        let file = scan("struct S {\n  func f(x: E) { switch x { case .a: break; default: break } }\n}\nif case .a = x {}\n")
        #expect(file.declaration("S")?.cases.isEmpty == true)
    }

    @Test func typeWhitespaceIsCollapsed() {
        let s = scan("struct S {\n  var a: [String :\t\u{0B}Int]\n  var b: Dictionary<\u{0}String,\r\n Int>\n}\n").declaration("S")
        #expect(s?.properties.map(\.type) == ["[String : Int]", "Dictionary< String, Int>"])
    }
}
