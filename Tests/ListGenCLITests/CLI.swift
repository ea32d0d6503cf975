import Foundation

/// Runs the built `listgen` binary, as a user or a build plugin does.
enum CLI {
    /// What one run printed and returned.
    struct Run: CustomStringConvertible {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Whether it had to be killed after the time limit.
        var timedOut: Bool

        var description: String { "exit \(status)\(timedOut ? " (timed out)" : "")\nstdout:\n\(stdout)\nstderr:\n\(stderr)" }
        /// Standard error's lines.
        var errorLines: [String] { stderr.split(separator: "\n").map(String.init) }
    }

    /// The `listgen` executable built beside this test bundle; `LISTGEN_BINARY` overrides it.
    static let binary = executable("listgen", overriddenBy: "LISTGEN_BINARY")
    /// The tool the plugins run; `LISTGEN_PLUGIN_TOOL_BINARY` overrides it.
    static let pluginTool = executable("ListGenPluginTool", overriddenBy: "LISTGEN_PLUGIN_TOOL_BINARY")

    /// The executable `name` built beside this test bundle (`swift build` puts every product
    /// of the package in one folder), or the path in the environment variable `variable`.
    private static func executable(_ name: String, overriddenBy variable: String) -> URL {
        if let path = ProcessInfo.processInfo.environment[variable] { return URL(fileURLWithPath: path) }
        var candidates: [URL] = []
        if let first = CommandLine.arguments.first { candidates.append(URL(fileURLWithPath: first).deletingLastPathComponent()) }
        for bundle in [Bundle.main] + Bundle.allBundles {
            var url = bundle.bundleURL
            for _ in 0..<4 {
                url = url.deletingLastPathComponent()
                candidates.append(url)
            }
        }
        for folder in candidates {
            let url = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue { return url }
        }
        return URL(fileURLWithPath: "/nonexistent/\(name) (build the package first)")
    }

    /// Whether `runUnprivileged` can run without root's powers (which ignore file modes):
    /// as a user already, or as root with `setpriv` to become `nobody`.
    static let canRunUnprivileged = geteuid() != 0 || FileManager.default.isExecutableFile(atPath: setpriv)
    private static let setpriv = "/usr/bin/setpriv"

    /// Runs `executable arguments` (`listgen` unless given) in `directory`, killing it after
    /// `timeLimit` seconds; with `unprivileged`, as user `nobody` when this process is root,
    /// so file modes apply.
    static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:],
        timeLimit: TimeInterval = 30, unprivileged: Bool = false, executable: URL = binary
    ) throws -> Run {
        let process = Process()
        if unprivileged && geteuid() == 0 {
            process.executableURL = URL(fileURLWithPath: setpriv)
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes concurrently so a chatty run cannot block on a full pipe.
        let output = OutputCollector(out.fileHandleForReading)
        let errors = OutputCollector(err.fileHandleForReading)
        let deadline = Date().addingTimeInterval(timeLimit)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
                break
            }
            usleep(2000)
        }
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: output.text(), stderr: errors.text(), timedOut: timedOut)
    }
}

/// Drains a pipe on a background thread.
private final class OutputCollector: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func text() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
