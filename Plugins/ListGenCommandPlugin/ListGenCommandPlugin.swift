import PackagePlugin

/// Command plugin (work in progress): will write generated files into the source tree.
@main
struct ListGenCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {}
}
