@available(iOS 17, *)
@MainActor
public final class Controller<Model: Hashable & Sendable, each Extra>: NSObject, @unchecked Sendable where Model: Identifiable {
    @Published private(set) var items: [Model] = []
}

package actor Store: Sendable {
    nonisolated(unsafe) static var shared: Store?
    distributed func nothing() {}
}

indirect enum Tree<Element> {
    case leaf(Element)
    indirect case node(left: Tree, right: Tree)
}

public protocol Source<Element, Failure>: AnyObject where Failure: Error {
    associatedtype Element
    associatedtype Failure
    var current: Element? { get }
    static var name: String { get set }
    func next() async throws(Failure) -> Element?
}

struct Unique: ~Copyable {
    let handle: Int32
    consuming func close() {}
    func take(_ value: sending Unique) -> some Sequence<Int> { [] }
}

infix operator <~>: AdditionPrecedence
precedencegroup CustomPrecedence {
    higherThan: AdditionPrecedence
    associativity: left
}

extension Array where Element: Equatable {
    struct Diff { let removed: [Element] }
}

extension Swift.Dictionary<String, Int> {}

extension Outer.Inner: CustomStringConvertible {
    var description: String { "" }
    enum Mode { case on, off }
}

@freestanding(expression)
public macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")

@attached(member, names: arbitrary)
public macro Members() = #externalMacro(module: "M", type: "Members")

#Preview("Light") {
    struct PreviewOnly: View { var body: some View { Text("x") } }
    return PreviewOnly()
}

func free(in range: Range<Int>, for value: Int, class: Int) -> Int {
    struct LocalType { let x: Int }
    return 0
}

let topLevel = { () -> Int in
    class InClosure {}
    return 1
}()

struct `Backticked` {
    struct `Self` {}
}

@objc(ObjCName)
open class Open {}
fileprivate struct FilePrivate {}
private enum Private {}
internal struct Internal {}
