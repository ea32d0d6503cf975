import Foundation

/// The whole generator: scan, resolve and render a list of Swift files into output files
/// and diagnostics. Pure (no writes); `OutputWriter` puts the result on disk.
public struct Generator: Sendable {
    /// Settings of one run.
    public struct Options: Sendable {
        /// Access of generated wrapper enums, at most that of their least visible member;
        /// `nil` follows the members. Conformance members always follow their type.
        public var access: AccessLevel?
        /// Write an output for every input, an empty one (header only) when it has no annotations.
        public var emitAll: Bool
        /// Files scanned in parallel.
        public var jobs: Int
        /// Point compiler errors in generated code at the user's lines (`#sourceLocation`): a
        /// compared property's at the property, a conformance's and a view binding's at the
        /// annotation; for builds from absolute paths (see `Renderer`).
        public var sourceLocations = false

        /// Options for one run; see each property.
        public init(
            access: AccessLevel? = nil, emitAll: Bool = false,
            jobs: Int = ProcessInfo.processInfo.activeProcessorCount
        ) {
            self.access = access
            self.emitAll = emitAll
            self.jobs = jobs
        }
    }

    /// Everything one run produced.
    public struct Result: Sendable {
        /// Outputs sorted by name; the shared file always included.
        public var outputs: [GeneratedFile]
        /// Diagnostics sorted by path, line and column.
        public var diagnostics: [Diagnostic]
        /// Number of types that got generated code.
        public var generatedTypes: Int
        /// Input files that could not be read (missing, unreadable, not text, too large).
        /// A writer must not remove stale outputs after such a run: their inputs may exist.
        public var unreadInputs: Int

        /// Whether any diagnostic is an error.
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// The checked templates every file is rendered with.
    public let templates: TemplateSet
    /// The run's settings.
    public var options: Options

    /// A generator rendering with `templates`.
    public init(templates: TemplateSet, options: Options = Options()) {
        self.templates = templates
        self.options = options
    }

    /// Generates from files on disk; unreadable files become diagnostics. Paths in
    /// `excluded` are not read, but still count for output names and, with `emitAll`, get
    /// their (empty) output: a build plugin declares outputs for every file of a target,
    /// whatever the configuration excludes, so its plan never goes stale.
    public func run(paths: [String], excluded: Set<String> = []) -> Result {
        let inputs: [(String, [UInt8]?)] = paths.map { ($0, nil) }
        return run(inputs: inputs, excluded: excluded)
    }

    /// Generates from in-memory sources (path, bytes), as tests and benchmarks do.
    public func run(sources: [(path: String, bytes: [UInt8])]) -> Result {
        run(inputs: sources.map { ($0.path, $0.bytes) })
    }

    /// One input after the first pass: read and scanned, or why not.
    private struct Scanned: Sendable {
        var file: ScannedFile?
        var generatedAlready = false
        var excluded = false
        var diagnostics: [Diagnostic] = []
        var unread = false
        /// The scanner's findings on annotations attached to nothing (`ScanChecks.detached`).
        var detached: [Diagnostic] = []
    }

