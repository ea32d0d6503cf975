import ListGenCore

/// The arguments the listgen plugins pass (`GenerationPlan.arguments`), and nothing else:
///
/// ```
/// generate --output DIR [--quiet] [--emit-all] [--source-locations] [--check] [--config FILE] PATH...
/// ```
///
/// Options may come in any order, each at most once, before, between or after the paths
/// (which the plugins give as absolute paths, so none starts with `-`). Anything else is
/// refused by name: people run the `listgen` command-line tool, whose parser gives help.
enum PluginArguments {
    /// Why the arguments are not a form the plugins pass.
    struct Refusal: Error, Equatable {
        var message: String
    }

    /// The request `arguments` (without the executable's name) describe.
    static func request(from arguments: [String]) throws(Refusal) -> GenerateRequest {
        guard let command = arguments.first else { throw refusal("no arguments; expected 'generate --output DIR PATH...'") }
        guard command == "generate" else { throw refusal("unknown command \(quoted(command)); expected 'generate'") }
        var flags: Set<String> = []
        var values: [String: String] = [:]
        var paths: [String] = []
        var rest = arguments.dropFirst()[...]
        while let argument = rest.popFirst() {
            if !argument.hasPrefix("-") {
                paths.append(argument)
            } else if flagNames.contains(argument) {
                guard flags.insert(argument).inserted else { throw refusal("\(quoted(argument)) given twice") }
            } else if valueNames.contains(argument) {
                guard let value = rest.popFirst(), !value.hasPrefix("-") else { throw refusal("missing value for \(quoted(argument))") }
                guard values.updateValue(value, forKey: argument) == nil else { throw refusal("\(quoted(argument)) given twice") }
            } else {
                throw refusal("unknown argument \(quoted(argument))")
            }
        }
        guard let output = values["--output"] else { throw refusal("missing '--output DIR'") }
        guard !paths.isEmpty else { throw refusal("give at least one Swift file or folder") }
        let inputs = RunConfiguration.CommandLine(
            config: values["--config"], paths: paths, emitAll: flags.contains("--emit-all"),
            sourceLocations: flags.contains("--source-locations"))
        return GenerateRequest(inputs: inputs, output: output, check: flags.contains("--check"), quiet: flags.contains("--quiet"))
    }

    static let flagNames: Set = ["--quiet", "--emit-all", "--source-locations", "--check"]
    static let valueNames: Set = ["--output", "--config"]

    /// The refusal, saying what this tool is for (the `listgen:` prefix is the printer's).
    private static func refusal(_ problem: String) -> Refusal {
        Refusal(
            message:
                "\(problem). This tool is run by the listgen plugins with the arguments they build; to run listgen yourself, use the 'listgen' command-line tool ('listgen generate --help')"
        )
    }

    /// An argument in quotes, its control characters escaped so it cannot add a line.
    private static func quoted(_ argument: String) -> String {
        "'\(Diagnostic.printable(argument))'"
    }
}
