import ArgumentParser
import Foundation
import ListGenCore

/// Options `generate` and `lint` share: what to read and how to resolve it. Each maps onto a
/// `listgen.config` key; an option given on the command line wins over the file.
struct GeneratorOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("A listgen.config file (keys: templates, access, exclude).", valueName: "file"))
    var config: String?

    @Option(
        name: .long,
        help: ArgumentHelp("A folder of NAME.mustache files overriding built-in templates (see 'listgen template list').", valueName: "dir")
    )
    var templates: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Access of the generated wrapper enums: public, package or internal (never wider than their least visible member, the default). Conformance members always get the access their type's conformance requires.",
            valueName: "level"))
    var access: String?

    @Option(
        name: .long, parsing: .singleValue,
        help: ArgumentHelp("Skip files matching a glob, relative to the current folder (repeatable; '*', '**', '?').", valueName: "glob"))
    var exclude: [String] = []

    @Option(name: .long, help: "Files processed in parallel (default: all cores).")
    var jobs: Int?

    @Argument(help: "Swift files or folders (walked for *.swift).")
    var paths: [String] = []

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one Swift file or folder") }
        if let access, Self.level(access) == nil {
            throw ValidationError("--access must be public, package or internal\(access.isEmpty ? "" : ", not '\(access)'")")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        for pattern in exclude {
            do { _ = try GlobPattern(pattern) } catch { throw ValidationError("--exclude '\(pattern)': \(error.message)") }
        }
    }

    /// What these options say, for `RunConfiguration` (where the configuration file is loaded
    /// and merged with them) and `GenerateRequest`.
    func commandLine(emitAll: Bool = false, sourceLocations: Bool = false) -> RunConfiguration.CommandLine {
        RunConfiguration.CommandLine(
            config: config, templates: templates, access: access.flatMap(Self.level), excludes: exclude, jobs: jobs, paths: paths,
            emitAll: emitAll, sourceLocations: sourceLocations)
    }

    /// The run these options describe; prints the problems that stop it and exits 1.
    func prepared() throws -> RunConfiguration {
        guard let run = RunConfiguration.preparePrinting(commandLine()) else { throw ExitCode(1) }
        return run
    }

    /// The level `--access` names: one a generated wrapper enum may have.
    static func level(_ written: String) -> AccessLevel? {
        AccessLevel.forGeneratedCode.first { $0.keyword == written }
    }
}
