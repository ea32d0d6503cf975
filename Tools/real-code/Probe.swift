// The real-code check's probe (Scripts/check-real-code.sh copies it, with the package's
// `produce()`, into an executable target of the extracted package). It is built twice:
// in the original package (no ListKit, no generated code) and in the annotated one.
//
// `produce()` returns values the package's own API makes; the probe calls it twice (two
// equal sets of values, unless the package says otherwise), walks every value reachable
// from them with Mirror, and keeps up to 8 values of each type of the package's modules per
// call. For each such type it prints one line per fact:
//
//   EQ <type> <matrix>       `==` between every pair, when the type is Equatable
//   HASH <type> <hashes>     hash values (SWIFT_DETERMINISTIC_HASHING=1), when Hashable
//   CONTENT <type> <matrix>  `id == id && isContentEqual(to:)` between every pair (annotated
//                            build), when the type is an item
//   IDOBJ <type> <count>     items whose `id` is an ObjectIdentifier while their ID property
//                            is not one: a class identified by object, not by its ID
//
// The script compares the original build's EQ and HASH lines with the annotated build's
// (an existing conformance must keep its meaning) and checks the annotated build's own
// laws (a generated `==` is reflexive and agrees with its hash).

#if canImport(ListKit)
import ListKit
#endif

/// Values of the package's types reachable from the produced roots, by type.
struct ProbeCollector {
    let modules: [String]
    var order: [String] = []
    var values: [String: [[Any]]] = [:]
    var steps = 0
    var seenObjects: Set<ObjectIdentifier> = []

    init(modules: [String]) { self.modules = modules }

    mutating func collect(_ roots: [Any], call: Int) {
        seenObjects = []
        for root in roots { visit(root, call: call, depth: 0) }
    }

    private mutating func visit(_ value: Any, call: Int, depth: Int) {
        guard depth < 24, steps < 200_000 else { return }
        steps += 1
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class {
            guard seenObjects.insert(ObjectIdentifier(value as AnyObject)).inserted else { return }
        }
        // One word per line field: a generic type's arguments are written `A<B, C>`.
        let key = String(String(reflecting: type(of: value)).filter { $0 != " " })
        if modules.contains(where: { key.hasPrefix($0 + ".") }), !key.contains("(unknown context"), !key.contains("(extension in") {
            if values[key] == nil {
                values[key] = [[], []]
                order.append(key)
            }
            if values[key]?[call].count ?? 8 < 8 { values[key]?[call].append(value) }
        }
        for child in mirror.children.prefix(64) { visit(child.value, call: call, depth: depth + 1) }
        var superclass = mirror.superclassMirror
        while let next = superclass {
            for child in next.children.prefix(64) { visit(child.value, call: call, depth: depth + 1) }
            superclass = next.superclassMirror
        }
    }
}

func probeEqual<T: Equatable>(_ a: T, _ b: Any) -> Bool {
    guard let b = b as? T else { return false }
    return a == b
}

func probeHash<T: Hashable>(_ a: T) -> Int { a.hashValue }

func probeMatrix(_ values: [Any], _ relation: (Any, Any) -> Bool) -> String {
    values.map { a in values.map { b in relation(a, b) ? "1" : "0" }.joined() }.joined(separator: "/")
}

#if canImport(ListKit)
func probeContent<T: Diffable>(_ a: T, _ b: Any) -> Bool {
    guard let b = b as? T else { return false }
    return a.id == b.id && a.isContentEqual(to: b)
}

func probeIdentifiedByObject<T: Diffable>(_ a: T) -> Bool {
    guard a.id is ObjectIdentifier else { return false }
    // An ID property of its own that is not an ObjectIdentifier: Swift's default `id` won.
    var mirror: Mirror? = Mirror(reflecting: a)
    while let current = mirror {
        if let id = current.children.first(where: { $0.label == "id" }) { return !(id.value is ObjectIdentifier) }
        mirror = current.superclassMirror
    }
    return true
}
#endif

@main
struct ListGenProbe {
    static func main() {
        var collector = ProbeCollector(modules: probeModules)
        for call in 0..<2 { collector.collect(produce(), call: call) }
        for key in collector.order.sorted() {
            let values = (collector.values[key] ?? []).flatMap { $0 }
            guard let first = values.first else { continue }
            print("VALUES \(key) \(values.count)")
            if first is any Equatable {
                print("EQ \(key) \(probeMatrix(values) { a, b in (a as? any Equatable).map { probeEqual($0, b) } ?? false })")
            }
            if first is any Hashable {
                print("HASH \(key) \(values.map { ($0 as? any Hashable).map { String(probeHash($0)) } ?? "-" }.joined(separator: ","))")
            }
            #if canImport(ListKit)
            if first is any Diffable {
                print("CONTENT \(key) \(probeMatrix(values) { a, b in (a as? any Diffable).map { probeContent($0, b) } ?? false })")
                let byObject = values.filter { ($0 as? any Diffable).map { probeIdentifiedByObject($0) } ?? false }.count
                print("IDOBJ \(key) \(byObject)")
            }
            #endif
        }
    }
}
