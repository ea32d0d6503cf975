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

    /// The generator and the input files these options describe, or the diagnostics that
    /// stop the run (a bad configuration, missing inputs, broken templates).
    /// `skipping` lists folders not to walk (the output folder).
    /// `paths` are all collected files, `excluded` those the configuration or `--exclude`
    /// leaves out (see `Generator.run(paths:excluded:)`).
    func prepare(emitAll: Bool, skipping: [String] = [])
        -> (generator: Generator?, paths: [String], excluded: Set<String>, diagnostics: [Diagnostic])
    {
        var diagnostics: [Diagnostic] = []
        var configuration = ListGenConfiguration()
        var templatesFolder = templates
        var inputs = paths
        if let config {
            do {
                configuration = try ListGenConfiguration.load(contentsOf: config)
                if templatesFolder == nil { templatesFolder = configuration.templatesDirectory(configurationPath: config) }
            } catch {
                return (nil, [], [], error.diagnostics)
            }
        }
        let patterns = exclude.compactMap { try? GlobPattern($0) }
        func removingExcluded(_ paths: [String]) -> [String] {
            var kept = paths
            if let config { kept = configuration.removingExcluded(from: kept, configurationPath: config) }
            if !patterns.isEmpty {
                kept = ListGenConfiguration(excludes: patterns).removingExcluded(from: kept, configurationPath: "./listgen.config")
            }
            return kept
        }
        let (collected, problems) = SourceFiles.collect(inputs, skipping: skipping, requiringFiles: true)
        // An excluded file is never read, so a file there that could not be (a broken link in
        // an excluded folder) is no problem.
        let relevant = Set(removingExcluded(problems.map(\.path)))
        diagnostics += problems.filter { relevant.contains($0.path) }
        inputs = collected
        let excluded = Set(inputs).subtracting(removingExcluded(inputs))
        let level = access.flatMap(Self.level) ?? configuration.access
        do {
            let set = try TemplateSet(overrides: templatesFolder)
            let options = Generator.Options(
                access: level, emitAll: emitAll,
                jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
            return (Generator(templates: set, options: options), inputs, excluded, diagnostics)
        } catch {
            return (nil, inputs, excluded, diagnostics + error.diagnostics)
        }
    }

    /// The level `--access` names: one a generated wrapper enum may have.
    static func level(_ written: String) -> AccessLevel? {
        AccessLevel.forGeneratedCode.first { $0.keyword == written }
    }
}

/// Printing diagnostics where Xcode and SwiftPM pick them up.
enum DiagnosticPrinter {
    static func print(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        let text = diagnostics.map(\.description).joined(separator: "\n") + "\n"
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// `listgen: error: MESSAGE` on standard error, for problems that have no file position.
    static func printError(_ message: String) {
        FileHandle.standardError.write(Data("listgen: error: \(message)\n".utf8))
    }

    static func say(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
