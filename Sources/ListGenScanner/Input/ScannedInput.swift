import ListGenModel
import ListGenSupport

/// One input after the scan stage: read and scanned, or why not.
package struct ScannedInput: Sendable {
    /// The scanned file, when it was read, is not listgen's own output, and has no error that
    /// keeps it from being resolved.
    package var file: ScannedFile?
    /// The input is a file listgen generated itself (it carries `OwnershipMark`): not an input.
    package var generatedAlready = false
    /// The configuration excludes it: not read.
    package var excluded = false
    /// It could not be read (missing, unreadable, not text, too large).
    package var unread = false
    /// Why it was not read, or the errors that keep it from being resolved.
    package var diagnostics: [Diagnostic] = []
    /// The scanner's findings on annotations attached to nothing (`ScanChecks.detached`).
    package var detached: [Diagnostic] = []

    /// Reads (unless `bytes` are given) and scans the input at `path`.
    package init(path: String, bytes given: [UInt8]? = nil, excluded: Bool = false) {
        if excluded {
            self.excluded = true
            return
        }
        switch given.map({ .success($0) }) ?? FileSystem.load(path) {
        case .failure(let problem):
            diagnostics = [problem.diagnostic(path: path)]
            unread = true
        case .success(let bytes):
            if OwnershipMark.isPresent(in: bytes) {
                generatedAlready = true
                return
            }
            let scanned = DeclarationScanner().scan(bytes, path: path)
            let checks = ScanChecks(scanned)
            guard checks.blocking.isEmpty else {
                diagnostics = scanned.diagnostics + checks.blocking
                return
            }
            file = scanned
            detached = checks.detached
        }
    }
}
