"""The real packages Scripts/check-real-code.sh annotates, from the local package mirror.

Each entry: the repository (OWNER/NAME under $MIRROR, default /opt/swift-packages), the tag,
its domain, the modules whose types the probe looks at, optionally the `targets` to annotate
(then only the probe and its dependencies are built), and `produce`: Swift source of a
`produce() -> [Any]` that makes values with the package's public API (the probe walks
everything reachable from them). Packages are chosen from different domains, with no
dependencies, building on Linux.
"""

PACKAGES = [
    {
        "repository": "mxcl/Version",
        "tag": "2.2.1",
        "domain": "semantic versions",
        "modules": ["Version"],
        "ci": True,
        "produce": r'''
import Version

func produce() -> [Any] {
    var values: [Any] = []
    for text in ["1.2.3", "1.2.3-beta.1+build.5", "0.0.1-alpha", "10.20.30+meta", "1.2.3-beta.1", "2.0.0"] {
        if let version = Version(text) { values.append(version) }
    }
    values.append(Version(1, 2, 3, pre: ["rc", "1"], build: ["x"]))
    values.append(Version(1, 2, 3)..<Version(2, 0, 0))
    return values
}
''',
    },
    {
        "repository": "swiftcsv/SwiftCSV",
        "tag": "0.10.0",
        "domain": "CSV parsing",
        "modules": ["SwiftCSV"],
        "ci": True,
        "produce": r'''
import SwiftCSV

func produce() -> [Any] {
    var values: [Any] = []
    let text = "id,name,age\n1,Alice,30\n2,\"Bob, Jr.\",41\n3,Carol,\n"
    if let named = try? CSV<Named>(string: text) { values.append(named) }
    if let enumerated = try? CSV<Enumerated>(string: text) { values.append(enumerated) }
    if let tabs = try? CSV<Named>(string: "a\tb\n1\t2\n", delimiter: .tab) { values.append(tabs) }
    values.append(CSVDelimiter.comma)
    values.append(CSVDelimiter.semicolon)
    values.append(CSVDelimiter.character("|"))
    return values
}
''',
    },
    {
        "repository": "davecom/SwiftGraph",
        "tag": "4.0.0",
        "domain": "graph algorithms",
        "modules": ["SwiftGraph"],
        "produce": r'''
import SwiftGraph

func produce() -> [Any] {
    var values: [Any] = []
    let cities = UnweightedGraph<String>(vertices: ["Seattle", "Boston", "Miami", "Dallas"])
    cities.addEdge(from: "Seattle", to: "Boston")
    cities.addEdge(from: "Boston", to: "Miami")
    cities.addEdge(from: "Miami", to: "Dallas", directed: true)
    values.append(cities)
    values.append(cities.edgeList())
    let weighted = WeightedGraph<String, Int>(vertices: ["A", "B", "C", "D"])
    weighted.addEdge(from: "A", to: "B", weight: 4)
    weighted.addEdge(from: "B", to: "C", weight: 1)
    weighted.addEdge(from: "A", to: "C", weight: 7)
    weighted.addEdge(from: "C", to: "D", weight: 2)
    values.append(weighted)
    values.append(weighted.edgeList())
    let unique = UniqueElementsGraph<String, UnweightedEdge>(vertices: ["x", "y", "z"])
    unique.addEdge(from: "x", to: "y")
    values.append(unique)
    return values
}
''',
    },
    {
        "repository": "attaswift/BigInt",
        "tag": "6.0.1",
        "domain": "arbitrary-precision arithmetic",
        "modules": ["BigInt"],
        "produce": r'''
import BigInt

func produce() -> [Any] {
    let a = BigInt("123456789012345678901234567890", radix: 10) ?? 0
    let b = BigInt(-42)
    let c = BigUInt(2).power(130)
    return [a, b, a * b, a / 7, c, c - 1, BigUInt(0), BigInt(sign: .minus, magnitude: c), a.magnitude]
}
''',
    },
    {
        "repository": "JohnSundell/Ink",
        "tag": "0.6.0",
        "domain": "Markdown",
        "modules": ["Ink"],
        "produce": r'''
import Ink

func produce() -> [Any] {
    let parser = MarkdownParser()
    let text = """
    ---
    title: Probe
    tags: a, b
    ---
    # Heading *one*

    A paragraph with a [link](https://swift.org), `code` and **bold** text.

    - item one
    - item two

    1. first
    2. second

    > a quote

    ```swift
    let x = 1
    ```

    | a | b |
    |---|---|
    | 1 | 2 |

    ![image](https://example.com/a.png)
    ***
    """
    return [parser, parser.parse(text), parser.parse("## Second\n\nplain")]
}
''',
    },
    {
        "repository": "jpsim/Yams",
        "tag": "6.2.2",
        "domain": "YAML",
        "modules": ["Yams"],
        "produce": r'''
import Yams

func produce() -> [Any] {
    let yaml = """
    name: probe
    version: 1.2
    enabled: true
    tags: [a, b, c]
    nested:
      list:
        - one
        - two: 2
      anchor: &shared { x: 1 }
      alias: *shared
    text: |
      line one
      line two
    """
    var values: [Any] = []
    if let node = try? Yams.compose(yaml: yaml) { values.append(node) }
    if let nodes = try? Array(Yams.compose_all(yaml: "a: 1\n---\nb: [2, 3]\n")) { values.append(nodes) }
    values.append(Node("plain"))
    values.append(Node.Scalar("3.5", Tag(.float), .plain))
    values.append(Emitter.Options(canonical: false, indent: 4, width: 80, allowUnicode: true))
    return values
}
''',
    },
    {
        "repository": "kylef/PathKit",
        "tag": "1.0.1",
        "domain": "file paths",
        "modules": ["PathKit"],
        "produce": r'''
import PathKit

func produce() -> [Any] {
    let base = Path("/usr/local/lib")
    return [base, base + "swift", Path("relative/../path/./file.txt").normalize(), Path("~/docs").abbreviate(),
            base.components, Path("a") + Path("b"), Path.separator]
}
''',
    },
    {
        "repository": "JohnSundell/Plot",
        "tag": "0.14.0",
        "domain": "HTML and RSS documents",
        "modules": ["Plot"],
        "produce": r'''
import Plot

func produce() -> [Any] {
    let html = HTML(
        .head(.title("Probe"), .meta(.charset(.utf8))),
        .body(
            .div(.class("main"), .h1("Hello"), .p("A paragraph with ", .a(.href("https://swift.org"), "a link"))),
            .ul(.li("one"), .li("two"))
        )
    )
    let component = Div { H1("Components"); Paragraph("text").class("lead") }
    return [html, html.render(), component, component.render(), RSS(.title("Feed")), Indentation.Kind.spaces(2)]
}
''',
    },
    {
        "repository": "CoreOffice/XMLCoder",
        "tag": "0.18.2",
        "domain": "XML coding",
        "modules": ["XMLCoder"],
        "produce": r'''
import Foundation
import XMLCoder

struct ProbeBook: Codable, Equatable {
    var id: Int
    var title: String
    var tags: [String]
}

func produce() -> [Any] {
    let encoder = XMLEncoder()
    encoder.outputFormatting = [.prettyPrinted]
    encoder.keyEncodingStrategy = .convertToSnakeCase
    let book = ProbeBook(id: 1, title: "Probe", tags: ["a", "b"])
    let data = (try? encoder.encode(book, withRootKey: "book", header: XMLHeader(version: 1.0, encoding: "UTF-8"))) ?? Data()
    let decoder = XMLDecoder()
    decoder.shouldProcessNamespaces = true
    let decoded = try? decoder.decode(ProbeBook.self, from: data)
    return [encoder, decoder, XMLHeader(version: 1.0, encoding: "UTF-8", standalone: "yes"), data, decoded as Any]
}
''',
    },
    {
        "repository": "apple/swift-http-types",
        "tag": "1.8.0",
        "domain": "HTTP message models",
        "modules": ["HTTPTypes"],
        "produce": r"""
import HTTPTypes

func produce() -> [Any] {
    var fields: HTTPFields = [.contentType: "application/json", .accept: "*/*"]
    fields.append(HTTPField(name: .cookie, value: "a=1"))
    fields[HTTPField.Name("X-Probe")!] = "yes"
    let request = HTTPRequest(method: .post, scheme: "https", authority: "example.com", path: "/items?x=1", headerFields: fields)
    let response = HTTPResponse(status: .created, headerFields: [.location: "/items/1"])
    var secret = HTTPField(name: .authorization, value: "secret")
    secret.indexingStrategy = .disallow
    return [request, response, fields, HTTPRequest(method: .get, scheme: nil, authority: "example.com", path: nil),
            HTTPResponse.Status.notFound, HTTPResponse.Status(code: 299, reasonPhrase: "Custom"), HTTPRequest.Method("PURGE") as Any,
            secret, HTTP2ErrorCode.protocolError]
}
""",
    },
    {
        "repository": "onevcat/Rainbow",
        "tag": "4.2.2",
        "domain": "terminal text styling",
        "modules": ["Rainbow"],
        "produce": r"""
import Rainbow

func produce() -> [Any] {
    Rainbow.outputTarget = .console
    Rainbow.enabled = true
    let styled = "Hello".red.bold + " plain " + "bg".onBlue.underline + "x".bit8(202) + "y".bit24((10, 20, 30))
    let entry = Rainbow.extractEntry(for: styled)
    return [styled, entry, entry.segments, Rainbow.Segment(text: "t", color: .named(.green), backgroundColor: .bit8(4), styles: [.italic]),
            NamedColor.lightCyan, NamedBackgroundColor.magenta, Style.blink, ColorType.bit24((1, 2, 3)), BackgroundColorType.named(.red),
            OutputTarget.unknown, HexColorTarget.bit8Approximated]
}
""",
    },
    {
        "repository": "apple/swift-numerics",
        "tag": "1.1.1",
        "domain": "complex and real math",
        "modules": ["ComplexModule", "RealModule"],
        "produce": r"""
import ComplexModule
import RealModule

func produce() -> [Any] {
    let z = Complex<Double>(1.5, -2)
    return [z, z * z, Complex<Double>.i, Complex<Double>.infinity, Complex<Double>(.nan, 1), Complex<Float>(3, 4),
            Complex<Double>.exp(z), Complex<Double>.zero, z.conjugate]
}
""",
    },

    # Generic library code, and Swift 6 feature flags in the packages' own manifests
    # (InternalImportsByDefault, MemberImportVisibility, ExistentialAny,
    # NonisolatedNonsendingByDefault): types nested in generic types, declared in their
    # extensions, typed with associated types.
    {
        "repository": "swift-otel/swift-w3c-trace-context",
        "tag": "1.0.0",
        "domain": "distributed tracing headers (all four Swift 6 feature flags)",
        "modules": ["W3CTraceContext"],
        "ci": True,
        "produce": r"""
import W3CTraceContext

func produce() -> [Any] {
    var values: [Any] = []
    let parent = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"
    if let context = try? TraceContext(traceParentHeaderValue: parent, traceStateHeaderValue: "rojo=00f067aa0ba902b7,congo=t61rcWkgMzE") {
        values += [context, context.traceID, context.spanID, context.flags, context.state]
    }
    if let other = try? TraceContext(traceParentHeaderValue: "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00") {
        values += [other, other.traceID, other.spanID, other.flags]
    }
    values.append(TraceFlags.sampled)
    values.append(TraceState.Vendor(rawValue: "rojo"))
    return values
}
""",
    },
    {
        "repository": "apple/swift-log",
        "tag": "1.16.2",
        "domain": "logging API (all four Swift 6 feature flags)",
        "modules": ["Logging"],
        "produce": r"""
import Logging

func produce() -> [Any] {
    var values: [Any] = []
    values += [Logger.Level.info, Logger.Level.error, Logger.Level.trace]
    values += [Logger.Message(stringLiteral: "started"), Logger.Message(stringLiteral: "stopped")]
    values += [Logger.MetadataValue.string("a"), Logger.MetadataValue.array([.string("b")]), Logger.MetadataValue.dictionary(["k": "v"])]
    return values
}
""",
    },
    {
        "repository": "apple/swift-system",
        "tag": "1.8.1",
        "domain": "system calls and file paths (MemberImportVisibility)",
        "modules": ["SystemPackage"],
        "produce": r"""
import SystemPackage

func produce() -> [Any] {
    var values: [Any] = []
    let path = FilePath("/usr/local/bin/tool")
    values += [path, FilePath("relative/name.txt"), FilePath("/")]
    values += Array(path.components)
    if let root = path.root { values.append(root) }
    values += [Errno.noSuchFileOrDirectory, Errno.permissionDenied]
    values += [FilePermissions.ownerReadWrite, FilePermissions.groupRead]
    values += [FileDescriptor.standardInput, FileDescriptor.standardError]
    values += [FileDescriptor.AccessMode.readOnly, FileDescriptor.OpenOptions.create]
    return values
}
""",
    },
    {
        "repository": "apple/swift-algorithms",
        "tag": "1.2.1",
        "domain": "generic sequence and collection algorithms",
        "modules": ["Algorithms"],
        "produce": r"""
import Algorithms

func produce() -> [Any] {
    var values: [Any] = []
    let numbers = [3, 1, 4, 1, 5, 9, 2, 6]
    values.append(numbers.chunks(ofCount: 3))
    values.append(numbers.windows(ofCount: 2))
    values.append(numbers.combinations(ofCount: 2))
    values.append(numbers.permutations(ofCount: 2))
    values.append(numbers.uniqued())
    values.append(numbers.indexed())
    values.append(chain(numbers, [7, 8]))
    values.append(product([1, 2], ["a", "b"]))
    values.append(numbers.adjacentPairs())
    values.append(numbers.striding(by: 2))
    values.append(numbers.cycled(times: 2))
    values.append(numbers.interspersed(with: 0))
    return values
}
""",
    },
    {
        "repository": "apple/swift-async-algorithms",
        "tag": "1.1.4",
        "domain": "generic async sequences (all four Swift 6 feature flags)",
        "modules": ["AsyncAlgorithms"],
        # Its AsyncSequenceValidation target does not build on Linux from the tagged sources
        # (it uses AsyncAlgorithms' internal lock): only AsyncAlgorithms is annotated, and
        # only the probe and what it depends on are built.
        "targets": ["AsyncAlgorithms"],
        "produce": r"""
import AsyncAlgorithms

func produce() -> [Any] {
    var values: [Any] = []
    values.append([1, 2, 3].async)
    values.append([1, 2, 3].async.chunks(ofCount: 2))
    values.append(merge([1].async, [2].async))
    values.append(zip([1].async, [2].async))
    values.append(chain([1].async, [2].async))
    values.append([1, 1, 2].async.removeDuplicates())
    values.append([1, 2].async.adjacentPairs())
    values.append(AsyncChannel<Int>())
    return values
}
""",
    },
    {
        "repository": "apple/swift-collections",
        "tag": "1.6.0",
        "domain": "generic data structures (MemberImportVisibility)",
        "modules": ["DequeModule", "OrderedCollections", "HeapModule", "BitCollections", "HashTreeCollections"],
        "produce": r"""
import BitCollections
import DequeModule
import HashTreeCollections
import HeapModule
import OrderedCollections

func produce() -> [Any] {
    var values: [Any] = []
    values += [Deque([1, 2, 3]), Deque([3, 2, 1])]
    values += [OrderedSet(["a", "b", "c"]), OrderedSet(["c", "b"])]
    values.append(OrderedDictionary(uniqueKeysWithValues: [("a", 1), ("b", 2)]))
    values.append(Heap([5, 1, 3]))
    values += [BitSet([1, 5, 9]), BitArray([true, false, true])]
    values += [TreeSet(["x", "y"]), TreeDictionary(uniqueKeysWithValues: [("x", 1)])]
    return values
}
""",
    },
]
