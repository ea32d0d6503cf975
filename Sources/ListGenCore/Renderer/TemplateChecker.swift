/// Checks every tag of a template against the keys its context provides (see
/// `TemplateSchema`), so an unknown key, a misplaced section or an unsupported Mustache
/// feature is reported at the template's file, line and column before anything renders.
///
/// swift-mustache renders a missing key as empty text by design; this check is what makes
/// listgen's templates strict.
enum TemplateChecker {
    static func check(_ text: String, keys: [String: TemplateKey], path: String) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let bytes = Array(text.utf8)
        var lineStarts = [0]
        for (index, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(index + 1) }
        func location(_ offset: Int) -> SourceLocation {
            var lo = 0, hi = lineStarts.count
            while lo + 1 < hi {
                let mid = (lo + hi) / 2
                if lineStarts[mid] <= offset { lo = mid } else { hi = mid }
            }
            return SourceLocation(line: lo + 1, column: offset - lineStarts[lo] + 1)
        }
        func fail(_ message: String, _ offset: Int) {
            problems.append(Diagnostic(.error, message, path: path, location: location(offset)))
        }

        struct Open { var name: String; var scope: [String: TemplateKey]; var offset: Int }
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

        var i = 0
        while i + 1 < bytes.count {
            guard bytes[i] == 0x7B, bytes[i + 1] == 0x7B else { i += 1; continue }
            let start = i
            var triple = false
            var bodyStart = i + 2
            if bodyStart < bytes.count, bytes[bodyStart] == 0x7B { triple = true; bodyStart += 1 }
            let close: [UInt8] = triple ? [0x7D, 0x7D, 0x7D] : [0x7D, 0x7D]
            var j = bodyStart
            var end: Int?
            while j + close.count <= bytes.count {
                if Array(bytes[j..<(j + close.count)]) == close { end = j; break }
                j += 1
            }
            guard let end else {
                fail("unclosed tag: expected '\(String(decoding: close, as: UTF8.self))'", start)
                break
            }
            i = end + close.count
            var body = String(decoding: bytes[bodyStart..<end], as: UTF8.self)
            body = body.trimmingCharacters(" \t")
            var sigil: Character = " "
            if triple {
                sigil = "{"
            } else if let first = body.first, "!#^/&>%<$=".contains(first) {
                sigil = first
                body = String(body.dropFirst()).trimmingCharacters(" \t")
            }
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
                guard isName(body) else { fail("'\(body)' is not a key name", start); continue }
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
                guard let open = stack.last else { fail("'{{/\(body)}}' closes no section", start); continue }
                if open.name != body {
                    fail("'{{/\(body)}}' does not close the open section '\(open.name)'", start)
                }
                stack.removeLast()
            default:
                guard isName(body) else { fail("'\(body)' is not a key name (dotted names, '.' and transforms are not supported)", start); continue }
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
        for open in stack.reversed() {
            fail("section '\(open.name)' is never closed", open.offset)
        }
        return problems
    }

    private static func isName(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F }
    }
}

extension String {
    func trimmingCharacters(_ set: String) -> String {
        var s = Substring(self)
        while let c = s.first, set.contains(c) { s = s.dropFirst() }
        while let c = s.last, set.contains(c) { s = s.dropLast() }
        return String(s)
    }

    func replacingSpaces() -> String { String(filter { $0 != " " && $0 != "\t" }) }
}
