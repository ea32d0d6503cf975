/// Another Mustache implementation to render the same templates with, for comparison.
///
/// The differential test and `listgen-bench generate` plug swift-mustache in here (see
/// `TemplateSet.rendering(with:)`), so that the tool itself does not depend on it.
@_spi(ReferenceEngine)
public struct ReferenceTemplateEngine: Sendable {
    /// Renders one compiled template with a context of `String`, `Bool` and nested arrays of
    /// such dictionaries.
    public typealias Render = @Sendable (_ context: [String: Any]) -> String

    /// Compiles a template's text, throwing on a syntax error.
    public var compile: @Sendable (_ template: String) throws -> Render

    /// An engine that compiles with `compile`.
    public init(compile: @escaping @Sendable (_ template: String) throws -> Render) {
        self.compile = compile
    }
}
