// Shared by the build-tool plugin (SwiftPM and Xcode entry points) and, through a symlink,
// by the command plugin: everything about one `listgen generate` run that does not depend
// on which host asked for it. Only the plugins compile it (with `Shared/` and `Plan/`, one
// module), so the tool every app builds does not.
import Foundation

/// The inputs, options and outputs of one `listgen generate` run over a target.
struct GenerationPlan {
    /// The target's Swift files, sorted by path. Exclusions are the tool's business: it
    /// writes an empty output for an excluded file, so the declared outputs stay valid
    /// whatever `listgen.config` says (SwiftPM may reuse this plan after the file changes).
    var sources: [URL]
    /// The target's `listgen.config`, when it has one.
    var configuration: URL?
    /// The files in the template overrides folder named by the configuration: inputs too,
    /// so editing a template reruns the tool.
    var templateFiles: [URL]

    /// Builds the plan for a target whose configuration file, if any, is `configurationCandidate`.
    ///
    /// The configuration is read here only to find the template overrides (inputs too); when
    /// it is invalid, the tool, which reads it again, reports the problems at their line in
    /// the build log.
    init(swiftFiles: [URL], configurationCandidate: URL?) {
        let configurationURL = configurationCandidate.flatMap { FileManager.default.fileExists(atPath: $0.path) ? $0 : nil }
        var templateFiles: [URL] = []
        if let configurationURL,
            let data = FileManager.default.contents(atPath: configurationURL.path),
            let parsed = try? ListGenConfiguration.parse(String(decoding: data, as: UTF8.self), path: configurationURL.path)
        {
            if let templates = parsed.templates {
                let directory =
                    templates.hasPrefix("/")
                    ? URL(fileURLWithPath: templates)
                    : configurationURL.deletingLastPathComponent().appendingPathComponent(templates)
                templateFiles = Self.regularFiles(in: directory)
            }
        }
        self.sources = swiftFiles.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        self.configuration = configurationURL
        self.templateFiles = templateFiles
    }

    /// Every file whose change must rerun the tool.
    var inputFiles: [URL] {
        sources + (configuration.map { [$0] } ?? []) + templateFiles
    }

    /// The files `listgen generate --emit-all` writes into `directory` for these sources.
    func outputFiles(in directory: URL) -> [URL] {
        (OutputNaming.fileNames(forInputs: sources.map(\.path)) + [OutputNaming.sharedFileName])
            .map { directory.appendingPathComponent($0) }
    }

    /// The `listgen` arguments that write the outputs into `directory`; `emitAll` writes a
    /// file for every input (a build command must produce every output it declares).
    func arguments(outputDirectory: URL, emitAll: Bool, quiet: Bool, extra: [String] = []) -> [String] {
        var arguments = ["generate", "--output", outputDirectory.path]
        if quiet { arguments.append("--quiet") }
        if emitAll { arguments.append("--emit-all") }
        arguments += extra
        if let configuration { arguments += ["--config", configuration.path] }
        return arguments + sources.map(\.path)
    }

    private static func regularFiles(in directory: URL) -> [URL] {
        let keys: [URLResourceKey] = [.isRegularFileKey]
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: keys) else { return [] }
        var files: [URL] = []
        for case let url as URL in enumerator where (try? url.resourceValues(forKeys: Set(keys)))?.isRegularFile == true {
            files.append(url)
        }
        return files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }
}
