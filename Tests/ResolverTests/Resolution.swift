import ListGenModel
import ListGenResolver
import ListGenScanner

/// The resolver's stages run on in-memory sources, as the pipeline runs them: every file
/// scanned, the index built, each file resolved, then linked across files. What the resolver
/// decided (types, their conformances, diagnostics) is checked here, before any rendering.
struct Resolution {
    var linked: Linker.Linked
    var diagnostics: [Diagnostic]

    init(_ files: [(String, String)]) {
        let scanned = files.map { ScannedInput(path: $0.0, bytes: Array($0.1.utf8)) }
        let index = TypeIndex(scanned.compactMap(\.file))
        let resolver = Resolver(index: index)
        let resolved = scanned.map { input in input.file.map { resolver.resolve($0, detached: input.detached) } }
        linked = Linker.link(resolved, paths: files.map(\.0), index: index, access: nil)
        let read = scanned.flatMap { $0.diagnostics + ($0.file?.diagnostics ?? []) }
        diagnostics = Diagnostic.reportOrder(read + resolved.flatMap { $0?.diagnostics ?? [] } + linked.diagnostics)
    }

    /// The types that get code, each file's then the shared file's.
    var types: [ResolvedType] { linked.types.compactMap { $0 }.flatMap { $0 } + linked.shared }

    /// The resolved type named `name`, if it gets code.
    func type(_ name: String) -> ResolvedType? { types.first { $0.name == name } }

    /// Whether the type named `name` gets code.
    func hasCode(for name: String) -> Bool { type(name) != nil }

    /// The conformances of `name`'s concerns, as its extensions declare them.
    func conformances(of name: String) -> [Conformance] { type(name)?.concerns.compactMap(\.conformance) ?? [] }
}
