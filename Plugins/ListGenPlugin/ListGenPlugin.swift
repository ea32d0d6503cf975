import Foundation
import PackagePlugin

/// Build-tool plugin: runs `listgen generate` (as `ListGenPluginTool`, which apps build
/// without the argument parser) over the target's Swift files as a build command (never a
/// prebuild command), so the build system reruns it only when one of its declared inputs
/// changed or an output is missing.
///
/// Inputs: the target's `.swift` files (minus the configuration's exclusions), the optional
/// `listgen.config` in the target's folder and the files of its template overrides folder.
/// Outputs: one file per input plus one cross-file output, in the plugin work directory,
/// named by the tool's own rule: `Plan/OutputNaming.swift` here is, through a symlink, the
/// tool's own file (`Sources/ListGenPlan`), so the two cannot drift apart.
@main
struct ListGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let plan = GenerationPlan(
            swiftFiles: target.sourceFiles(withSuffix: "swift").map(\.url),
            configurationCandidate: target.directoryURL.appendingPathComponent(ListGenConfiguration.fileName)
        )
        // A target with nothing to read needs no command (the tool requires an input).
        guard !plan.sources.isEmpty else { return [] }
        return [
            try Self.command(
                for: plan, targetName: target.name, tool: context.tool(named: "ListGenPluginTool").url,
                workDirectory: context.pluginWorkDirectoryURL)
        ]
    }

    /// The one build command for a target, shared by the SwiftPM and Xcode entry points.
    static func command(for plan: GenerationPlan, targetName: String, tool: URL, workDirectory: URL) -> Command {
        let outputDirectory = workDirectory.appendingPathComponent("Generated")
        return .buildCommand(
            displayName: "ListGen: generating code for \(targetName) (\(plan.sources.count) files)",
            executable: tool,
            arguments: plan.arguments(outputDirectory: outputDirectory, emitAll: true, quiet: true, extra: ["--source-locations"]),
            environment: [:],
            inputFiles: plan.inputFiles,
            outputFiles: plan.outputFiles(in: outputDirectory)
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ListGenPlugin: XcodeBuildToolPlugin {
    /// Xcode targets have no folder of their own: the configuration is a `listgen.config`
    /// that belongs to the target, or else one in the project folder's `<target name>` folder
    /// (Xcode's default layout).
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        let configuration =
            files.first { $0.lastPathComponent == ListGenConfiguration.fileName }
            ?? context.xcodeProject.directoryURL
            .appendingPathComponent(target.displayName)
            .appendingPathComponent(ListGenConfiguration.fileName)
        let plan = GenerationPlan(
            swiftFiles: files.filter { $0.pathExtension == "swift" },
            configurationCandidate: configuration
        )
        guard !plan.sources.isEmpty else { return [] }
        return [
            try Self.command(
                for: plan, targetName: target.displayName, tool: context.tool(named: "ListGenPluginTool").url,
                workDirectory: context.pluginWorkDirectoryURL)
        ]
    }
}
#endif
