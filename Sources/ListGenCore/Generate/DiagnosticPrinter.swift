import ListGenModel
import ListGenSupport

/// Printing diagnostics where Xcode and SwiftPM pick them up (standard error), and the
/// report (standard output).
public enum DiagnosticPrinter {
    /// Each diagnostic on its own line of standard error, as `path:line:col: error|warning: message`.
    public static func print(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        let text = diagnostics.map(\.description).joined(separator: "\n") + "\n"
        StandardStream.error.write(text)
    }

    /// `listgen: error: MESSAGE` on standard error, for problems that have no file position.
    public static func printError(_ message: String) {
        StandardStream.error.write("listgen: error: \(message)\n")
    }

    /// One line of the report on standard output.
    public static func say(_ text: String) {
        StandardStream.output.write(text + "\n")
    }
}