    /// Two passes: every file is read and scanned (in parallel), then every file is
    /// resolved and rendered (in parallel) knowing what all files declare (`TypeIndex`).
    private func run(inputs: [(String, [UInt8]?)], excluded: Set<String> = []) -> Result {
        let names = OutputNaming.fileNames(forInputs: inputs.map(\.0))
        let headerNames = HeaderNames.names(forInputs: inputs.map(\.0))
        let emitAll = options.emitAll
        let scannedFiles = parallelMap(count: inputs.count, jobs: options.jobs) { index -> Scanned in
            let (path, given) = inputs[index]
            if excluded.contains(path) { return Scanned(excluded: true) }
            let loaded = given.map { Swift.Result<[UInt8], SourceFileProblem>.success($0) } ?? FileSystem.load(path)
            switch loaded {
            case .failure(let problem):
                return Scanned(diagnostics: [problem.diagnostic(path: path)], unread: true)
            case .success(let bytes):
                // A file listgen generated itself (e.g. written into the source tree) is not an
                // input; only `OwnershipMark` knows how such a file is recognized.
                if OwnershipMark.isPresent(in: bytes) { return Scanned(generatedAlready: true) }
                let file = DeclarationScanner().scan(bytes, path: path)
                let checks = ScanChecks(file)
                if !checks.blocking.isEmpty { return Scanned(diagnostics: file.diagnostics + checks.blocking) }
                return Scanned(file: file, detached: checks.detached)
            }
        }
        let files = scannedFiles.compactMap(\.file)
        let index = TypeIndex(files)
        let renderer = Renderer(
            templates: templates, sourceLocations: options.sourceLocations,
            importAccess: ImportAccess(files))
        let resolver = Resolver(index: index)
        // Second pass: every file resolved (in parallel), knowing what all files declare.
        var resolved = parallelMap(count: inputs.count, jobs: options.jobs) { position -> Resolver.FileResult? in
            scannedFiles[position].file.map { resolver.resolve($0, detached: scannedFiles[position].detached) }
        }
        // Then, across files: a type gets no code when it has errors, or when its code relies
        // on a conformance another type's failed annotation would have generated.
        var diagnostics: [Diagnostic] = []
        var unreadInputs = 0
        for (position, scanned) in scannedFiles.enumerated() {
            if scanned.unread { unreadInputs += 1 }
            diagnostics += scanned.diagnostics + (scanned.file?.diagnostics ?? []) + (resolved[position]?.diagnostics ?? [])
        }
        var failed = Set(resolved.compactMap { $0?.failedTypes }.joined())
        let wrappers = WrapperResolver.resolve(
            resolved.compactMap { $0?.memberships }.flatMap { $0 }, index: index,
            accessOverride: options.access)
        diagnostics += wrappers.diagnostics
        // A membership with an error is the error of the type that asks for it.
        let failedMembers = Set(wrappers.failedMembers)
        for position in resolved.indices where !failedMembers.isEmpty {
            let path = inputs[position].0
            resolved[position]?.types.removeAll { failedMembers.contains(.init(path: path, type: $0.name)) }
        }
        failed.formUnion(failedMembers.map(\.type))
        diagnostics += FailurePropagation.propagate(failed: &failed, through: &resolved)
        // A generated wrapper with a member that gets no code is not generated either.
        let failedWrappers = Set(resolved.compactMap { $0?.failedWrappers }.joined())
        let wrapperTypes = wrappers.types.filter { wrapper in
            !failedWrappers.contains(wrapper.name)
                && wrapper.concerns.allSatisfy { part in
                    guard case .wrapper(let wrapper) = part.concern else { return true }
                    return !wrapper.members.contains { $0.declaringType.map(failed.contains) ?? false }
                }
        }
        // Last pass: each file's surviving types rendered (in parallel).
        let surviving = resolved.map { $0?.types }
        let outputs = parallelMap(count: inputs.count, jobs: options.jobs) { position -> GeneratedFile? in
            let path = inputs[position].0
            let scanned = scannedFiles[position]
            if scanned.generatedAlready || scanned.excluded, emitAll {
                let header = headerNames[position]
                return GeneratedFile(
                    name: names[position], content: Self.owned(renderer.file(generatedFrom: header, types: []), from: header), source: path)
            }
            guard let file = scanned.file, let types = surviving[position], !types.isEmpty || emitAll else { return nil }
            return GeneratedFile(
                name: names[position],
                content: Self.owned(
                    renderer.file(generatedFrom: headerNames[position], imports: file.imports, types: types), from: headerNames[position]),
                source: path)
        }
        var generated = outputs.compactMap { $0 }
        let adopted = Resolver.adoptedViews(resolved.compactMap { $0?.adoptions }.flatMap { $0 }, failed: failed)
        let generatedTypes = surviving.reduce(0) { $0 + ($1?.count ?? 0) } + wrapperTypes.count
        let read = inputs.count - excluded.count
        let sharedFrom = read == 1 ? "1 input file (cross-file code)" : "\(read) input files (cross-file code)"
        generated.append(
            GeneratedFile(
                name: OutputNaming.sharedFileName,
                content: Self.owned(renderer.file(generatedFrom: sharedFrom, types: wrapperTypes + adopted), from: sharedFrom), source: nil)
        )
        generated.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        diagnostics.sort { a, b in
            if a.path != b.path { return a.path.utf8.lexicographicallyPrecedes(b.path.utf8) }
            if a.location != b.location { return a.location < b.location }
            if a.message != b.message { return a.message < b.message }
            return a.severity < b.severity
        }
        // A problem several types run into (a base class's property, compared by each
        // annotated subclass) is reported once.
        var unique: [Diagnostic] = []
        for diagnostic in diagnostics where unique.last != diagnostic { unique.append(diagnostic) }
        return Result(outputs: generated, diagnostics: unique, generatedTypes: generatedTypes, unreadInputs: unreadInputs)
    }

    /// `text` under the ownership line that marks a file as listgen's (see `OwnershipMark`).
    private static func owned(_ text: String, from source: String) -> String {
        OwnershipMark.line(generatedFrom: source) + text
    }
}
