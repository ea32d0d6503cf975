import ListGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The tool the listgen plugins run: `listgen generate`, for the arguments the plugins pass
/// only, without swift-argument-parser. Every app that adds a plugin builds this tool from
/// source, and the argument parser, built alone after the generator's modules, was most of
/// that build's time. The output, report and exit status are `listgen generate`'s (the same
/// `GenerateRequest`); a form the plugins never pass exits 2 with `listgen: error: ...`.
@main
enum ListGenPluginTool {
    static func main() {
        do {
            let request = try PluginArguments.request(from: Array(CommandLine.arguments.dropFirst()))
            exit(request.perform())
        } catch {
            DiagnosticPrinter.printError(error.message)
            exit(2)
        }
    }
}
