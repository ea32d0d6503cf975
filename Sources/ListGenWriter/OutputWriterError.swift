import ListGenModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the writer refused to change the output folder, or failed to: each problem names the
/// file it concerns.
public struct OutputWriterError: Error, Sendable, Hashable {
    /// The problems, each as an error at the file it concerns.
    public var diagnostics: [Diagnostic]

    /// One problem at `path`.
    init(path: String, message: String) {
        diagnostics = [Diagnostic(.error, message, path: path, location: SourceLocation(line: 1, column: 1))]
    }

    init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// A failed system call on `path`: `what` plus the system's reason from `errno`.
    static func system(_ what: String, path: String) -> OutputWriterError {
        OutputWriterError(path: path, message: "\(what): \(String(cString: strerror(errno)))")
    }
}
