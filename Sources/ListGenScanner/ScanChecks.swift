import ListGenModel

/// The scanner stage's checks on what it read, run on every file before it is resolved.
package struct ScanChecks: Sendable {
    /// Errors that keep the whole file from being resolved: identifiers of annotated
    /// declarations with invalid UTF-8 (see `InvalidIdentifiers`).
    package var blocking: [Diagnostic]
    /// Annotations attached to nothing (errors, each counting against no declaration but
    /// its own) and comments that look like misspelled annotations (warnings); see
    /// `DetachedAnnotations`.
    package var detached: [Diagnostic]

    package init(_ file: ScannedFile) {
        blocking = InvalidIdentifiers.find(in: file)
        detached = blocking.isEmpty ? DetachedAnnotations.find(in: file) : []
    }
}
