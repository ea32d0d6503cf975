/// A template compiled for fast rendering of the subset `TemplateChecker` admits: text,
/// `{{name}}` (also `{{{name}}}`/`{{&name}}`, never escaped), `{{#name}}`/`{{^name}}`
/// sections over flags and lists, comments and the TEXT pragma, with Mustache's rules for
/// standalone lines (a line holding only a section tag or comment disappears).
///
/// Why not render with swift-mustache directly: it looks every key up through `Any` and
/// dynamic casts, which made rendering 1,000 types take about 250 ms, beyond the 100 ms
/// budget for the whole run; this renderer reads typed dictionaries (see
/// `listgen-bench generate`, which times both). swift-mustache still parses every template
/// (syntax errors with line numbers), and a test renders every golden with both engines and
/// requires identical output.
struct CompiledTemplate: Sendable {
    indirect enum Node: Sendable {
        case text(String)
        case variable(String)
        case section(String, inverted: Bool, [Node])
    }

    let nodes: [Node]

    /// Compiles a template that passed `TemplateChecker` (anything else is skipped).
    init(_ template: String) {
        enum Token { case text(String), tag(Character, String) }
        var tokens: [Token] = []
        let bytes = Array(template.utf8)
        var i = 0
        var textStart = 0
        while i + 1 < bytes.count {
            guard bytes[i] == 0x7B, bytes[i + 1] == 0x7B else { i += 1; continue }
            let triple = i + 2 < bytes.count && bytes[i + 2] == 0x7B
            let bodyStart = i + (triple ? 3 : 2)
            var j = bodyStart
            while j + 1 < bytes.count, !(bytes[j] == 0x7D && bytes[j + 1] == 0x7D) { j += 1 }
            guard j + 1 < bytes.count else { break }
            if textStart < i { tokens.append(.text(String(decoding: bytes[textStart..<i], as: UTF8.self))) }
            var body = String(decoding: bytes[bodyStart..<j], as: UTF8.self).trimmingCharacters(" \t")
            var sigil: Character = " "
            if triple {
                sigil = "&"
            } else if let first = body.first, "!#^/&%".contains(first) {
                sigil = first
                body = String(body.dropFirst()).trimmingCharacters(" \t")
            }
            tokens.append(.tag(sigil, body))
            i = j + (triple ? 3 : 2)
            textStart = i
        }
        if textStart < bytes.count { tokens.append(.text(String(decoding: bytes[textStart...], as: UTF8.self))) }

        // Standalone lines: a section, closing, comment or pragma tag alone on its line
        // takes the line's indentation and its line break with it.
        // Decide on the original tokens, then trim, so neighbouring standalone lines
        // (`{{/a}}` then `{{/b}}`) do not hide each other's line breaks.
        func text(_ k: Int) -> String? {
            guard k >= 0, k < tokens.count else { return "" }
            if case .text(let text) = tokens[k] { return text }
            return nil
        }
        var standalone: [Int] = []
        for k in tokens.indices {
            guard case .tag(let sigil, _) = tokens[k], "!#^/%".contains(sigil),
                  let before = text(k - 1), let after = text(k + 1) else { continue }
            let lineHead = before.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
            guard lineHead.allSatisfy({ $0 == " " || $0 == "\t" }), k <= 1 || before.contains("\n") else { continue }
            let rest = after.drop { $0 == " " || $0 == "\t" }
            guard rest.isEmpty || rest.first == "\n" || rest.hasPrefix("\r\n") else { continue }
            standalone.append(k)
        }
        for k in standalone {
            if k > 0, let before = text(k - 1) {
                let lineHead = before.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
                tokens[k - 1] = .text(String(before.dropLast(lineHead.count)))
            }
            if k + 1 < tokens.count, let after = text(k + 1) {
                let rest = after.drop { $0 == " " || $0 == "\t" }
                let dropped = rest.hasPrefix("\r\n") ? rest.dropFirst(2) : rest.dropFirst(rest.isEmpty ? 0 : 1)
                tokens[k + 1] = .text(String(dropped))
            }
        }

        // Nest sections.
        var stack: [(name: String, inverted: Bool, nodes: [Node])] = [("", false, [])]
        for token in tokens {
            switch token {
            case .text(let text):
                if !text.isEmpty { stack[stack.count - 1].nodes.append(.text(text)) }
            case .tag(let sigil, let name):
                switch sigil {
                case "!", "%":
                    break
                case "#", "^":
                    stack.append((name, sigil == "^", []))
                case "/":
                    guard stack.count > 1, let open = stack.popLast() else { continue }
                    stack[stack.count - 1].nodes.append(.section(open.name, inverted: open.inverted, open.nodes))
                default:
                    stack[stack.count - 1].nodes.append(.variable(name))
                }
            }
        }
        while stack.count > 1, let open = stack.popLast() {
            stack[stack.count - 1].nodes.append(.section(open.name, inverted: open.inverted, open.nodes))
        }
        nodes = stack[0].nodes
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
