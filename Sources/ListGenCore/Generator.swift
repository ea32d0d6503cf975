/// The whole generator: scan, index, resolve, link and render a list of Swift files into
/// output files and diagnostics. Pure (no writes); `OutputWriter` puts the result on disk.
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
            jobs: Int = Processors.count
        ) {
            self.access = access
            self.emitAll = emitAll
            self.jobs = jobs
        }
    }

    /// Everything one run produced.
    public struct Result: Sendable {
        /// Outputs sorted by name; the shared file included unless the run has errors and it
        /// would hold no code (then a successful run could hold some; see `emitAll`).
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
        run(inputs: paths.map { ($0, nil) }, excluded: excluded)
    }

    /// Generates from in-memory sources (path, bytes), as tests and benchmarks do.
    public func run(sources: [(path: String, bytes: [UInt8])]) -> Result {
        run(inputs: sources.map { ($0.path, $0.bytes) })
    }

    /// The pipeline, one stage a line, each handing the next a named value (see
    /// `Generator+Stages`). Writing the outputs is the caller's (`OutputWriter`).
    private func run(inputs: [Input], excluded: Set<String> = []) -> Result {
        let scanned = scan(inputs, excluding: excluded)
        let index = TypeIndex(scanned.compactMap(\.file))
        let resolved = resolve(scanned, knowing: index)
        let linked = Linker.link(resolved, paths: inputs.map(\.path), index: index, access: options.access)
        let diagnostics = Self.report(scanned, resolved, linked)
        // A failed run writes no shared file with nothing in it: the fixed run may put code
        // there. A build plugin (`emitAll`) declared the file, so it is always written.
        let failed = diagnostics.contains { $0.severity == .error }
        let outputs = render(
            linked, of: scanned, paths: inputs.map(\.path), read: inputs.count - excluded.count,
            emptyShared: options.emitAll || !failed)
        return Result(
            outputs: outputs, diagnostics: diagnostics, generatedTypes: linked.generatedTypes,
            unreadInputs: scanned.filter(\.unread).count)
    }
}
