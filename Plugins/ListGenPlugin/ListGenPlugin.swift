import PackagePlugin

/// Build-tool plugin (work in progress): will run `listgen generate` over a target's sources.
@main
struct ListGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        []
    }
}
