import Foundation
import PackagePlugin

/// Command plugin for teams that commit generated code: writes `listgen generate`'s output
/// into a `Generated` folder inside each chosen target's folder.
///
/// ```
/// swift package --allow-writing-to-package-directory listgen-generate [--target NAME ...] [--output FOLDER] [--check]
/// ```
///
/// Without `--target`, it runs on every Swift target that depends on ListKit directly (the
/// generated code needs it). `--output` names the folder, relative to the target's folder
/// unless absolute (default `Generated`); a folder inside another target's sources is
/// refused. `--check` writes nothing and fails when the committed files are out of date.
/// Use this plugin or the build-tool plugin on a target, not both: each would declare the
/// same conformances.
@main
struct ListGenCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let folder = extractor.extractOption(named: "output").last ?? "Generated"
        let check = extractor.extractFlag(named: "check") > 0
        guard extractor.remainingArguments.isEmpty else {
            throw CommandError(
                "unexpected arguments: \(extractor.remainingArguments.joined(separator: " ")) (known: --target NAME, --output FOLDER, --check)"
            )
        }

        let targets: [SwiftSourceModuleTarget]
        if names.isEmpty {
            targets = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
                .filter { $0.kind != .test && $0.dependsOnListKit }
        } else {
            targets = try context.package.targets(named: names).map { target in
                guard let swiftTarget = target as? SwiftSourceModuleTarget else {
                    throw CommandError("target '\(target.name)' is not a Swift target")
                }
                return swiftTarget
            }
        }
        guard !targets.isEmpty else {
            throw CommandError("no target to generate for: name one with --target NAME")
        }

        let tool = try context.tool(named: "ListGenPluginTool").url
        let otherFolders: [(name: String, folder: String)] = context.package.targets.compactMap { target in
            if let swift = target as? SwiftSourceModuleTarget { return (swift.name, swift.directoryURL.standardizedFileURL.path) }
            if let clang = target as? ClangSourceModuleTarget { return (clang.name, clang.directoryURL.standardizedFileURL.path) }
            return nil
        }
        for target in targets {
            let outputDirectory =
                folder.hasPrefix("/")
                ? URL(fileURLWithPath: folder).appendingPathComponent(targets.count > 1 ? target.name : "")
                : target.directoryURL.appendingPathComponent(folder)
            let outputPath = outputDirectory.standardizedFileURL.path
            if let other = otherFolders.first(where: { other in
                other.name != target.name && (outputPath + "/").hasPrefix(other.folder + "/")
            }) {
                throw CommandError(
                    "--output \(folder) for target '\(target.name)' lies inside the sources of target '\(other.name)'; its generated code would be compiled into that target. Choose a folder outside other targets"
                )
            }
            // The committed outputs live among the sources: never read them back as inputs.
            let swiftFiles = target.sourceFiles(withSuffix: "swift").map(\.url)
                .filter { !$0.standardizedFileURL.path.hasPrefix(outputDirectory.standardizedFileURL.path + "/") }
            let plan = GenerationPlan(
                swiftFiles: swiftFiles,
                configurationCandidate: target.directoryURL.appendingPathComponent(ListGenConfiguration.fileName)
            )
            try Self.run(
                tool,
                plan.arguments(
                    outputDirectory: outputDirectory, emitAll: false, quiet: false,
                    extra: check ? ["--check"] : []),
                label: target.name)
        }
    }

    /// Runs the tool with this process's standard output and error, so its file:line
    /// diagnostics reach the terminal or IDE unchanged.
    static func run(_ tool: URL, _ arguments: [String], label: String) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        // `--check` tells the user how to bring the files up to date: with this plugin.
        var environment = ProcessInfo.processInfo.environment
        environment["LISTGEN_FIX_COMMAND"] = "swift package --allow-writing-to-package-directory listgen-generate"
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw CommandError("listgen failed for \(label) (exit status \(process.terminationStatus))")
        }
    }
}

/// A failure shown to the user as the plugin's error message.
struct CommandError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension SwiftSourceModuleTarget {
    /// Whether the target names ListKit (the product or, inside this package, the target).
    var dependsOnListKit: Bool {
        dependencies.contains { dependency in
            switch dependency {
            case .product(let product): product.name == "ListKit"
            case .target(let target): target.name == "ListKit"
            @unknown default: false
            }
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ListGenCommandPlugin: XcodeCommandPlugin {
    /// In Xcode, the chosen targets' Swift files are generated into `<project>/<target>/Generated`
    /// (`--target NAME` picks targets; all targets with Swift files otherwise).
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = Set(extractor.extractOption(named: "target"))
        let folder = extractor.extractOption(named: "output").last ?? "Generated"
        let check = extractor.extractFlag(named: "check") > 0
        let tool = try context.tool(named: "ListGenPluginTool").url
        for target in context.xcodeProject.targets where names.isEmpty || names.contains(target.displayName) {
            let files = target.inputFiles.map(\.url)
            let targetFolder = context.xcodeProject.directoryURL.appendingPathComponent(target.displayName)
            let outputDirectory = targetFolder.appendingPathComponent(folder)
            let swiftFiles = files.filter {
                $0.pathExtension == "swift"
                    && !$0.standardizedFileURL.path.hasPrefix(outputDirectory.standardizedFileURL.path + "/")
            }
            guard !swiftFiles.isEmpty else { continue }
            let configuration =
                files.first { $0.lastPathComponent == ListGenConfiguration.fileName }
                ?? targetFolder.appendingPathComponent(ListGenConfiguration.fileName)
            let plan = GenerationPlan(swiftFiles: swiftFiles, configurationCandidate: configuration)
            try Self.run(
                tool,
                plan.arguments(
                    outputDirectory: outputDirectory, emitAll: false, quiet: false,
                    extra: check ? ["--check"] : []),
                label: target.displayName)
        }
    }
}
#endif
