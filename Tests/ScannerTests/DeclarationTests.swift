import ListGenModel
import Testing

@testable import ListGenScanner

/// Type declarations: kinds, names, modifiers, generics, inheritance and nesting.
@Suite("Declarations")
struct DeclarationTests {
    @Test func kindsAndNesting() throws {
        let file = scan(
            """
            struct A { class B { enum C { case x } } }
            actor D { protocol Misplaced {} }
            protocol E {}
            extension A.B { struct F {} }
            """)
        #expect(file.qualifiedNames == ["A", "A.B", "A.B.C", "D", "D.Misplaced", "E", "A.B", "A.B.F"])
        #expect(file.declarations.map(\.kind) == [.struct, .class, .enum, .actor, .protocol, .protocol, .extension, .struct])
        let ext = try #require(file.declarations.first { $0.kind == .extension })
        #expect(ext.name == "A.B")
    }

    @Test func lineIsTheKeywordsLine() {
        let file = scan("@available(iOS 17, *)\n@MainActor\npublic\nfinal class\nC {}\n")
        #expect(file.declarations.first?.location.line == 4)
        #expect(file.declarations.first?.nameLocation == SourceLocation(line: 5, column: 1))
        #expect(file.declarations.first?.modifiers == ["final"])
    }

    @Test func attributesWithArguments() {
        let file = scan(
            """
            @available(iOS 17,   *)
            @MainActor @Observable
            @preconcurrency
            @objc(Named) final class C {
              @Wrapper(key: "a b", default: 1) var x: Int
            }
            """)
        #expect(
            file.declaration("C")?.attributes == ["@available(iOS 17, *)", "@MainActor", "@Observable", "@preconcurrency", "@objc(Named)"])
        #expect(file.declaration("C")?.property("x")?.attributes == ["@Wrapper(key: \"a b\", default: 1)"])
    }

    @Test func accessModifiers() {
        let file = scan(
            """
            open class A {}
            public struct B {}
            package enum C {}
            internal actor D {}
            fileprivate protocol E {}
            private extension F {}
            struct G {}
            public private(set) struct H {}
            """)
        #expect(file.declarations.map(\.access) == ["open", "public", "package", "internal", "fileprivate", "private", nil, "public"])
        #expect(file.declaration("H")?.modifiers == ["private(set)"])
    }

    @Test func genericsAndWhereClauses() {
        let file = scan("struct Box<T: Hashable & Sendable, U, each V, let N: Int>: Sequence where T: Codable, U == [T] {}\n")
        let box = file.declaration("Box")
        #expect(box?.genericParameters == ["T", "U", "V", "N"])
        #expect(box?.genericParameterClause == "<T: Hashable & Sendable, U, each V, let N: Int>")
        #expect(box?.genericWhereClause == "T: Codable, U == [T]")
        #expect(box?.inheritedTypes == ["Sequence"])
    }

    @Test func primaryAssociatedTypes() {
        let file = scan("protocol Source<Element, Failure>: AnyObject { associatedtype Element }\n")
        #expect(file.declaration("Source")?.genericParameters == ["Element", "Failure"])
        #expect(file.declaration("Source")?.inheritedTypes == ["AnyObject"])
    }

    @Test func inheritanceItemsKeepTheirText() {
        let file = scan("struct S: Foo<A, B>, ~Copyable, @unchecked Sendable, P & Q {}\n")
        #expect(file.declaration("S")?.inheritedTypes == ["Foo<A, B>", "~Copyable", "@unchecked Sendable", "P & Q"])
    }

    @Test func someAnyTypedThrowsSendingConsuming() {
        let file = scan(
            """
            struct S: ~Copyable {
              var a: some Collection<Int> { [] }
              var b: any Error
              consuming func close() throws(MyError) -> sending S { self }
              func take(_ value: sending S, _ other: consuming S) async throws(E) {}
              var c: (Int) throws(E) -> Void
            }
            """)
        #expect(file.declaration("S")?.propertyNames == ["a", "b", "c"])
        #expect(file.declaration("S")?.property("a")?.type == "some Collection<Int>")
        #expect(file.declaration("S")?.property("b")?.type == "any Error")
        #expect(file.declaration("S")?.property("c")?.type == "(Int) throws(E) -> Void")
    }

    @Test func nonisolatedUnsafeAndPackage() {
        let file = scan("package actor A {\n  nonisolated(unsafe) static var shared: A?\n  package let x = 1\n}\n")
        #expect(file.declaration("A")?.access == "package")
        #expect(file.declaration("A")?.property("shared")?.modifiers == ["nonisolated(unsafe)", "static"])
        #expect(file.declaration("A")?.property("shared")?.isStatic == true)
        #expect(file.declaration("A")?.property("x")?.access == "package")
    }

    @Test func actorIsContextual() {
        let file = scan("actor Bank {}\nfunc f() { actor.run() }\nlet actor = 1\n")
        #expect(file.qualifiedNames == ["Bank"])
    }

    @Test func indirectEnums() {
        let file = scan("indirect enum T { case leaf; indirect case node(T, T) }\n")
        #expect(file.declaration("T")?.modifiers == ["indirect"])
        #expect(file.declaration("T")?.caseNames == ["leaf", "node"])
    }

    @Test func operatorAndPrecedenceGroupDeclarations() {
        let file = scan(
            """
            infix operator <~>: Custom
            prefix operator √
            precedencegroup Custom { higherThan: AdditionPrecedence associativity: left }
            struct S { static func <~> (a: S, b: S) -> S { a }; static prefix func √(a: S) -> S { a } }
            """)
        #expect(file.qualifiedNames == ["S"])
        #expect(file.diagnostics.isEmpty)
    }

    @Test func backtickedIdentifiers() {
        let file = scan("struct `Type` { let `default`: Int; enum `Self` { case `in` } }\nextension `Type` {}\n")
        #expect(file.qualifiedNames == ["Type", "Type.Self", "`Type`"])
        #expect(file.declaration("Type")?.propertyNames == ["default"])
        #expect(file.declaration("Type.Self")?.caseNames == ["in"])
    }

    @Test func keywordsAsArgumentLabelsAndMembers() {
        let file = scan(
            """
            struct S {
              func f(in range: Range<Int>, for x: Int, class: Int, struct: Int) {}
              var x: Int { Self.init().class.struct }
              var y = Foo.default.enum
            }
            struct T {}
            """)
        #expect(file.qualifiedNames == ["S", "T"])
        #expect(file.declaration("S")?.propertyNames == ["x", "y"])
    }

    @Test func classModifierVersusClassDeclaration() {
        let file = scan("class C {\n  class var a: Int { 1 }\n  class func f() {}\n  final class D {}\n  class override func g() {}\n}\n")
        #expect(file.qualifiedNames == ["C", "C.D"])
        #expect(file.declaration("C")?.property("a")?.isStatic == true)
    }

    @Test func macros() {
        let file = scan(
            """
            @freestanding(expression)
            public macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
            @attached(member, names: arbitrary) public macro Members() = #externalMacro(module: "M", type: "X")
            #Preview("Light") {
              struct OnlyInPreview: View { var body: some View { Text("") } }
              return OnlyInPreview()
            }
            #Preview { Text("") }
            @Members struct Annotated { #warning("x") }
            """)
        #expect(file.qualifiedNames == ["Annotated"])
        #expect(file.declaration("Annotated")?.attributes == ["@Members"])
    }

    @Test func localTypesAreNotReported() {
        let file = scan(
            """
            func f() { struct InFunction {} }
            let x = { class InClosure {} }()
            struct S {
              init() { enum InInit {} }
              var a: Int { struct InAccessor {}; return 1 }
              var b = { () -> Int in struct InInitializer {}; return 1 }()
              subscript(i: Int) -> Int { struct InSubscript {}; return i }
            }
            if true { struct InStatement {} }
            """)
        #expect(file.qualifiedNames == ["S"])
        #expect(file.declaration("S")?.propertyNames == ["a", "b"])
    }

    @Test func conditionalCompilationAroundDeclarations() {
        let file = scan(
            """
            #if os(iOS)
            struct A {}
            #elseif os(macOS) && (arch(arm64) ||
              arch(x86_64))
            struct B {
              #if DEBUG
                #if compiler(>=6)
                var deep: Int
                #endif
              #else
              var release: Int
              #endif
            }
            #else
            struct C {}
            #endif
            """)
        #expect(file.qualifiedNames == ["A", "B", "C"])
        #expect(file.declaration("B")?.propertyNames == ["deep", "release"])
    }

    @Test func conditionalCompilationAroundAttributes() {
        let file = scan(
            """
            // listgen: kept
            #if canImport(Observation)
            @Observable
            #else
            @ObservableObject
            #endif
            final class Model {
              @available(*, deprecated)
              #if DEBUG
              @_transparent
              #endif
              var x: Int { 1 }
            }
            """)
        #expect(file.declaration("Model")?.attributes == ["@Observable", "@ObservableObject"])
        #expect(file.declaration("Model")?.annotationTexts == ["kept"])
        #expect(file.declaration("Model")?.property("x")?.attributes == ["@available(*, deprecated)", "@_transparent"])
    }

    @Test func commentAboveADeclarationIfAnnotatesNothingInside() {
        let file = scan("// listgen: above\n#if DEBUG\nstruct S {}\n#endif\n")
        #expect(file.declaration("S")?.annotations.isEmpty == true)
    }

    // A skipped function's generic clause may start lines with `let` (as swift-nio's do).
    @Test func valueGenericsInASkippedSignature() {
        let file = scan(
            """
            struct Buffer {
              func read<
                let count: Int,
                Element: FixedWidthInteger
              >(as: InlineArray<count, Element>.Type) -> InlineArray<count, Element>? { nil }
              init<let N: Int>(_ value: InlineArray<N, UInt8>) {}
              var after: Int
            }
            """)
        #expect(file.declaration("Buffer")?.propertyNames == ["after"])
    }

    @Test func extensionInsideATypeKeepsItsWrittenName() {
        let file = scan("struct Outer {\n  extension Inner.Thing {\n    struct Deep {}\n  }\n}\n")
        #expect(file.qualifiedNames == ["Outer", "Inner.Thing", "Inner.Thing.Deep"])
    }
}
