import ListGenSupport

/// The stages `Generator.run` chains: scan -> index -> resolve -> link -> render. Scanning,
/// resolving and rendering run on `options.jobs` threads, file by file; the index and the
/// link see every file at once.
extension Generator {
    /// One input: its path, and its bytes when given in memory (else it is read).
    typealias Input = (path: String, bytes: [UInt8]?)

    /// Scan: every input read (unless given or excluded) and scanned.
    func scan(_ inputs: [Input], excluding excluded: Set<String>) -> [ScannedInput] {
        parallelMap(count: inputs.count, jobs: options.jobs) { position in
            ScannedInput(path: inputs[position].path, bytes: inputs[position].bytes, excluded: excluded.contains(inputs[position].path))
        }
    }

    /// Resolve: each scanned file, knowing what every file declares (nil for an input
    /// that was not scanned).
    func resolve(_ scanned: [ScannedInput], knowing index: TypeIndex) -> [Resolver.FileResult?] {
        let resolver = Resolver(index: index)
        return parallelMap(count: scanned.count, jobs: options.jobs) { position in
            scanned[position].file.map { resolver.resolve($0, detached: scanned[position].detached) }
        }
    }

    /// Render: each input's output and the shared one (when it holds code, or `emptyShared`).
    func render(_ linked: Linker.Linked, of scanned: [ScannedInput], paths: [String], read: Int, emptyShared: Bool) -> [GeneratedFile] {
        let renderer = Renderer(
            templates: templates, sourceLocations: options.sourceLocations, importAccess: ImportAccess(scanned.compactMap(\.file)))
        let inputs = scanned.indices.map { position in
            Renderer.Input(
                path: paths[position], imports: scanned[position].file?.imports ?? [], types: linked.types[position],
                isPlaceholder: scanned[position].generatedAlready || scanned[position].excluded)
        }
        return renderer.outputs(
            for: inputs, shared: linked.shared, read: read, emitAll: options.emitAll, emptyShared: emptyShared, jobs: options.jobs)
    }

    /// Every stage's diagnostics, in report order.
    static func report(_ scanned: [ScannedInput], _ resolved: [Resolver.FileResult?], _ linked: Linker.Linked) -> [Diagnostic] {
        let read = scanned.flatMap { $0.diagnostics + ($0.file?.diagnostics ?? []) }
        return Diagnostic.reportOrder(read + resolved.flatMap { $0?.diagnostics ?? [] } + linked.diagnostics)
    }
}
