import ListGenModel
import ListGenShared

/// A template's text split once into text runs and tags, which `CompiledTemplate` checks,
/// trims and nests.
struct TemplateTokens {
    enum Token {
        case text(String)
        /// `sigil` is `" "` for a variable, `"&"` for an unescaped one (also `{{{name}}}`),
        /// else one of `! # ^ / % > < $ =`; `offset` is where the tag's `{{` starts.
        case tag(sigil: Character, body: String, offset: Int)
    }

    private(set) var tokens: [Token] = []
    private let path: String
    private let lineStarts: [Int]
    /// Set when a tag is never closed; the text from there on is not tokenized.
    private var unclosed: (offset: Int, close: String)?

    init(_ template: String, path: String) {
        self.path = path
        let bytes = Array(template.utf8)
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == 0x0A { starts.append(index + 1) }
        lineStarts = starts
        var i = 0
        var textStart = 0
        while i + 1 < bytes.count {
            guard bytes[i] == 0x7B, bytes[i + 1] == 0x7B else {
                i += 1
                continue
            }
            let triple = i + 2 < bytes.count && bytes[i + 2] == 0x7B
            let bodyStart = i + (triple ? 3 : 2)
            let closeCount = triple ? 3 : 2
            var j = bodyStart
            while j + closeCount <= bytes.count, !bytes[j..<(j + closeCount)].allSatisfy({ $0 == 0x7D }) { j += 1 }
            guard j + closeCount <= bytes.count else {
                unclosed = (i, triple ? "}}}" : "}}")
                break
            }
            if textStart < i { tokens.append(.text(String(decoding: bytes[textStart..<i], as: UTF8.self))) }
            var body = String(decoding: bytes[bodyStart..<j], as: UTF8.self).trimmingCharacters(" \t")
            var sigil: Character = " "
            if triple {
                sigil = "&"
            } else if let first = body.first, "!#^/&>%<$=".contains(first) {
                sigil = first
                body = String(body.dropFirst()).trimmingCharacters(" \t")
            }
            tokens.append(.tag(sigil: sigil, body: body, offset: i))
            i = j + closeCount
            textStart = i
        }
        if unclosed == nil, textStart < bytes.count {
            tokens.append(.text(String(decoding: bytes[textStart...], as: UTF8.self)))
        }
    }

    private func location(_ offset: Int) -> SourceLocation {
        var lo = 0
        var hi = lineStarts.count
        while lo + 1 < hi {
            let mid = (lo + hi) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid }
        }
        return SourceLocation(line: lo + 1, column: offset - lineStarts[lo] + 1)
    }

    // MARK: - Checking

    /// The deepest nesting of sections a template may have; the built-in ones use three.
    static let maxNesting = 32

    /// Every tag checked against `keys` and the lists open around it.
    func check(keys: [String: TemplateKey]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        func fail(_ message: String, _ offset: Int) {
            problems.append(Diagnostic(.error, message, path: path, location: location(offset)))
        }
        struct Open {
            var name: String
            var scope: [String: TemplateKey]
            var offset: Int
        }
        var stack: [Open] = []
        func lookup(_ name: String) -> TemplateKey? {
            for open in stack.reversed() { if let key = open.scope[name] { return key } }
            return keys[name]
        }
        func visibleNames() -> [String] {
            var names = Array(keys.keys)
            for open in stack { names += open.scope.keys }
            return names
        }

        for token in tokens {
            guard case .tag(let sigil, let body, let start) = token else { continue }
            switch sigil {
            case "!":
                continue
            case "%":
                if body.replacingSpaces() != "CONTENT_TYPE:TEXT" {
                    fail("only the pragma 'CONTENT_TYPE: TEXT' is allowed (listgen renders Swift, never HTML)", start)
                }
            case ">", "<", "$", "=":
                fail("'{{\(sigil)' is not supported in listgen templates (one self-contained file per concern)", start)
            case "#", "^":
                guard Self.isName(body) else {
                    fail("'\(body)' is not a key name", start)
                    continue
                }
                // Deeper sections would make each lookup walk them all and nest the compiled
                // template as deep: stop here, reporting once.
                guard stack.count < Self.maxNesting else {
                    fail("sections nested more than \(Self.maxNesting) deep; listgen's keys need a few levels at most", start)
                    return problems
                }
                switch lookup(body) {
                case .flag:
                    stack.append(Open(name: body, scope: [:], offset: start))
                case .list(let element):
                    stack.append(Open(name: body, scope: sigil == "#" ? element : [:], offset: start))
                case .text:
                    fail("'\(body)' is text, not a flag or list: write '{{\(body)}}'", start)
                    stack.append(Open(name: body, scope: [:], offset: start))
                case nil:
                    fail("unknown key '\(body)'\(Suggestion.didYouMean(body, in: visibleNames()))", start)
                    stack.append(Open(name: body, scope: [:], offset: start))
                }
            case "/":
                guard let open = stack.last else {
                    fail("'{{/\(body)}}' closes no section", start)
                    continue
                }
                if open.name != body {
                    fail("'{{/\(body)}}' does not close the open section '\(open.name)'", start)
                }
                stack.removeLast()
            default:
                guard Self.isName(body) else {
                    fail("'\(body)' is not a key name (dotted names, '.' and transforms are not supported)", start)
                    continue
                }
                switch lookup(body) {
                case .text:
                    break
                case .flag, .list:
                    fail("'\(body)' is a flag or list, not text: use '{{#\(body)}}...{{/\(body)}}'", start)
                case nil:
                    fail("unknown key '\(body)'\(Suggestion.didYouMean(body, in: visibleNames()))", start)
                }
            }
        }
        if let unclosed {
            fail("unclosed tag: expected '\(unclosed.close)'", unclosed.offset)
        }
        for open in stack.reversed() {
            fail("section '\(open.name)' is never closed", open.offset)
        }
        return problems
    }

    private static func isName(_ text: String) -> Bool {
        !text.isEmpty
            && text.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F }
    }

    // MARK: - Compiling

    private func text(_ k: Int) -> String? {
        guard k >= 0, k < tokens.count else { return "" }
        if case .text(let text) = tokens[k] { return text }
        return nil
    }

    /// Mustache's standalone lines: a section, closing, comment or pragma tag alone on its
    /// line takes the line's indentation and its line break with it. Decided on the original
    /// tokens, then trimmed, so neighbouring standalone lines (`{{/a}}` then `{{/b}}`) do not
    /// hide each other's line breaks.
    mutating func removeStandaloneLines() {
        var standalone: [Int] = []
        for k in tokens.indices {
            guard case .tag(let sigil, _, _) = tokens[k], "!#^/%".contains(sigil),
                let before = text(k - 1), let after = text(k + 1)
            else { continue }
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
    }

    /// The tokens as a tree of sections (for a template that passed `check`).
    func nested() -> [CompiledTemplate.Node] {
        var stack: [(name: String, inverted: Bool, nodes: [CompiledTemplate.Node])] = [("", false, [])]
        for token in tokens {
            switch token {
            case .text(let text):
                if !text.isEmpty { stack[stack.count - 1].nodes.append(.text(text)) }
            case .tag(let sigil, let name, _):
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
        return stack[0].nodes
    }
}
