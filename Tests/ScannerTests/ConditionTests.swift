import ListGenModel
import Testing

@testable import ListGenScanner

/// `#if` conditions around members and types, and types read off initializers: what the
/// generator needs to reproduce a model faithfully.
@Suite("Conditions and initializer types")
struct ConditionTests {
    @Test func memberConditionsNestAndNegateEarlierBranches() {
        let s = scan(
            """
            struct S {
                let id: Int
                #if DEBUG
                var debugInfo = ""
                #endif
                #if os(iOS)
                var platform: Int
                #elseif os(macOS) || targetEnvironment(macCatalyst)
                var platform: String
                #if canImport(UIKit)
                var uiOnly: Int
                #endif
                #else
                var platform: Bool
                #endif
                var after: Int
            }
            """
        ).declaration("S")
        #expect(
            s?.properties.map(\.condition) == [
                nil, "DEBUG", "os(iOS)", "!os(iOS) && (os(macOS) || targetEnvironment(macCatalyst))",
                "!os(iOS) && (os(macOS) || targetEnvironment(macCatalyst)) && canImport(UIKit)",
                "!os(iOS) && !(os(macOS) || targetEnvironment(macCatalyst))", nil,
            ])
    }

    @Test func typeConditionsIncludeEnclosingTypes() {
        let file = scan(
            """
            #if canImport(UIKit)
            struct Outer {
                #if !DEBUG
                struct Inner { var x: Int }
                #endif
                struct Plain {}
            }
            #endif
            struct Free {}
            """)
        #expect(file.declaration("Outer")?.condition == "canImport(UIKit)")
        #expect(file.declaration("Outer.Inner")?.condition == "canImport(UIKit) && (!DEBUG)")
        #expect(file.declaration("Outer.Plain")?.condition == "canImport(UIKit)")
        #expect(file.declaration("Free")?.condition == nil)
        // A nested body's own `#if` does not leak into its members' conditions.
        #expect(file.declaration("Outer.Inner")?.property("x")?.condition == nil)
    }

    @Test func unbalancedDirectivesDoNotLeak() {
        let file = scan("struct A {\n    #if X\n    var a: Int\n}\nstruct B { var b: Int }\n#endif\n#endif\nstruct C { var c: Int }\n")
        #expect(file.declaration("B")?.property("b")?.condition == nil)
        #expect(file.declaration("C")?.property("c")?.condition == nil)
    }

    @Test(arguments: [
        ("= UUID()", "UUID"), ("= 0", "Int"), ("= 0x1F", "Int"), ("= 1.5", "Double"), ("= \"\"", "String"),
        ("= false", "Bool"), ("= [Row]()", "[Row]"), ("= [String: Int]()", "[String: Int]"),
        ("= Foundation.Date(timeIntervalSince1970: 0)", "Foundation.Date"), ("= Box<Int>(1)", "Box<Int>"),
    ])
    func initializerTypes(_ initializer: String, _ type: String) {
        let s = scan("struct S {\n    let value \(initializer)\n}\n").declaration("S")
        #expect(s?.property("value")?.initializerType == type)
    }

    @Test(arguments: ["= makeID()", "= UUID().uuidString", "= a + b", "= .init()", "= x ? 1 : 2", ": Int = 0"])
    func noObviousType(_ initializer: String) {
        let s = scan("struct S {\n    let value \(initializer)\n}\n").declaration("S")
        #expect(s?.property("value")?.initializerType == nil)
    }
}
