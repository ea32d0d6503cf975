/// The one place a run's configuration is put together: `listgen.config` loaded (see
/// `ConfigurationFile`), merged with the command line's values, which win, and the inputs
/// collected and sorted into those read and those excluded.
public struct RunConfiguration: Sendable {
    /// What the command line says; nil and empty values leave the file's (or the default).
    public struct CommandLine: Sendable {
        public var config: String?
        public var templates: String?
        public var access: AccessLevel?
        public var excludes: [String]
        public var jobs: Int?
        public var paths: [String]
        public var emitAll: Bool
        public var sourceLocations: Bool
        /// Folders not to walk among the inputs (the output folder).
        public var skipping: [String]

        /// The command line's values; see each property.
        public init(
            config: String? = nil, templates: String? = nil, access: AccessLevel? = nil, excludes: [String] = [], jobs: Int? = nil,
            paths: [String], emitAll: Bool = false, sourceLocations: Bool = false, skipping: [String] = []
        ) {
            self.config = config
            self.templates = templates
            self.access = access
            self.excludes = excludes
            self.jobs = jobs
            self.paths = paths
            self.emitAll = emitAll
            self.sourceLocations = sourceLocations
            self.skipping = skipping
        }
    }

    /// The generator, with the checked templates and the merged options.
    public var generator: Generator
    /// Every collected input, in order.
    public var paths: [String]
    /// Those of `paths` the configuration or `--exclude` leaves out.
    public var excluded: Set<String>
    /// Problems that do not stop the run (an input that cannot be read, say).
    public var diagnostics: [Diagnostic]

    /// The run `commandLine` describes, or the diagnostics that stop it (a bad configuration,
    /// missing inputs, broken templates).
    public static func prepare(_ commandLine: CommandLine) -> Result<RunConfiguration, Failure> {
        var configuration = ListGenConfiguration()
        var templatesFolder = commandLine.templates
        if let path = commandLine.config {
            do {
                configuration = try ListGenConfiguration.load(contentsOf: path)
                if templatesFolder == nil { templatesFolder = configuration.templatesDirectory(configurationPath: path) }
            } catch {
                return .failure(Failure(diagnostics: error.diagnostics))
            }
        }
        let patterns = commandLine.excludes.compactMap { try? GlobPattern($0) }
        func removingExcluded(_ paths: [String]) -> [String] {
            var kept = paths
            if let path = commandLine.config { kept = configuration.removingExcluded(from: kept, configurationPath: path) }
            if !patterns.isEmpty {
                kept = ListGenConfiguration(excludes: patterns).removingExcluded(from: kept, configurationPath: "./listgen.config")
            }
            return kept
        }
        let (inputs, problems) = SourceFiles.collect(commandLine.paths, skipping: commandLine.skipping, requiringFiles: true)
        // An excluded file is never read, so a file there that could not be (a broken link in
        // an excluded folder) is no problem.
        let relevant = Set(removingExcluded(problems.map(\.path)))
        let diagnostics = problems.filter { relevant.contains($0.path) }
        let excluded = Set(inputs).subtracting(removingExcluded(inputs))
        do {
            var options = Generator.Options(
                access: commandLine.access ?? configuration.access, emitAll: commandLine.emitAll,
                jobs: commandLine.jobs ?? Processors.count)
            options.sourceLocations = commandLine.sourceLocations
            let generator = Generator(templates: try TemplateSet(overrides: templatesFolder), options: options)
            return .success(RunConfiguration(generator: generator, paths: inputs, excluded: excluded, diagnostics: diagnostics))
        } catch {
            return .failure(Failure(diagnostics: diagnostics + error.diagnostics))
        }
    }

    /// Why a run cannot start.
    public struct Failure: Error, Sendable {
        public var diagnostics: [Diagnostic]
    }
}
