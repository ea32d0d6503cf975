/// A template checked against the keys its context provides (see `TemplateSchema`) and
/// compiled for fast rendering, in one pass over its tags.
///
/// The subset: text, `{{name}}` (also `{{{name}}}`/`{{&name}}`, never escaped),
/// `{{#name}}`/`{{^name}}` sections over flags and lists, comments and the TEXT pragma, with
/// Mustache's rules for standalone lines (a line holding only a section tag or comment
/// disappears). An unknown key, a misplaced section, an unclosed tag or an unsupported
/// Mustache feature is reported at the template's line and column before anything renders:
/// Mustache renders a missing key as empty text by design, and this check is what makes
/// listgen's templates strict.
///
/// Why not render with a general Mustache library: looking every key up through `Any` and
/// dynamic casts made rendering 1,000 types take about 250 ms, beyond the 100 ms budget for
/// the whole run; this renderer reads typed contexts. A test renders every golden with
/// swift-mustache too (through `ReferenceTemplateEngine`) and requires identical bytes.
struct CompiledTemplate: Sendable {
    indirect enum Node: Sendable {
        case text(String)
        case variable(String)
        case section(String, inverted: Bool, [Node])
    }

    let nodes: [Node]

    private init(nodes: [Node]) {
        self.nodes = nodes
    }

    /// Checks and compiles `text`, or returns every problem found, at `path`.
    static func compile(_ text: String, keys: [String: TemplateKey], path: String) -> Result<CompiledTemplate, DiagnosticList> {
        var tokens = TemplateTokens(text, path: path)
        let problems = tokens.check(keys: keys)
        guard problems.isEmpty else { return .failure(DiagnosticList(problems)) }
        tokens.removeStandaloneLines()
        return .success(CompiledTemplate(nodes: tokens.nested()))
    }

    func render(_ context: TemplateContext) -> String {
        var out = ""
        var scopes = [context]
        render(nodes, &scopes, into: &out)
        return out
    }

    private func lookup(_ name: String, _ scopes: [TemplateContext]) -> TemplateValue? {
        for scope in scopes.reversed() {
            if let value = scope[name] { return value }
        }
        return nil
    }

    private func render(_ nodes: [Node], _ scopes: inout [TemplateContext], into out: inout String) {
        for node in nodes {
            switch node {
            case .text(let text):
                out += text
            case .variable(let name):
                if case .text(let text) = lookup(name, scopes) { out += text }
            case .section(let name, let inverted, let children):
                let value = lookup(name, scopes)
                var truthy = false
                switch value {
                case .flag(let flag): truthy = flag
                case .list(let items): truthy = !items.isEmpty
                case .text(let text): truthy = !text.isEmpty
                case nil: truthy = false
                }
                if inverted {
                    if !truthy { render(children, &scopes, into: &out) }
                } else if case .list(let items) = value {
                    for item in items {
                        scopes.append(item)
                        render(children, &scopes, into: &out)
                        scopes.removeLast()
                    }
                } else if truthy {
                    render(children, &scopes, into: &out)
                }
            }
        }
    }
}
