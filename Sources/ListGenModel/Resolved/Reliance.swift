/// Generated code of one type that uses a conformance another annotated type's generated
/// code declares: when that type gets no code (it has errors), neither does this one.
package struct Reliance: Sendable, Hashable {
    /// The qualified name of the type relied on.
    package var type: String
    /// The error to report at the place that relies on it.
    package var diagnostic: Diagnostic

    package init(type: String, diagnostic: Diagnostic) {
        self.type = type
        self.diagnostic = diagnostic
    }
}
